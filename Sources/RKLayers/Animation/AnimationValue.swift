import RKGeometry
import RKGraphics
import RKMotion

/// A value an animation moves between: a number, point, size, rectangle, color, transform,
/// path (a shape layer's `path`), or a list of colors or numbers (a gradient's `colors` and
/// `locations`).
/// Literals make numbers easy to write: `animation.toValue = 0.5`.
public enum AnimationValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// A number: opacity, a radius, a rotation angle, a sub-key path's value.
    case double(Double)
    /// A point: position, anchor point, a gradient's start and end points.
    case point(Point)
    /// A size: a shadow's offset.
    case size(Size)
    /// A rectangle: bounds, contents rect, contents center.
    case rect(Rect)
    /// A color: background, border, shadow, a shape's fill and stroke.
    case color(Color)
    /// A 3D transform: transform, sublayer transform (a 2D one is stored as 3D).
    case transform(Transform3D)
    /// A path: a shape layer's path.
    case path(Path)
    /// A list of colors: a gradient layer's colors.
    case colors([Color])
    /// A list of numbers: a gradient layer's locations.
    case numbers([Double])

    /// A number written as a literal: `animation.toValue = 0.5`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A number written as an integer literal: `animation.toValue = 1`.
    public init(integerLiteral value: Int) { self = .double(Double(value)) }
    /// A number.
    public init(_ value: Double) { self = .double(value) }
    /// A point.
    public init(_ value: Point) { self = .point(value) }
    /// A size.
    public init(_ value: Size) { self = .size(value) }
    /// A rectangle.
    public init(_ value: Rect) { self = .rect(value) }
    /// A color.
    public init(_ value: Color) { self = .color(value) }
    /// A 3D transform.
    public init(_ value: Transform3D) { self = .transform(value) }
    /// An affine transform, stored as the equivalent 3D transform.
    public init(_ value: Transform2D) { self = .transform(Transform3D(value)) }
    /// A path.
    public init(_ value: Path) { self = .path(value) }
    /// A list of colors.
    public init(_ value: [Color]) { self = .colors(value) }
    /// A list of numbers.
    public init(_ value: [Double]) { self = .numbers(value) }

    /// The wrapped value's own description, for logs and test failures.
    public var description: String {
        switch self {
        case .double(let v): return "\(v)"
        case .point(let v): return "\(v)"
        case .size(let v): return "\(v)"
        case .rect(let v): return "\(v)"
        case .color(let v): return "\(v)"
        case .transform(let v): return "\(v)"
        case .path(let v): return "Path(\(v.elements.count) elements)"
        case .colors(let v): return "\(v)"
        case .numbers(let v): return "\(v)"
        }
    }

    /// True when every component is finite; animations with non-finite values are rejected.
    public var isFinite: Bool {
        switch self {
        case .double(let v): return v.isFinite
        case .point(let v): return v.isFinite
        case .size(let v): return v.isFinite
        case .rect(let v): return v.isFinite
        case .color(let c): return c.red.isFinite && c.alpha.isFinite
        case .transform(let t): return t.isFinite
        case .path(let p): return p.isFinite
        case .colors(let cs): return cs.allSatisfy { $0.red.isFinite && $0.green.isFinite && $0.blue.isFinite && $0.alpha.isFinite }
        case .numbers(let v): return v.allSatisfy(\.isFinite)
        }
    }

    var kind: Int {
        switch self {
        case .double: return 0
        case .point: return 1
        case .size: return 2
        case .rect: return 3
        case .color: return 4
        case .transform: return 5
        case .path: return 6
        case .colors: return 7
        case .numbers: return 8
        }
    }

    /// The value `t` of the way to `other` (nil when the kinds differ).
    func interpolated(to other: AnimationValue, fraction t: Double) -> AnimationValue? {
        switch (self, other) {
        case (.double(let a), .double(let b)): return .double(a.interpolated(to: b, fraction: t))
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: t))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: t))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: t))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: t))
        case (.path(let a), .path(let b)): return .path(a.interpolated(to: b, fraction: t))
        case (.colors(let a), .colors(let b)): return .colors(a.interpolated(to: b, fraction: t))
        case (.numbers(let a), .numbers(let b)): return .numbers(a.interpolated(to: b, fraction: t))
        default: return nil
        }
    }

    func adding(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.double(let a), .double(let b)): return .double(a.adding(b))
        case (.point(let a), .point(let b)): return .point(a.adding(b))
        case (.size(let a), .size(let b)): return .size(a.adding(b))
        case (.rect(let a), .rect(let b)): return .rect(a.adding(b))
        case (.color(let a), .color(let b)): return .color(a.adding(b))
        case (.transform(let a), .transform(let b)): return .transform(a.adding(b))
        case (.path(let a), .path(let b)): return .path(a.adding(b))
        case (.colors(let a), .colors(let b)): return .colors(a.adding(b))
        case (.numbers(let a), .numbers(let b)): return .numbers(a.adding(b))
        default: return nil
        }
    }

    func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.double(let a), .double(let b)): return .double(a.subtracting(b))
        case (.point(let a), .point(let b)): return .point(a.subtracting(b))
        case (.size(let a), .size(let b)): return .size(a.subtracting(b))
        case (.rect(let a), .rect(let b)): return .rect(a.subtracting(b))
        case (.color(let a), .color(let b)): return .color(a.subtracting(b))
        case (.transform(let a), .transform(let b)): return .transform(a.subtracting(b))
        case (.path(let a), .path(let b)): return .path(a.subtracting(b))
        case (.colors(let a), .colors(let b)): return .colors(a.subtracting(b))
        case (.numbers(let a), .numbers(let b)): return .numbers(a.subtracting(b))
        default: return nil
        }
    }

    func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.double(let a), .double(let b)): return a.distance(to: b)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return a.distance(to: b)
        case (.rect(let a), .rect(let b)): return a.distance(to: b)
        case (.color(let a), .color(let b)): return a.distance(to: b)
        case (.transform(let a), .transform(let b)): return a.distance(to: b)
        case (.path(let a), .path(let b)): return a.distance(to: b)
        case (.colors(let a), .colors(let b)): return a.distance(to: b)
        case (.numbers(let a), .numbers(let b)): return a.distance(to: b)
        default: return 0
        }
    }
}

