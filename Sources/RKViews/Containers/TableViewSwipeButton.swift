import RKGeometry
import RKGraphics

/// One revealed swipe action: a colored button with its title, which performs its
/// ``ContextualAction`` when tapped.
@MainActor
final class TableViewSwipeButton: Control {
    let action: ContextualAction
    let label = Label()
    var onTap: ((TableViewSwipeButton) -> Void)?

    init(action: ContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor =
            action.backgroundColor
            ?? (action.style == .destructive
                ? Theme.destructive : Theme.neutralAction)
        clipsToBounds = true
        label.text = action.title
        label.textColor = .white
        label.font = .system(size: 15)
        label.textAlignment = .center
        addSubview(label)
        accessibilityLabel = action.title
        accessibilityTraits = .button
        addAction(for: .touchUpInside) { b, _ in b.onTap?(b) }
    }

    /// The width the button takes when the actions are shown at rest.
    var naturalWidth: Double {
        Swift.max(74, label.sizeThatFits(Size(width: 1000, height: 100)).width + 30)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = Swift.max(0, Swift.min(bounds.width, naturalWidth))
        label.frame = Rect(x: 0, y: 0, width: w, height: bounds.height)
    }
}
