/// What an animation shows outside its active time (CAMediaTimingFillMode).
public enum FillMode: Hashable, Sendable {
    /// No effect before the start or after the end (the default).
    case removed
    /// Holds the final value after the end (until the animation is removed).
    case forwards
    /// Shows the initial value before `beginTime`.
    case backwards
    /// Both ``forwards`` and ``backwards``.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
