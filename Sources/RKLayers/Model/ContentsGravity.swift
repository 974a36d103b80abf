import RKGeometry

/// How a layer's contents image is placed in its bounds (CALayerContentsGravity / UIView
/// contentMode).
public enum ContentsGravity: Hashable, Sendable {
    /// The image at its own size, placed at the center, an edge or a corner of the bounds.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    /// Stretched to fill the bounds (the default).
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case resizeAspect
    /// Scaled to fill the bounds, keeping its aspect ratio (the overflow is cut by masksToBounds).
    case resizeAspectFill

    /// The rectangle, in a layer's coordinates, where contents of `contentSize` points are drawn.
    public func rect(for contentSize: Size, in bounds: Rect) -> Rect {
        let w = contentSize.width, h = contentSize.height
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            return Rect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        default: break
        }
        let x: Double, y: Double
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - w
        default: x = bounds.midX - w / 2
        }
        switch self {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
        default: y = bounds.midY - h / 2
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
