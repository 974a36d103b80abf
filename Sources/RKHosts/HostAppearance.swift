import RKGraphics
import RKLayers
import RKViews

/// The traits a host renders a frame in, and the repaint a change of them needs: layer colors
/// that are dynamic resolve while the frame is composited, and drawn content keeps the colors
/// it was drawn with, so a new appearance redraws and repaints everything once.
@MainActor
struct HostAppearance {
    private var lastTraits: TraitCollection?

    /// Renders with `window`'s traits (the desktop's when the host has no window yet) as
    /// ``/RKGraphics/TraitCollection/current``, first marking the tree and the compositor
    /// when they differ in color from the last frame's.
    mutating func render<R>(window: Window?, root: Layer, compositor: Compositor, _ body: () -> R) -> R {
        let traits = window?.traitCollection ?? Application.shared.systemTraitCollection
        if let last = lastTraits, traits.hasDifferentColorAppearance(comparedTo: last) {
            root.setNeedsDisplayForAppearanceChange()
            compositor.invalidate()
        }
        lastTraits = traits
        return traits.performAsCurrent(body)
    }
}
