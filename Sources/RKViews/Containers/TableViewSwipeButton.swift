import RKGeometry
import RKGraphics

/// One revealed swipe action: a colored button with its title, its image, or its image over
/// its title, which performs its ``ContextualAction`` when tapped.
@MainActor
final class TableViewSwipeButton: Control {
    let action: ContextualAction
    let label = Label()
    /// The action's image, when it has one.
    let imageView = ImageView()
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
        if let image = action.image {
            imageView.image = image
            imageView.contentMode = .resizeAspect
            addSubview(imageView)
        }
        accessibilityLabel = action.title
        accessibilityTraits = .button
        addAction(for: .touchUpInside) { b, _ in b.onTap?(b) }
    }

    /// Rows at least this tall show an action's title under its image; shorter ones show the
    /// image alone, as UIKit does.
    static let heightForImageAndTitle = 91.0

    /// Whether the title shows: always without an image, under it on a tall enough row.
    var showsTitle: Bool {
        action.image == nil || (bounds.height >= Self.heightForImageAndTitle && !(action.title ?? "").isEmpty)
    }

    /// The image's size: its own, scaled down to fit a 30-point square.
    var imageSize: Size {
        guard let size = action.image?.size, size.width > 0, size.height > 0 else { return .zero }
        let k = Swift.min(1, 30 / size.width, 30 / size.height)
        return Size(width: size.width * k, height: size.height * k)
    }

    /// The width the button takes when the actions are shown at rest.
    var naturalWidth: Double {
        let title = showsTitle ? label.sizeThatFits(Size(width: 1000, height: 100)).width : 0
        return Swift.max(74, Swift.max(title, imageSize.width) + 30)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = Swift.max(0, Swift.min(bounds.width, naturalWidth))
        let h = bounds.height
        label.isHidden = !showsTitle
        guard action.image != nil else {
            label.frame = Rect(x: 0, y: 0, width: w, height: h)
            return
        }
        // The image, with the title under it when it shows, centered together in the part
        // of the button nearest the row (a full swipe widens the button away from it).
        let image = imageSize
        let titleHeight = showsTitle ? label.sizeThatFits(Size(width: w, height: h)).height : 0
        let gap = showsTitle ? 4.0 : 0
        let top = ((h - image.height - gap - titleHeight) / 2).rounded()
        imageView.frame = Rect(x: ((w - image.width) / 2).rounded(), y: top, width: image.width, height: image.height)
        label.frame = Rect(x: 0, y: top + image.height + gap, width: w, height: titleHeight)
    }
}
