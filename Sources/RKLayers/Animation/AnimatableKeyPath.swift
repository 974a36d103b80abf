import RKGeometry
import RKGraphics
import RKMotion

/// The layer properties animations can drive, named by Core Animation's key paths
/// ("position", "bounds.size", "opacity", "transform.rotation.z", ...).
@MainActor
public enum AnimatableKeyPath {
    /// Every key path RecipeKit can animate.
    public static let all: Set<String> = Set(properties.keys).union(transformSubPaths)

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
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// Typed access to one property of ``LayerProperties``: what a key path resolves to.
    struct Field<Value> {
        let get: (LayerProperties) -> Value
        let set: (inout LayerProperties, Value) -> Void
    }

    /// A key path resolved once, so that evaluating an animation needs no string lookups.
    enum Property {
        case double(Field<Double>)
        case point(Field<Point>)
        case size(Field<Size>)
        case rect(Field<Rect>)
        case color(Field<Color>)
        case transform(Field<Transform3D>)
        case path(Field<Path>)
        case colors(Field<[Color]>)
        case numbers(Field<[Double]>)

        /// The current value, boxed.
        func value(in p: LayerProperties) -> AnimationValue {
            switch self {
            case .double(let f): return .double(f.get(p))
            case .point(let f): return .point(f.get(p))
            case .size(let f): return .size(f.get(p))
            case .rect(let f): return .rect(f.get(p))
            case .color(let f): return .color(f.get(p))
            case .transform(let f): return .transform(f.get(p))
            case .path(let f): return .path(f.get(p))
            case .colors(let f): return .colors(f.get(p))
            case .numbers(let f): return .numbers(f.get(p))
            }
        }

        /// Writes a boxed value; values of the wrong kind are ignored.
        func set(_ value: AnimationValue, in p: inout LayerProperties) {
            switch (self, value) {
            case (.double(let f), .double(let v)): f.set(&p, v)
            case (.point(let f), .point(let v)): f.set(&p, v)
            case (.size(let f), .size(let v)): f.set(&p, v)
            case (.rect(let f), .rect(let v)): f.set(&p, v)
            case (.color(let f), .color(let v)): f.set(&p, v)
            case (.transform(let f), .transform(let v)): f.set(&p, v)
            case (.path(let f), .path(let v)): f.set(&p, v)
            case (.colors(let f), .colors(let v)): f.set(&p, v)
            case (.numbers(let f), .numbers(let v)): f.set(&p, v)
            default: break
            }
        }

        /// Calls the visitor with the typed field (one specialization per value type).
        func accept<V: PropertyVisitor>(_ visitor: V) -> Animation.Effect? {
            switch self {
            case .double(let f): return visitor.visit(f)
            case .point(let f): return visitor.visit(f)
            case .size(let f): return visitor.visit(f)
            case .rect(let f): return visitor.visit(f)
            case .color(let f): return visitor.visit(f)
            case .transform(let f): return visitor.visit(f)
            case .path(let f): return visitor.visit(f)
            case .colors(let f): return visitor.visit(f)
            case .numbers(let f): return visitor.visit(f)
            }
        }
    }

