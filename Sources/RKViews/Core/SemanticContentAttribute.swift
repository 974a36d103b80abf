/// How a view's content relates to the layout direction (UISemanticContentAttribute): whether
/// it flips in a right-to-left interface.
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the interface's direction (the default): flips in a right-to-left interface.
    case unspecified = 0
    /// Playback controls (play, pause, rewind, fast-forward), which keep their left-to-right
    /// order in every language.
    case playback = 1
    /// Controls that stand for directions in space (a joystick, alignment buttons), which never
    /// flip.
    case spatial = 2
    /// Always laid out left to right, with its subviews.
    case forceLeftToRight = 3
    /// Always laid out right to left, with its subviews.
    case forceRightToLeft = 4
}
