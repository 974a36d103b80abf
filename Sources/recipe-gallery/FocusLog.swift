import Foundation
import RecipeKit

/// The views that took keyboard focus in the gallery's windows, in order, and how each is named
/// in the state dump, so that a test can see where Tab went.
@MainActor
enum FocusLog {
    /// The names (``name(of:)``) of the views that took focus, oldest first; a loss of focus
    /// to nothing is not recorded.
    private(set) static var names: [String] = []
    private static var token: NSObjectProtocol?

    /// Starts recording (once).
    static func start() {
        guard token == nil else { return }
        token = NotificationCenter.default.addObserver(forName: Window.focusDidChangeNotification, object: nil,
                                                       queue: nil) { note in
            // Posted on the main actor, synchronously, by the window whose focus moved: the
            // view never leaves it.
            nonisolated(unsafe) let next = note.userInfo?[Window.nextFocusedViewUserInfoKey]
            MainActor.assumeIsolated {
                if let view = next as? View { names.append(name(of: view)) }
            }
        }
    }

    /// A view as the state dump names it: its type, then `#tag` when it has one, then `:label`
    /// when it has an accessibility label ("Button:Plain", "Switch#103", "Slider#101").
    static func name(of view: View) -> String {
        var s = String(describing: type(of: view))
        if view.tag != 0 { s += "#\(view.tag)" }
        if let label = view.accessibilityLabel, !label.isEmpty { s += ":" + label }
        return s
    }
}
