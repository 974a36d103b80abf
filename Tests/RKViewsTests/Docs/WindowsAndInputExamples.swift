import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

// The examples of docs/WINDOWS-AND-INPUT.md, compiled and run here. Each sits between
// "docs:" and "end docs" markers; DocExamplesTests checks that the page shows them verbatim.

// docs: custom-responder
/// A view that takes keys and text without being a text field.
final class KeyLog: View, TextInput {
    var typed = ""
    override var canBecomeFirstResponder: Bool { true }

    // Keys come up the responder chain from the first responder.
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
        for p in presses where p.key == .escape { typed = "" ; return }
        super.pressesBegan(presses, with: event)
    }

    // Text comes through TextInput, after the keyboard layout and any input method.
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
}
// end docs

// docs: app-send-event
/// An application that opens help on F1, wherever the focus is.
final class HelpingApplication: Application {
    var helpShown = 0
    override func sendEvent(_ event: Event) {
        if event.kind == .presses, event.press?.key.code == .function(1) {
            helpShown += 1
            return  // swallowed: no responder sees it
        }
        super.sendEvent(event)
    }
}
// end docs

// docs: keyboard-avoidance
/// Keeps a bar just above the on-screen keyboard, moving with it.
final class ComposeBar: View {
    private var token: Int?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let token, window == nil { Application.shared.removeKeyboardObserver(token) }
        guard window != nil, token == nil else { return }
        token = Application.shared.addKeyboardObserver { [weak self] t in
            guard let self, let window = self.window, t.kind == .willShow || t.kind == .willHide else { return }
            // Frames are in the scene's coordinates, like UIKit's screen coordinates.
            let top = t.kind == .willShow ? t.frameEnd.minY - window.frame.minY : window.bounds.height
            View.animate(withDuration: t.duration) {
                self.frame.origin.y = top - self.frame.height
            }
        }
    }
}
// end docs

// docs: undo-rename
/// A recipe card the user can rename, and undo the renaming with Control-Z.
final class RecipeCard: View {
    private(set) var title = "Untitled"

    func rename(to new: String) {
        let old = title
        // The window's undo manager, found up the responder chain; undoing registers the redo.
        undoManager?.registerUndo(withTarget: self) { $0.rename(to: old) }
        undoManager?.setActionName("Rename")
        title = new
    }
}
// end docs

// docs: context-menu
/// A note that offers Pin and Delete on a right click (or the Menu key).
final class NoteView: View, ContextMenuInteractionDelegate {
    var isPinned = false

    override init(frame: Rect) {
        super.init(frame: frame)
        addInteraction(ContextMenuInteraction(delegate: self))
        toolTip = "Right-click for more"
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { _ in
            Menu(children: [
                Action(title: "Pin", state: self.isPinned ? .on : .off) { _ in self.isPinned.toggle() },
                Menu(options: .displayInline, children: [
                    Action(title: "Delete", attributes: .destructive) { _ in self.removeFromSuperview() },
                ]),
            ])
        }
    }
}
// end docs

// docs: focusable-view
/// A rating of one to five stars that Tab stops at and the arrow keys change.
final class StarRating: View {
    private(set) var stars = 3
    override var canBecomeFocused: Bool { true }
    override var focusRingCornerRadius: Double { 6 }

    override func keyPressedWhileFocused(_ key: KeyboardKey) -> Bool {
        switch key.code {
        case .left: stars = max(1, stars - 1)
        case .right: stars = min(5, stars + 1)
        default: return super.keyPressedWhileFocused(key)
        }
        return true
    }
}
// end docs

// docs: drop-target
/// A well that takes pictures dropped from a file manager.
final class PictureWell: View, DropInteractionDelegate {
    var pictures: [URL] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        addInteraction(DropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.hasFiles(withExtensions: ["png", "jpg", "jpeg"])
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        pictures += session.fileURLs
    }
}
// end docs

// docs: notes-view
/// A notes field that saves what was typed when the user stops editing.
final class NotesController: TextViewDelegate {
    let textView = TextView(frame: Rect(x: 20, y: 80, width: 335, height: 240))
    var saved = ""
    var words = 0

    init() {
        textView.text = "Tomato soup\nTomatoes, basil, salt"
        textView.delegate = self
    }

    func textViewDidChange(_ textView: TextView) {
        words = textView.text.split(whereSeparator: \.isWhitespace).count
    }

    func textViewDidEndEditing(_ textView: TextView) { saved = textView.text }
}
// end docs

@MainActor
@Suite(.serialized) struct WindowsAndInputExampleTests {
    @Test func aRenameIsUndoneAndRedone() throws {
        let h = try HeadlessHost(size: Size(width: 100, height: 100))
        let card = RecipeCard()
        h.window.addSubview(card)
        card.rename(to: "Soup")
        UndoManager.endAutomaticGroups()  // an event's end, in an app
        card.rename(to: "Stew")
        UndoManager.endAutomaticGroups()
        #expect(h.window.undoManager?.undoMenuItemTitle == "Undo Rename")
        h.window.undoManager?.undo()
        #expect(card.title == "Soup")
        h.window.undoManager?.undo()
        #expect(card.title == "Untitled")
        h.window.undoManager?.redo()
        #expect(card.title == "Soup")
    }

