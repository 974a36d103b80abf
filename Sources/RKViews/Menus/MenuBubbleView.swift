import Foundation
import RKGeometry
import RKGraphics

/// The view ``MenuController`` shows: a dark rounded bubble of item titles separated by thin
/// lines, with an arrow on its top or bottom edge pointing at the target. It tracks touches
/// itself: the item under the finger is highlighted, and lifting on the item it went down on
/// performs it.
@MainActor
final class MenuBubbleView: View {
    /// The height of the bubble without its arrow.
    static let bodyHeight = 36.0
    /// How far the arrow sticks out of the bubble.
    static let arrowHeight = 9.0
    /// Half the width of the arrow's base.
    static let arrowHalfWidth = 9.0
    static let cornerRadius = 8.0
    /// Space on each side of a title.
    static let itemPadding = 12.0

    /// The items shown, left to right, with their widths.
    private(set) var items: [(item: MenuItem, width: Double)] = []
    /// Whether the arrow is on the top edge (pointing up) rather than the bottom.
    private(set) var arrowPointsUp = false
    /// The x of the arrow's tip, in the view's coordinates.
    private(set) var arrowX = 0.0
    /// The item under the finger.
    private(set) var highlightedIndex: Int?
    /// Called when an item is tapped.
    var onSelect: ((MenuItem) -> Void)?
    /// The controller showing this bubble, which Escape in its window asks to hide it.
    weak var controller: MenuController?

    private var trackedTouch: Touch?

    /// The natural width of an item's cell.
    static func naturalWidth(of item: MenuItem) -> Double {
        TextLayout(AttributedString(item.title), font: TextInputTheme.menuFont).size.width + 2 * itemPadding
    }

    /// Sets what the bubble shows; its frame is set by the controller.
    func configure(items: [(item: MenuItem, width: Double)], arrowPointsUp: Bool, arrowX: Double) {
        self.items = items
        self.arrowPointsUp = arrowPointsUp
        self.arrowX = arrowX
        highlightedIndex = nil
        setNeedsDisplay()
    }

    /// The bubble without the arrow, in the view's coordinates.
    var bodyRect: Rect {
        Rect(x: 0, y: arrowPointsUp ? Self.arrowHeight : 0, width: bounds.width, height: Self.bodyHeight)
    }

    /// The cell of each item, in the view's coordinates.
    var itemRects: [Rect] {
        let body = bodyRect
        var x = body.minX
        return items.map { entry in
            defer { x += entry.width }
            return Rect(x: x, y: body.minY, width: entry.width, height: body.height)
        }
    }

    /// One element per item, a button named by its title; activating it performs the item, as a
    /// tap does. The bubble is named "Menu".
    override var accessibilityElements: [AccessibilityElement]? {
        get {
            if let set = super.accessibilityElements { return set }
            let rects = itemRects
            return items.indices.map { i in
                let e = AccessibilityElement(container: self)
                let item = items[i].item
                e.accessibilityLabel = item.title
                e.accessibilityTraits = .button
                e.frameInContainer = rects[i]
                e.onActivate = { [weak self] in
                    guard let select = self?.onSelect else { return false }
                    select(item)
                    return true
                }
                return e
            }
        }
        set { super.accessibilityElements = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? localized("Menu") }
        set { super.accessibilityLabel = newValue }
    }

    private func itemIndex(at point: Point) -> Int? {
        guard bodyRect.contains(point) else { return nil }
        return itemRects.firstIndex { $0.contains(point) }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        setHighlighted(itemIndex(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        setHighlighted(itemIndex(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let index = itemIndex(at: touch.location(in: self))
        setHighlighted(nil)
        if let index, items.indices.contains(index) { onSelect?(items[index].item) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        setHighlighted(nil)
    }

    private func setHighlighted(_ index: Int?) {
        guard index != highlightedIndex else { return }
        highlightedIndex = index
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// The outline of the bubble and its arrow as one path, so the translucent fill has no
    /// seam where they meet.
    var outline: Path {
        let b = bodyRect, r = Self.cornerRadius, pi = Double.pi
        let ah = Self.arrowHeight, aw = Self.arrowHalfWidth
        var p = Path()
        p.move(to: Point(x: b.minX + r, y: b.minY))
        if arrowPointsUp {
            p.addLine(to: Point(x: arrowX - aw, y: b.minY))
            p.addLine(to: Point(x: arrowX, y: b.minY - ah))
            p.addLine(to: Point(x: arrowX + aw, y: b.minY))
        }
        p.addLine(to: Point(x: b.maxX - r, y: b.minY))
        p.addArc(center: Point(x: b.maxX - r, y: b.minY + r), radius: r, startAngle: -pi / 2, endAngle: 0, clockwise: true)
        p.addLine(to: Point(x: b.maxX, y: b.maxY - r))
        p.addArc(center: Point(x: b.maxX - r, y: b.maxY - r), radius: r, startAngle: 0, endAngle: pi / 2, clockwise: true)
        if !arrowPointsUp {
            p.addLine(to: Point(x: arrowX + aw, y: b.maxY))
            p.addLine(to: Point(x: arrowX, y: b.maxY + ah))
            p.addLine(to: Point(x: arrowX - aw, y: b.maxY))
        }
        p.addLine(to: Point(x: b.minX + r, y: b.maxY))
        p.addArc(center: Point(x: b.minX + r, y: b.maxY - r), radius: r, startAngle: pi / 2, endAngle: pi, clockwise: true)
        p.addLine(to: Point(x: b.minX, y: b.minY + r))
        p.addArc(center: Point(x: b.minX + r, y: b.minY + r), radius: r, startAngle: pi, endAngle: 3 * pi / 2, clockwise: true)
        p.close()
        return p
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard !items.isEmpty else { return }
        let shape = outline
        canvas.fill(shape, with: TextInputTheme.menuBackground)
        let cells = itemRects
        canvas.withSavedState {
            canvas.clip(to: shape)
            if let h = highlightedIndex, cells.indices.contains(h) {
                canvas.fill(cells[h], with: TextInputTheme.menuHighlight)
            }
            for cell in cells.dropFirst() {
                let x = cell.minX.rounded() + 0.5
                var line = Path()
                line.move(to: Point(x: x, y: cell.minY))
                line.addLine(to: Point(x: x, y: cell.maxY))
                canvas.stroke(line, with: TextInputTheme.menuDivider, style: StrokeStyle(lineWidth: 1))
            }
        }
        for (entry, cell) in zip(items, cells) {
            let title = TextLayout(AttributedString(entry.item.title), width: Swift.max(0, cell.width - 8),
                                   alignment: .center, lineBreakMode: .truncatingTail, numberOfLines: 1,
                                   font: TextInputTheme.menuFont, color: TextInputTheme.menuText)
            title.draw(in: canvas, at: Point(x: cell.minX + 4, y: cell.midY - title.size.height / 2))
        }
    }
}
