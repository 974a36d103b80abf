import RKGeometry
import RKGraphics

/// The standard header or footer of a table section (UITableViewHeaderFooterView): a title in
/// the style of the table, reusable like cells.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// The view custom content goes in.
    public let contentView = View()
    /// The title (UITableViewHeaderFooterView.textLabel).
    public let textLabel: Label? = Label()
    /// Whether it is a footer (smaller text that wraps).
    var isFooter = false
    /// The style of the table it shows in.
    var tableStyle: TableView.Style = .plain

    /// A header or footer for a reuse identifier.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        if let l = textLabel { contentView.addSubview(l) }
        isAccessibilityElement = true
        accessibilityTraits = .header
    }

    /// Called before the view is reused for another section.
    open func prepareForReuse() {
        textLabel?.text = nil
    }

    /// The title, as the element's label.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? textLabel?.text }
        set { super.accessibilityLabel = newValue }
    }

    func configure(title: String?, footer: Bool, style: TableView.Style) {
        isFooter = footer
        tableStyle = style
        accessibilityTraits = footer ? .staticText : .header
        guard let l = textLabel else { return }
        l.text = style == .plain || footer ? title : title?.uppercased()
        l.numberOfLines = footer ? 0 : 1
        switch style {
        case .plain:
            backgroundColor = Theme.barBackground
            l.font = .system(size: 15, weight: .bold)
            l.textColor = Theme.text
        case .grouped, .insetGrouped:
            backgroundColor = nil
            l.font = .system(size: 13)
            l.textColor = Theme.secondaryText
        }
        setNeedsLayout()
    }

    /// The height a footer needs for `title` wrapped to `width`.
    static func footerHeight(for title: String, width: Double) -> Double {
        let l = Label()
        l.font = .system(size: 13)
        l.numberOfLines = 0
        l.text = title
        return l.sizeThatFits(Size(width: width, height: .infinity)).height + 16
    }

    /// Places the title: centered in a plain header, near the rows in a grouped one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let l = textLabel else { return }
        let inset = tableStyle == .insetGrouped ? 36.0 : 16.0
        let w = Swift.max(0, bounds.width - 2 * inset)
        let h = l.sizeThatFits(Size(width: w, height: .infinity)).height
        let y: Double
        switch (tableStyle, isFooter) {
        case (.plain, _): y = ((bounds.height - h) / 2).rounded()
        case (_, false): y = bounds.height - h - 7
        case (_, true): y = 8
        }
        l.frame = Rect(x: inset, y: y, width: w, height: h)
    }
}
