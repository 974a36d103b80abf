import Foundation
import RKGeometry
import RKGraphics
import RKMainLoop

/// Shows tooltips in one window: waits for the pointer to rest on a view that has one, then
/// shows the text near the pointer, inside the window. Kept on the window as an attachment.
@MainActor
public final class ToolTipPresenter {
    /// Seconds the pointer rests before a tooltip shows: GTK's default hover timeout.
    public static let delay = 0.5
    /// How far below the pointer the tooltip's top edge sits.
    static let pointerOffset = 20.0

    private weak var window: Window?
    private weak var target: View?
    private var location = Point.zero
    private var timer: EventLoop.Timer?
    let bubble = ToolTipView(frame: .zero)

    init(window: Window) { self.window = window }

    /// The text shown now, if a tooltip is up.
    var shownText: String? { bubble.superview != nil ? bubble.text : nil }

    /// The pointer is over `view` (the innermost with a tooltip, or nil) at `point` (window
    /// coordinates).
    func hover(over view: View?, at point: Point?) {
        guard let point, let view, let text = view.toolTip, !text.isEmpty else {
            hide()
            return
        }
        location = point
        if view === target { return }
        hide()
        target = view
        timer = window?.layer.eventLoop.scheduleTimer(interval: Self.delay) { [weak self] _ in
            MainActor.assumeIsolated { self?.show() }
        }
    }

    private func show() {
        timer = nil
        guard let window, let target, target.window === window, let text = target.toolTip, !text.isEmpty else { return }
        bubble.text = text
        let size = bubble.preferredSize(maxWidth: Swift.max(40, window.bounds.width - 16))
        let area = window.bounds.insetBy(dx: 4, dy: 4)
        var x = location.x - 8
        var y = location.y + Self.pointerOffset
        if y + size.height > area.maxY { y = location.y - size.height - 6 }
        x = Swift.min(Swift.max(x, area.minX), Swift.max(area.minX, area.maxX - size.width))
        y = Swift.min(Swift.max(y, area.minY), Swift.max(area.minY, area.maxY - size.height))
        bubble.frame = Rect(x: x, y: y, width: size.width, height: size.height)
        window.addSubview(bubble)
    }

    /// Hides the tooltip and forgets the view, so it shows again only after a new rest.
    func hide() {
        timer?.invalidate()
        timer = nil
        target = nil
        if bubble.superview != nil { bubble.removeFromSuperview() }
    }
}

/// The box a tooltip shows in: dark, rounded, small white text.
@MainActor
final class ToolTipView: View {
    static let font = Font.system(size: 12)
    /// Dark in both styles, a little lighter in dark so that it stands off the window.
    static let background = Color(light: Color(white: 0.16, alpha: 0.94), dark: Color(white: 0.32, alpha: 0.96))
    static let padding = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8)

    var text = "" { didSet { setNeedsDisplay() } }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    func preferredSize(maxWidth: Double) -> Size {
        let p = Self.padding
        let t = TextLayout(AttributedString(text), width: Swift.min(320, maxWidth - p.left - p.right), font: Self.font)
        return Size(width: (t.size.width + p.left + p.right).rounded(.up), height: (t.size.height + p.top + p.bottom).rounded(.up))
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fill(roundedRect: bounds, cornerRadius: 5, with: ToolTipView.background)
        let p = Self.padding
        let t = TextLayout(AttributedString(text), width: Swift.max(0, bounds.width - p.left - p.right), font: Self.font,
                           color: .white)
        t.draw(in: canvas, at: Point(x: p.left, y: p.top))
    }
}
