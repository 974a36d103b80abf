import RKGeometry
import RKGraphics

/// What a cell shows, as a value (UIContentConfiguration): a cell made from it shows it through
/// the content view it makes, and a cell given the same kind of configuration again updates
/// that view rather than making another (cells are reused).
@MainActor
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// The configuration for a cell state (UIKit's `updated(for:)`); this one by default.
    func updated(for state: CellConfigurationState) -> Self
}

extension ContentConfiguration {
    /// This configuration, whatever the state.
    public func updated(for state: CellConfigurationState) -> Self { self }
}

/// The state a configuration may follow (UICellConfigurationState): highlighted and selected.
public struct CellConfigurationState: Sendable, Equatable {
    /// Whether a finger is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// A state with nothing set.
    public init() {}
}

/// A view that shows a ``ContentConfiguration`` (UIContentView).
@MainActor
public protocol ContentView: AnyObject {
    /// What the view shows; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
}

/// The standard content of a list cell (UIListContentConfiguration): an image, a text and a
/// secondary text, laid out as a plain cell (``cell()``), a subtitle cell
/// (``subtitleCell()``, the secondary text under the text) or a value cell (``valueCell()``,
/// the secondary text on the trailing side).
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: ContentConfiguration {
    /// How the texts are arranged.
    public enum Layout: Sendable, Equatable {
        /// The text alone on the leading side (the secondary text, if any, under it).
        case cell
        /// The secondary text under the text, smaller.
        case subtitle
        /// The secondary text on the trailing side, in gray.
        case value
    }

    /// How a text is drawn (UIListContentConfiguration.TextProperties).
    public struct TextProperties: Equatable {
        /// The font.
        public var font: Font
        /// The color.
        public var color: Color
        /// The most lines the text wraps to; 0 for no limit.
        public var numberOfLines: Int = 0
        /// The horizontal alignment.
        public var alignment: TextLayout.Alignment = .natural
    }

    /// How the image is drawn (UIListContentConfiguration.ImageProperties).
    public struct ImageProperties: Equatable {
        /// The largest size the image is drawn at; zero for its own size (up to 40 points).
        public var maximumSize: Size = .zero
        /// The image's corner radius.
        public var cornerRadius: Double = 0
    }

    /// The arrangement of the texts.
    public var layout: Layout
    /// The main text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image on the leading side.
    public var image: Image?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The space around the content (UIKit's `directionalLayoutMargins`): `left` is the leading side.
    public var directionalLayoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// The space between the text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding = 2.0
    /// The space between the text and the secondary text beside it (value cells).
    public var textToSecondaryTextHorizontalPadding = 8.0
    /// The space between the image and the texts.
    public var imageToTextPadding = 12.0

    private init(layout: Layout) {
        self.layout = layout
        textProperties = TextProperties(font: Theme.bodyFont, color: .label)
        switch layout {
        case .cell, .subtitle:
            secondaryTextProperties = TextProperties(font: .system(size: 13), color: Theme.secondaryText)
        case .value:
            secondaryTextProperties = TextProperties(font: Theme.bodyFont, color: Theme.secondaryText, alignment: .right)
        }
    }

    /// A plain cell's content (UIListContentConfiguration.cell()).
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .cell) }
    /// A subtitle cell's content: the secondary text under the text (`.subtitleCell()`).
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitle) }
    /// A value cell's content: the secondary text on the trailing side (`.valueCell()`).
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(layout: .value) }

    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

