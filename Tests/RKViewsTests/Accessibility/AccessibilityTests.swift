import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import Testing

@testable import RKViews

@MainActor
@Suite(.serialized) struct AccessibilityTests {
    @Test func elementsAreListedInReadingOrderSkippingHiddenViews() throws {
        let h = try HeadlessHost(size: Size(width: 320, height: 200))
        let title = Label(frame: Rect(x: 10, y: 10, width: 200, height: 20))
        title.text = "Settings"
        title.accessibilityTraits = [.staticText, .header]
        let group = View(frame: Rect(x: 0, y: 40, width: 320, height: 100))
        let button = Button(style: .filled, frame: Rect(x: 10, y: 10, width: 80, height: 30))
        button.setTitle("Save", for: .normal)
        let hidden = Label(frame: Rect(x: 100, y: 10, width: 80, height: 30))
        hidden.text = "Hidden"
        hidden.isHidden = true
        let clear = Label(frame: Rect(x: 100, y: 50, width: 80, height: 30))
        clear.text = "Transparent"
        clear.alpha = 0
        let toggle = Switch(frame: Rect(x: 200, y: 10, width: 0, height: 0))
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))  // not an element, no children
        for v in [button, hidden, clear, toggle, plain] { group.addSubview(v) }
        h.window.addSubview(title)
        h.window.addSubview(group)
        let items = Accessibility.elements(in: h.window)
        #expect(items.map(\.accessibilityLabel) == ["Settings", "Save", nil])
        #expect(items[0].accessibilityTraits == [.staticText, .header])
        #expect(items[1].accessibilityTraits == .button)
        #expect(items[2] === toggle && toggle.accessibilityValue == "off")
        // The button's frame in window coordinates, through its superview's offset.
        #expect(items[1].accessibilityFrame == Rect(x: 10, y: 50, width: 80, height: 30))
        // A label's own accessibility label wins over its text.
        title.accessibilityLabel = "Settings heading"
        #expect(Accessibility.elements(in: h.window).first?.accessibilityLabel == "Settings heading")
    }

    @Test func controlsReportStateAndActLikeATap() {
        let button = Button(style: .plain)
        button.setTitle("Go", for: .normal)
        var log: [String] = []
        button.addAction(for: .touchUpInside) { _, _ in log.append("up") }
        button.addAction(for: .primaryActionTriggered) { _, _ in log.append("primary") }
        #expect(button.accessibilityActivate())
        #expect(log == ["up", "primary"])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(!button.accessibilityActivate() && log.count == 2)
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])

        let toggle = Switch()
        var changes = 0
        toggle.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn && toggle.accessibilityValue == "on" && changes == 1)
    }

    @Test func adjustableControlsStepByATenthAndSendValueChanged() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 0))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var changes = 0
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "40%")
        slider.accessibilityIncrement()
        #expect(slider.value == 25 && slider.accessibilityValue == "50%" && changes == 1)
        slider.value = 48
        slider.accessibilityIncrement()
        #expect(slider.value == 50 && changes == 2)
        slider.accessibilityIncrement()  // already at the end: no event
        #expect(changes == 2)
        slider.accessibilityDecrement()
        #expect(slider.value == 45 && changes == 3)

        let pages = PageControl()
        pages.numberOfPages = 3
        var turned = 0
        pages.addAction(for: .valueChanged) { _, _ in turned += 1 }
        #expect(pages.accessibilityValue == "page 1 of 3")
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0 && turned == 0)
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2 && turned == 2 && pages.accessibilityValue == "page 3 of 3")

        let progress = ProgressView()
        progress.progress = 0.426
        #expect(progress.isAccessibilityElement && progress.accessibilityValue == "43%")
        #expect(progress.accessibilityTraits.contains(.updatesFrequently))
    }

    @Test func numericValuesAreReadAndSetAsTheUserWould() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 0))
        slider.maximumValue = 50
        slider.value = 20
        var changes = 0
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        #expect(slider.accessibilityNumericValue == AccessibilityNumericValue(current: 20, minimum: 0, maximum: 50))
        #expect(slider.accessibilitySetNumericValue(30))
        #expect(slider.value == 30 && changes == 1)
        #expect(slider.accessibilitySetNumericValue(500))  // clamped, as a drag past the end
        #expect(slider.value == 50 && changes == 2)
        #expect(slider.accessibilitySetNumericValue(50) && changes == 2)  // no change, no event
        #expect(!slider.accessibilitySetNumericValue(.nan) && slider.value == 50)
        slider.isEnabled = false
        #expect(!slider.accessibilitySetNumericValue(10) && slider.value == 50)

        let progress = ProgressView()
        progress.progress = 0.25
        #expect(progress.accessibilityLabel == "Progress")
        #expect(progress.accessibilityNumericValue == AccessibilityNumericValue(current: 0.25, minimum: 0, maximum: 1))
        #expect(!progress.accessibilitySetNumericValue(0.5) && progress.progress == 0.25)

        let pages = PageControl()
        #expect(pages.accessibilityLabel == "Page" && pages.accessibilityNumericValue == nil)
        pages.numberOfPages = 4
        pages.currentPage = 2
        #expect(pages.accessibilityNumericValue == AccessibilityNumericValue(current: 3, minimum: 1, maximum: 4, step: 1))
        #expect(View().accessibilityNumericValue == nil && !View().accessibilitySetNumericValue(1))
    }

    @Test func eachSegmentIsAnElementThatChoosesIt() throws {
        let h = try HeadlessHost(size: Size(width: 300, height: 100))
        let segments = SegmentedControl(items: ["Day", "Week", "Month"], frame: Rect(x: 10, y: 10, width: 240, height: 30))
        segments.setEnabled(false, forSegmentAt: 2)
        h.window.addSubview(segments)
        var changes = 0
        segments.addAction(for: .valueChanged) { _, _ in changes += 1 }
        let items = Accessibility.elements(in: h.window)
        #expect(items.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(items.map(\.accessibilityTraits) == [.button, .button, [.button, .notEnabled]])
        #expect(items[1].accessibilityFrame == segments.convert(segments.segmentFrames[1], to: nil))
        #expect(items[1].accessibilityActivate())
        #expect(segments.selectedSegmentIndex == 1 && changes == 1)
        #expect(Accessibility.elements(in: h.window)[1].accessibilityTraits == [.button, .selected])
        #expect(items[1].accessibilityActivate() && changes == 1)  // already chosen: no event
        #expect(!items[2].accessibilityActivate() && segments.selectedSegmentIndex == 1)
    }

    @Test func observersHearPostsBesideTheAppsObserver() {
        var app: [AccessibilityNotification] = [], bridge: [AccessibilityNotification] = []
        let old = Accessibility.observer
        Accessibility.observer = { app.append($0) }
        defer { Accessibility.observer = old }
        let token = Accessibility.addObserver { bridge.append($0) }
        Accessibility.post(.announcement("Saved"))
        Accessibility.removeObserver(token)
        Accessibility.post(.layoutChanged)
        #expect(app == [.announcement("Saved"), .layoutChanged])
        #expect(bridge == [.announcement("Saved")])
    }

    @Test func textFieldsReadTheirPlaceholderAndHideSecureText() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        field.placeholder = "Password"
        field.text = "hunter2"
        #expect(field.accessibilityLabel == "Password" && field.accessibilityValue == "hunter2")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••••")
    }

    @Test func notificationsReachTheObserver() {
        var received: [AccessibilityNotification] = []
        let old = Accessibility.observer
        Accessibility.observer = { received.append($0) }
        defer { Accessibility.observer = old }
        Accessibility.post(.announcement("Saved"))
        Accessibility.post(.screenChanged)
        #expect(received == [.announcement("Saved"), .screenChanged])
    }

    @Test func customElementsStandForPartsOfAView() throws {
        let h = try HeadlessHost(size: Size(width: 200, height: 100))
        let strip = View(frame: Rect(x: 20, y: 30, width: 100, height: 40))
        let child = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        child.text = "replaced by the elements"
        strip.addSubview(child)
        h.window.addSubview(strip)
        var bumped = 0
        let a = AccessibilityElement(container: strip)
        a.accessibilityLabel = "Left half"
        a.frameInContainer = Rect(x: 0, y: 0, width: 50, height: 40)
        a.onIncrement = { bumped += 1 }
        let b = AccessibilityElement(container: strip)
        b.accessibilityLabel = "Right half"
        b.frameInContainer = Rect(x: 50, y: 0, width: 50, height: 40)
        strip.accessibilityElements = [a, b]
        let items = Accessibility.elements(in: h.window)
        #expect(items.map(\.accessibilityLabel) == ["Left half", "Right half"])
        #expect(items[1].accessibilityFrame == Rect(x: 70, y: 30, width: 50, height: 40))
        items[0].accessibilityIncrement()
        items[1].accessibilityIncrement()  // no action set: nothing happens
        #expect(bumped == 1 && !items[0].accessibilityActivate())
    }
}
