import Foundation
import RKGeometry
import RKGraphics

/// The thin column of section index titles on a table's trailing edge: touching or dragging
/// along it jumps to the section of the title under the finger.
@MainActor
final class TableSectionIndexView: View {
    weak var table: TableView?
    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }
    static let width = 16.0
    /// The title last jumped to, so a drag jumps once per title.
    private var current: Int?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = localized("Section index")
        accessibilityTraits = .adjustable
    }

    private var rowHeight: Double {
        titles.isEmpty ? 0 : Swift.min(16, bounds.height / Double(titles.count))
    }

    private var top: Double { (bounds.height - rowHeight * Double(titles.count)) / 2 }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let h = rowHeight
        for (i, t) in titles.enumerated() {
            let layout = TextLayout(
                AttributedString(t), font: .system(size: 11, weight: .bold), color: Theme.accent)
            layout.draw(
                in: canvas,
                at: Point(
                    x: ((bounds.width - layout.size.width) / 2).rounded(),
                    y: top + Double(i) * h + (h - layout.size.height) / 2))
        }
    }

    /// The title at a height in the view, clamped to the titles.
    func titleIndex(at y: Double) -> Int? {
        guard !titles.isEmpty, rowHeight > 0 else { return nil }
        return Swift.min(Swift.max(0, Int(((y - top) / rowHeight).rounded(.down))), titles.count - 1)
    }

    /// The index takes its touches: a scroll may not start from it.
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        current = nil
        jump(touches)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { jump(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { current = nil }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { current = nil }

    private func jump(_ touches: Set<Touch>) {
        guard let touch = touches.first, let i = titleIndex(at: touch.location(in: self).y),
            i != current
        else { return }
        current = i
        table?.jumpToSectionIndexTitle(at: i)
    }
}
