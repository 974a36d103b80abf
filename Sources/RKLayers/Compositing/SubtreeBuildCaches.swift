/// Which retained render tree a build cache belongs to: the one ``Compositor/update(_:into:)``
/// patches frame after frame, or the one ``Compositor/render(_:into:)`` keeps for full
/// repaints. Each has its own cache on every layer, so that using both on one tree (as tests
/// do, to check incremental frames against full ones) costs neither its reuse.
enum RenderTreeSlot {
    case incremental
    case fullRender
}

/// A layer's build caches, one per ``RenderTreeSlot``.
struct SubtreeBuildCaches {
    private var incremental: SubtreeBuildCache?
    private var fullRender: SubtreeBuildCache?

    subscript(_ slot: RenderTreeSlot) -> SubtreeBuildCache? {
        get { slot == .incremental ? incremental : fullRender }
        set {
            if slot == .incremental { incremental = newValue } else { fullRender = newValue }
        }
    }
}
