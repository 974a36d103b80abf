import Foundation
import RKGeometry
import RKHosts
import Testing
import RKViews
import RKWebTesting

@testable import RKWeb

/// Touches, the wheel, keys and text reach the page; focus follows the first responder.
@MainActor
@Suite(.serialized) struct WebViewInputTests {
    static let form = """
        <body style='margin:0'>
        <button id=b style='position:absolute;left:20px;top:20px;width:100px;height:40px'
          onclick="document.title = 'clicked ' + event.clientX + ',' + event.clientY">press</button>
        <input id=i style='position:absolute;left:20px;top:100px;width:160px;height:30px'>
        </body>
        """

    @Test(arguments: [1.0, 2.0])
    func aTapClicksAtThePoint(scale: Double) throws {
        let f = try WebFixture(scale: scale)
        #expect(f.show(Self.form))
        f.host.tap(at: Point(x: 70, y: 40))
        #expect(f.host.run(until: { f.web.title?.hasPrefix("clicked") == true }))
        #expect(f.web.title == "clicked 70,40")
        #expect(f.web.isFirstResponder)
    }

    /// A drag carried past Int's range, and a view given an infinite size: both converted to
    /// the engine's integers and trapped. Now the point is clamped and the size held to the
    /// engine's largest, and the page still answers.
    @Test func farPointersAndInfiniteSizesAreClamped() throws {
        let f = try WebFixture()
        #expect(f.show(Self.form))
        f.host.touchDown(at: Point(x: 70, y: 40))
        f.host.touchMove(to: Point(x: 1e19, y: -1e19))
        f.host.touchUp(at: Point(x: 1e19, y: -1e19))
        f.web.frame = Rect(x: 0, y: 0, width: .infinity, height: 1e12)
        f.host.run(for: 0.2)
        #expect(WebView.enginePoints(.infinity) == 1 && WebView.enginePoints(1e12) == WebView.maximumEngineSide)
        f.web.frame = Rect(x: 0, y: 0, width: 240, height: 180)
        #expect(f.value("1 + 1") == "2")
    }

    @Test func typingFillsAFocusedInput() throws {
        let f = try WebFixture()
        #expect(f.show(Self.form))
        f.host.tap(at: Point(x: 100, y: 115))
        #expect(f.waitFor("String(document.activeElement.id)", toBe: "i"))
        #expect(f.host.type("Héllo wörld"))
        #expect(f.waitFor("document.getElementById('i').value", toBe: "Héllo wörld"))
        #expect(f.host.press(.backspace))
        #expect(f.waitFor("document.getElementById('i').value", toBe: "Héllo wörl"))
        f.host.press(.left)
        f.host.type("X")
        #expect(f.waitFor("document.getElementById('i').value", toBe: "Héllo wörXl"))
    }

    /// A held key as the window host reports X's auto-repeat: the key's press and its text
    /// again for every repeat (SDL's repeated key-down and text events). Every repeat types
    /// into the page's field, and a held Backspace, its repeats marked as such, deletes as
    /// many characters.
    @Test func aHeldKeyRepeatsInAFocusedInput() throws {
        let f = try WebFixture()
        #expect(f.show(Self.form))
        f.host.tap(at: Point(x: 100, y: 115))
        #expect(f.waitFor("String(document.activeElement.id)", toBe: "i"))
        for _ in 0..<6 {
            f.host.press(KeyboardKey(.character("a")))
            #expect(f.host.type("a"))
        }
        #expect(f.waitFor("document.getElementById('i').value", toBe: "aaaaaa"))
        #expect(f.host.press(.backspace))
        for _ in 0..<3 {
            #expect(f.host.eventLoop.withCurrent { f.host.keyWindow.handleKey(.backspace, isRepeat: true) })
            f.host.run(for: 1.0 / 60)
        }
        #expect(f.waitFor("document.getElementById('i').value", toBe: "aa"))
    }

