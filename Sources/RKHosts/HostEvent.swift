import RKGeometry
import RKMainLoop
import RKViews
import RKMotion

/// Input from a window host, already translated from the platform's events into plain Swift
/// values. Locations are in points, in the window's coordinate space (origin at the top left);
/// timestamps are on the host's event loop's clock, so they compare with animation times. A views
/// layer turns pointer events into touches.
public enum HostEvent: Equatable, Sendable {
    /// A pointer went down: the left mouse button (identifier ``mousePointerID``) or a finger
    /// (a small identifier of its own, 1 or more, held until the finger lifts).
    case pointerDown(id: Int, location: Point, timestamp: MediaTime)
    /// A pointer that is down moved. Mouse moves with no button down are not reported.
    case pointerMoved(id: Int, location: Point, timestamp: MediaTime)
    /// A pointer that was down went up.
    case pointerUp(id: Int, location: Point, timestamp: MediaTime)
    /// A pointer that was down will not come up normally: the window lost focus with the
    /// button held, or the release was lost. Touches it made are cancelled.
    case pointerCancelled(id: Int, timestamp: MediaTime)
    /// The mouse moved with no button pressed (hover), to `location`; nil when it left the
    /// window.
    case pointerHovered(location: Point?, timestamp: MediaTime)
    /// The mouse wheel or a touchpad scrolled over `location`: `delta` is the change of content
    /// offset it asks for, in points (positive y shows content further down). Touchpads and
    /// high-resolution wheels give fractions.
    case scroll(location: Point, delta: Point)
    /// Points of content offset per wheel notch (a line of text, about).
    public static let pointsPerWheelStep = 40.0
    /// The window lost keyboard and pointer focus (another window came forward). Sent after
    /// ``pointerCancelled(id:timestamp:)`` for every pointer that was down.
    case focusLost
    /// A key was pressed (and again for each auto-repeat). `name` is the key's name as SDL
    /// spells it: "Escape", "Return", "Up", "Down", "Left", "Right", "Space", "A", "R", "1"...
    case key(name: String, modifiers: Modifiers)
    /// Text typed, after the keyboard layout and input method: one or more characters.
    case text(String)
    /// An input method is composing: `text` is the composition so far, to show marked (an empty
    /// one ends it), and `selectedRange` its caret or selection, in characters. The result
    /// arrives as ``text(_:)``.
    case markedText(String, selectedRange: Range<Int>)
    /// A mouse button other than the primary one went down at `location`: the secondary
    /// (right) button opens context menus, the middle one pastes the primary selection.
    case pointerButton(Event.ButtonMask, location: Point, timestamp: MediaTime)
    /// Files or text were dropped on the window from another application, at `location` when
    /// the host knows where the pointer was.
    case drop([DropItem], location: Point?)
    /// The window's size changed; the new size in points.
    case resized(Size)
    /// The window is closing (close button, Escape, or SIGINT/SIGTERM); ``SDLHost/run()``
    /// returns after this event.
    case quit

    /// The identifier of the mouse pointer (as the touch identifier 0 of a views window).
    public static let mousePointerID = 0

    /// The second pointer of the mouse's two-finger mode. Holding Control while pressing the
    /// left button puts two fingers 40 points either side of the press point: the mouse moves
    /// one, the other mirrors it about the press point. Moving sideways pinches, moving up or
    /// down rotates, so pinch and rotation gestures can be tried without a touch screen.
    public static let mirrorPointerID = 1_000

    /// Half the distance between the two fingers of the mouse's two-finger mode, in points.
    public static let twoFingerHalfSpan = 40.0

    /// Modifier keys held during a key press (the views' own type, so that key events need no
    /// conversion).
    public typealias Modifiers = KeyboardKey.Modifiers
}
