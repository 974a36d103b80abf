import Foundation
import RecipeKit

extension GalleryScene {
    static let perspective = GalleryScene(
        name: "perspective", title: "Perspective (Cover Flow)",
        summary: "The row's container sets sublayerTransform.m34 = −1/500, which gives every sublayer perspective. "
            + "Side covers are rotated 60° about y and pushed back; the center one is flat.",
        size: Size(width: 880, height: 450)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let side = 150.0
        // The perspective is centered on the stage's anchor point, so the stage is centered on
        // the covers (their reflections hang below it).
        let stage = Layer()
        stage.frame = Rect(x: m, y: top + 24, width: 880 - 2 * m, height: side + 40)
        stage.sublayerTransform = Transform3D.perspective(eyeDistance: 500)
        root.addSublayer(stage)

        let count = SampleArt.albums.count
        let mid = count / 2
        let cx = stage.bounds.width / 2, cy = stage.bounds.height / 2
        // Paint order: the farthest covers first, the flat center one last.
        let order = (0..<count).sorted { abs($0 - mid) > abs($1 - mid) }
        for i in order {
            let k = i - mid
            let image = SampleArt.albumCover(i, side: side)
            let cover = Layer()
            cover.bounds = Rect(x: 0, y: 0, width: side, height: side)
            cover.contents = image
            let reflection = DrawingLayer(frame: Rect(x: 0, y: side + 2, width: side, height: 70)) { c, _ in
                c.translate(x: 0, y: side)
                c.scale(x: 1, y: -1)
                c.draw(image, in: Rect(x: 0, y: 0, width: side, height: side))
            }
            reflection.mask = DrawingLayer(frame: reflection.bounds) { c, r in
                c.drawGradient(.linear([Color(white: 0, alpha: 0.40), Color(white: 0, alpha: 0)],
                                       from: Point(x: 0, y: r.minY), to: Point(x: 0, y: r.maxY)))
            }
            cover.addSublayer(reflection)
            if k == 0 {
                cover.position = Point(x: cx, y: cy)
            } else {
                let sign = k < 0 ? -1.0 : 1.0
                let offset = 125 + Double(abs(k) - 1) * 52
                cover.position = Point(x: cx + sign * offset, y: cy)
                cover.transform = Transform3D(rotationAngle: -sign * Double.pi / 3, x: 0, y: 1, z: 0)
                    .concatenating(Transform3D(translationX: 0, y: 0, z: -70))
            }
            stage.addSublayer(cover)
        }

        let info = SampleArt.albums[mid]
        var title = AttributedString(info.title)
        title.font = .boldSystem(size: 15)
        title.foregroundColor = Palette.ink
        var artist = AttributedString("  ·  " + info.artist)
        artist.font = .system(size: 15)
        artist.foregroundColor = Palette.secondaryInk
        let textTop = stage.frame.maxY + 72
        Stage.text(title + artist, x: m, y: textTop, width: stage.frame.width, alignment: .center, in: root)
        Stage.caption("9 generated covers; the reflections are flipped copies masked by a fading gradient layer",
                      under: Rect(x: m, y: textTop, width: stage.frame.width, height: 20), gap: 10,
                      width: 600, in: root)
    }
}
