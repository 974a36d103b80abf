import RKGeometry
import RKGraphics

/// Finds the layer whose opaque contents hide a whole rectangle being repainted, so that the
/// compositor neither fills the background under it nor draws the layers it hides: a web
/// view's page, known to be opaque, is then copied to the window and nothing else is painted
/// for it.
///
/// A layer hides the rectangle when its contents are an opaque image drawn one image pixel to
/// one device pixel (whole pixels, no stretch, no part or nine-part image), spanning the
/// rectangle, in full opacity, and when nothing between it and the target could let what lies
/// under it show: no mask, no group opacity, no rounded or partial clip, no projection, on the
/// layer or its ancestors.
@MainActor
enum OpaqueCover {
    /// Device pixels a rectangle needs for each node searched: the search reads every node (a
    /// few nanoseconds each), what it can save is a fill and a composite of each pixel (a
    /// fraction of a nanosecond each). Below that, a small change in a large tree (a spinner
    /// turning over 10,000 layers) would pay more for the search than it could save.
    static let pixelsPerNode = 32.0

    /// The last node, in paint order, that hides `rect` (device pixels), or nil; nil too when
    /// the rectangle is too small for the search to pay (``pixelsPerNode``).
    static func index(hiding rect: Rect, in nodes: UnsafeBufferPointer<RenderNode>) -> Int? {
        guard let base = nodes.baseAddress, !rect.isNull,
              rect.width * rect.height >= Double(nodes.count) * pixelsPerNode else { return nil }
        var k = nodes.count - 1
        while k >= 0 {
            let n = base + k
            if n.pointee.extent.hasContents, n.pointee.ownBounds.contains(rect), hides(n, rect),
               ancestorsLetThrough(k, base, rect) { return k }
            k -= 1
        }
        return nil
    }

    private static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    /// Whether the node's own contents hide `rect`.
    private static func hides(_ n: UnsafePointer<RenderNode>, _ rect: Rect) -> Bool {
        guard n.pointee.layer.role == .plain, n.pointee.layer.mask == nil, n.pointee.props.opacity >= 1,
              let image = n.pointee.props.contents, image.isOpaque,
              n.pointee.props.contentsRect == unit, n.pointee.props.contentsCenter == unit,
              n.pointee.toDevice.isAffine, let device = DeviceMap(n.pointee.toDevice.affine),
              let local = n.pointee.extent.contentsRect(n.pointee.props) else { return false }
        let d = device.rect(local)
        guard d == d.integral, d.width == Double(image.pixelWidth), d.height == Double(image.pixelHeight),
              d.contains(rect) else { return false }
        if n.pointee.props.masksToBounds {
            return n.pointee.props.cornerRadius <= 0 && device.rect(n.pointee.props.bounds).contains(rect)
        }
        return true
    }

    /// Whether the ancestors of node `k` draw it straight onto the target over all of `rect`.
    private static func ancestorsLetThrough(_ k: Int, _ base: UnsafePointer<RenderNode>, _ rect: Rect) -> Bool {
        var j = k - 1
        while j >= 0 {
            let a = base + j
            j -= 1
            guard a.pointee.subtreeEnd > k else { continue }  // not an ancestor
            if a.pointee.layer.role == .transform { continue }  // paints and clips nothing
            guard a.pointee.props.opacity >= 1, a.pointee.layer.mask == nil, a.pointee.toDevice.isAffine else { return false }
            if a.pointee.props.masksToBounds {
                guard a.pointee.props.cornerRadius <= 0, let device = DeviceMap(a.pointee.toDevice.affine),
                      device.rect(a.pointee.props.bounds).contains(rect) else { return false }
            }
        }
        return true
    }
}
