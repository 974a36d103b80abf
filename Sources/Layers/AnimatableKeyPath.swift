import Geometry
import Graphics
import Motion

/// The layer properties animations can drive, named by Core Animation's key paths
/// ("position", "bounds.size", "opacity", "transform.rotation.z", ...).
@MainActor
public enum AnimatableKeyPath {
    /// Every key path RecipeKit can animate.
    public static let all: Set<String> = Set(accessors.keys).union(transformSubPaths)

    static let transformSubPaths: Set<String> = [
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z",
        "transform.rotation", "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
        "transform.translation.x", "transform.translation.y", "transform.translation.z",
    ]

    /// Key paths whose model changes trigger implicit animations on standalone layers.
    public static let implicitlyAnimated: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
    ]

    struct Accessor {
        let get: (LayerProperties) -> AnimationValue
        let set: (inout LayerProperties, AnimationValue) -> Void
    }

    static func double(_ kp: WritableKeyPath<LayerProperties, Double>) -> Accessor {
        Accessor(get: { .double($0[keyPath: kp]) }, set: { p, v in if case .double(let d) = v { p[keyPath: kp] = d } })
    }
    static func point(_ kp: WritableKeyPath<LayerProperties, Point>) -> Accessor {
        Accessor(get: { .point($0[keyPath: kp]) }, set: { p, v in if case .point(let d) = v { p[keyPath: kp] = d } })
    }
    static func size(_ kp: WritableKeyPath<LayerProperties, Size>) -> Accessor {
        Accessor(get: { .size($0[keyPath: kp]) }, set: { p, v in if case .size(let d) = v { p[keyPath: kp] = d } })
    }
    static func rect(_ kp: WritableKeyPath<LayerProperties, Rect>) -> Accessor {
        Accessor(get: { .rect($0[keyPath: kp]) }, set: { p, v in if case .rect(let d) = v { p[keyPath: kp] = d } })
    }
    static func color(_ kp: WritableKeyPath<LayerProperties, Color>) -> Accessor {
        Accessor(get: { .color($0[keyPath: kp]) }, set: { p, v in if case .color(let d) = v { p[keyPath: kp] = d } })
    }
    static func transform(_ kp: WritableKeyPath<LayerProperties, Transform3D>) -> Accessor {
        Accessor(get: { .transform($0[keyPath: kp]) }, set: { p, v in if case .transform(let d) = v { p[keyPath: kp] = d } })
    }

    static let accessors: [String: Accessor] = [
        "position": point(\.position),
        "position.x": double(\.position.x),
        "position.y": double(\.position.y),
        "bounds": rect(\.bounds),
        "bounds.origin": point(\.bounds.origin),
        "bounds.size": size(\.bounds.size),
        "bounds.size.width": double(\.bounds.size.width),
        "bounds.size.height": double(\.bounds.size.height),
        "anchorPoint": point(\.anchorPoint),
        "zPosition": double(\.zPosition),
        "transform": transform(\.transform),
        "sublayerTransform": transform(\.sublayerTransform),
        "opacity": double(\.opacity),
        "cornerRadius": double(\.cornerRadius),
        "borderWidth": double(\.borderWidth),
        "borderColor": color(\.borderColor),
        "shadowColor": color(\.shadowColor),
        "shadowOpacity": double(\.shadowOpacity),
        "shadowOffset": size(\.shadowOffset),
        "shadowRadius": double(\.shadowRadius),
        "contentsRect": rect(\.contentsRect),
        "contentsCenter": rect(\.contentsCenter),
        "backgroundColor": Accessor(
            get: { .color($0.backgroundColor ?? .clear) },
            set: { p, v in if case .color(let c) = v { p.backgroundColor = c } }),
    ]

    /// The current value at `keyPath`, or nil when the key path is not animatable.
    static func value(_ keyPath: String, in p: LayerProperties) -> AnimationValue? {
        if let a = accessors[keyPath] { return a.get(p) }
        if transformSubPaths.contains(keyPath) {
            return p.transform.value(forKeyPath: keyPath).map { .double($0) }
        }
        return nil
    }

    /// Writes `value` at `keyPath`; values of the wrong kind are ignored.
    static func set(_ keyPath: String, _ value: AnimationValue, in p: inout LayerProperties) {
        if let a = accessors[keyPath] {
            a.set(&p, value)
        } else if case .double(let d) = value, let t = p.transform.replacing(keyPath: keyPath, with: d) {
            p.transform = t
        }
    }
}
