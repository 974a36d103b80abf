/// What a layer does when an animatable property changes (CAAction): nothing, or an
/// animation it adds for that property's key.
@MainActor
public enum LayerAction {
    /// No animation: the change shows at once.
    case none
    /// Add this animation (copied) for the property's key. A property animation without a
    /// fromValue starts from the old presentation value.
    case animation(Animation)
}
