import RKGraphics

extension Theme {
    /// The focus ring's color: the accent.
    public static let focusRing = Theme.accent
    /// The focus ring's line width, in points.
    public static let focusRingWidth = 2.0
    /// How far the focus ring's outer edge lies outside the focused view, in points: the line
    /// leaves a one-point gap, so that it reads on a filled button of the accent color too.
    public static let focusRingOutset = 3.0
}
