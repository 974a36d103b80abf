import RKGeometry
import RKHosts
import Testing

@testable import RKViews

/// Keys through the responder chain, and text input for any responder.
@MainActor
struct PressTests {
    /// A custom responder, as a game view or an editor would be: takes the arrow keys, passes
    /// the rest up.
    final class Arrows: View, TextInput {
        var keys: [String] = []
        var ended: [String] = []
        var typed = ""
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
            let k = presses.first!.key
            if ["Left", "Right", "Up", "Down"].contains(k.name) { keys.append(k.name) } else { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
            let k = presses.first!.key
            if ["Left", "Right", "Up", "Down"].contains(k.name) { ended.append(k.name) } else { super.pressesEnded(presses, with: event) }
        }
        var hasText: Bool { !typed.isEmpty }
        func insertText(_ text: String) { typed += text }
        func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
    }

    @Test func keysReachTheFirstResponderAndWhatNobodyTakesIsReported() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = Arrows(frame: host.window.bounds)
        host.window.addSubview(v)
        #expect(!host.press(.left))  // nobody has focus: the window passes it to the application
        #expect(v.becomeFirstResponder())
        #expect(host.press(.left))
        #expect(host.press(KeyboardKey(name: "Up", modifiers: .shift)))
        #expect(v.keys == ["Left", "Up"] && v.ended == ["Left", "Up"])
        #expect(!host.press(KeyboardKey(name: "F5")))  // passed up: nobody took it
        #expect(host.type("hi"))
        #expect(v.typed == "hi")
        v.deleteBackward()
        #expect(v.typed == "h")
    }

    @Test func aResponderThatTakesNoTextGetsNone() throws {
        final class Plain: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let v = Plain(frame: host.window.bounds)
        host.window.addSubview(v)
        #expect(v.becomeFirstResponder())
        #expect(!host.type("x"))
        #expect(!host.window.handleText("x"))
    }

    @Test func anEditingTextFieldTakesItsKeysAndTheKeysThatType() throws {
        let host = try HeadlessHost(size: Size(width: 200, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 150, height: 30))
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(host.type("ab"))
        #expect(host.press(.left) && host.press(.backspace))
        #expect(field.text == "b")
        #expect(host.press(KeyboardKey(name: "r")))  // a key that types: taken, its text comes apart
        #expect(!host.press(.up))  // not an editing key: up the chain, nobody took it
        #expect(host.press(.escape))
        #expect(!field.isEditing && field.text == "b")
        #expect(!host.press(.escape))  // not editing any more: left to the app
    }
}
