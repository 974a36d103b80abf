/// What an exported object is, as AT-SPI2 names it (`AtspiRole`): the number sent on the bus
/// and the English name screen readers show.
public enum AccessibleRole: UInt32, Sendable, CaseIterable {
    /// An alert: a modal message that interrupts (an alert controller's panel).
    case alert = 2
    /// A surface the user draws on.
    case canvas = 6
    /// A check box (a switch: checked while on).
    case checkBox = 7
    /// A dialog: a modal view that asks for something.
    case dialog = 16
    /// A frame: a top-level window with a title.
    case frame = 23
    /// A picture.
    case image = 27
    /// Text that does not change on its own.
    case label = 29
    /// A list of items (a table or collection view).
    case list = 31
    /// An item of a list (a cell).
    case listItem = 32
    /// A menu.
    case menu = 33
    /// An item of a menu.
    case menuItem = 35
    /// One tab of a tab list (a segment of a segmented control).
    case pageTab = 37
    /// A list of tabs (a segmented control).
    case pageTabList = 38
    /// A container that groups other objects (a views window, a named group).
    case panel = 39
    /// A text field whose characters are hidden.
    case passwordText = 40
    /// A progress bar.
    case progressBar = 42
    /// A button that acts when pressed.
    case pushButton = 43
    /// A scrolling container.
    case scrollPane = 49
    /// A slider: a value moved in a range.
    case slider = 51
    /// Text, editable or not, with no more specific role.
    case text = 61
    /// A button that stays on or off.
    case toggleButton = 62
    /// The application: the root of the process's objects.
    case application = 75
    /// A single-line editable text field.
    case entry = 79
    /// A heading.
    case heading = 83
    /// A link.
    case link = 88

    /// The name AT-SPI2 gives the role (`atspi_role_get_name`), which screen readers speak.
    public var name: String {
        switch self {
        case .alert: "alert"
        case .canvas: "canvas"
        case .checkBox: "check box"
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .menu: "menu"
        case .menuItem: "menu item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        }
    }

    /// Whether the user acts on objects of this role (they get the focusable state and actions).
    var isInteractive: Bool {
        switch self {
        case .checkBox, .listItem, .menuItem, .pageTab, .passwordText, .pushButton, .slider, .toggleButton, .entry,
             .link: true
        default: false
        }
    }
}