/// Colors interpolate component by component in RGBA, as Core Animation does; a pattern color
/// cannot be blended and switches at the halfway point.
extension Color: Interpolatable {
    /// The color `t` of the way to `other`, component by component; pattern colors switch at 0.5.
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        if patternImage != nil || other.patternImage != nil { return t < 0.5 ? self : other }
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The component-wise sum, for additive and cumulative animations.
    public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }

    /// The component-wise difference, for `byValue` animations.
    public func subtracting(_ other: Color) -> Color {
        Color(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
    }

    /// The Euclidean distance between the RGBA components, which paced keyframe animations space by.
    public func distance(to other: Color) -> Double {
        let d = [red - other.red, green - other.green, blue - other.blue, alpha - other.alpha]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

/// A type an ``AnimationValue`` can hold, for animations compiled to typed code: values are
/// unboxed once when the animation is prepared, and frames then run without the enum.
protocol AnimatablePropertyValue: Interpolatable {
    /// What ``prepare(_:_:)`` computes once for a pair of fixed ends.
    associatedtype Prepared = Void
    /// The value inside `v` when it holds this type.
    static func unbox(_ v: AnimationValue) -> Self?
    /// Work that interpolating from `a` to `b` can reuse from frame to frame.
    static func prepare(_ a: Self, _ b: Self) -> Prepared
    /// `a.interpolated(to: b, fraction: t)`, exactly, using what ``prepare(_:_:)`` returned.
    static func interpolate(_ a: Self, _ b: Self, _ prepared: Prepared, fraction t: Double) -> Self
}

extension AnimatablePropertyValue where Prepared == Void {
    static func prepare(_ a: Self, _ b: Self) {}
    @inline(__always)
    static func interpolate(_ a: Self, _ b: Self, _ prepared: Void, fraction t: Double) -> Self {
        a.interpolated(to: b, fraction: t)
    }
}

extension Double: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Double? { if case .double(let x) = v { return x } else { return nil } }
}

extension Point: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Point? { if case .point(let x) = v { return x } else { return nil } }
}

extension Size: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Size? { if case .size(let x) = v { return x } else { return nil } }
}

extension Rect: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Rect? { if case .rect(let x) = v { return x } else { return nil } }
}

extension Color: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Color? { if case .color(let x) = v { return x } else { return nil } }
}

extension Transform3D: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Transform3D? { if case .transform(let x) = v { return x } else { return nil } }

    /// Both ends decomposed, when both decompose without the zero-scale allowance. For such
    /// matrices that decomposition is the one ``interpolated(to:fraction:)`` computes, so
    /// keeping it saves two decompositions per frame.
    static func prepare(_ a: Transform3D, _ b: Transform3D) -> (DecomposedTransform3D, DecomposedTransform3D)? {
        guard let da = a.decomposed(), let db = b.decomposed() else { return nil }
        return (da, db)
    }

    static func interpolate(_ a: Transform3D, _ b: Transform3D, _ prepared: (DecomposedTransform3D, DecomposedTransform3D)?,
                            fraction t: Double) -> Transform3D {
        // The same steps as interpolated(to:fraction:), with the decompositions reused.
        if t == 0 { return a }
        if t == 1 { return b }
        guard let (da, db) = prepared else { return a.interpolated(to: b, fraction: t) }
        return Transform3D(da.interpolated(to: db, fraction: t))
    }
}

extension Path: AnimatablePropertyValue {
    static func unbox(_ v: AnimationValue) -> Path? { if case .path(let x) = v { return x } else { return nil } }
}

/// An element type whose lists an ``AnimationValue`` holds (colors and numbers).
protocol AnimatableListElement: Interpolatable {
    static func unboxList(_ v: AnimationValue) -> [Self]?
}

extension Double: AnimatableListElement {
    static func unboxList(_ v: AnimationValue) -> [Double]? { if case .numbers(let x) = v { return x } else { return nil } }
}

extension Color: AnimatableListElement {
    static func unboxList(_ v: AnimationValue) -> [Color]? { if case .colors(let x) = v { return x } else { return nil } }
}

extension Array: AnimatablePropertyValue where Element: AnimatableListElement {
    static func unbox(_ v: AnimationValue) -> [Element]? { Element.unboxList(v) }
}
