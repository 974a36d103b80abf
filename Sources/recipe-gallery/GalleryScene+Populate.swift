import Foundation
import RecipeKit

extension GalleryScene {
    /// Sizes the root, paints the background, adds the title and summary, then runs ``build``.
    @MainActor
    func populate(_ root: Layer) {
        root.frame = Rect(size: size)
        root.backgroundColor = Palette.background
        let m = GalleryScene.margin
        Stage.text(TextStyle.title(title), x: m, y: 24, width: size.width - 2 * m, in: root)
        Stage.text(TextStyle.summary(summary), x: m, y: 56, width: size.width - 2 * m, in: root)
        build(root)
    }

    /// Populates `host`'s root layer (``populate(_:)``), then, for a scene made of views,
    /// builds them in the host's window (created now, so that it lies above the layers) and
    /// lays them out.
    @MainActor
    func populate(_ host: HeadlessHost) {
        populate(host.rootLayer)
        guard let buildViews else { return }
        let window = host.window
        buildViews(window)
        // A pass may swap constraints for the width (a compact arrangement), which the next
        // one solves.
        for _ in 0..<3 { window.layoutIfNeeded() }
    }
}
