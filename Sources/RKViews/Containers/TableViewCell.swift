import RKGeometry
import RKGraphics
import RKLayers

/// A row of a ``TableView`` (UITableViewCell): a ``contentView`` with the standard text,
/// secondary text and image of its ``CellStyle``, an accessory on the trailing side, and the
/// highlight and selection states the table sets.
///
/// Cells are made by the table from a registered class and reused as rows scroll out of
/// sight: ``prepareForReuse()`` runs before a cell shows another row. Put custom subviews in
/// ``contentView``, which moves aside for editing controls and swipe actions. A self-sizing
/// row (``TableView/automaticDimension``) takes its height from ``sizeThatFits(_:)``: the
/// standard labels wrap to the width when their `numberOfLines` is 0; a cell with custom
/// content overrides it.
@MainActor
open class TableViewCell: View {
    /// The arrangement of a cell's standard labels (UITableViewCell.CellStyle).
    public enum CellStyle: Sendable {
        /// One label on the leading side, with an optional image before it.
        case `default`
        /// A label with a smaller secondary label under it.
        case subtitle
        /// A label on the leading side and a secondary label, in gray, on the trailing side.
        case value1
        /// A small accent-colored label on the leading side, then the main text (as in a contact).
        case value2
    }

    /// What the trailing side of a cell shows (UITableViewCell.AccessoryType).
    public enum AccessoryType: Sendable {
        /// Nothing.
        case none
        /// A chevron: tapping the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark: the row is chosen.
        case checkmark
        /// An info button, reported by ``TableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``.
        case detailButton
    }

    /// How a cell looks while highlighted or selected (UITableViewCell.SelectionStyle).
    public enum SelectionStyle: Sendable {
        /// No visible change (the row can still be selected).
        case none
        /// The standard gray fill.
        case `default`
        /// The standard fill (kept for UIKit code).
        case blue
        /// The standard fill (kept for UIKit code).
        case gray
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier it was registered and is reused under.
    public let reuseIdentifier: String?

