import RKGeometry
import RKGraphics

/// A cell's editing control: the red delete button on the leading side, or the reorder
/// handle on the trailing side, which drags the row (see TableView+Reordering.swift).
@MainActor
final class TableViewCellEditingControl: View {
    enum Kind { case delete, insert, reorder }
    let kind: Kind
    weak var cell: TableViewCell?

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = localized(kind == .reorder ? "Reorder" : kind == .delete ? "Delete" : "Insert")
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        switch kind {
        case .delete, .insert:
            var disc = Path()
            disc.addArc(center: c, radius: 11, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false)
            canvas.fill(
                disc,
                with: kind == .delete
                    ? Theme.destructive : Theme.constructive)
            canvas.fill(Rect(x: c.x - 6, y: c.y - 1, width: 12, height: 2), with: .white)
            if kind == .insert {
                canvas.fill(Rect(x: c.x - 1, y: c.y - 6, width: 2, height: 12), with: .white)
            }
        case .reorder:
            for dy in [-5.0, 0, 5] {
                canvas.fill(
                    Rect(x: c.x - 9, y: c.y + dy - 0.75, width: 18, height: 1.5), with: Theme.grip)
            }
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard kind != .reorder, let cell, let table = cell.superview as? TableView,
            let path = table.indexPath(for: cell)
        else { return }
        if kind == .delete {
            table.showDeleteConfirmation(at: path)
        } else {
            table.dataSource?.tableView(table, commit: .insert, forRowAt: path)
        }
    }
}
