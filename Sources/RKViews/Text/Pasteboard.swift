/// The pasteboard text fields copy to and paste from (UIPasteboard.general).
///
/// It keeps its text in the process by default. A window host connects it to the system
/// clipboard by setting ``reader`` and ``writer`` (`SDLHost` does), so that text copied in
/// a RecipeKit window can be pasted in other applications and the other way round.
@MainActor
public final class Pasteboard {
    /// The pasteboard shared by the whole application.
    public static let general = Pasteboard()

    /// The primary selection of X11 and Wayland: text fields put the text the user selects
    /// here, and a middle click pastes it. A window host connects it to the system's (`SDLHost`
    /// does); without one it is kept in the process.
    public static let primary = Pasteboard()

    private var stored: String?

    /// Reads the text from where it is kept; when it is nil or returns nil, the text last
    /// written in the process is read.
    public var reader: (() -> String?)?
    /// Writes the text to where it is kept; nil keeps it in the process.
    public var writer: ((String?) -> Void)?

    /// A pasteboard that keeps its text in the process.
    public init() {}

    /// The text on the pasteboard, if any.
    public var string: String? {
        get {
            if let reader, let text = reader() { return text }
            return stored
        }
        set {
            stored = newValue
            writer?(newValue)
        }
    }

    /// True when the pasteboard holds non-empty text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}