    /// The view custom content goes in: it excludes the accessory, and shifts for editing
    /// controls and swipe actions.
    public let contentView = View()
    /// The view behind the content while the cell is highlighted or selected (a gray fill by
    /// default; set another to change the look).
    public var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView { insertSubview(v, at: 0) }
            updateSelectionLook()
        }
    }
    /// A view behind everything else in the cell; nil for the plain background color.
    public var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    private var standardText: Label?
    private var standardDetail: Label?
    private var standardImage: ImageView?

    /// The view showing ``contentConfiguration``, once one is set.
    private var configuredContentView: (View & ContentView)?

    /// The standard content for the cell's style (UITableViewCell.defaultContentConfiguration()):
    /// a plain cell's, a subtitle cell's for ``CellStyle/subtitle``, a value cell's for
    /// ``CellStyle/value1`` and ``CellStyle/value2``. Fill it in and set ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// What the cell shows, as a value (UITableViewCell.contentConfiguration): setting it puts
    /// its content view in ``contentView`` in place of the standard labels, or updates the one
    /// there when it is of the same kind (a reused cell keeps its view). Nil takes it away.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            guard let c = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                for v in [standardText, standardDetail] as [View?] { v?.isHidden = false }
                // The image shows again when it has one (the layout decides).
                setNeedsLayout()
                return
            }
            if let view = configuredContentView, type(of: view.configuration) == type(of: c) {
                view.configuration = c
            } else {
                configuredContentView?.removeFromSuperview()
                let view = c.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
            for v in [standardText, standardDetail, standardImage] as [View?] { v?.isHidden = true }
            setNeedsLayout()
        }
    }

    /// The main text (UITableViewCell.textLabel): present in every style.
    public var textLabel: Label? {
        if standardText == nil {
            let l = Label()
            l.font = Theme.bodyFont
            contentView.addSubview(l)
            standardText = l
            if style == .value2 { l.font = .system(size: 15, weight: .bold) }
        }
        return standardText
    }

    /// The secondary text (UITableViewCell.detailTextLabel): nil for the ``CellStyle/default`` style.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if standardDetail == nil {
            let l = Label()
            switch style {
            case .subtitle:
                l.font = .system(size: 13)
                l.textColor = Theme.secondaryText
            case .value1:
                l.font = Theme.bodyFont
                l.textColor = Theme.secondaryText
                l.textAlignment = .right
            case .value2:
                l.font = .system(size: 15, weight: .bold)
                l.textColor = Theme.accent
                l.textAlignment = .right
            case .default:
                break
            }
            contentView.addSubview(l)
            standardDetail = l
        }
        return standardDetail
    }

    /// The image on the leading side (UITableViewCell.imageView); it takes space only when it
    /// has an image.
    public var imageView: ImageView? {
        if standardImage == nil {
            let v = ImageView()
            v.contentMode = .resizeAspect
            contentView.addSubview(v)
            standardImage = v
        }
        return standardImage
    }

    /// The standard accessory shown on the trailing side, unless ``accessoryView`` is set.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A custom view (a switch, say) shown on the trailing side instead of ``accessoryType``.
    public var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// How highlighting and selection show.
    public var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionLook() }
    }
    /// Whether the row shows the reorder handle while the table is editing (false by default,
    /// as UIKit's showsReorderControl); the data source must also allow moving the row.
    public var showsReorderControl = false
    /// The space before the separator line under the row.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// True while a finger is down on the row (or the keyboard is on it).
    public private(set) var isHighlighted = false
    /// True while the row is selected.
    public private(set) var isSelected = false
    /// True while the table is editing.
    public internal(set) var isEditing = false

    let separator = View()
    let accessoryHost = TableViewCellAccessory()
    /// The editing controls the table shows, created when first needed.
    var deleteControl: TableViewCellEditingControl?
    var reorderControl: TableViewCellEditingControl?
    /// How far the content is slid sideways by a swipe: negative shows trailing actions.
    var swipeOffset = 0.0 {
        didSet { if swipeOffset != oldValue { layoutSwipe() } }
    }
    /// The buttons a swipe revealed, trailing or leading.
    var swipeButtons: [TableViewSwipeButton] = []
    var defaultSelectedBackground: View?
    /// Which ends of an inset group the cell's mask rounds, for the size it was made for.
    struct RoundedEnds: Equatable {
        var top: Bool
        var bottom: Bool
        var size: Size
    }
    var roundedEnds: RoundedEnds?

    /// A cell of a style, for a reuse identifier (as the table makes registered cells).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = Theme.cellBackground
        isAccessibilityElement = true
        accessibilityTraits = .button
        let bg = View()
        bg.backgroundColor = Theme.fillPressed
        bg.isHidden = true
        defaultSelectedBackground = bg
        addSubview(bg)
        // UIKit's content margins: constraints to `contentView.layoutMarginsGuide` sit where
        // the standard labels do. The table's safe area is not the rows' concern.
        contentView.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
        separator.backgroundColor = Theme.separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        accessoryHost.cell = self
        accessoryHost.isHidden = true
        addSubview(accessoryHost)
        // No clipping at rest: a clipped layer partly in view is repainted whole as it scrolls
        // in. A swipe clips while the content slides (see layoutSwipe).
    }

    /// A default-style cell with no reuse identifier.
    public convenience override init(frame: Rect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// The text and secondary text, when no label was set.
    open override var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            if let configured = configuredContentView { return configured.accessibilityLabel }
            return [standardText?.text, standardDetail?.text].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }

    /// Does what a tap on the row does: selects it (or toggles it in a table with multiple
    /// selection), the table's delegate asked and told.
    open override func accessibilityActivate() -> Bool {
        (superview as? TableView)?.activateForAccessibility(self) ?? false
    }

    // MARK: Reuse and states

    /// Called before the table reuses the cell for another row: resets what a row set and the
    /// data source will not set again. The default clears highlight, selection and any swipe.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        swipeOffset = 0
        removeSwipeButtons()
        if alpha != 1 { alpha = 1 }
        updateSelectionLook()
    }

    /// Shows or hides the highlight (the table calls it while a finger is down on the row).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelectionLook()
    }

    /// Shows or hides the selection (the table calls it as rows are selected and deselected);
    /// animated, the fill fades.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        if selected {
            accessibilityTraits.insert(.selected)
        } else {
            accessibilityTraits.remove(.selected)
        }
        if animated, !selected, let bg = selectedBackgroundView ?? defaultSelectedBackground,
            !bg.isHidden
        {
            View.animate(
                withDuration: 0.25, animations: { bg.alpha = 0 },
                completion: { [weak self] _ in
                    bg.alpha = 1
                    self?.updateSelectionLook()
                })
            return
        }
        updateSelectionLook()
    }

    private func updateSelectionLook() {
        let on = (isHighlighted || isSelected) && selectionStyle != .none
        let bg = selectedBackgroundView ?? defaultSelectedBackground
        // Set only on change: reuse comes here for every row that scrolls in.
        if let d = defaultSelectedBackground, d !== bg, !d.isHidden { d.isHidden = true }
        if let bg, bg.isHidden == on { bg.isHidden = !on }
        if let t = standardText, t.isHighlighted { t.isHighlighted = false }
        if let i = standardImage, i.isHighlighted != on { i.isHighlighted = on }
    }

    // MARK: Layout

    /// Places the content view, the standard labels and image, the accessory and the editing
    /// controls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        defaultSelectedBackground?.frame = b
        separator.frame = Rect(
            x: separatorInset.left, y: b.height - 0.5,
            width: Swift.max(0, b.width - separatorInset.left - separatorInset.right), height: 0.5)
        if isRightToLeft { separator.frame.origin.x = b.width - separator.frame.maxX }
        layoutSwipe()
    }

    /// The width of the trailing accessory, zero for none.
    var accessoryWidth: Double {
        if let v = accessoryView { return v.frame.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 34
        case .detailButton: return 44
        case .detailDisclosureButton: return 62
        }
    }

    /// The leading space the editing controls take.
    var editingIndent: Double {
        isEditing && deleteControl != nil && !(deleteControl?.isHidden ?? true) ? 38 : 0
    }
    var reorderWidth: Double {
        isEditing && reorderControl != nil && !(reorderControl?.isHidden ?? true) ? 44 : 0
    }

    private func layoutSwipe() {
        let clips = swipeOffset != 0 || !swipeButtons.isEmpty
        if clipsToBounds != clips { clipsToBounds = clips }
        let b = bounds
        let indent = editingIndent
        let trailing = isEditing ? reorderWidth : accessoryWidth
        contentView.frame = Rect(
            x: swipeOffset + indent, y: 0, width: Swift.max(0, b.width - indent - trailing),
            height: b.height)
        deleteControl?.frame = Rect(x: swipeOffset + 4, y: 0, width: 34, height: b.height)
        reorderControl?.frame = Rect(x: swipeOffset + b.width - 44, y: 0, width: 44, height: b.height)
        if let v = accessoryView {
            v.isHidden = isEditing
            v.frame.origin = Point(
                x: swipeOffset + b.width - 16 - v.frame.width,
                y: ((b.height - v.frame.height) / 2).rounded())
        }
        accessoryHost.isHidden = accessoryView != nil || accessoryType == .none || isEditing
        accessoryHost.frame = Rect(
            x: swipeOffset + b.width - accessoryWidth, y: 0, width: accessoryWidth, height: b.height)
        layoutStandardContent()
        if isRightToLeft { mirrorForRightToLeft() }
        layoutSwipeButtons()
    }

    /// Right to left, the row is the mirror image: image and text from the right edge, the
    /// accessory and the reorder handle on the left. Swipe offsets still move as left to right.
    private func mirrorForRightToLeft() {
        let w = bounds.width
        let row: [View?] = [contentView, deleteControl, reorderControl, accessoryView, accessoryHost]
        for v in row.compactMap({ $0 }) {
            v.frame.origin.x = w - v.frame.maxX + 2 * swipeOffset
        }
        let c = contentView.bounds.width
        let content: [View?] = [standardImage, standardText, standardDetail]
        for v in content.compactMap({ $0 }) {
            v.frame.origin.x = c - v.frame.maxX
        }
    }

    private func layoutStandardContent() {
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
            return
        }
        let c = contentView.bounds
        var x = 16.0
        if let iv = standardImage, let image = iv.image {
            let side = Swift.min(c.height - 8, Swift.max(24, Swift.min(image.size.height, 40)))
            iv.frame = Rect(x: x, y: ((c.height - side) / 2).rounded(), width: side, height: side)
            iv.isHidden = false
            x += side + 12
        } else {
            standardImage?.isHidden = true
        }
        let right = c.width - 16
        let width = Swift.max(0, right - x)
        switch style {
        case .default:
            if let t = standardText {
                let h = t.sizeThatFits(Size(width: width, height: .infinity)).height
                t.frame = Rect(x: x, y: ((c.height - h) / 2).rounded(), width: width, height: h)
            }
        case .subtitle:
            let th =
                standardText.map { $0.sizeThatFits(Size(width: width, height: .infinity)).height } ?? 0
            let dh =
                standardDetail.map { $0.sizeThatFits(Size(width: width, height: .infinity)).height } ?? 0
            let hasDetail = !(standardDetail?.text ?? "").isEmpty
            let total = th + (hasDetail ? dh + 2 : 0)
            let top = ((c.height - total) / 2).rounded()
            standardText?.frame = Rect(x: x, y: top, width: width, height: th)
            standardDetail?.frame = Rect(x: x, y: top + th + 2, width: width, height: dh)
        case .value1:
            let dw = Swift.min(
                width / 2,
                standardDetail.map { $0.sizeThatFits(Size(width: width, height: .infinity)).width } ?? 0)
            let th =
                standardText.map { $0.sizeThatFits(Size(width: width - dw - 8, height: .infinity)).height }
                ?? 0
            let dh =
                standardDetail.map { $0.sizeThatFits(Size(width: dw, height: .infinity)).height } ?? 0
            standardText?.frame = Rect(
                x: x, y: ((c.height - th) / 2).rounded(), width: Swift.max(0, width - dw - 8), height: th)
            standardDetail?.frame = Rect(
                x: right - dw, y: ((c.height - dh) / 2).rounded(), width: dw, height: dh)
        case .value2:
            let lw = Swift.min(90, width / 3)
            let dh =
                standardDetail.map { $0.sizeThatFits(Size(width: lw, height: .infinity)).height } ?? 0
            let th =
                standardText.map { $0.sizeThatFits(Size(width: width - lw - 8, height: .infinity)).height }
                ?? 0
            standardDetail?.frame = Rect(x: x, y: ((c.height - dh) / 2).rounded(), width: lw, height: dh)
            standardText?.frame = Rect(
                x: x + lw + 8, y: ((c.height - th) / 2).rounded(), width: Swift.max(0, width - lw - 8),
                height: th)
        }
    }

    /// The height the row needs at `size.width`: the standard labels wrapped to the width
    /// (their `numberOfLines` decides), with 11 points above and below, and never less than 44.
    /// Cells with custom content override it.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        if let configured = configuredContentView {
            let content = Swift.max(0, width - accessoryWidth - editingIndent)
            let h = configured.sizeThatFits(Size(width: content, height: .infinity)).height
            return Size(width: width, height: Swift.max(44, h.rounded(.up)))
        }
        let available = Swift.max(
            0,
            width - 32 - accessoryWidth - editingIndent
                - (standardImage?.image != nil ? 52 : 0))
        let th =
            standardText.map { $0.sizeThatFits(Size(width: available, height: .infinity)).height } ?? 0
        let dh =
            standardDetail.map { $0.sizeThatFits(Size(width: available, height: .infinity)).height } ?? 0
        let content: Double
        switch style {
        case .subtitle: content = th + ((standardDetail?.text ?? "").isEmpty ? 0 : dh + 2)
        default: content = Swift.max(th, dh)
        }
        return Size(width: width, height: Swift.max(44, (content + 22).rounded(.up)))
    }

    /// The height of a self-sizing row at `width`: from the constraints inside
    /// ``contentView`` when it holds any (labels pinned to its margins, as UIKit apps write
    /// cells), measured at the content view's width with
    /// ``/RKViews/View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``;
    /// otherwise ``sizeThatFits(_:)``.
    func selfSizingHeight(width: Double) -> Double {
        guard contentView.holdsConstraintsInSubtree else {
            return sizeThatFits(Size(width: width, height: .infinity)).height
        }
        let trailing = isEditing ? reorderWidth : accessoryWidth
        let contentWidth = Swift.max(0, width - editingIndent - trailing)
        if contentView.bounds.width != contentWidth || contentView.bounds.height <= contentView.layoutMargins.vertical {
            // The margins of a content view not laid out yet would be missing from the measure.
            View.performWithoutAnimation {
                contentView.frame.size = Size(width: contentWidth, height: Swift.max(bounds.height, 44))
            }
        }
        let h = contentView.constrainedFittingSize(width: contentWidth).height
        return h.isFinite ? h.rounded(.up) : 0
    }

    private func updateAccessory() {
        if let v = accessoryView, v.superview !== self { addSubview(v) }
        accessoryHost.setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Swipe buttons

    func removeSwipeButtons() {
        for b in swipeButtons { b.removeFromSuperview() }
        swipeButtons = []
    }

    private func layoutSwipeButtons() {
        guard !swipeButtons.isEmpty else { return }
        let b = bounds
        let revealed = Swift.abs(swipeOffset)
        let trailing = swipeOffset < 0
        let natural = swipeButtons.reduce(0) { $0 + $1.naturalWidth }
        // Buttons share what is revealed in proportion to their natural widths; a full swipe
        // gives it all to the first.
        var used = 0.0
        for (i, button) in swipeButtons.enumerated() {
            let w: Double
            if revealed > natural * 1.3 {
                w = i == 0 ? revealed - (natural - button.naturalWidth) : button.naturalWidth
            } else {
                w = natural > 0 ? revealed * button.naturalWidth / natural : 0
            }
            // The first action sits at the edge the swipe came from, as UIKit's.
            let x = trailing ? b.width - used - w : used
            button.frame = Rect(x: x, y: 0, width: w, height: b.height)
            used += w
        }
    }
}

extension TableViewCell {
    /// What editing a row does (UITableViewCell.EditingStyle).
    public enum EditingStyle: Sendable {
        /// No editing control.
        case none
        /// A delete control; confirming it commits a deletion.
        case delete
        /// An insert control; tapping it commits an insertion.
        case insert
    }
}
