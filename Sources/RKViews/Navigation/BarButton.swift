import Foundation
import RKGeometry
import RKGraphics

/// The button a ``NavigationBar`` shows for a ``BarButtonItem``, or for its back button: a
/// plain button (its title fades while pressed) that draws the system glyphs and the back
/// chevron itself.
@MainActor
final class BarButton: Button {
    /// What the button stands for.
    enum Kind {
        /// A bar button item.
        case item(BarButtonItem)
        /// The back button.
        case back
    }

    /// The title the back button shows ("" for the chevron alone).
    var backTitle = "" {
        didSet { if backTitle != oldValue { update() } }
    }

    let kind: Kind
    /// The color of titles and glyphs when the item has none of its own.
    var barTint: Color {
        didSet { if barTint != oldValue { update() } }
    }

    /// The glyph's side, in points.
    static let glyphSide = 22.0
    /// Room for the back chevron before the back title.
    static let chevronWidth = 20.0
    /// Space between a title and the button's edges.
    static let titlePadding = 6.0

    init(kind: Kind, tint: Color) {
        self.kind = kind
        barTint = tint
        super.init(frame: .zero)
        style = .plain
        if case .item(let item) = kind { item.button = self }
        update()
    }

    var item: BarButtonItem? {
        if case .item(let item) = kind { return item }
        return nil
    }

    /// The glyph drawn for a system item, if any.
    private var glyph: BarButtonItem.SystemItem? {
        guard let item, item.image == nil, item.title == nil, let s = item.systemItem, s.isGlyph else {
            return nil
        }
        return s
    }

    private var isBack: Bool {
        if case .back = kind { return true }
        return false
    }

    /// Applies the item's title, image, style, color and state.
    func update() {
        switch kind {
        case .item(let item):
            setTitle(item.image == nil ? item.title : nil, for: .normal)
            setImage(item.image, for: .normal)
            titleLabel.font = item.style == .done ? Theme.boldButtonFont : Theme.buttonFont
            tintColor = item.tintColor ?? barTint
            isEnabled = item.isEnabled
            accessibilityLabel = item.spokenLabel
            contentEdgeInsets = EdgeInsets(
                top: 0, left: BarButton.titlePadding, bottom: 0, right: BarButton.titlePadding)
        case .back:
            let title = backTitle
            setTitle(title.isEmpty ? nil : title, for: .normal)
            titleLabel.font = Theme.buttonFont
            tintColor = barTint
            accessibilityLabel = title.isEmpty ? localized("Back") : title
            // The chevron leads: on the right, pointing right, in a right-to-left bar.
            let rtl = isRightToLeft
            contentEdgeInsets = EdgeInsets(
                top: 0, left: rtl ? BarButton.titlePadding : BarButton.chevronWidth, bottom: 0,
                right: rtl ? BarButton.chevronWidth : BarButton.titlePadding)
        }
        setNeedsDisplay()
    }

    /// The button's width in a bar: its content, at least the item's ``BarButtonItem/width``.
    var preferredWidth: Double {
        if glyph != nil {
            return Swift.max(BarButton.glyphSide + 2 * BarButton.titlePadding, item?.width ?? 0)
        }
        var w = intrinsicContentSize.width
        if isBack && currentTitle == nil { w = BarButton.chevronWidth + 4 }
        return Swift.max(w, item?.width ?? 0)
    }

    override func primaryActionDidTrigger(with event: Event?) {
        super.primaryActionDidTrigger(with: event)
        item?.trigger()
    }

    /// The color glyphs and the chevron are drawn in now.
    private var strokeColor: Color {
        if !isEnabled { return Theme.disabledText }
        // Pressed glyphs fade like the titles of plain buttons.
        return isHighlighted ? tintColor.withAlpha(0.3) : tintColor
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        super.draw(rect, in: canvas)
        if isBack {
            drawChevron(in: canvas)
        } else if let glyph {
            let s = BarButton.glyphSide
            let box = Rect(
                x: (bounds.midX - s / 2).rounded(), y: (bounds.midY - s / 2).rounded(), width: s, height: s)
            BarButton.draw(glyph, in: box, color: strokeColor, on: canvas)
        }
    }

