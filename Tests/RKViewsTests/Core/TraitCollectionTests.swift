import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKMainLoop
import Testing

@testable import RKViews

/// A view that writes down each trait change it hears of, into a shared log.
@MainActor
private final class RecordingView: View {
    var log: [String]
    let name: String
    var previous: [TraitCollection?] = []

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    static var order: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
        RecordingView.order.append(name)
    }
}

@MainActor
private final class RecordingController: ViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes += 1
    }
}

@MainActor
@Suite(.serialized) struct TraitCollectionTests {
    @Test func viewsInheritTheirWindowsStyleAndOverridesWin() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(), child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == Application.shared.systemTraitCollection.userInterfaceStyle)
        window.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .light
        #expect(parent.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        parent.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // Contrast is not overridden: it stays the desktop's.
        #expect(child.traitCollection.accessibilityContrast == Application.shared.systemTraitCollection.accessibilityContrast)
    }

    @Test func movingAViewTakesTheTraitsOfItsNewPlace() {
        let dark = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        dark.overrideUserInterfaceStyle = .dark
        let v = RecordingView("v")
        let inner = RecordingView("inner")
        v.addSubview(inner)
        #expect(inner.previous.isEmpty)
        dark.addSubview(v)
        #expect(inner.traitCollection.isDark)
        #expect(inner.previous.count == 1 && inner.previous[0]?.isDark == false)
        v.removeFromSuperview()
        #expect(!inner.traitCollection.isDark)
        #expect(inner.previous.count == 2)
    }

    @Test func changesAreReportedTopDownOnceAndOnlyWhenTheyHappen() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingView("a"), b = RecordingView("b")
        window.addSubview(a)
        a.addSubview(b)
        RecordingView.order = []
        window.overrideUserInterfaceStyle = .dark
        #expect(RecordingView.order == ["a", "b"])
        window.overrideUserInterfaceStyle = .dark
        #expect(RecordingView.order == ["a", "b"])
        // A view that keeps its own style hides the change from itself and its subviews.
        a.overrideUserInterfaceStyle = .dark
        RecordingView.order = []
        window.overrideUserInterfaceStyle = .light
        #expect(RecordingView.order.isEmpty)
    }

    @Test func controllersOverrideTheirViewsAndHearOfChanges() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let vc = RecordingController()
        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.traitCollection.isDark)
        window.addSubview(vc.view)
        #expect(vc.view.traitCollection.isDark)
        let before = vc.changes
        vc.overrideUserInterfaceStyle = .light
        #expect(!vc.traitCollection.isDark)
        #expect(vc.changes == before + 1)
        // The view's own override wins over its controller's.
        vc.view.overrideUserInterfaceStyle = .dark
        #expect(vc.view.traitCollection.isDark)
    }

    @Test func aDynamicBackgroundIsResolvedForTheLayerAndAgainOnChange() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        window.addSubview(v)
        v.backgroundColor = .systemBackground
        #expect(v.backgroundColor == .systemBackground)
        #expect(v.layer.backgroundColor == Color(red: 1, green: 1, blue: 1))
        window.overrideUserInterfaceStyle = .dark
        #expect(v.layer.backgroundColor == Color(red: 0, green: 0, blue: 0))
        #expect(v.backgroundColor == .systemBackground)
        // A fixed color set on the layer afterwards is what the view reports.
        v.layer.backgroundColor = .red
        #expect(v.backgroundColor == .red)
        window.overrideUserInterfaceStyle = .light
        #expect(v.layer.backgroundColor == .red)
    }

    @Test func controlsOutlineTheirThumbsInTheirOwnStyle() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let darkCorner = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        darkCorner.overrideUserInterfaceStyle = .dark
        window.addSubview(darkCorner)
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        darkCorner.addSubview(toggle)
        let dark = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .normal)
        let light = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal)
        #expect(toggle.thumb.layer.borderColor == Theme.separator.resolvedColor(with: dark))
        darkCorner.overrideUserInterfaceStyle = .light
        #expect(toggle.thumb.layer.borderColor == Theme.separator.resolvedColor(with: light))
    }

    @Test func aHostDrawsViewsLayersAndTextInTheWindowsStyleAndRepaintsOnChange() throws {
        EventLoop.installVirtual(at: 0)
        let h = try HeadlessHost(size: Size(width: 60, height: 20), backgroundColor: .systemBackground)
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .secondarySystemBackground
        h.window.addSubview(view)
        // A plain layer with a dynamic color, resolved while the frame is composited.
        let plain = Layer()
        plain.frame = Rect(x: 20, y: 0, width: 20, height: 20)
        plain.backgroundColor = Theme.fill
        h.window.layer.addSublayer(plain)
        let label = Label(frame: Rect(x: 40, y: 0, width: 20, height: 20))
        label.text = "WW"
        label.font = .boldSystemFont(ofSize: 16)
        h.window.addSubview(label)
        h.run(for: 0.05)
        let lightFrame = h.snapshot()
        #expect(lightFrame.pixel(x: 10, y: 10) == 0xFFF2_F2F7)
        #expect(lightFrame.pixel(x: 30, y: 10) == 0xFFE8_E8E8)
        h.window.overrideUserInterfaceStyle = .dark
        h.run(for: 0.05)
        let darkFrame = h.snapshot()
        #expect(darkFrame.pixel(x: 10, y: 10) == 0xFF1C_1C1E)
        #expect(darkFrame.pixel(x: 30, y: 10) == 0xFF38_3838)
        // The label's text is drawn light on dark now, dark on light before.
        func blues(_ image: Image) -> [UInt32] {
            (40..<60).flatMap { x in (0..<20).compactMap { y in image.pixel(x: x, y: y).map { $0 & 0xFF } } }
        }
        #expect(blues(darkFrame).max() ?? 0 > 0xC0)
        #expect(blues(lightFrame).min() ?? 255 < 0x40)
    }
}