/// The view that shows a ``ListContentConfiguration`` (UIListContentView): it lays out the
/// image and the texts and sizes itself to them.
@MainActor
public final class ListContentView: View, ContentView {
    private let imageView = ImageView()
    private let textLabel = Label()
    private let secondaryLabel = Label()
    private var list: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        imageView.contentMode = .resizeAspect
        for v in [imageView, textLabel, secondaryLabel] as [View] { addSubview(v) }
        apply()
    }

    /// A view showing an empty plain cell's content.
    public convenience override init(frame: Rect = .zero) {
        self.init(configuration: .cell())
        self.frame = frame
    }

    /// What the view shows: a ``ListContentConfiguration`` (another kind is ignored, with the
    /// view unchanged).
    public var configuration: any ContentConfiguration {
        get { list }
        set {
            guard let c = newValue as? ListContentConfiguration else { return }
            list = c
            apply()
        }
    }

    /// The configuration shown, typed.
    public var listConfiguration: ListContentConfiguration { list }

    /// The main text's label, for tests and layout.
    var textLabelForTesting: Label { textLabel }
    /// The secondary text's label.
    var secondaryLabelForTesting: Label { secondaryLabel }
    /// The image's view.
    var imageViewForTesting: ImageView { imageView }

    private func apply() {
        func style(_ l: Label, _ p: ListContentConfiguration.TextProperties, _ text: String?) {
            l.text = text
            l.font = p.font
            l.textColor = p.color
            l.numberOfLines = p.numberOfLines
            l.textAlignment = p.alignment
            l.isHidden = (text ?? "").isEmpty
        }
        style(textLabel, list.textProperties, list.text)
        style(secondaryLabel, list.secondaryTextProperties, list.secondaryText)
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        accessibilityLabel = [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        setNeedsLayout()
    }

    private var imageSide: Double {
        guard let image = list.image else { return 0 }
        let m = list.imageProperties.maximumSize
        let limit = m.height > 0 ? m.height : 40
        return Swift.min(limit, Swift.max(24, image.size.height))
    }

    /// Frames of the image, the text and the secondary text for a width (nil parts take none);
    /// and the height the content needs.
    private func arrangement(width: Double) -> (image: Rect, text: Rect, secondary: Rect, height: Double) {
        let m = list.directionalLayoutMargins
        var x = m.left
        let side = imageSide
        if side > 0 { x += side + list.imageToTextPadding }
        let available = Swift.max(0, width - x - m.right)
        func size(_ l: Label, _ w: Double) -> Size {
            l.isHidden ? .zero : l.sizeThatFits(Size(width: w, height: .infinity))
        }
        var text = Rect.zero, secondary = Rect.zero
        let content: Double
        switch list.layout {
        case .value:
            let s = size(secondaryLabel, available / 2)
            let sw = Swift.min(s.width.rounded(.up), available / 2)
            let tw = Swift.max(0, available - (sw > 0 ? sw + list.textToSecondaryTextHorizontalPadding : 0))
            let t = size(textLabel, tw)
            content = Swift.max(t.height, s.height)
            text = Rect(x: x, y: m.top + (content - t.height) / 2, width: tw, height: t.height)
            secondary = Rect(x: x + available - sw, y: m.top + (content - s.height) / 2, width: sw, height: s.height)
        case .cell, .subtitle:
            let t = size(textLabel, available), s = size(secondaryLabel, available)
            let gap = t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            content = t.height + gap + s.height
            text = Rect(x: x, y: m.top, width: available, height: t.height)
            secondary = Rect(x: x, y: m.top + t.height + gap, width: available, height: s.height)
        }
        let height = Swift.max(content, side) + m.top + m.bottom
        let image = Rect(x: m.left, y: ((height - side) / 2).rounded(), width: side, height: side)
        return (image, text, secondary, height)
    }

    /// Places the image and the texts, centered vertically in the height given.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let a = arrangement(width: bounds.width)
        let dy = ((bounds.height - a.height) / 2).rounded()
        imageView.frame = a.image.offsetBy(dx: 0, dy: dy)
        textLabel.frame = a.text.offsetBy(dx: 0, dy: dy)
        secondaryLabel.frame = a.secondary.offsetBy(dx: 0, dy: dy)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for v in [imageView, textLabel, secondaryLabel] as [View] {
                v.frame.origin.x = bounds.width - v.frame.maxX
            }
        }
    }

    /// The width offered, and the height the texts need wrapped to it (with the margins).
    public override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return Size(width: w, height: arrangement(width: w).height.rounded(.up))
    }
}