    // The fields are closures with the property access written out (rather than key paths
    // applied at run time), so that reading or writing one is a direct load or store.
    static let properties: [String: Property] = [
        "position": .point(Field(get: { $0.position }, set: { $0.position = $1 })),
        "position.x": .double(Field(get: { $0.position.x }, set: { $0.position.x = $1 })),
        "position.y": .double(Field(get: { $0.position.y }, set: { $0.position.y = $1 })),
        "bounds": .rect(Field(get: { $0.bounds }, set: { $0.bounds = $1 })),
        "bounds.origin": .point(Field(get: { $0.bounds.origin }, set: { $0.bounds.origin = $1 })),
        "bounds.size": .size(Field(get: { $0.bounds.size }, set: { $0.bounds.size = $1 })),
        "bounds.size.width": .double(Field(get: { $0.bounds.size.width }, set: { $0.bounds.size.width = $1 })),
        "bounds.size.height": .double(Field(get: { $0.bounds.size.height }, set: { $0.bounds.size.height = $1 })),
        "anchorPoint": .point(Field(get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 })),
        "zPosition": .double(Field(get: { $0.zPosition }, set: { $0.zPosition = $1 })),
        "transform": .transform(Field(get: { $0.transform }, set: { $0.transform = $1 })),
        "sublayerTransform": .transform(Field(get: { $0.sublayerTransform }, set: { $0.sublayerTransform = $1 })),
        "opacity": .double(Field(get: { $0.opacity }, set: { $0.opacity = $1 })),
        "cornerRadius": .double(Field(get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })),
        "borderWidth": .double(Field(get: { $0.borderWidth }, set: { $0.borderWidth = $1 })),
        "borderColor": .color(Field(get: { $0.borderColor }, set: { $0.borderColor = $1 })),
        "shadowColor": .color(Field(get: { $0.shadowColor }, set: { $0.shadowColor = $1 })),
        "shadowOpacity": .double(Field(get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 })),
        "shadowOffset": .size(Field(get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 })),
        "shadowRadius": .double(Field(get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 })),
        "contentsRect": .rect(Field(get: { $0.contentsRect }, set: { $0.contentsRect = $1 })),
        "contentsCenter": .rect(Field(get: { $0.contentsCenter }, set: { $0.contentsCenter = $1 })),
        "backgroundColor": .color(Field(get: { $0.backgroundColor ?? .clear }, set: { $0.backgroundColor = $1 })),
        // ShapeLayer
        "path": .path(Field(get: { $0.shape.path ?? Path() }, set: { p, v in p.updateShape { $0.path = v } })),
        "fillColor": .color(Field(get: { $0.shape.fillColor ?? .clear }, set: { p, v in p.updateShape { $0.fillColor = v } })),
        "strokeColor": .color(Field(get: { $0.shape.strokeColor ?? .clear }, set: { p, v in p.updateShape { $0.strokeColor = v } })),
        "lineWidth": .double(Field(get: { $0.shape.lineWidth }, set: { p, v in p.updateShape { $0.lineWidth = v } })),
        "miterLimit": .double(Field(get: { $0.shape.miterLimit }, set: { p, v in p.updateShape { $0.miterLimit = v } })),
        "lineDashPhase": .double(Field(get: { $0.shape.lineDashPhase }, set: { p, v in p.updateShape { $0.lineDashPhase = v } })),
        "strokeStart": .double(Field(get: { $0.shape.strokeStart }, set: { p, v in p.updateShape { $0.strokeStart = v } })),
        "strokeEnd": .double(Field(get: { $0.shape.strokeEnd }, set: { p, v in p.updateShape { $0.strokeEnd = v } })),
        // GradientLayer
        "colors": .colors(Field(get: { $0.gradient.colors }, set: { p, v in p.updateGradient { $0.colors = v } })),
        "locations": .numbers(Field(get: { $0.gradient.effectiveLocations }, set: { p, v in p.updateGradient { $0.locations = v } })),
        "startPoint": .point(Field(get: { $0.gradient.startPoint }, set: { p, v in p.updateGradient { $0.startPoint = v } })),
        "endPoint": .point(Field(get: { $0.gradient.endPoint }, set: { p, v in p.updateGradient { $0.endPoint = v } })),
    ]

    /// What `keyPath` names, or nil when it is not animatable. Transform sub-key paths
    /// ("transform.rotation.z") read and write a number through the transform's decomposition.
    static func resolve(_ keyPath: String) -> Property? {
        if let p = properties[keyPath] { return p }
        guard transformSubPaths.contains(keyPath), let sub = Transform3DSubKeyPath(keyPath) else { return nil }
        // Each resolution writes through a writer of its own, which keeps the transform it last
        // wrote into taken apart: an animation writes into the same model transform each frame.
        let writer = Transform3DSubKeyWriter(keyPath: sub)
        return .double(Field(
            get: { $0.transform.value(forKeyPath: sub) },
            set: { p, d in writer.write(d, into: &p.transform) }))
    }

    /// The current value at `keyPath`, or nil when the key path is not animatable.
    static func value(_ keyPath: String, in p: LayerProperties) -> AnimationValue? {
        resolve(keyPath)?.value(in: p)
    }

    /// Writes `value` at `keyPath`; values of the wrong kind are ignored.
    static func set(_ keyPath: String, _ value: AnimationValue, in p: inout LayerProperties) {
        resolve(keyPath)?.set(value, in: &p)
    }
}

/// Receives a resolved property's typed field: lets code generic over the value type run on
/// a ``AnimatableKeyPath/Property`` without a switch of its own.
protocol PropertyVisitor {
    /// The result is a concrete closure type (not an associated type), so the compiled closures
    /// are called directly rather than through reabstraction thunks.
    func visit<T: AnimatablePropertyValue>(_ field: AnimatableKeyPath.Field<T>) -> Animation.Effect?
}
