import Foundation
import RecipeKit

extension GalleryScene {
    static let cornerRadius = GalleryScene(
        name: "corner-radius", title: "Corner radius",
        summary: "cornerRadius rounds the background and border; it is clamped to half the shorter side, so h/2 "
            + "makes a capsule. Contents and sublayers are only clipped when masksToBounds is set.",
        size: Size(width: 760, height: 540)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        Stage.heading("Backgrounds", x: m, y: top + 8, in: root)
        let radii: [(Double, Color, String)] = [(0, Palette.accent, "0"), (16, Palette.coral, "16"),
                                                (36, Palette.teal, "36"), (55, Palette.violet, "55: a circle")]
        var x = m
        let y = top + 40
        for (radius, color, label) in radii {
            let frame = Rect(x: x, y: y, width: 110, height: 110)
            root.addSublayer(Stage.box(frame, color: color, radius: radius))
            Stage.caption("cornerRadius \(label)", under: frame, width: 150, in: root)
            x += 110 + 26
        }
        let capsule = Rect(x: x + 6, y: y + 23, width: 140, height: 64)
        root.addSublayer(Stage.box(capsule, color: Palette.amber, radius: 999))
        Stage.caption("cornerRadius 999: a capsule", under: Rect(x: capsule.minX, y: y, width: 140, height: 110),
                      width: 170, in: root)

        Stage.heading("Contents and sublayers", x: m, y: top + 212, in: root)
        let photo = SampleArt.landscape(size: Size(width: 160, height: 120))
        let rowY = top + 244
        let xs = Stage.columns(4, itemWidth: 150, x: m, width: 760 - 2 * m)

        // cornerRadius alone: the border is rounded, the image is not.
        let plain = Layer()
        plain.frame = Rect(x: xs[0], y: rowY, width: 150, height: 112)
        plain.contents = photo
        plain.cornerRadius = 24
        plain.borderWidth = 3
        plain.borderColor = Palette.coral
        root.addSublayer(plain)
        Stage.caption("cornerRadius 24, masksToBounds off: the image keeps its corners", under: plain.frame,
                      width: 172, in: root)

        let clipped = Layer()
        clipped.frame = Rect(x: xs[1], y: rowY, width: 150, height: 112)
        clipped.contents = photo
        clipped.cornerRadius = 24
        clipped.masksToBounds = true
        root.addSublayer(clipped)
        Stage.caption("cornerRadius 24, masksToBounds on: the image is clipped", under: clipped.frame, width: 172, in: root)

        let avatar = Layer()
        avatar.frame = Rect(x: xs[2] + 19, y: rowY, width: 112, height: 112)
        avatar.contents = SampleArt.avatar(side: 112)
        avatar.cornerRadius = 56
        avatar.masksToBounds = true
        avatar.borderWidth = 4
        avatar.borderColor = .white
        root.addSublayer(avatar)
        Stage.caption("a circular avatar: radius = side / 2", under: Rect(x: xs[2], y: rowY, width: 150, height: 112),
                      width: 172, in: root)

        let container = Layer()
        container.frame = Rect(x: xs[3], y: rowY, width: 150, height: 112)
        container.backgroundColor = Color(red: 0.85, green: 0.91, blue: 0.98)
        container.cornerRadius = 24
        container.masksToBounds = true
        let star = Layer()
        star.frame = Rect(x: 70, y: -30, width: 110, height: 110)
        star.contents = SampleArt.star(side: 110)
        container.addSublayer(star)
        let bar = Stage.box(Rect(x: -20, y: 78, width: 120, height: 22), color: Palette.teal)
        container.addSublayer(bar)
        root.addSublayer(container)
        Stage.caption("sublayers overflowing a rounded masksToBounds parent are cut", under: container.frame,
                      width: 172, in: root)
    }
}
