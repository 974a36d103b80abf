import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import RKMotion
import Testing
import RKViews

@testable import RKRecipes

/// A seeded storm of input over a window full of controls, recognizers, scroll views and text
/// fields: up to ten fingers, cancels, non-finite points, views removed and added back, the
/// window resized, keys (Tab, Space and the arrows among them), text, compositions, wheel and
/// hover. After every event nothing has trapped and every presentation value is finite, and
/// keyboard focus is on a view that can take it (or none); at the end no touch is down, no control
/// tracks or stays highlighted, every recognizer is back to `.possible`, and a plain tap works.
///
/// `make test` runs 10^4 events; `make fuzz` runs more (`RECIPEKIT_STORM_EVENTS`, and
/// `RECIPEKIT_STORM_SEED` for another storm) and prints the figures.
@MainActor
@Suite(.serialized) struct EventStormTests {
    static var eventCount: Int {
        ProcessInfo.processInfo.environment["RECIPEKIT_STORM_EVENTS"].flatMap(Int.init) ?? 10_000
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["RECIPEKIT_STORM_SEED"].flatMap(UInt64.init) ?? 2026
    }

    final class Scene {
        var controls: [Control] = []
        var recognizers: [GestureRecognizer] = []
        var movable: [View] = []
        var tapped = 0
        var button: Button!
    }

    func build(_ w: Window) -> Scene {
        let s = Scene()
        let button = Button(frame: Rect(x: 10, y: 10, width: 90, height: 36))
        button.setTitle("Tap", for: .normal)
        button.addAction(for: .touchUpInside) { [unowned s] _, _ in s.tapped += 1 }
        s.button = button
        let toggle = Switch(frame: Rect(x: 120, y: 10, width: 51, height: 31))
        let slider = Slider(frame: Rect(x: 10, y: 60, width: 200, height: 30))
        let segments = SegmentedControl(items: ["A", "B", "C"], frame: Rect(x: 220, y: 10, width: 150, height: 30))
        let field = TextField(frame: Rect(x: 10, y: 100, width: 200, height: 32))
        let range = RangeSlider(frame: Rect(x: 220, y: 60, width: 160, height: 30))
        let scroll = ScrollView(frame: Rect(x: 10, y: 150, width: 200, height: 140))
        scroll.contentSize = Size(width: 600, height: 900)
        scroll.maximumZoomScale = 3
        let content = View(frame: Rect(x: 0, y: 0, width: 600, height: 900))
        content.backgroundColor = .lightGray
        scroll.addSubview(content)
        let paging = ScrollView(frame: Rect(x: 220, y: 150, width: 160, height: 140))
        paging.isPagingEnabled = true
        paging.contentSize = Size(width: 640, height: 140)
        let pad = View(frame: Rect(x: 10, y: 300, width: 370, height: 90))
        pad.backgroundColor = Color(white: 0.9)
        let recognizers: [GestureRecognizer] = [TapGestureRecognizer(), PanGestureRecognizer(), PinchGestureRecognizer(),
                                                RotationGestureRecognizer(), LongPressGestureRecognizer(), SwipeGestureRecognizer()]
        for r in recognizers { pad.addGestureRecognizer(r) }
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        content.addGestureRecognizer(double)
        s.recognizers = recognizers + [double]
        let views: [View] = [button, toggle, slider, segments, field, range, scroll, paging, pad]
        for v in views { w.addSubview(v) }
        s.controls = [button, toggle, slider, segments, field, range]
        s.movable = views
        return s
    }

    /// Every layer's presentation values are finite.
    func allFinite(_ layer: Layer) -> Bool {
        let p = layer.presentationProperties
        guard p.hasFiniteGeometry, p.opacity.isFinite else { return false }
        return layer.sublayers.allSatisfy(allFinite)
    }