    @Test func theNotesMenuPinsAndDeletes() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let note = NoteView(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        h.window.addSubview(note)
        #expect(h.click(.secondary, at: Point(x: 50, y: 50)))
        #expect(h.window.shownContextMenu == [["Pin", "-", "Delete"]])
        h.press(.down)
        h.press(.return)
        #expect(note.isPinned)
        h.click(.secondary, at: Point(x: 50, y: 50))
        h.press(.up)
        h.press(.return)
        #expect(note.superview == nil)
    }

    @Test func thePictureWellTakesPicturesOnly() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 200))
        let well = PictureWell(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        h.window.addSubview(well)
        #expect(!h.drop([.file(URL(fileURLWithPath: "/tmp/notes.txt"))], at: Point(x: 10, y: 10)))
        #expect(h.drop([.file(URL(fileURLWithPath: "/tmp/soup.JPG"))], at: Point(x: 10, y: 10)))
        #expect(well.pictures == [URL(fileURLWithPath: "/tmp/soup.JPG")])
    }

    @Test func theNotesControllerCountsAndSaves() throws {
        let h = try HeadlessHost(size: Size(width: 375, height: 400))
        let notes = NotesController()
        h.window.addSubview(notes.textView)
        h.tap(at: Point(x: 300, y: 300))
        h.press(KeyboardKey(.end, modifiers: [.control]))
        h.type(", pepper")
        #expect(notes.words == 6)
        _ = notes.textView.resignFirstResponder()
        #expect(notes.saved == "Tomato soup\nTomatoes, basil, salt, pepper")
    }

    @Test func aFocusableViewTakesTheArrowsOnceTabReachesIt() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 100))
        let save = Button(style: .filled, frame: Rect(x: 10, y: 10, width: 80, height: 30))
        let rating = StarRating(frame: Rect(x: 120, y: 10, width: 150, height: 30))
        host.window.addSubview(save)
        host.window.addSubview(rating)
        #expect(!host.press(.right) && rating.stars == 3)  // nothing focused: left to the app
        // docs: focus-follow
        var focused: [View] = []
        let token = NotificationCenter.default.addObserver(
            forName: Window.focusDidChangeNotification, object: host.window, queue: nil
        ) { note in
            nonisolated(unsafe) let next = note.userInfo?[Window.nextFocusedViewUserInfoKey]
            MainActor.assumeIsolated { if let view = next as? View { focused.append(view) } }
        }
        host.press(.tab)  // the Save button
        host.press(.tab)  // the rating
        host.press(.right)
        NotificationCenter.default.removeObserver(token)
        // end docs
        #expect(focused.count == 2 && focused[0] === save && focused[1] === rating)
        #expect(rating.stars == 4 && rating.isFocused && host.window.isFocusRingVisible)
        #expect(host.window.focusTraversalOrder.count == 2)
    }

    @Test func aCustomResponderTakesKeysAndText() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        let log = KeyLog(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(log)
        #expect(log.becomeFirstResponder())
        #expect(host.type("hey"))
        host.press(.backspace)
        #expect(log.typed == "he")
        host.press(.escape)
        #expect(log.typed == "")
    }

    @Test func theComposeBarRidesOnTheKeyboard() throws {
        // docs: keyboard-use
        Application.shared.onScreenKeyboard = .always
        let host = try HeadlessHost(size: Size(width: 390, height: 640))
        let field = TextField(frame: Rect(x: 20, y: 60, width: 350, height: 36))
        let bar = ComposeBar(frame: Rect(x: 0, y: 596, width: 390, height: 44))
        host.window.addSubview(field)
        host.window.addSubview(bar)
        field.becomeFirstResponder()  // the keyboard slides up on the next turn
        host.run(for: 0.5)
        // end docs
        defer {
            Application.shared.onScreenKeyboard = .automatic
            _ = field.resignFirstResponder()
            host.run(for: 0.5)
        }
        #expect(bar.frame.maxY == 640 - OnScreenKeyboard.height)
        #expect(field.safeAreaInsets.bottom == 0)
        #expect(host.window.safeAreaInsets.bottom == OnScreenKeyboard.height)
    }

    @Test func anApplicationSubclassSeesAndSwallowsKeys() throws {
        let saved = Application.shared
        let app = HelpingApplication()
        Application.shared = app
        defer { Application.shared = saved }
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        let log = KeyLog(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(log)
        #expect(log.becomeFirstResponder())
        #expect(host.press(KeyboardKey(.function(1))))
        #expect(app.helpShown == 1)
        host.type("ab")
        #expect(log.typed == "ab")
        host.press(.escape)  // passed on: the key log takes it
        #expect(log.typed == "" && app.helpShown == 1)
    }

    @Test func everyEventIsObserved() throws {
        // docs: observe-events
        let host = try HeadlessHost(size: Size(width: 200, height: 200))
        var seen: [Point] = []
        let token = Application.shared.addEventObserver { event in
            for touch in event.allTouches { seen.append(touch.location(in: nil)) }
        }
        host.tap(at: Point(x: 50, y: 60))
        Application.shared.removeEventObserver(token)
        // end docs
        #expect(seen.first == Point(x: 50, y: 60))
        #expect(seen.count >= 2)  // began and ended
    }
}
