/// A small number naming a live layer (``Layer/id``), so that a subsystem can keep what it
/// remembers per layer in its own array, indexed by it, instead of on the layer: the
/// compositor's records of each layer are kept this way.
///
/// Numbers are unique among live layers and dense: a layer takes one when it is made and gives
/// it back when it is freed, and the next new layer may take it again. A table indexed by them
/// registers with ``register(_:)`` and is told when a layer is freed, before its number can name
/// another layer, so that it forgets that layer's entries.
package struct LayerID: Hashable, Sendable {
    /// The position of the layer's entries in a table.
    package let index: Int

    /// Numbers given back by freed layers, taken again first.
    @MainActor private static var free: [Int] = []
    /// The next number never given out.
    @MainActor private static var next = 0
    /// The tables told when a layer is freed.
    @MainActor private static var tables: [WeakTable] = []

    private struct WeakTable {
        weak var table: (any LayerTable)?
    }

    private init(index: Int) { self.index = index }

    /// A number no live layer holds.
    @MainActor
    static func allocate() -> LayerID {
        if let i = free.popLast() { return LayerID(index: i) }
        next += 1
        return LayerID(index: next - 1)
    }

    /// Tells every table that the layer holding `id` is gone, then makes `id` free to reuse.
    @MainActor
    static func release(_ id: LayerID) {
        for t in tables { t.table?.layerFreed(id) }
        free.append(id.index)
    }

    /// Has `table` told of every layer freed from now on (held weakly: a table that goes is
    /// dropped from the list).
    @MainActor
    package static func register(_ table: any LayerTable) {
        tables.removeAll { $0.table == nil }
        tables.append(WeakTable(table: table))
    }

    /// The tables registered and still alive, for those that look across them all.
    @MainActor
    package static var registeredTables: [any LayerTable] {
        tables.compactMap(\.table)
    }
}

/// A table that keeps entries per layer, indexed by ``LayerID``.
@MainActor
package protocol LayerTable: AnyObject {
    /// Forgets what the table holds for the layer `id` named, which was just freed. It must not
    /// free another layer while doing so (its entries may not own layers).
    func layerFreed(_ id: LayerID)
}
