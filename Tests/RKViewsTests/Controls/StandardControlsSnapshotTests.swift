import Foundation
import RKGeometry
import RKGraphics
import RKHosts
import RKLayers
import RKSnapshotTesting
import Testing

@testable import RKViews

/// One reference image per standard control, showing its main states side by side in the light
/// theme, at 2x.
@MainActor
@Suite(.serialized) struct StandardControlsSnapshotTests {
    func host(_ width: Double, _ height: Double) throws -> HeadlessHost {
        try HeadlessHost(size: Size(width: width, height: height), scale: 2)
    }

    /// A small gray caption.
    @discardableResult
    func caption(_ text: String, in h: HeadlessHost, frame: Rect, alignment: TextLayout.Alignment = .center) -> Label {
        let l = Label(frame: frame)
        l.text = text
        l.font = .system(size: 12)
        l.textColor = Theme.secondaryText
        l.textAlignment = alignment
        h.window.addSubview(l)
        return l
    }

    @Test func buttons() throws {
        let h = try host(580, 300)
        let states: [(String, (Button) -> Void)] = [
            ("normal", { _ in }), ("highlighted", { $0.isHighlighted = true }),
            ("disabled", { $0.isEnabled = false }), ("selected", { $0.isSelected = true }),
        ]
        for (i, s) in states.enumerated() {
            caption(s.0, in: h, frame: Rect(x: 90 + Double(i) * 122, y: 12, width: 110, height: 16))
        }
        let rows: [(String, () -> Button)] = [
            ("plain", {
                let b = Button(style: .plain)
                b.setTitle("Button", for: .normal)
                return b
            }),
            ("gray", {
                let b = Button(style: .gray)
                b.setTitle("Gray", for: .normal)
                return b
            }),
            ("filled", {
                let b = Button(style: .filled)
                b.setTitle("Filled", for: .normal)
                return b
            }),
            ("custom", {
                let b = Button()
                b.setBackgroundImage(ControlArt.pill(color: Color(red: 0.2, green: 0.62, blue: 0.35)), for: .normal)
                b.setBackgroundImage(ControlArt.pill(color: Color(red: 0.85, green: 0.45, blue: 0.1)), for: .selected)
                b.setTitle("Custom", for: .normal)
                b.setTitle("Chosen", for: .selected)
                b.setTitleColor(.white, for: .normal)
                b.setImage(ControlArt.star(color: .white), for: .normal)
                b.contentEdgeInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)
                b.imagePadding = 6
                return b
            }),
            ("image", {
                let b = Button()
                b.setImage(ControlArt.star(side: 26), for: .normal)
                b.setImage(ControlArt.star(color: Color(red: 0.85, green: 0.2, blue: 0.2), side: 26), for: .selected)
                return b
            }),
        ]
        for (r, row) in rows.enumerated() {
            let y = 40 + Double(r) * 52
            caption(row.0, in: h, frame: Rect(x: 10, y: y + 12, width: 70, height: 16), alignment: .right)
            for (c, s) in states.enumerated() {
                let b = row.1()
                b.frame = Rect(x: 90 + Double(c) * 122, y: y, width: 110, height: 40)
                s.1(b)
                h.window.addSubview(b)
            }
        }
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "buttons")
    }

    @Test func switches() throws {
        let h = try host(420, 90)
        let states: [(String, (Switch) -> Void)] = [
            ("off", { _ in }), ("on", { $0.isOn = true }), ("pressed", { $0.isHighlighted = true }),
            ("off, disabled", { $0.isEnabled = false }),
            ("on, disabled", { $0.isOn = true; $0.isEnabled = false }),
        ]
        for (i, s) in states.enumerated() {
            let x = 20 + Double(i) * 80
            let sw = Switch(frame: Rect(x: x + 9, y: 18, width: 0, height: 0))
            s.1(sw)
            h.window.addSubview(sw)
            caption(s.0, in: h, frame: Rect(x: x - 6, y: 58, width: 80, height: 16))
        }
        h.run(for: 0.5)
        Snapshot.expect(h.snapshot(), named: "switches")
    }

    @Test func sliders() throws {
        let h = try host(600, 230)
        let values = [0.0, 0.5, 1.0]
        for (i, v) in values.enumerated() {
            caption("value \(v)", in: h, frame: Rect(x: 90 + Double(i) * 170, y: 10, width: 150, height: 16))
        }
        let rows: [(String, (Slider) -> Void)] = [
            ("default", { _ in }),
            ("disabled", { $0.isEnabled = false }),
            ("images", { s in
                let orange = Color(red: 0.95, green: 0.55, blue: 0.1)
                s.setMinimumTrackImage(StretchableImage(image: ControlArt.track(color: orange), leftCapWidth: 10, topCapHeight: 0), for: .normal)
                s.setMaximumTrackImage(StretchableImage(image: ControlArt.track(color: Color(white: 0.8)), leftCapWidth: 10, topCapHeight: 0), for: .normal)
                s.setThumbImage(ControlArt.knob(), for: .normal)
            }),
            ("tinted", { s in
                s.minimumTrackTintColor = Color(red: 0.2, green: 0.7, blue: 0.35)
                s.maximumTrackTintColor = Color(red: 0.2, green: 0.7, blue: 0.35, alpha: 0.25)
                s.thumbTintColor = Color(red: 0.93, green: 1, blue: 0.95)
            }),
        ]
        for (r, row) in rows.enumerated() {
            let y = 36 + Double(r) * 48
            caption(row.0, in: h, frame: Rect(x: 4, y: y + 8, width: 74, height: 16), alignment: .right)
            for (c, v) in values.enumerated() {
                let s = Slider(frame: Rect(x: 90 + Double(c) * 170, y: y, width: 150, height: 31))
                row.1(s)
                s.value = v
                h.window.addSubview(s)
            }
        }
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "sliders")
    }

    @Test func progressViews() throws {
        let h = try host(420, 150)
        let values = [0.0, 0.3, 0.7, 1.0]
        for (i, v) in values.enumerated() {
            let y = 16 + Double(i) * 26
            caption("\(Int(v * 100))%", in: h, frame: Rect(x: 4, y: y - 6, width: 50, height: 16), alignment: .right)
            let p = ProgressView(frame: Rect(x: 66, y: y, width: 330, height: 0))
            p.progress = v
            h.window.addSubview(p)
        }
        let custom = ProgressView(frame: Rect(x: 66, y: 128, width: 330, height: 9))
        custom.trackImage = StretchableImage(image: ControlArt.track(color: Color(white: 0.82)), leftCapWidth: 10, topCapHeight: 0)
        custom.progressImage = StretchableImage(image: ControlArt.track(color: Color(red: 0.95, green: 0.55, blue: 0.1)),
                                                leftCapWidth: 10, topCapHeight: 0)
        custom.progress = 0.6
        h.window.addSubview(custom)
        caption("images", in: h, frame: Rect(x: 4, y: 124, width: 50, height: 16), alignment: .right)
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "progress")
    }

    @Test func activityIndicators() throws {
        let h = try host(260, 100)
        let dark = View(frame: Rect(x: 170, y: 0, width: 90, height: 100))
        dark.backgroundColor = Color(white: 0.15)
        h.window.addSubview(dark)
        let medium = ActivityIndicator(style: .medium)
        medium.frame.origin = Point(x: 35, y: 30)
        let large = ActivityIndicator(style: .large)
        large.frame.origin = Point(x: 102, y: 22)
        let white = ActivityIndicator(style: .large)
        white.color = .white
        white.frame.origin = Point(x: 196, y: 22)
        for a in [medium, large, white] {
            h.window.addSubview(a)
            a.startAnimating()
        }
        caption("medium", in: h, frame: Rect(x: 5, y: 70, width: 80, height: 16))
        caption("large", in: h, frame: Rect(x: 80, y: 70, width: 80, height: 16))
        // A quarter turn plus a little: three steps of the spin.
        h.run(for: 0.25 + 1.0 / 24)
        Snapshot.expect(h.snapshot(), named: "activity")
    }

    @Test func labels() throws {
        let h = try host(520, 330)
        func box(_ frame: Rect) -> Label {
            let l = Label(frame: frame)
            l.backgroundColor = Color(white: 0.95)
            h.window.addSubview(l)
            return l
        }
        for (i, a) in [TextLayout.Alignment.left, .center, .right].enumerated() {
            let l = box(Rect(x: 20, y: 20 + Double(i) * 36, width: 230, height: 30))
            l.text = "Aligned \(a)"
            l.textAlignment = a
        }
        let long = "Slow-roasted tomatoes with garlic, thyme and olive oil"
        for (i, m) in [TextLayout.LineBreakMode.truncatingTail, .truncatingMiddle, .truncatingHead, .clip].enumerated() {
            let l = box(Rect(x: 270, y: 20 + Double(i) * 36, width: 230, height: 30))
            l.text = long
            l.lineBreakMode = m
        }
        let wrapped = box(Rect(x: 20, y: 130, width: 230, height: 84))
        wrapped.text = long + ", served warm on toasted sourdough bread"
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .center

        let fitted = Label(frame: Rect(x: 20, y: 230, width: 0, height: 0))
        fitted.text = "Sized to fit"
        fitted.font = .boldSystem(size: 22)
        fitted.backgroundColor = Color(red: 0, green: 0.48, blue: 1, alpha: 0.12)
        fitted.sizeToFit()
        h.window.addSubview(fitted)

        let disabled = box(Rect(x: 20, y: 280, width: 230, height: 30))
        disabled.text = "Disabled label"
        disabled.isEnabled = false

        let rich = box(Rect(x: 270, y: 170, width: 230, height: 44))
        var first = AttributedString("R")
        first.font = .system(size: 30)
        first.foregroundColor = Color(red: 0.8, green: 0.1, blue: 0.1)
        var rest = AttributedString("ecipeKit ")
        rest.font = .system(size: 17 * 0.8)
        rest.foregroundColor = Color(white: 0.33)
        var under = AttributedString("underlined")
        under.underlineStyle = .single
        under.foregroundColor = Theme.accent
        first.append(rest)
        first.append(under)
        rich.attributedText = first
        rich.textAlignment = .center

        let twoLines = box(Rect(x: 270, y: 230, width: 230, height: 80))
        twoLines.text = long + " and much more text that cannot fit"
        twoLines.numberOfLines = 2
        twoLines.font = .system(size: 15)
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "labels")
    }

    @Test func imageViews() throws {
        let h = try host(440, 110)
        let modes: [(String, ContentsGravity)] = [("resize", .resize), ("aspect fit", .resizeAspect),
                                                  ("aspect fill", .resizeAspectFill), ("center", .center)]
        for (i, m) in modes.enumerated() {
            let v = ImageView(image: TestImages.photo(width: 120, height: 90, scale: 2))
            v.frame = Rect(x: 20 + Double(i) * 105, y: 12, width: 90, height: 70)
            v.contentMode = m.1
            v.clipsToBounds = true
            v.backgroundColor = Color(white: 0.93)
            h.window.addSubview(v)
            caption(m.0, in: h, frame: Rect(x: 15 + Double(i) * 105, y: 88, width: 100, height: 16))
        }
        h.run(for: 0.1)
        Snapshot.expect(h.snapshot(), named: "imageviews")
    }
}
