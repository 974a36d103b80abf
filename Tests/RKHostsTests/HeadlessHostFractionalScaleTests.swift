import RKGeometry
import RKGraphics
import RKSnapshotTesting
import Testing
import RKViews

@testable import RKHosts

/// Controls and text drawn by the headless host at the fractional scales desktops use (125%,
/// 150%, 175%): the frame is the size in points times the scale, and text and edges land on the
/// pixel grid of that scale rather than being drawn at 1x or 2x and resampled.
@MainActor
@Suite(.serialized) struct HeadlessHostFractionalScaleTests {
    /// A label, buttons, a switch, a slider, a segmented control and a text field.
    private func controls(in host: HeadlessHost) {
        let title = Label(frame: Rect(x: 12, y: 8, width: 296, height: 24))
        title.text = "Crisp at 150%"
        title.font = .system(size: 17, weight: .semibold)
        host.window.addSubview(title)
        let body = Label(frame: Rect(x: 12, y: 34, width: 296, height: 34))
        body.text = "Text, hairlines and round knobs drawn at 1.5 pixels per point."
        body.font = .system(size: 12)
        body.numberOfLines = 2
        host.window.addSubview(body)
        let filled = Button(style: .filled)
        filled.setTitle("Filled", for: .normal)
        filled.frame = Rect(x: 12, y: 76, width: 90, height: 32)
        host.window.addSubview(filled)
        let gray = Button(style: .gray)
        gray.setTitle("Gray", for: .normal)
        gray.frame = Rect(x: 112, y: 76, width: 80, height: 32)
        host.window.addSubview(gray)
        let toggle = Switch(frame: Rect(x: 206, y: 79, width: 51, height: 31))
        toggle.isOn = true
        host.window.addSubview(toggle)
        let slider = Slider(frame: Rect(x: 12, y: 118, width: 296, height: 30))
        slider.value = 0.4
        host.window.addSubview(slider)
        let segments = SegmentedControl(items: ["Day", "Week", "Month"], frame: Rect(x: 12, y: 156, width: 296, height: 30))
        segments.selectedSegmentIndex = 1
        host.window.addSubview(segments)
        let field = TextField(frame: Rect(x: 12, y: 194, width: 296, height: 34))
        field.text = "Sourdough, 1.5x"
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
    }

    @Test func controlsAtOneAndAHalf() throws {
        let host = try HeadlessHost(size: Size(width: 320, height: 240), scale: 1.5)
        #expect(host.bitmap.pixelWidth == 480 && host.bitmap.pixelHeight == 360)
        controls(in: host)
        host.run(for: 0.5)
        Snapshot.expect(host.snapshot(), named: "controls@1.5x")
    }

    /// The same line of text at each fractional scale.
    @Test(arguments: [1.25, 1.5, 1.75])
    func textAt(scale: Double) throws {
        let host = try HeadlessHost(size: Size(width: 260, height: 64), scale: scale)
        #expect(host.bitmap.pixelWidth == Int((260 * scale).rounded()))
        let big = Label(frame: Rect(x: 8, y: 6, width: 244, height: 26))
        big.text = "Pâte brisée ½ cup"
        big.font = .system(size: 20)
        host.window.addSubview(big)
        let small = Label(frame: Rect(x: 8, y: 36, width: 244, height: 20))
        small.text = "11 pt: Il1| 0O rn m — ffi"
        small.font = .system(size: 11)
        host.window.addSubview(small)
        host.run(for: 0.1)
        Snapshot.expect(host.snapshot(), named: "text@\(scale)x")
    }
}
