import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMotion
import Testing

@testable import RKViews

/// The bridge from a window host's ``HostEvent``s to a views window placed (moved and scaled)
/// in the host's layer tree, driven headless: events are built by hand, as SDLHost would send
/// them, and time is a HeadlessHost's virtual clock.
@MainActor
@Suite(.serialized) struct WindowInputRouterTests {
    /// A 200 × 100 window whose top-left corner is at (50, 40) in a 400 × 300 host and drawn
    /// twice its size, like a gallery scene on its stage.
    let origin = Point(x: 50, y: 40)
    let k = 2.0

    func setUp() throws -> (HeadlessHost, Window, WindowInputRouter) {
        let host = try HeadlessHost(size: Size(width: 400, height: 300), backgroundColor: .white)
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.layer.anchorPoint = Point(x: 0, y: 0)
        window.layer.position = origin
        window.layer.affineTransform = Transform2D(scaleX: k, y: k)
        host.rootLayer.addSublayer(window.layer)
        return (host, window, WindowInputRouter(window: window, origin: origin, scale: k))
    }

    /// A window point in host coordinates, as the layers place it.
    func host(_ p: Point) -> Point { Point(x: origin.x + p.x * k, y: origin.y + p.y * k) }

    @Test func mapsHostPointsToWindowPointsAsTheLayersDrawThem() throws {
        let (h, window, router) = try setUp()
        let dot = View(frame: Rect(x: 20, y: 30, width: 10, height: 10))
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(dot)
        h.renderFrame()
        let center = host(Point(x: 25, y: 35))
        #expect(h.bitmap.pixel(x: Int(center.x), y: Int(center.y)) == 0xFFFF_0000)
        #expect(router.windowPoint(fromHost: center) == Point(x: 25, y: 35))
        #expect(router.hostPoint(fromWindow: Point(x: 25, y: 35)) == center)
        #expect(router.hostFrame == Rect(x: 50, y: 40, width: 400, height: 200))
        #expect(router.contains(hostPoint: Point(x: 50, y: 40)))
        #expect(!router.contains(hostPoint: Point(x: 49, y: 100)))
        #expect(!router.contains(hostPoint: Point(x: 450, y: 100)))
    }

