import RKGeometry
import RKGraphics

/// What an incremental compositor keeps of large subtrees that stay the same while something
/// over them keeps changing (the app's window under an alert's dimming as it fades): the
/// subtree drawn once into an image, which later frames paint in one operation instead of
/// drawing its layers again.
///
/// A subtree is kept once it has been drawn unchanged in two frames in a row, and dropped in the
/// first frame it is not drawn or changes. Its image is the subtree composited over transparent
/// pixels; painting that over what lies below gives what drawing the layers one by one gives
/// (compositing over is associative), up to rounding.
@MainActor
final class StableSubtreeCache {
    /// Subtrees smaller than this are cheaper to draw than to keep.
    static let minimumNodes = 32

    private struct Entry {
        var key: Int
        var frames: Int
        var lastFrame: UInt64
        var image: Image?
        var box: Rect
    }
    private var entries: [UInt64: Entry] = [:]
    private var frame: UInt64 = 0

    /// Forgets everything (the compositor was invalidated).
    func removeAll() { entries.removeAll() }

    /// Starts a frame; entries not used in the previous one are dropped.
    func beginFrame() {
        let previous = frame
        frame &+= 1
        entries = entries.filter { $0.value.lastFrame == previous }
    }

    /// The kept image of node `i`'s subtree and where it goes on the target, rendering it now
    /// when it has stayed the same long enough; nil when the subtree is to be drawn as usual.
    func image<P: Painter>(for nodes: UnsafeBufferPointer<RenderNode>, _ i: Int, parentToTarget: Homography, localToTarget h: Homography,
               cull: Rect?, painter: LayerPainter<P>, stats: inout Compositor.Statistics) -> (image: Image, box: Rect)? {
        let n = nodes[i]
        guard n.subtreeEnd - i >= StableSubtreeCache.minimumNodes else { return nil }
        // Only a subtree repainted over most of its area is worth keeping (and hashing): a small
        // change elsewhere repaints a little of it, which culling already makes cheap.
        if let cull {
            let b = n.subtreeBounds, seen = b.intersection(cull)
            guard !seen.isNull, seen.width * seen.height >= 0.5 * b.width * b.height else { return nil }
        }
        var hasher = Hasher()
        hasher.combine(h)
        hasher.combine(painter.limit)
        hasher.combine(painter.scale)
        for k in i..<n.subtreeEnd {
            let node = nodes[k]
            // Animations and tiles (drawn for what is visible) change without a new version.
            if node.record.animated != 0 || node.layer.role == .tiled { return nil }
            hasher.combine(node.serial)
            hasher.combine(node.record.version)
            hasher.combine(node.record.displayVersion)
            hasher.combine(node.record.ancestorMasks)
            hasher.combine(node.toParent)
            hasher.combine(node.subtreeEnd - i)
        }
        let key = hasher.finalize()
        let id = n.serial
        var entry = entries[id] ?? Entry(key: key, frames: 0, lastFrame: 0, image: nil, box: .null)
        if entry.key != key { entry = Entry(key: key, frames: 0, lastFrame: 0, image: nil, box: .null) }
        if entry.lastFrame != frame {
            entry.frames += 1
            entry.lastFrame = frame
        }
        defer { entries[id] = entry }
        if let image = entry.image { return (image, entry.box) }
        guard entry.frames >= 2 else { return nil }
        let box = n.subtreeBounds.integral.intersection(painter.limit)
        guard !box.isNull, box.width >= 1, box.height >= 1,
              let bitmap = try? Bitmap(pixelWidth: Int(box.width), pixelHeight: Int(box.height), scale: painter.scale)
        else { return nil }
        let sub = LayerPainter(painter: P(bitmap: bitmap), scale: painter.scale,
                               limit: painter.limit.offsetBy(dx: -box.minX, dy: -box.minY), caches: painter.caches)
        sub.painter.resetTransform()
        let shift = Homography(Transform2D(translationX: -box.minX, y: -box.minY))
        _ = sub.draw(nodes, i, parentToTarget: parentToTarget.concatenating(shift), cull: nil, stats: &stats)
        let image = bitmap.makeImage()
        entry.image = image
        entry.box = box
        stats.stableSubtreesKept += 1
        return (image, box)
    }
}
