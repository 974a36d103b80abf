import RKGeometry
import RKGraphics
import RKViews

/// The list a page's `<select>` opens, drawn by RecipeKit over the web view: GTK's own menu
/// would open on the private display, where nobody could see or answer it.
///
/// One row per option under the field (group labels shown, not choosable); a tap on an enabled
/// row chooses it, a tap elsewhere in the web view closes the list with the choice unchanged.
@MainActor
final class WebOptionMenuView: View {
    /// An option as the page gives it.
    struct Item {
        let label: String
        let isEnabled: Bool
        let isGroupLabel: Bool
        let isSelected: Bool
    }

    static let rowHeight = 24.0
    let items: [Item]
    private let chose: (Int?) -> Void

    /// A list of `items` under `field` (the web view's points), as wide as the field at least;
    /// `chose` hears the index tapped, or nil when the list closes without a choice.
    init(items: [Item], under field: Rect, in bounds: Rect, chose: @escaping (Int?) -> Void) {
        self.items = items
        self.chose = chose
        let width = Swift.max(field.width, 120)
        let height = Double(items.count) * Self.rowHeight + 2
        var y = field.maxY
        // No room below: above the field, or as high as fits.
        if y + height > bounds.maxY { y = Swift.max(bounds.minY, field.minY - height) }
        let x = Swift.min(Swift.max(bounds.minX, field.minX), Swift.max(bounds.minX, bounds.maxX - width))
        super.init(frame: Rect(x: x, y: y, width: width, height: height))
        backgroundColor = Theme.background
        for (i, item) in items.enumerated() {
            let label = Label(frame: Rect(x: 8, y: 1 + Double(i) * Self.rowHeight, width: width - 16, height: Self.rowHeight))
            label.text = item.isGroupLabel ? item.label : (item.isSelected ? "✓ " : "   ") + item.label
            label.textColor = item.isEnabled && !item.isGroupLabel ? Theme.text : Color(white: 0.55)
            addSubview(label)
        }
        let tap = TapGestureRecognizer { [weak self] r in
            guard let self else { return }
            let y = r.location(in: self).y - 1
            let index = Int((y / Self.rowHeight).rounded(.down))
            guard index >= 0, index < self.items.count, self.items[index].isEnabled, !self.items[index].isGroupLabel else { return }
            self.chose(index)
        }
        addGestureRecognizer(tap)
    }

    // Touches on the list are the list's: they must not reach the web view behind it, which
    // closes the list on a touch.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// The middle of row `index`, in the list's points.
    func center(ofRow index: Int) -> Point {
        Point(x: bounds.midX, y: 1 + (Double(index) + 0.5) * Self.rowHeight)
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.stroke(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, with: Theme.separator, lineWidth: 1)
    }
}
