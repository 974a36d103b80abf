/// A pointer shape (the platform's system cursors, named as AppKit's NSCursor): what a view
/// asks for with ``View/cursor`` or ``View/cursor(at:)``.
public enum Cursor: Sendable, Hashable {
    /// The ordinary arrow.
    case arrow
    /// The text I-beam, over text that can be selected or edited.
    case iBeam
    /// A pointing hand, over links.
    case pointingHand
    /// A crosshair, for picking a point.
    case crosshair
    /// A left-right double arrow, over something that resizes sideways.
    case resizeLeftRight
    /// An up-down double arrow, over something that resizes vertically.
    case resizeUpDown
    /// A four-way arrow, for moving or resizing in any direction.
    case resizeAll
    /// A circle with a bar: what is under the pointer cannot be used.
    case operationNotAllowed
    /// Busy: the app is working.
    case wait
}
