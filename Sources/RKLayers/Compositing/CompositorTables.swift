/// What one compositor remembers of each layer between frames, in its own tables indexed by
/// ``Layer/id`` rather than on the layers: what the layer looked like in its previous frame
/// (``CompositorSlot``, for damage), how it built the layer's subtree (``SubtreeBuildCache``,
/// for reuse) and what it keeps drawn for the layer (``LayerRenderCache``: blurred shadows,
/// projections).
///
/// Each compositor has its own, so two compositors drawing the same tree (a host's and a
/// throwaway one making a snapshot, or the incremental and the full-repaint render trees)
/// never read or overwrite each other's records. A layer's entries are dropped when the layer
/// is freed (the tables are told by ``LayerID``) and when a frame finds it has left the tree.
///
/// The slots and build caches are looked up for every layer walked, every frame, and the render
/// caches for every layer with a shadow or a 3D subtree painted: dense arrays, so that a lookup
/// is an index, not a hash.
@MainActor
final class CompositorTables: LayerTable {
    // The tables read for every layer a frame walks or paints are exempt from the run-time
    // exclusivity check (with it, 1.7% more instructions in a scroll frame): only this
    // class touches them, every access is a single read or write, and what they hold owns no
    // layer, so no write can free a layer whose ``layerFreed(_:)`` would reach them again.

    /// By layer index: the record of the layer's previous frame.
    @exclusivity(unchecked) private(set) var slots: [CompositorSlot?] = []
    /// By layer index: how the layer's subtree was built.
    @exclusivity(unchecked) private(set) var buildCaches: [SubtreeBuildCache?] = []
    /// By layer index: what is kept drawn for the layer.
    @exclusivity(unchecked) private var renderCaches: [LayerRenderCache?] = []

    init() { LayerID.register(self) }

    /// The record of `layer`'s previous frame, if any.
    @inline(__always)
    func slot(_ layer: Layer) -> CompositorSlot? {
        let i = layer.id.index
        return i < slots.count ? slots[i] : nil
    }

    /// Sets the record of `layer`'s frame.
    @inline(__always)
    func setSlot(_ slot: CompositorSlot?, of layer: Layer) {
        let i = layer.id.index
        if i >= slots.count {
            if slot == nil { return }
            grow(&slots, to: i)
        }
        slots[i] = slot
    }

    /// Sets the frame of `layer`'s record, which is kept as it is otherwise.
    @inline(__always)
    func setSlotFrame(_ frame: UInt64, of layer: Layer) {
        let i = layer.id.index
        if i < slots.count { slots[i]?.frame = frame }
    }

    /// How `layer`'s subtree was built, if it was.
    @inline(__always)
    func buildCache(_ layer: Layer) -> SubtreeBuildCache? {
        let i = layer.id.index
        return i < buildCaches.count ? buildCaches[i] : nil
    }

    /// Sets how `layer`'s subtree was built.
    @inline(__always)
    func setBuildCache(_ cache: SubtreeBuildCache?, of layer: Layer) {
        let i = layer.id.index
        if i >= buildCaches.count {
            if cache == nil { return }
            grow(&buildCaches, to: i)
        }
        buildCaches[i] = cache
    }

    /// What is kept drawn for `layer`, if anything.
    @inline(__always)
    func renderCache(_ layer: Layer) -> LayerRenderCache? {
        let i = layer.id.index
        return i < renderCaches.count ? renderCaches[i] : nil
    }

    /// What is kept drawn for `layer`, made empty if there was nothing, to be filled.
    func makeRenderCache(_ layer: Layer) -> LayerRenderCache {
        if let c = renderCache(layer) { return c }
        let c = LayerRenderCache()
        let i = layer.id.index
        if i >= renderCaches.count { grow(&renderCaches, to: i) }
        renderCaches[i] = c
        return c
    }

    /// Drops what is kept drawn for `layer`.
    func discardRenderCache(of layer: Layer) {
        let i = layer.id.index
        if i < renderCaches.count { renderCaches[i] = nil }
    }

    /// Bytes of pixels kept drawn for `layer` (projections and their flat renders).
    func renderBytes(of layer: Layer) -> Int {
        renderCache(layer)?.bytes ?? 0
    }

    /// Drops every entry of `layer`: its record, its build cache, what is kept drawn for it.
    func forget(_ layer: Layer) {
        forget(index: layer.id.index)
    }

    /// Drops every slot and build cache (what is kept drawn stays).
    func forgetFrames() {
        slots.removeAll()
        buildCaches.removeAll()
    }

    /// How many layers have a record, a build cache and something kept drawn (for tests).
    var entryCounts: (slots: Int, buildCaches: Int, renderCaches: Int) {
        (slots.reduce(0) { $1 == nil ? $0 : $0 + 1 }, buildCaches.reduce(0) { $1 == nil ? $0 : $0 + 1 },
         renderCaches.reduce(0) { $1 == nil ? $0 : $0 + 1 })
    }

    func layerFreed(_ id: LayerID) {
        forget(index: id.index)
    }

    private func forget(index i: Int) {
        if i < slots.count { slots[i] = nil }
        if i < buildCaches.count { buildCaches[i] = nil }
        if i < renderCaches.count { renderCaches[i] = nil }
    }

    private func grow<T>(_ table: inout [T?], to index: Int) {
        table.append(contentsOf: repeatElement(nil, count: Swift.max(index + 1, 2 * table.count) - table.count))
    }
}
