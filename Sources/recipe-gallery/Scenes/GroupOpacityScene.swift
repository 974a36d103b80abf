import Foundation
import RecipeKit

extension GalleryScene {
    static let groupOpacity = GalleryScene(
        name: "group-opacity", title: "Group opacity",
        summary: "Opacity on a parent fades its subtree as one flattened group, so overlaps do not show through. "
            + "Opacity on each child fades them separately, so the overlaps blend.",
        size: Size(width: 760, height: 410)
    ) { root in
        let m = GalleryScene.margin, top = GalleryScene.contentTop
        let side = 210.0
        let xs = Stage.columns(3, itemWidth: side, x: m, width: 760 - 2 * m)
        let backdrop = Color(patternImage: SampleArt.checker(Color(white: 0.86), .white, square: 10))
        let cases: [(Double, Double, String)] = [(1, 1, "everything at opacity 1"),
                                                 (0.5, 1, "parent.opacity = 0.5: one flat group"),
                                                 (1, 0.5, "each circle at opacity 0.5: overlaps blend")]
        for (i, (parentOpacity, childOpacity, caption)) in cases.enumerated() {
            let panel = Stage.box(Rect(x: xs[i], y: top + 30, width: side, height: side), color: backdrop, radius: 14)
            panel.masksToBounds = true
            panel.borderWidth = 1
            panel.borderColor = Palette.hairline
            let group = Layer()
            group.frame = panel.bounds
            group.opacity = parentOpacity
            let d = 104.0, c = side / 2
            let circles: [(Point, Color)] = [(Point(x: c - 30, y: c - 22), Palette.coral),
                                             (Point(x: c + 30, y: c - 22), Palette.teal),
                                             (Point(x: c, y: c + 30), Palette.accent)]
            for (center, color) in circles {
                let circle = Stage.box(Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d), color: color,
                                       radius: d / 2)
                circle.opacity = childOpacity
                group.addSublayer(circle)
            }
            panel.addSublayer(group)
            root.addSublayer(panel)
            Stage.caption(caption, under: panel.frame, gap: 14, width: side + 20, in: root)
        }
    }
}
