#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RKGeometry

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
    fileprivate var keyPathDecomposition: DecomposedTransform3D? { decomposition(allowingZeroScale: true) }

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
    fileprivate enum SubKey: Hashable, Sendable {
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
        return value(at: key)
    }

    /// ``value(forKeyPath:)`` for a key path parsed once.
    public func value(forKeyPath keyPath: Transform3DSubKeyPath) -> Double {
        value(at: keyPath.key)
    }

    private func value(at key: SubKey) -> Double {
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
    /// paths of ``value(forKeyPath:)-(String)``; "transform.scale" sets x, y and z alike). Returns nil for
    /// an unknown path, a non-finite value, or a matrix that cannot be decomposed (translations
    /// are then written straight into the last row, which needs no decomposition).
    ///
    /// The rotation is rebuilt from the angle's sine and cosine, so any angle works: 2π gives a
    /// full turn (the identity rotation), which is how a "transform.rotation.z" animation from 0
    /// to 2π spins a layer once. A decomposed result is normalized to m44 = 1.
    public func replacing(keyPath: String, with value: Double) -> Transform3D? {
        guard let key = SubKey(keyPath) else { return nil }
        return replacing(key, with: value)
    }

    /// ``replacing(keyPath:with:)-(String,_)`` for a key path parsed once (animations write the
    /// same sub-key path every frame).
    public func replacing(keyPath: Transform3DSubKeyPath, with value: Double) -> Transform3D? {
        replacing(keyPath.key, with: value)
    }

    private func replacing(_ key: SubKey, with value: Double) -> Transform3D? {
        SubKeyReplacement(self, key).replacing(with: value)
    }
}

/// ``Transform3D/replacing(keyPath:with:)`` in two steps: taking the transform apart (the
/// decomposition, and for rotations the Euler angles' cosines and sines), which does not depend
/// on the value written, then putting it back together with the value. A class, so that a
/// writer reuses one without copying it.
private final class SubKeyReplacement {
    let key: Transform3D.SubKey
    let base: Transform3D
    let decomposition: DecomposedTransform3D?
    let isDecomposed: Bool
    // For rotation keys of a decomposed transform, the parts kept: scale, skew, translation,
    // perspective, and the cosines and sines of the Euler angles about x, y and z.
    let scale: Vec3
    let skew: (xy: Double, xz: Double, yz: Double)
    let translation: Vec3
    let perspective: Vec3
    let w: Double
    let trig: (cx: Double, sx: Double, cy: Double, sy: Double, cz: Double, sz: Double)

    init(_ base: Transform3D, _ key: Transform3D.SubKey) {
        self.key = key
        self.base = base
        let decomposition = base.keyPathDecomposition
        self.decomposition = decomposition
        isDecomposed = decomposition != nil
        switch (key, decomposition) {
        case (.rotationX, let d?), (.rotationY, let d?), (.rotationZ, let d?):
            let e = RotationRows(d.quaternion).eulerAngles
            trig = (cos(e.x), sin(e.x), cos(e.y), sin(e.y), cos(e.z), sin(e.z))
            scale = Vec3(d.scale.x, d.scale.y, d.scale.z)
            skew = (d.skew.xy, d.skew.xz, d.skew.yz)
            translation = Vec3(d.translation.x, d.translation.y, d.translation.z)
            perspective = Vec3(d.perspective.x, d.perspective.y, d.perspective.z)
            w = d.perspective.w
        default:
            trig = (1, 0, 1, 0, 1, 0)
            scale = Vec3(1, 1, 1)
            skew = (0, 0, 0)
            translation = Vec3(0, 0, 0)
            perspective = Vec3(0, 0, 0)
            w = 1
        }
    }

    func replacing(with value: Double) -> Transform3D? {
        var m = base
        return write(value, into: &m) ? m : nil
    }

