import Foundation
import RKGeometry

/// One thing dropped on a window from another application.
public enum DropItem: Sendable, Hashable {
    /// A file or folder, from a file manager.
    case file(URL)
    /// Text, from a browser or an editor.
    case text(String)
}

/// What a drop from another application carries (UIDropSession): files or text, and where it
/// was let go. Linux hosts (SDL 2) report a drop only when it is let go, so a
/// ``DropInteractionDelegate`` hears of a session once, just before it performs it.
@MainActor
public final class DropSession {
    /// What was dropped, in order.
    public let items: [DropItem]
    private let windowLocation: Point
    private weak var window: Window?

    /// A session of `items` dropped at `location` in `window`'s coordinates.
    public init(items: [DropItem], location: Point, in window: Window?) {
        self.items = items
        self.windowLocation = location
        self.window = window
    }

    /// Where it was let go, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> Point {
        guard let view, let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The dropped files and folders.
    public var fileURLs: [URL] {
        items.compactMap { if case .file(let url) = $0 { url } else { nil } }
    }

    /// The dropped texts.
    public var strings: [String] {
        items.compactMap { if case .text(let s) = $0 { s } else { nil } }
    }

    /// Whether any item is a file whose name ends with one of `extensions` (compared without
    /// case, without the dot: "png", "jpg").
    public func hasFiles(withExtensions extensions: [String]) -> Bool {
        let wanted = Set(extensions.map { $0.lowercased() })
        return fileURLs.contains { wanted.contains($0.pathExtension.lowercased()) }
    }
}

/// What a drop target answers when asked about a session (UIDropProposal).
public struct DropProposal: Sendable, Hashable {
    /// What the drop would do (UIDropOperation).
    public enum Operation: Sendable, Hashable {
        /// Nothing: the target does not want it now; the drop goes on to the views behind.
        case cancel
        /// Nothing, and the drop stops here: the target refuses it.
        case forbidden
        /// The target takes a copy.
        case copy
        /// The target takes the items over.
        case move
    }

    /// What the drop would do.
    public var operation: Operation

    /// A proposal to do `operation`.
    public init(operation: Operation) { self.operation = operation }
}
