import RKGeometry
import RKHosts
import RKViews
import Testing

@testable import RKAccessibilityBridge

/// Events found by comparing the tree before and after a change.
@MainActor
@Suite struct AccessibleEventSourceTests {
    @Test func changesBecomeEvents() throws {
        let host = try HeadlessHost(size: Size(width: 300, height: 200))
        let w = host.window
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 0))
        slider.accessibilityLabel = "Volume"
        let label = Label(text: "Tea")
        label.frame = Rect(x: 10, y: 60, width: 200, height: 20)
        let field = TextField(frame: Rect(x: 10, y: 100, width: 200, height: 30))
        field.placeholder = "Name"
        for v in [slider, label, field] as [View] { w.addSubview(v) }
        let tree = AccessibleTree(applicationName: "demo")
        tree.frames = [AccessibleWindow(title: "Demo", screenFrame: { .zero }, contents: { [.init(window: w)] })]
        let before = AccessibleEventSource.snapshot(of: tree)
        #expect(AccessibleEventSource.events(from: before, to: before).isEmpty)

        slider.value = 0.5
        label.text = "Hot Tea"
        #expect(field.becomeFirstResponder())
        let extra = Button(style: .plain)
        extra.setTitle("More", for: .normal)
        w.addSubview(extra)
        let after = AccessibleEventSource.snapshot(of: tree)
        let events = AccessibleEventSource.events(from: before, to: after)
        let path = { (v: View) in tree.table.path(for: .view(v)) }
        let names = events.map(\.name)
        #expect(names.first == "object:children-changed:add")
        #expect(events.first?.detail1 == 3)
        #expect(events.first?.data == .object(path(extra)))
        #expect(events.contains(.propertyChanged(path(slider), property: "accessible-value", data: .double(0.5))))
        #expect(events.contains(.textChanged(path(label), inserted: true, offset: 0, text: "Hot ")))
        #expect(events.contains(.propertyChanged(path(label), property: "accessible-name", data: .string("Hot Tea"))))
        // The focus last: the state change, then the focus event.
        #expect(Array(names.suffix(2)) == ["object:state-changed:focused", "focus:"])
        #expect(events.last?.path == path(field))

        extra.removeFromSuperview()
        let removed = AccessibleEventSource.events(from: after, to: AccessibleEventSource.snapshot(of: tree))
        #expect(removed.map(\.name) == ["object:children-changed:remove"])
        #expect(removed.first?.detail1 == 3)
    }

    @Test func textChangesAreCutAroundWhatStayed() {
        let e = AccessibleEventSource.textEvents("/p", from: "hot tea", to: "hot green tea")
        #expect(e == [.textChanged("/p", inserted: true, offset: 4, text: "green ")])
        let d = AccessibleEventSource.textEvents("/p", from: "abcdef", to: "abXf")
        #expect(d == [.textChanged("/p", inserted: false, offset: 2, text: "cde"),
                      .textChanged("/p", inserted: true, offset: 2, text: "X")])
        #expect(AccessibleEventSource.textEvents("/p", from: "same", to: "same").isEmpty)
    }

    @Test func checksAreSpacedOnTheLoopsClock() throws {
        let host = try HeadlessHost(size: Size(width: 100, height: 100))
        let label = Label(text: "One")
        host.window.addSubview(label)
        let tree = AccessibleTree(applicationName: "demo")
        tree.frames = [AccessibleWindow(title: "Demo", screenFrame: { .zero }, contents: { [.init(window: host.window)] })]
        let source = AccessibleEventSource()
        var seen: [String] = []
        source.check(tree: tree, now: 0, loop: host.eventLoop) { seen.append($0.name) }
        #expect(seen.isEmpty)  // the first check only records the tree
        label.text = "Two"
        source.check(tree: tree, now: 0.01, loop: host.eventLoop) { seen.append($0.name) }
        #expect(seen.isEmpty)  // too soon: left for later
        source.check(tree: tree, now: 0.11, loop: host.eventLoop) { seen.append($0.name) }
        #expect(seen.contains("object:property-change:accessible-name"))
    }
}