    @Test func aClickOnAButtonTriggersIt() throws {
        let (h, window, router) = try setUp()
        let button = Button(style: .filled)
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.addSubview(button)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in taps += 1 }
        let p = host(Point(x: 50, y: 25))
        #expect(router.handle(.pointerDown(id: HostEvent.mousePointerID, location: p, timestamp: h.clock.now)))
        #expect(button.isHighlighted)
        #expect(router.capturedPointers == [0])
        h.run(for: 0.05)
        #expect(router.handle(.pointerUp(id: 0, location: p, timestamp: h.clock.now)))
        #expect(taps == 1)
        #expect(router.capturedPointers.isEmpty)
        #expect(window.touches.isEmpty)
    }

    /// Focus lost with the button held (or a release that never came): the host cancels the
    /// pointer, and nothing stays pressed or tracking.
    @Test func aCancelledPointerLeavesNoControlStuck() throws {
        let (h, window, router) = try setUp()
        let button = Button(style: .filled)
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        window.addSubview(button)
        let slider = Slider(frame: Rect(x: 10, y: 50, width: 150, height: 30))
        window.addSubview(slider)
        var taps = 0, cancels = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in taps += 1 }
        button.addAction(for: .touchCancel) { _, _ in cancels += 1 }
        #expect(router.handle(.pointerDown(id: 0, location: host(Point(x: 50, y: 25)), timestamp: h.clock.now)))
        let thumbRect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                         value: slider.value)
        let thumb = Point(x: slider.frame.minX + thumbRect.midX, y: slider.frame.minY + thumbRect.midY)
        #expect(router.handle(.pointerDown(id: 1, location: host(thumb), timestamp: h.clock.now)))
        #expect(button.isHighlighted && button.isTracking && slider.isTracking)
        #expect(router.handle(.pointerCancelled(id: 0, timestamp: h.clock.now)))
        #expect(router.handle(.pointerCancelled(id: 1, timestamp: h.clock.now)))
        #expect(!router.handle(.focusLost))
        #expect(!button.isHighlighted && !button.isTracking && !slider.isTracking)
        #expect(taps == 0 && cancels == 1)
        #expect(router.capturedPointers.isEmpty && window.touches.isEmpty)
        // A pointer that is not down is not the window's to cancel.
        #expect(!router.handle(.pointerCancelled(id: 5, timestamp: h.clock.now)))
        // The next click works.
        let p = host(Point(x: 50, y: 25))
        router.handle(.pointerDown(id: 0, location: p, timestamp: h.clock.now))
        h.run(for: 0.05)
        router.handle(.pointerUp(id: 0, location: p, timestamp: h.clock.now))
        #expect(taps == 1)
    }

    @Test func pointersThatGoDownOutsideTheWindowAreLeftToTheApp() throws {
        let (h, window, router) = try setUp()
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _, _ in taps += 1 }
        let outside = Point(x: 20, y: 20)  // left of and above the window's corner
        #expect(!router.handle(.pointerDown(id: 0, location: outside, timestamp: h.clock.now)))
        // Its moves and lift stay the app's, even over the window.
        #expect(!router.handle(.pointerMoved(id: 0, location: host(Point(x: 50, y: 50)), timestamp: h.clock.now)))
        #expect(!router.handle(.pointerUp(id: 0, location: host(Point(x: 50, y: 50)), timestamp: h.clock.now)))
        #expect(taps == 0)
        #expect(window.touches.isEmpty)
    }

    @Test func aDragMovesASliderByTheDistanceInWindowPoints() throws {
        let (h, window, router) = try setUp()
        let slider = Slider(frame: Rect(x: 10, y: 30, width: 128, height: 0))  // usable width 100
        slider.maximumValue = 100
        slider.value = 20
        window.addSubview(slider)
        var changes = 0
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(slider.usableWidth == 100)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        let start = host(slider.convert(Point(x: thumb.midX, y: thumb.midY), to: window))
        #expect(router.handle(.pointerDown(id: 0, location: start, timestamp: h.clock.now)))
        for i in 1...8 {
            h.run(for: 0.02)
            // 80 host points to the right: 40 window points, 40% of the range.
            let p = Point(x: start.x + 10 * Double(i), y: start.y)
            #expect(router.handle(.pointerMoved(id: 0, location: p, timestamp: h.clock.now)))
        }
        #expect(router.handle(.pointerUp(id: 0, location: Point(x: start.x + 80, y: start.y), timestamp: h.clock.now)))
        #expect(abs(slider.value - 60) < 1e-9)
        #expect(changes == 8)
    }

    @Test func aDragThatLeavesTheWindowStillReachesItsView() throws {
        let (h, window, router) = try setUp()
        let slider = Slider(frame: Rect(x: 10, y: 30, width: 128, height: 0))
        slider.maximumValue = 100
        window.addSubview(slider)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: 0)
        let start = host(slider.convert(Point(x: thumb.midX, y: thumb.midY), to: window))
        router.handle(.pointerDown(id: 0, location: start, timestamp: h.clock.now))
        h.run(for: 0.02)
        let far = Point(x: 395, y: start.y + 150)  // past the window's right and bottom edges
        #expect(!router.contains(hostPoint: far))
        #expect(router.handle(.pointerMoved(id: 0, location: far, timestamp: h.clock.now)))
        #expect(router.handle(.pointerUp(id: 0, location: far, timestamp: h.clock.now)))
        #expect(slider.value == 100)
    }

    @Test func fingersKeepTheirOwnIdentifiers() throws {
        let (h, window, router) = try setUp()
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        router.handle(.pointerDown(id: 1, location: host(Point(x: 50, y: 50)), timestamp: h.clock.now))
        router.handle(.pointerDown(id: 2, location: host(Point(x: 150, y: 50)), timestamp: h.clock.now))
        #expect(router.capturedPointers == [1, 2])
        let touches = window.touches
        #expect(Set(touches.map(\.identifier)) == [1, 2])
        #expect(touches.first { $0.identifier == 1 }?.view === left)
        #expect(touches.first { $0.identifier == 2 }?.view === right)
        #expect(touches.first { $0.identifier == 2 }?.locationInWindow == Point(x: 150, y: 50))
        router.handle(.pointerUp(id: 1, location: host(Point(x: 50, y: 50)), timestamp: h.clock.now))
        #expect(Set(window.touches.map(\.identifier)) == [2])
        router.cancelAllPointers(timestamp: h.clock.now)
        #expect(window.touches.isEmpty)
        #expect(router.capturedPointers.isEmpty)
    }

    @Test func typingGoesToTheFocusedTextField() throws {
        let (h, window, router) = try setUp()
        let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        window.addSubview(field)
        var returns = 0
        field.addAction(for: .editingDidEndOnExit) { _, _ in returns += 1 }
        // No field has focus: text and keys are the app's.
        #expect(!router.handle(.text("x")))
        #expect(!router.handle(.key(name: "R", modifiers: [])))
        #expect(window.firstResponder == nil)

        let p = host(Point(x: 100, y: 25))
        router.handle(.pointerDown(id: 0, location: p, timestamp: h.clock.now))
        h.run(for: 0.05)
        router.handle(.pointerUp(id: 0, location: p, timestamp: h.clock.now))
        #expect(field.isEditing)
        #expect(window.firstResponder === field)

        // SDL sends a key event and then the text it typed.
        for c in "recipe" {
            #expect(router.handle(.key(name: String(c).uppercased(), modifiers: [])))
            #expect(router.handle(.text(String(c))))
        }
        #expect(field.text == "recipe")
        #expect(router.handle(.key(name: "Backspace", modifiers: [])))
        #expect(router.handle(.key(name: "BackSpace", modifiers: [])))  // X11's spelling
        #expect(field.text == "reci")
        #expect(router.handle(.key(name: "Home", modifiers: [])))
        #expect(field.caretPosition == 0)
        #expect(router.handle(.key(name: "Right", modifiers: [])))
        #expect(field.caretPosition == 1)
        #expect(router.handle(.key(name: "End", modifiers: [])))
        #expect(router.handle(.key(name: "Left", modifiers: [])))
        #expect(field.caretPosition == 3)
        #expect(router.handle(.text("p")))
        #expect(field.text == "recpi")
        #expect(router.handle(.key(name: "A", modifiers: .control)))
        #expect(field.selectedRange == 0..<5)
        #expect(router.handle(.text("Soup")))
        #expect(field.text == "Soup")
        #expect(router.handle(.key(name: "Space", modifiers: [])))

        // Keys that neither edit nor type stay the app's, even while editing.
        #expect(!router.handle(.key(name: "Up", modifiers: [])))
        #expect(!router.handle(.key(name: "R", modifiers: .control)))
        #expect(field.isEditing)

        #expect(router.handle(.key(name: "Return", modifiers: [])))
        #expect(returns == 1)
        #expect(!field.isEditing)
        #expect(window.firstResponder == nil)
        #expect(!router.handle(.text("more")))
        #expect(field.text == "Soup")

        // Escape ends the editing, keeping the text; with no field editing it is the app's.
        var ended = 0
        field.addAction(for: .editingDidEnd) { _, _ in ended += 1 }
        #expect(field.becomeFirstResponder())
        #expect(router.handle(.key(name: "Escape", modifiers: [])))
        #expect(!field.isEditing && ended == 1 && field.text == "Soup" && returns == 1)
        #expect(!router.handle(.key(name: "Escape", modifiers: [])))
    }

    @Test func keyNamesMapToTextFieldKeys() {
        #expect(TextField.editingKey(for: KeyboardKey(name: "Return")) == .return)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Keypad Enter")) == .return)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Backspace")) == .backspace)
        #expect(TextField.editingKey(for: KeyboardKey(name: "BackSpace")) == .backspace)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Left")) == .left)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Right")) == .right)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Home")) == .home)
        #expect(TextField.editingKey(for: KeyboardKey(name: "End")) == .end)
        #expect(TextField.editingKey(for: KeyboardKey(name: "A", modifiers: .command)) == .selectAll)
        #expect(TextField.editingKey(for: KeyboardKey(name: "A")) == nil)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Return", modifiers: .control)) == nil)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Escape")) == nil)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Delete")) == .deleteForward)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Left", modifiers: .shift)) == .extendLeft)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Right", modifiers: .shift)) == .extendRight)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Home", modifiers: .shift)) == .extendToStart)
        #expect(TextField.editingKey(for: KeyboardKey(name: "End", modifiers: .shift)) == .extendToEnd)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Left", modifiers: .control)) == .wordLeft)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Right", modifiers: .command)) == .wordRight)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Left", modifiers: [.control, .shift])) == .extendWordLeft)
        #expect(TextField.editingKey(for: KeyboardKey(name: "Right", modifiers: [.control, .shift])) == .extendWordRight)
        #expect(TextField.editingKey(for: KeyboardKey(name: "C", modifiers: .control)) == .copy)
        #expect(TextField.editingKey(for: KeyboardKey(name: "X", modifiers: .control)) == .cut)
        #expect(TextField.editingKey(for: KeyboardKey(name: "V", modifiers: .command)) == .paste)
        #expect(TextField.editingKey(for: KeyboardKey(name: "C")) == nil)  // typed, not copied
    }

    /// A scene's window goes away once the app drops it, whatever input it received: a router
    /// that hovered, typed and pressed keys in it keeps nothing alive (the gallery replaces its
    /// scene this way when Up or Down is pressed).
    @Test(arguments: ["key", "text", "hover", "scroll", "click"]) func aWindowLeftByTheAppIsFreed(input: String) throws {
        let host = try HeadlessHost(size: Size(width: 400, height: 300), backgroundColor: .white)
        weak var weakWindow: Window?
        do {
            let scene = WindowScene(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            host.rootLayer.addSublayer(scene.layer)
            let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            window.windowScene = scene
            let field = TextField(frame: Rect(x: 10, y: 10, width: 120, height: 30))
            window.addSubview(field)
            weakWindow = window
            let router = WindowInputRouter(scene: scene, window: window)
            let p = Point(x: 20, y: 20)
            switch input {
            case "key": _ = router.handle(.key(name: "Down", modifiers: []))
            case "text":
                _ = field.becomeFirstResponder()
                _ = router.handle(.text("x"))
                #expect(field.text == "x")
                _ = field.resignFirstResponder()
            case "hover": _ = router.handle(.pointerHovered(location: p, timestamp: host.clock.now))
            case "scroll": _ = router.handle(.scroll(location: p, delta: Point(x: 0, y: 5)))
            default:
                _ = router.handle(.pointerDown(id: HostEvent.mousePointerID, location: p, timestamp: host.clock.now))
                _ = router.handle(.pointerUp(id: HostEvent.mousePointerID, location: p, timestamp: host.clock.now))
            }
            host.renderFrame()
            scene.layer.removeFromSuperlayer()
        }
        host.run(for: 1)
        #expect(weakWindow == nil)
    }
}