    @Test func focusFollowsTheFirstResponder() throws {
        let f = try WebFixture()
        let field = TextField(frame: Rect(x: 0, y: 150, width: 100, height: 30))
        f.host.window.addSubview(field)
        #expect(f.show("<script>onfocus = () => document.title = 'focused'; onblur = () => document.title = 'blurred'</script>"))
        #expect(f.web.becomeFirstResponder())
        #expect(f.host.run(until: { f.web.title == "focused" }))
        #expect(field.becomeFirstResponder())
        #expect(!f.web.isFirstResponder)
        #expect(f.host.run(until: { f.web.title == "blurred" }))
    }

    @Test func theWheelScrollsThePage() throws {
        let f = try WebFixture()
        #expect(f.show("<body style='margin:0'><div style='height:3000px;background:rgb(255,0,0)'></div></body>"))
        #expect(f.value("String(window.scrollY)") == "0")
        // The engine takes wheel events once the page has been drawn.
        #expect(f.waitForPixel(100, 100, 0xFFFF_0000))
        #expect(f.host.scroll(at: Point(x: 100, y: 100), by: Point(x: 0, y: 120)))
        #expect(f.host.run(until: { (Double(f.value("String(window.scrollY)") ?? "0") ?? 0) > 0 }))
    }
}

/// An input method's composition shows in the page's field and is committed in its place.
@MainActor
@Suite(.serialized) struct WebViewCompositionTests {
    @Test func composedTextIsMarkedThenCommitted() throws {
        let f = try WebFixture()
        #expect(
            f.show(
                """
                <input id=i style='position:absolute;left:20px;top:20px;width:160px;height:30px'>
                <script>
                i.addEventListener('compositionstart', () => document.title = 'composing');
                i.addEventListener('compositionend', e => document.title = 'ended ' + e.data);
                </script>
                """))
        f.host.tap(at: Point(x: 100, y: 35))
        #expect(f.waitFor("String(document.activeElement.id)", toBe: "i"))
        #expect(f.host.compose("ni"))
        #expect(f.web.markedTextRange == 0..<2)
        #expect(f.host.run(until: { f.web.title == "composing" }))
        #expect(f.waitFor("document.getElementById('i').value", toBe: "ni"))
        #expect(f.host.compose("nih"))
        #expect(f.waitFor("document.getElementById('i').value", toBe: "nih"))
        // The candidate window goes to the page's caret, inside the field.
        #expect(f.host.run(until: { f.web.inputCaretRect.height > 0 }))
        let caret = f.web.inputCaretRect
        #expect(caret.minX >= 20 && caret.maxX <= 180 && caret.minY >= 20 && caret.maxY <= 50, "\(caret)")
        #expect(f.host.type("你好"))
        #expect(f.web.markedTextRange == nil)
        #expect(f.waitFor("document.getElementById('i').value", toBe: "你好"))
        // The host types one character at a time: the first commits the composition, the
        // second is typed after it.
        #expect(f.host.run(until: { f.web.title == "ended 你" }))
        // Afterwards typing is plain key input again.
        #expect(f.host.type("!"))
        #expect(f.waitFor("document.getElementById('i').value", toBe: "你好!"))
    }
}

/// Escape reaches the page, then gives focus back to the app.
@MainActor
@Suite(.serialized) struct WebViewEscapeTests {
    @Test func escapeGoesToThePageThenLeavesIt() throws {
        let f = try WebFixture()
        #expect(f.show("<script>onkeydown = e => document.title = 'key ' + e.key</script>"))
        #expect(f.web.becomeFirstResponder())
        #expect(f.host.press(.escape))
        #expect(f.host.run(until: { f.web.title == "key Escape" }))
        #expect(!f.web.isFirstResponder)
        // Not first responder, the view leaves the key to the app.
        #expect(!f.host.press(.escape))
        f.web.escapeResignsFirstResponder = false
        #expect(f.web.becomeFirstResponder())
        #expect(f.host.press(.escape))
        #expect(f.web.isFirstResponder)
    }
}