    @Test func aStormLeavesNothingStuckAndATapStillWorks() throws {
        let host = try HeadlessHost(size: Size(width: 400, height: 400))
        let scene = build(host.window)
        var rng = SeededRandomNumberGenerator(seed: Self.seed)
        var down: [Int: Point] = [:]
        var removed: [View] = []
        let keys: [KeyboardKey] = [.left, .right, .backspace, .return, .escape, .home, .end, KeyboardKey(name: "A"),
                                   .tab, KeyboardKey(.tab, modifiers: .shift), KeyboardKey(.space), .up, .down,
                                   KeyboardKey(.pageDown)]
        var counts: [String: Int] = [:]
        let n = Self.eventCount
        func point() -> Point {
            switch Int.random(in: 0..<40, using: &rng) {
            case 0: return Point(x: .nan, y: 10)
            case 1: return Point(x: .infinity, y: -.infinity)
            case 2: return Point(x: -1e9, y: 1e9)
            default: return Point(x: Double.random(in: -20...420, using: &rng), y: Double.random(in: -20...420, using: &rng))
            }
        }
        for i in 0..<n {
            let now = host.eventLoop.clock.now
            let kind = Int.random(in: 0..<100, using: &rng)
            switch kind {
            case 0..<25:
                let id = Int.random(in: 0..<10, using: &rng)
                let p = point()
                host.scene.handlePointer(.down, id: id, at: p, timestamp: now)
                if p.isFinite { down[id] = p }
                counts["down", default: 0] += 1
            case 25..<55:
                guard let (id, p) = down.randomElement(using: &rng) else { continue }
                let q = Int.random(in: 0..<20, using: &rng) == 0 ? point()
                    : Point(x: p.x + Double.random(in: -30...30, using: &rng), y: p.y + Double.random(in: -30...30, using: &rng))
                host.scene.handlePointer(.moved, id: id, at: q, timestamp: now)
                if q.isFinite { down[id] = q }
                counts["move", default: 0] += 1
            case 55..<75:
                guard let (id, p) = down.randomElement(using: &rng) else { continue }
                host.scene.handlePointer(.up, id: id, at: Int.random(in: 0..<10, using: &rng) == 0 ? point() : p, timestamp: now)
                down[id] = nil
                counts["up", default: 0] += 1
            case 75..<78:
                guard let (id, _) = down.randomElement(using: &rng) else { continue }
                host.scene.handlePointer(.cancelled, id: id, at: Point(x: Double.nan, y: .nan), timestamp: now)
                down[id] = nil
                counts["cancel", default: 0] += 1
            case 78..<80:
                host.loseFocus()
                down.removeAll()
                counts["focus lost", default: 0] += 1
            case 80..<83:
                if Bool.random(using: &rng), let v = scene.movable.filter({ $0.superview != nil }).randomElement(using: &rng) {
                    v.removeFromSuperview()
                    removed.append(v)
                } else if let v = removed.popLast() {
                    host.window.addSubview(v)
                }
                counts["remove/add", default: 0] += 1
            case 83..<85:
                let side = [400.0, 320, 1, 0.5, 700][Int.random(in: 0..<5, using: &rng)]
                try? host.resize(to: Size(width: side, height: side))
                counts["resize", default: 0] += 1
            case 85..<89:
                _ = host.scroll(at: point(), by: point())
                counts["wheel", default: 0] += 1
            case 89..<91:
                host.hover(at: Bool.random(using: &rng) ? point() : nil)
                counts["hover", default: 0] += 1
            case 91..<94:
                host.eventLoop.withCurrent { _ = host.window.handleKey(keys[Int.random(in: 0..<keys.count, using: &rng)]) }
                counts["key", default: 0] += 1
            case 94..<96:
                host.eventLoop.withCurrent { _ = host.window.handleText(["a", "é", "👍🏽", "\n", ""][Int.random(in: 0..<5, using: &rng)]) }
                counts["text", default: 0] += 1
            case 96..<97:
                host.eventLoop.withCurrent { _ = host.window.handleMarkedText(["ni", "", "かな"][Int.random(in: 0..<3, using: &rng)],
                                                                             selectedRange: 0..<Int.random(in: 0..<3, using: &rng)) }
                counts["composition", default: 0] += 1
            default:
                host.run(for: [1.0 / 60, 0.2, 0.8][Int.random(in: 0..<3, using: &rng)])
                counts["time", default: 0] += 1
            }
            if i % 50 == 0 {
                host.run(for: 1.0 / 60)
                #expect(allFinite(host.rootLayer), "a presentation value went non-finite after event \(i)")
                // Focus is on a view of the window that can take it, or on none; the ring shows
                // only around it, at a finite place.
                let w = host.window
                if let f = w.focusedView {
                    #expect(f.window === w && f.canBecomeFocused, "focus stayed on \(type(of: f)) after event \(i)")
                }
                if w.isFocusRingVisible {
                    #expect(w.focusedView != nil && w.focusRingFrame?.isFinite == true, "a stray focus ring after event \(i)")
                }
            }
        }
        // The storm ends: every finger lifts, added back views return, time passes.
        for (id, p) in down { host.scene.handlePointer(.up, id: id, at: p, timestamp: host.eventLoop.clock.now) }
        for v in removed { host.window.addSubview(v) }
        try host.resize(to: Size(width: 400, height: 400))
        host.run(for: 1)
        #expect(allFinite(host.rootLayer))
        #expect(host.window.touches.isEmpty)
        for c in scene.controls {
            #expect(!c.isTracking && !c.isHighlighted, "\(type(of: c)) was left tracking or highlighted")
        }
        for r in scene.recognizers {
            #expect(r.state == .possible, "\(type(of: r)) was left \(r.state)")
        }
        let before = scene.tapped
        host.tap(at: Point(x: 55, y: 28))
        #expect(scene.tapped == before + 1, "a tap on the button after the storm did nothing")
        let figures = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("event storm: \(n) events, seed \(Self.seed): \(figures); invariants held")
    }
}
