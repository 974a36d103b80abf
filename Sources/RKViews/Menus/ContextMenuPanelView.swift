import Foundation
import RKGeometry
import RKGraphics

/// One level of a context menu: a rounded panel of rows (actions, submenus, separators) with a
/// highlight that the pointer and the arrow keys move.
@MainActor
final class ContextMenuPanelView: View {
    static let rowHeight = 30.0
    static let separatorHeight = 9.0
    static let verticalPadding = 6.0
    static let minimumWidth = 180.0
    static let font = Font.system(size: 14)
    /// Room on the left for a check mark, and on the right for a submenu's arrow.
    static let leadingInset = 28.0
    static let trailingInset = 28.0

    /// The panel: near white in light, a raised dark gray in dark, as GTK's and iOS's menus.
    static let background = Color(light: Color(white: 0.99), dark: Color(white: 0.17))

    let menu: Menu
    let rows: [ContextMenuPresenter.Row]
    weak var presenter: ContextMenuPresenter?
    private(set) var highlightedRow: Int?

    init(menu: Menu, rows: [ContextMenuPresenter.Row]) {
        self.menu = menu
        self.rows = rows
        super.init(frame: .zero)
        backgroundColor = .clear
        layer.shadowColor = Color(white: 0)
        layer.shadowOpacity = 0.22
        layer.shadowRadius = 8
        layer.shadowOffset = Size(width: 0, height: 3)
        isAccessibilityElement = false
    }

    var preferredSize: Size {
        var width = Self.minimumWidth
        var height = 2 * Self.verticalPadding
        for row in rows {
            switch row {
            case .separator: height += Self.separatorHeight
            case .action(let element as MenuElement), .submenu(let element as MenuElement):
                height += Self.rowHeight
                let title = TextLayout(AttributedString(element.title), font: Self.font)
                width = Swift.max(width, title.size.width + Self.leadingInset + Self.trailingInset)
            }
        }
        return Size(width: width.rounded(.up), height: height)
    }

    func rowRect(_ index: Int) -> Rect {
        var y = Self.verticalPadding
        for i in 0..<index where rows.indices.contains(i) {
            if case .separator = rows[i] { y += Self.separatorHeight } else { y += Self.rowHeight }
        }
        let h: Double
        if rows.indices.contains(index), case .separator = rows[index] { h = Self.separatorHeight } else { h = Self.rowHeight }
        return Rect(x: 0, y: y, width: bounds.width, height: h)
    }

    /// The row at `point` (own coordinates) that can be highlighted, if any.
    func row(at point: Point) -> Int? {
        for i in rows.indices where rowRect(i).contains(point) {
            if case .separator = rows[i] { return nil }
            return i
        }
        return nil
    }

    private func isSelectable(_ i: Int) -> Bool {
        switch rows[i] {
        case .separator: false
        case .action(let a): a.isEnabled
        case .submenu: true
        }
    }

    func highlight(_ index: Int?) {
        guard index != highlightedRow else { return }
        highlightedRow = index
        setNeedsDisplay()
    }

    /// Moves the highlight to the next selectable row in `direction` from `start` (from an
    /// end when nil), wrapping around.
    func moveHighlight(by direction: Int, from start: Int?) {
        guard !rows.isEmpty else { return }
        var i = start ?? (direction > 0 ? -1 : rows.count)
        for _ in 0..<rows.count {
            i = (i + direction + rows.count) % rows.count
            if isSelectable(i) {
                highlight(i)
                return
            }
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first else { return }
        highlight(row(at: t.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first else { return }
        highlight(row(at: t.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let t = touches.first, let row = row(at: t.location(in: self)) else { return }
        presenter?.activate(row: row, in: self)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        highlight(nil)
    }

    // MARK: Drawing

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let shape = bounds.insetBy(dx: 0.5, dy: 0.5)
        canvas.fill(roundedRect: shape, cornerRadius: 8, with: ContextMenuPanelView.background)
        canvas.stroke(roundedRect: shape, cornerRadius: 8, with: Theme.separator, lineWidth: 1)
        for (i, row) in rows.enumerated() {
            let r = rowRect(i)
            switch row {
            case .separator:
                canvas.fill(Rect(x: 8, y: (r.midY).rounded(.down), width: r.width - 16, height: 1), with: Theme.separator)
            case .action(let action):
                drawRow(action, in: r, index: i, enabled: action.isEnabled, canvas: canvas,
                        destructive: action.attributes.contains(.destructive), state: action.state, hasSubmenu: false)
            case .submenu(let menu):
                drawRow(menu, in: r, index: i, enabled: true, canvas: canvas,
                        destructive: menu.options.contains(.destructive), state: .off, hasSubmenu: true)
            }
        }
    }

    private func drawRow(_ element: MenuElement, in r: Rect, index: Int, enabled: Bool, canvas: Canvas,
                         destructive: Bool, state: MenuElement.State, hasSubmenu: Bool) {
        let highlighted = highlightedRow == index && enabled
        if highlighted {
            canvas.fill(roundedRect: r.insetBy(dx: 5, dy: 1), cornerRadius: 5, with: Theme.accent)
        }
        let color: Color
        if !enabled {
            color = Theme.disabledText
        } else if highlighted {
            color = .white
        } else if destructive {
            color = .systemRed
        } else {
            color = Theme.text
        }
        let width = Swift.max(0, r.width - Self.leadingInset - Self.trailingInset)
        let title = TextLayout(AttributedString(element.title), width: width, lineBreakMode: .truncatingTail,
                               numberOfLines: 1, font: Self.font, color: color)
        title.draw(in: canvas, at: Point(x: r.minX + Self.leadingInset, y: r.midY - title.size.height / 2))
        let mark: String? = switch state {
        case .on: "✓"
        case .mixed: "–"
        case .off: nil
        }
        if let mark {
            let m = TextLayout(AttributedString(mark), font: Self.font, color: color)
            m.draw(in: canvas, at: Point(x: r.minX + 10, y: r.midY - m.size.height / 2))
        }
        if hasSubmenu {
            var arrow = Path()
            let x = r.maxX - 16, y = r.midY
            arrow.move(to: Point(x: x - 3, y: y - 4))
            arrow.addLine(to: Point(x: x + 1, y: y))
            arrow.addLine(to: Point(x: x - 3, y: y + 4))
            canvas.stroke(arrow, with: color, style: StrokeStyle(lineWidth: 1.5))
        }
    }

    // MARK: Accessibility

    override var accessibilityElements: [AccessibilityElement]? {
        get {
            rows.indices.compactMap { i -> AccessibilityElement? in
                let element: MenuElement
                switch rows[i] {
                case .separator: return nil
                case .action(let a): element = a
                case .submenu(let m): element = m
                }
                let item = AccessibilityElement(container: self)
                item.accessibilityLabel = element.title
                item.accessibilityTraits = isSelectable(i) ? .menuItem : [.menuItem, .notEnabled]
                item.frameInContainer = rowRect(i)
                item.onActivate = { [weak self] in
                    guard let self else { return false }
                    self.presenter?.activate(row: i, in: self)
                    return true
                }
                return item
            }
        }
        set {}
    }
}