    /// Sets `m` to ``replacing(with:)``'s result and returns true, or returns false, leaving `m`
    /// alone, where that is nil.
    func write(_ value: Double, into m: inout Transform3D) -> Bool {
        guard value.isFinite else { return false }
        switch key {
        case .rotationX, .rotationY, .rotationZ:
            guard isDecomposed else { return false }
            // The Euler angles with the one at the key replaced by `value`.
            var t = trig
            switch key {
            case .rotationX: (t.cx, t.sx) = (cos(value), sin(value))
            case .rotationY: (t.cy, t.sy) = (cos(value), sin(value))
            default: (t.cz, t.sz) = (cos(value), sin(value))
            }
            let r = RotationRows(cosX: t.cx, sinX: t.sx, cosY: t.cy, sinY: t.sy, cosZ: t.cz, sinZ: t.sz)
            // Built from the rotation rows directly rather than through a quaternion, so the
            // angle's own sine and cosine reach the matrix unchanged.
            m = Transform3D(scale: scale, skew: skew, rotation: r, translation: translation,
                            perspective: perspective, w: w)
            return true
        default:
            break
        }
        guard var d = decomposition else {
            m = base
            let n = m.m44 != 0 && m.m44.isFinite ? m.m44 : 1
            switch key {
            case .translationX: m.m41 = value * n
            case .translationY: m.m42 = value * n
            case .translationZ: m.m43 = value * n
            default: return false
            }
            return true
        }
        switch key {
        case .scale: d.scale = .init(x: value, y: value, z: value)
        case .scaleX: d.scale.x = value
        case .scaleY: d.scale.y = value
        case .scaleZ: d.scale.z = value
        case .translationX: d.translation.x = value
        case .translationY: d.translation.y = value
        case .translationZ: d.translation.z = value
        case .rotationX, .rotationY, .rotationZ: break  // handled above
        }
        m = Transform3D(d)
        return true
    }
}

/// Writes one transform sub-key path over and over, as an animation does every frame. It keeps
/// the last transform written into taken apart, so writing into the same transform again only
/// puts it back together: a fraction of the cost of
/// ``RKGeometry/Transform3D/replacing(keyPath:with:)-(Transform3DSubKeyPath,_)``, with the same result.
public final class Transform3DSubKeyWriter {
    /// The sub-key path this writer writes.
    public let keyPath: Transform3DSubKeyPath
    /// The last transform written into, taken apart.
    @exclusivity(unchecked) private var last: SubKeyReplacement?

    /// A writer for `keyPath`, with no transform taken apart yet.
    public init(keyPath: Transform3DSubKeyPath) {
        self.keyPath = keyPath
    }

    /// Sets `transform` to `transform.replacing(keyPath: keyPath, with: value)` when that is not
    /// nil, and returns whether it did.
    @discardableResult
    public func write(_ value: Double, into transform: inout Transform3D) -> Bool {
        if let last, last.base.hasSameBits(as: transform) { return last.write(value, into: &transform) }
        let r = SubKeyReplacement(transform, keyPath.key)
        last = r
        return r.write(value, into: &transform)
    }
}

extension Transform3D {
    /// True when every element has the same bit pattern (unlike `==`, tells 0 from -0 and
    /// matches NaNs), so that what was derived from one transform holds for the other.
    fileprivate func hasSameBits(as o: Transform3D) -> Bool {
        m11.bitPattern == o.m11.bitPattern && m12.bitPattern == o.m12.bitPattern
            && m13.bitPattern == o.m13.bitPattern && m14.bitPattern == o.m14.bitPattern
            && m21.bitPattern == o.m21.bitPattern && m22.bitPattern == o.m22.bitPattern
            && m23.bitPattern == o.m23.bitPattern && m24.bitPattern == o.m24.bitPattern
            && m31.bitPattern == o.m31.bitPattern && m32.bitPattern == o.m32.bitPattern
            && m33.bitPattern == o.m33.bitPattern && m34.bitPattern == o.m34.bitPattern
            && m41.bitPattern == o.m41.bitPattern && m42.bitPattern == o.m42.bitPattern
            && m43.bitPattern == o.m43.bitPattern && m44.bitPattern == o.m44.bitPattern
    }
}

/// A transform sub-key path ("transform.rotation.z", "scale.x", ...) parsed once, for code that
/// reads or writes the same path many times:
/// ``RKGeometry/Transform3D/value(forKeyPath:)-(Transform3DSubKeyPath)`` and
/// ``RKGeometry/Transform3D/replacing(keyPath:with:)-(Transform3DSubKeyPath,_)`` then skip the parsing.
public struct Transform3DSubKeyPath: Hashable, Sendable {
    fileprivate let key: Transform3D.SubKey

    /// The parsed path, or nil for a path ``RKGeometry/Transform3D/value(forKeyPath:)-(String)`` rejects.
    public init?(_ keyPath: String) {
        guard let key = Transform3D.SubKey(keyPath) else { return nil }
        self.key = key
    }
}
