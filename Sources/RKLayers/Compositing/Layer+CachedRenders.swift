extension Layer {
    /// Drops what the compositors keep drawn for this layer and its sublayers (projections of
    /// 3D subtrees and their flat renders, blurred shadows): for owners that set a layer aside
    /// to reuse it later with other content (Cover Flow's spare covers), so that it does not
    /// hold pixels meanwhile. The next frame that shows it draws them again.
    package final func discardCachedRenders() {
        let tables = LayerID.registeredTables.compactMap { $0 as? CompositorTables }
        guard !tables.isEmpty else { return }
        discardCachedRenders(in: tables)
    }

    private final func discardCachedRenders(in tables: [CompositorTables]) {
        for t in tables { t.discardRenderCache(of: self) }
        mask?.discardCachedRenders(in: tables)
        for s in sublayers { s.discardCachedRenders(in: tables) }
    }

    /// Bytes of pixels the compositors keep drawn for this layer and its sublayers (projections
    /// and their flat renders), for tests and benchmarks.
    package final var cachedRenderBytes: Int {
        cachedRenderBytes(in: LayerID.registeredTables.compactMap { $0 as? CompositorTables })
    }

    private final func cachedRenderBytes(in tables: [CompositorTables]) -> Int {
        let own = tables.reduce(0) { $0 + $1.renderBytes(of: self) }
        return sublayers.reduce(own + (mask?.cachedRenderBytes(in: tables) ?? 0)) { $0 + $1.cachedRenderBytes(in: tables) }
    }
}
