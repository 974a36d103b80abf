import RKGeometry
import RKMainLoop

/// Where app drawing code (`draw(in:)`, layer delegates, a tiled layer's tiles) runs in a
/// frame: before the compositor walks the tree (the display phase), or between its walks,
/// never inside a walk or a paint. The walk and the paint then read a tree that no app code can
/// change under them, and what drawing changes (a layer's content, and with it the change
/// stamps the walk follows) is seen by the walk that comes after it.
extension Compositor {
    /// Layers a walk met still marked for display: marked while another loop was current (a
    /// layer built outside any host, then added to this tree), or past the display queue's
    /// limit. They draw between walks. Empty between frames; main-actor state, as a walk is.
    static var lateLayers: [Layer] = []

    /// How many times a frame walks again after drawing late layers. Drawing one may mark
    /// another only through app code that marks layers while drawing; what is left then draws
    /// in the next frame, as the display queue has it.
    static let lateDisplayRounds = 2

    /// Whether a walk or a paint is running now: app drawing code that finds this true would
    /// be running inside one (tests check it never does).
    static private(set) var isWalking = false

    static func walking<R>(_ body: () -> R) -> R {
        let outer = isWalking
        isWalking = true
        defer { isWalking = outer }
        return body()
    }

    /// Draws the layers marked on `root`'s loop, as the display phase does: a frame made by a
    /// host has drawn them already; a compositor used on its own draws them here.
    static func drawMarkedLayers(of root: Layer) {
        DisplayPhase.run(on: root.eventLoop)
    }

    /// Draws the late layers a walk collected; true when any drew (the tree must be walked
    /// again to see what they drew).
    static func drawLateLayers() -> Bool {
        guard !lateLayers.isEmpty else { return false }
        let late = lateLayers
        lateLayers.removeAll()
        var drew = false
        for layer in late where layer.needsDisplay {
            layer.displayIfNeeded()
            drew = true
        }
        return drew
    }

    /// The indices of the nodes of tiled layers, in paint order.
    static func tiledNodeIndices(in nodes: [RenderNode]) -> [Int] {
        var found: [Int] = []
        for i in nodes.indices where nodes[i].layer.role == .tiled { found.append(i) }
        return found
    }

    /// Draws, before the paint, the missing tiles on screen of each tiled layer (the nodes at
    /// `indices`) that meets `damage` and draws its tiles on the main actor (on screen: within
    /// `target`, the bitmap's device rectangle): the paint then only places tiles.
    static func prepareTiles(in nodes: [RenderNode], at indices: [Int], damage: Damage, target: Rect) {
        guard !damage.isEmpty else { return }
        for i in indices where i < nodes.count {
            let n = nodes[i]
            guard !n.ownBounds.isNull, let tiled = n.layer as? TiledLayer, tiled.drawsTilesOnMainActor else { continue }
            // All of the layer that is on screen, not just the damaged part: a kept image of a
            // stable subtree around it is painted whole.
            let device = n.ownBounds.intersection(target)
            guard !device.isNull, damage.rects.contains(where: { $0.intersects(device) }),
                  let toLayer = n.toDevice.inverted() else { continue }
            // One device pixel more on each side (the paint's clip is rounded out to pixels),
            // never past the target's edges.
            let d = device.insetBy(dx: -1, dy: -1).intersection(target)
            let corners = [Point(x: d.minX, y: d.minY), Point(x: d.maxX, y: d.minY),
                           Point(x: d.minX, y: d.maxY), Point(x: d.maxX, y: d.maxY)].compactMap { toLayer.apply(to: $0) }
            guard corners.count == 4 else { continue }
            let visible = Rect.bounding(corners).intersection(n.props.bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { continue }
            DisplayPhase.drawing { tiled.drawMissingTiles(in: visible) }
        }
    }
}
