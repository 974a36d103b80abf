/// The states of an exported object (`AtspiStateType`), as the two 32-bit words AT-SPI2's
/// `GetState` returns.
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    /// Bit `n` is state number `n` of `AtspiStateType`.
    public let rawValue: UInt64
    /// States from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The window that has the keyboard (frames only).
    public static let active = AccessibleStates(rawValue: 1 << 1)
    /// A check box or toggle that is on.
    public static let checked = AccessibleStates(rawValue: 1 << 4)
    /// Text the user can change.
    public static let editable = AccessibleStates(rawValue: 1 << 7)
    /// Not disabled.
    public static let enabled = AccessibleStates(rawValue: 1 << 8)
    /// Can take the keyboard focus.
    public static let focusable = AccessibleStates(rawValue: 1 << 11)
    /// Has the keyboard focus.
    public static let focused = AccessibleStates(rawValue: 1 << 12)
    /// Laid out left to right (sliders).
    public static let horizontal = AccessibleStates(rawValue: 1 << 14)
    /// Blocks the rest of its window while it shows.
    public static let modal = AccessibleStates(rawValue: 1 << 16)
    /// Several lines of text (a text view).
    public static let multiLine = AccessibleStates(rawValue: 1 << 17)
    /// Several children can be selected at once (a table with multiple selection).
    public static let multiselectable = AccessibleStates(rawValue: 1 << 18)
    /// Can be selected (tabs, list items).
    public static let selectable = AccessibleStates(rawValue: 1 << 22)
    /// Selected (the chosen tab, a selected cell).
    public static let selected = AccessibleStates(rawValue: 1 << 23)
    /// Responds to the user (paired with ``enabled``).
    public static let sensitive = AccessibleStates(rawValue: 1 << 24)
    /// On screen now: visible and inside its window.
    public static let showing = AccessibleStates(rawValue: 1 << 25)
    /// One line of text.
    public static let singleLine = AccessibleStates(rawValue: 1 << 26)
    /// Not hidden (it may still be scrolled out of its window).
    public static let visible = AccessibleStates(rawValue: 1 << 30)
    /// Can be checked (check boxes, toggle buttons).
    public static let checkable = AccessibleStates(rawValue: 1 << 41)

    /// The state names AT-SPI2 uses (`atspi_state_type_get_name`... as pyatspi spells them), for
    /// tests and logs.
    public var names: [String] {
        let all: [(AccessibleStates, String)] = [
            (.active, "active"), (.checked, "checked"), (.editable, "editable"), (.enabled, "enabled"),
            (.focusable, "focusable"), (.focused, "focused"), (.horizontal, "horizontal"), (.modal, "modal"), (.multiLine, "multi-line"),
            (.multiselectable, "multiselectable"),
            (.selectable, "selectable"), (.selected, "selected"), (.sensitive, "sensitive"), (.showing, "showing"),
            (.singleLine, "single-line"), (.visible, "visible"), (.checkable, "checkable"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }

    /// The two words of `GetState`: states 0-31, then 32-63.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
