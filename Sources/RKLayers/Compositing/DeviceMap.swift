import RKGeometry

/// A layer-to-target map that is a uniform scale and a translation, applied by hand so that
/// Cairo can draw with its identity matrix.
struct DeviceMap {
    let scale: Double
    let tx: Double
    let ty: Double

    init?(_ m: Transform2D) {
        guard m.b == 0, m.c == 0, m.a == m.d, m.a > 0 else { return nil }
        scale = m.a
        tx = m.tx
        ty = m.ty
    }

    func rect(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale + tx, y: r.minY * scale + ty, width: r.width * scale, height: r.height * scale)
    }

    func length(_ l: Double) -> Double { l * scale }
}
