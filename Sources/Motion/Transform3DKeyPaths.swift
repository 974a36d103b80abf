import Geometry

/// Core Animation's transform sub-key paths ("transform.rotation.z" and friends): scalar views
/// of a transform's decomposition that animations can drive one at a time.
///
/// Reading decomposes the matrix; writing decomposes, replaces one part and recomposes, so the
/// other parts (and the perspective) are kept. Rotations are read and written as Euler angles:
/// the rotation is Rx · Ry · Rz in row-vector order, i.e. about x first, then y, then z, each as
/// `Transform3D(rotationAngle:x:y:z:)` about that axis. Matrices whose only degeneracy is a
/// zero scale still decompose, so a layer scaled to nothing can be scaled back.
extension Transform3D {
    /// The decomposition tolerant of zero scales, shared by the sub-key path accessors.
    private var keyPathDecomposition: DecomposedTransform3D? { decomposition(allowingZeroScale: true) }

    /// The scale factors along x, y and z ("transform.scale.x/y/z"); all three negative for a
    /// mirrored transform, as the decomposition reports. When the matrix cannot be decomposed,
    /// the lengths of the rows of the upper 3x3 (the best available answer).
    public var scaleComponents: (x: Double, y: Double, z: Double) {
        if let d = keyPathDecomposition { return (d.scale.x, d.scale.y, d.scale.z) }
        return (length3(Vec3(m11, m12, m13)), length3(Vec3(m21, m22, m23)), length3(Vec3(m31, m32, m33)))
    }

    /// The Euler rotation angles in radians (see the type's notes for the order); zeros when the
    /// matrix cannot be decomposed. At gimbal lock (y = ±π/2) z is reported as 0.
    public var rotationAngles: (x: Double, y: Double, z: Double) {
        guard let d = keyPathDecomposition else { return (0, 0, 0) }
        return RotationRows(d.quaternion).eulerAngles
    }

    /// The rotation about z in radians, in -π...π ("transform.rotation.z", "transform.rotation");
    /// positive turns clockwise on screen, as `Transform3D(rotationAngle:x:0,y:0,z:1)`.
    public var rotationZ: Double { rotationAngles.z }
    /// The rotation about x in radians ("transform.rotation.x").
    public var rotationX: Double { rotationAngles.x }
    /// The rotation about y in radians, in -π/2...π/2 ("transform.rotation.y").
    public var rotationY: Double { rotationAngles.y }

    /// The translation in points ("transform.translation.x/y/z"): the last row divided by m44,
    /// or the raw last row when m44 is 0.
    public var translationComponents: (x: Double, y: Double, z: Double) {
        if let d = keyPathDecomposition { return (d.translation.x, d.translation.y, d.translation.z) }
        let n = m44 != 0 && m44.isFinite ? 1 / m44 : 1
        return (m41 * n, m42 * n, m43 * n)
    }

    /// One transform sub-key path, parsed.
    private enum SubKey {
        case scale, scaleX, scaleY, scaleZ
        case rotationX, rotationY, rotationZ
        case translationX, translationY, translationZ

        /// Accepts "transform.…", "sublayerTransform.…" or any other leading property name, and
        /// the bare "scale.x" form, so that every transform-valued property gets sub-key paths.
        init?(_ keyPath: String) {
            var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if let first = parts.first, !["scale", "rotation", "translation"].contains(first) {
                parts.removeFirst()
            }
            switch parts {
            case ["scale"]: self = .scale
            case ["scale", "x"]: self = .scaleX
            case ["scale", "y"]: self = .scaleY
            case ["scale", "z"]: self = .scaleZ
            case ["rotation"], ["rotation", "z"]: self = .rotationZ
            case ["rotation", "x"]: self = .rotationX
            case ["rotation", "y"]: self = .rotationY
            case ["translation", "x"]: self = .translationX
            case ["translation", "y"]: self = .translationY
            case ["translation", "z"]: self = .translationZ
            default: return nil
            }
        }
    }

    /// The scalar at a transform sub-key path ("transform.scale", "transform.scale.x/y/z",
    /// "transform.rotation" (= rotation.z), "transform.rotation.x/y/z",
    /// "transform.translation.x/y/z"), or nil for any other path. "transform.scale" is the
    /// average of the three scale factors, as Core Animation documents.
    public func value(forKeyPath keyPath: String) -> Double? {
        guard let key = SubKey(keyPath) else { return nil }
        switch key {
        case .scale:
            let s = scaleComponents
            return (s.x + s.y + s.z) / 3
        case .scaleX: return scaleComponents.x
        case .scaleY: return scaleComponents.y
        case .scaleZ: return scaleComponents.z
        case .rotationX: return rotationX
        case .rotationY: return rotationY
        case .rotationZ: return rotationZ
        case .translationX: return translationComponents.x
        case .translationY: return translationComponents.y
        case .translationZ: return translationComponents.z
        }
    }

    /// The transform with the part at `keyPath` set to `value` and every other part kept (the
    /// paths of ``value(forKeyPath:)``; "transform.scale" sets x, y and z alike). Returns nil for
    /// an unknown path, a non-finite value, or a matrix that cannot be decomposed (translations
    /// are then written straight into the last row, which needs no decomposition).
    ///
    /// The rotation is rebuilt from the angle's sine and cosine, so any angle works: 2π gives a
    /// full turn (the identity rotation), which is how a "transform.rotation.z" animation from 0
    /// to 2π spins a layer once. A decomposed result is normalized to m44 = 1.
    public func replacing(keyPath: String, with value: Double) -> Transform3D? {
        guard let key = SubKey(keyPath), value.isFinite else { return nil }
        guard var d = keyPathDecomposition else {
            var m = self
            let n = m44 != 0 && m44.isFinite ? m44 : 1
            switch key {
            case .translationX: m.m41 = value * n
            case .translationY: m.m42 = value * n
            case .translationZ: m.m43 = value * n
            default: return nil
            }
            return m
        }
        switch key {
        case .scale: d.scale = .init(x: value, y: value, z: value)
        case .scaleX: d.scale.x = value
        case .scaleY: d.scale.y = value
        case .scaleZ: d.scale.z = value
        case .translationX: d.translation.x = value
        case .translationY: d.translation.y = value
        case .translationZ: d.translation.z = value
        case .rotationX, .rotationY, .rotationZ:
            var e = RotationRows(d.quaternion).eulerAngles
            switch key {
            case .rotationX: e.x = value
            case .rotationY: e.y = value
            default: e.z = value
            }
            let r = RotationRows(eulerX: e.x, y: e.y, z: e.z)
            // Built from the rotation rows directly rather than through a quaternion, so the
            // angle's own sine and cosine reach the matrix unchanged.
            return Transform3D(scale: Vec3(d.scale.x, d.scale.y, d.scale.z),
                               skew: (d.skew.xy, d.skew.xz, d.skew.yz), rotation: r,
                               translation: Vec3(d.translation.x, d.translation.y, d.translation.z),
                               perspective: Vec3(d.perspective.x, d.perspective.y, d.perspective.z),
                               w: d.perspective.w)
        }
        return Transform3D(d)
    }
}
