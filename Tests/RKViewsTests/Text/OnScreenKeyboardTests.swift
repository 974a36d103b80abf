import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct OnScreenKeyboardTests {
    /// A 390x640 host with a field near the top; the policy is restored afterwards.
    func setUp(_ policy: OnScreenKeyboard.Policy = .always) throws -> (HeadlessHost, TextField) {
        Application.shared.onScreenKeyboard = policy
        let h = try HeadlessHost(size: Size(width: 390, height: 640))
        let f = TextField(frame: Rect(x: 20, y: 60, width: 350, height: 36))
        h.window.addSubview(f)
        return (h, f)
    }

    func tearDown(_ h: HeadlessHost) {
        Application.shared.onScreenKeyboard = .automatic
        Application.shared.lastInputWasTouch = false
        if let kb = Application.shared.keyboardWindow { kb.windowScene = nil; kb.isShown = false }
        _ = h
    }

    /// Taps the key that types `key`, at its centre in scene coordinates.
    func tap(_ key: OnScreenKeyboard.Key, on h: HeadlessHost) throws {
        let kb = try #require(Application.shared.keyboardWindow)
        let v = try #require(kb.keyView(for: key))
        let c = v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: kb)
        h.tap(at: Point(x: c.x + kb.frame.minX, y: c.y + kb.frame.minY))
    }

    @Test func focusingAFieldSlidesTheKeyboardUpAndPostsItsFrames() throws {
        let (h, f) = try setUp()
        defer { tearDown(h) }
        var seen: [KeyboardTransition] = []
        let token = Application.shared.addKeyboardObserver { seen.append($0) }
        defer { Application.shared.removeKeyboardObserver(token) }
        var posted: [Notification.Name] = []
        let center = NotificationCenter.default
        let names = [Application.keyboardWillShowNotification, Application.keyboardDidShowNotification]
        let observers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { n in
                let name = n.name
                let transition = KeyboardTransition(n)
                MainActor.assumeIsolated {
                    if transition != nil { posted.append(name) }
                }
            }
        }
        defer { observers.forEach(center.removeObserver) }

        h.tap(at: Point(x: 100, y: 78))
        #expect(f.isEditing)
        h.run(for: 0.05)
        let kb = try #require(Application.shared.keyboardWindow)
        #expect(kb.windowScene === h.scene && kb.targetWindow === h.window)
        let will = try #require(seen.first)
        #expect(will.kind == .willShow)
        #expect(will.frameBegin == Rect(x: 0, y: 640, width: 390, height: 216))
        #expect(will.frameEnd == Rect(x: 0, y: 424, width: 390, height: 216))
        #expect(will.duration == 0.25)
        // Mid-slide the keyboard is between its frames; then it is up.
        let mid = kb.layer.presentationFrame.minY
        #expect(mid > 424 && mid < 640)
        h.run(for: 0.3)
        #expect(seen.map(\.kind) == [.willShow, .didShow])
        #expect(posted == names)
        #expect(kb.frame.minY == 424)
        // The window's safe area leaves the keyboard out.
        #expect(f.superview!.safeAreaInsets.bottom == 216)
        // Its pixels are on screen: a key cap is white on the gray background.
        let img = h.snapshot()
        let q = try #require(kb.keyView(for: .character("q")))
        let qc = q.convert(Point(x: q.bounds.midX - 8, y: q.bounds.maxY - 4), to: kb)
        #expect(img.pixel(x: Int(qc.x), y: Int(qc.y + 424)) == 0xFFFF_FFFF)
    }

    @Test func tappingKeysTypesIntoTheField() throws {
        let (h, f) = try setUp()
        defer { tearDown(h) }
        h.tap(at: Point(x: 100, y: 78))
        h.run(for: 0.4)
        for k in ["h", "i"] { try tap(.character(k), on: h) }
        #expect(f.text == "hi")
        try tap(.shift, on: h)
        try tap(.character("o"), on: h)
        try tap(.character("k"), on: h)
        #expect(f.text == "hiOk")  // one capital, then lower case again
        try tap(.backspace, on: h)
        try tap(.space, on: h)
        try tap(.page, on: h)
        try tap(.character("4"), on: h)
        try tap(.character("2"), on: h)
        try tap(.character("!"), on: h)
        #expect(f.text == "hiO 42!")
        #expect(f.isEditing)  // taps on the keyboard leave the focus where it is
        // Return ends editing and the keyboard goes.
        var kinds: [KeyboardTransition.Kind] = []
        let token = Application.shared.addKeyboardObserver { kinds.append($0.kind) }
        defer { Application.shared.removeKeyboardObserver(token) }
        try tap(.return, on: h)
        #expect(!f.isEditing)
        h.run(for: 0.4)
        #expect(kinds == [.willHide, .didHide])
        #expect(Application.shared.keyboardWindow?.windowScene == nil)
        #expect(f.superview!.safeAreaInsets.bottom == 0)
    }

    @Test func keysFitTheWidth() throws {
        for width in [320.0, 390, 1024] {
            Application.shared.onScreenKeyboard = .always
            let h = try HeadlessHost(size: Size(width: width, height: 600))
            let f = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
            h.window.addSubview(f)
            _ = f.becomeFirstResponder()
            h.run(for: 0.4)
            let kb = try #require(Application.shared.keyboardWindow)
            #expect(kb.bounds.width == width)
            for k in kb.keyViews {
                #expect(k.frame.minX >= 0 && k.frame.maxX <= width && k.frame.width > 10)
            }
            // No two keys overlap.
            for (i, a) in kb.keyViews.enumerated() {
                for b in kb.keyViews[(i + 1)...] { #expect(!a.frame.insetBy(dx: 0.5, dy: 0.5).intersects(b.frame)) }
            }
            tearDown(h)
        }
    }

    @Test func automaticShowsItOnlyForTouchScreenInput() throws {
        let (h, f) = try setUp(.automatic)
        defer { tearDown(h) }
        h.tap(at: Point(x: 100, y: 78))  // a mouse click
        h.run(for: 0.4)
        #expect(f.isEditing)
        #expect(Application.shared.keyboardWindow?.windowScene == nil)
        _ = f.resignFirstResponder()
        h.touchesComeFromTouchScreen = true
        h.tap(at: Point(x: 100, y: 78))
        h.run(for: 0.4)
        #expect(Application.shared.keyboardWindow?.windowScene === h.scene)
        // Moving focus from field to field keeps it up, without hiding in between.
        var kinds: [KeyboardTransition.Kind] = []
        let token = Application.shared.addKeyboardObserver { kinds.append($0.kind) }
        defer { Application.shared.removeKeyboardObserver(token) }
        let g = TextField(frame: Rect(x: 20, y: 120, width: 350, height: 36))
        h.window.addSubview(g)
        h.tap(at: Point(x: 100, y: 138))
        h.run(for: 0.4)
        #expect(g.isEditing && kinds.isEmpty)
        Application.shared.onScreenKeyboard = .never
        h.run(for: 0.4)
        #expect(kinds == [.willHide, .didHide])
    }
}