    private func drawChevron(in canvas: Canvas) {
        var p = Path()
        // Drawn for a left-to-right bar, then mirrored about the button's middle.
        let flip = isRightToLeft
        func at(_ x: Double, _ y: Double) -> Point { Point(x: flip ? bounds.width - x : x, y: y) }
        let x = 8.0
        let y = bounds.midY
        p.move(to: at(x + 6, y - 10))
        p.addLine(to: at(x - 1, y))
        p.addLine(to: at(x + 6, y + 10))
        canvas.stroke(
            p, with: strokeColor, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
    }

    /// Draws a system item's glyph in `box`: strokes 2 points wide with round ends.
    static func draw(_ item: BarButtonItem.SystemItem, in box: Rect, color: Color, on canvas: Canvas) {
        let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        let c = Point(x: box.midX, y: box.midY)
        let r = box.width / 2
        var p = Path()
        switch item {
        case .add:
            p.move(to: Point(x: c.x, y: c.y - r * 0.8))
            p.addLine(to: Point(x: c.x, y: c.y + r * 0.8))
            p.move(to: Point(x: c.x - r * 0.8, y: c.y))
            p.addLine(to: Point(x: c.x + r * 0.8, y: c.y))
        case .stop:
            let d = r * 0.6
            p.move(to: Point(x: c.x - d, y: c.y - d))
            p.addLine(to: Point(x: c.x + d, y: c.y + d))
            p.move(to: Point(x: c.x + d, y: c.y - d))
            p.addLine(to: Point(x: c.x - d, y: c.y + d))
        case .refresh:
            // Most of a circle, clockwise from the upper right round to the top, with an
            // arrowhead pointing on.
            let rr = r * 0.72
            let start = -Double.pi / 2 + 1.0
            let end = -Double.pi / 2 + 2 * .pi
            p.addArc(center: c, radius: rr, startAngle: start, endAngle: end, clockwise: true)
            let tip = Point(x: c.x + rr * cos(end), y: c.y + rr * sin(end))
            p.move(to: Point(x: tip.x - 4, y: tip.y - 4.5))
            p.addLine(to: tip)
            p.addLine(to: Point(x: tip.x - 4, y: tip.y + 4.5))
        case .action:
            // An open box with an arrow rising out of it.
            let w = r * 1.2
            let top = c.y - r * 0.15
            let bottom = c.y + r * 0.9
            p.move(to: Point(x: c.x - w / 2 + 2.5, y: top))
            p.addLine(to: Point(x: c.x - w / 2, y: top))
            p.addLine(to: Point(x: c.x - w / 2, y: bottom))
            p.addLine(to: Point(x: c.x + w / 2, y: bottom))
            p.addLine(to: Point(x: c.x + w / 2, y: top))
            p.addLine(to: Point(x: c.x + w / 2 - 2.5, y: top))
            p.move(to: Point(x: c.x, y: c.y + r * 0.4))
            p.addLine(to: Point(x: c.x, y: c.y - r * 0.95))
            p.move(to: Point(x: c.x - 4, y: c.y - r * 0.95 + 4))
            p.addLine(to: Point(x: c.x, y: c.y - r * 0.95))
            p.addLine(to: Point(x: c.x + 4, y: c.y - r * 0.95 + 4))
        case .reply:
            // An arrow pointing left whose tail curves down to the right.
            let head = Point(x: c.x - r * 0.8, y: c.y - r * 0.25)
            p.move(to: Point(x: head.x + 5, y: head.y - 5))
            p.addLine(to: head)
            p.addLine(to: Point(x: head.x + 5, y: head.y + 5))
            p.move(to: head)
            p.addCurve(
                to: Point(x: c.x + r * 0.8, y: c.y + r * 0.75),
                control1: Point(x: c.x + r * 0.2, y: head.y),
                control2: Point(x: c.x + r * 0.8, y: c.y))
        default:
            return
        }
        canvas.stroke(p, with: color, style: style)
    }
}

extension Color {
    /// The color with its alpha multiplied by `k`.
    fileprivate func withAlpha(_ k: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * k)
    }
}
