import RKGeometry
import RKGraphics

/// Draws a cell's standard accessory (chevron, checkmark, info button); a tap on an info
/// button is reported to the table's delegate.
@MainActor
final class TableViewCellAccessory: View {
    weak var cell: TableViewCell?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let type = cell?.accessoryType else { return }
        let b = bounds
        let y = b.midY
        // Right to left the accessory sits on the row's left: its marks are placed from the
        // left edge and the chevron points left.
        let d = isRightToLeft ? -1.0 : 1
        func x(_ fromRight: Double) -> Double { d > 0 ? b.maxX - fromRight : b.minX + fromRight }
        func chevron(at x: Double) {
            var p = Path()
            p.move(to: Point(x: x - 3.5 * d, y: y - 6.5))
            p.addLine(to: Point(x: x + 2.5 * d, y: y))
            p.addLine(to: Point(x: x - 3.5 * d, y: y + 6.5))
            canvas.stroke(
                p, with: Theme.cellMark,
                style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
        func info(at x: Double) {
            var ring = Path()
            ring.addArc(
                center: Point(x: x, y: y), radius: 10, startAngle: 0, endAngle: 2 * Double.pi,
                clockwise: false)
            canvas.stroke(ring, with: Theme.accent, style: StrokeStyle(lineWidth: 1.5))
            canvas.fill(Rect(x: x - 1, y: y - 2, width: 2, height: 7), with: Theme.accent)
            canvas.fill(Rect(x: x - 1, y: y - 6, width: 2, height: 2), with: Theme.accent)
        }
        switch type {
        case .none: break
        case .disclosureIndicator: chevron(at: x(18))
        case .checkmark:
            var p = Path()
            let x = d > 0 ? x(26) : x(26) - 14
            p.move(to: Point(x: x, y: y))
            p.addLine(to: Point(x: x + 5, y: y + 5))
            p.addLine(to: Point(x: x + 14, y: y - 6))
            canvas.stroke(
                p, with: Theme.accent, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round)
            )
        case .detailButton: info(at: x(26))
        case .detailDisclosureButton:
            info(at: x(44))
            chevron(at: x(18))
        }
    }

    /// Only an info button takes touches; a chevron or checkmark lets them through to the row.
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard let type = cell?.accessoryType, type == .detailButton || type == .detailDisclosureButton
        else { return nil }
        let fromRight = type == .detailButton ? 26.0 : 44
        let x = isRightToLeft ? bounds.minX + fromRight : bounds.maxX - fromRight
        return Swift.abs(point.x - x) <= 18 && bounds.contains(point) ? self : nil
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let cell, let table = cell.superview as? TableView, let path = table.indexPath(for: cell)
        else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: path)
    }
}
