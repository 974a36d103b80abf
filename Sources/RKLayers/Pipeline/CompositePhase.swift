import RKGraphics

/// The last phase of a frame: the compositor repaints what changed since its previous frame
/// into the bitmap (see ``Compositor/update(_:into:)``). It reads presentation values; the only
/// state it changes is its own and the layers' render caches.
@MainActor
enum CompositePhase {
    static func run(_ root: Layer, compositor: Compositor, into bitmap: Bitmap) -> Damage {
        compositor.update(root, into: bitmap)
    }
}
