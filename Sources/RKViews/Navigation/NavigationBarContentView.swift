import RKGeometry
import RKGraphics

/// What a ``NavigationBar`` shows for its top item: the back button, the left and right
/// buttons, the title (or title view) and the prompt. A new one is made for every change of
/// top item, so a transition can fade the old one out while the new one comes in.
@MainActor
final class NavigationBarContentView: View {
    let item: NavigationItem
    /// The title of the item under the top one, when the back button shows.
    let backTitleCandidate: String?
    let backButton: BarButton?
    let leftButtons: [View]
    let rightButtons: [View]
    let titleLabel = Label()
    let promptLabel: Label?

    /// The bar's inset from its edges, the gap between buttons, and between buttons and title.
    static let margin = 8.0
    static let spacing = 8.0

    init(item: NavigationItem, backItem: NavigationItem?, bar: NavigationBar) {
        self.item = item
        let showsBack =
            backItem != nil && !item.hidesBackButton
            && (item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton)
        if showsBack, let backItem {
            let t = backItem.backBarButtonItem?.title ?? backItem.title
            backTitleCandidate = t
            let b = BarButton(kind: .back, tint: bar.tintColor)
            backButton = b
        } else {
            backTitleCandidate = nil
            backButton = nil
        }
        let left = showsBack && !item.leftItemsSupplementBackButton ? [] : item.leftBarButtonItems
        leftButtons = left.map { NavigationBarContentView.makeView(for: $0, tint: bar.tintColor) }
        rightButtons = item.rightBarButtonItems.map {
            NavigationBarContentView.makeView(for: $0, tint: bar.tintColor)
        }
        if let prompt = item.prompt {
            let l = Label()
            l.text = prompt
            l.font = .system(size: 13)
            l.textColor = Theme.secondaryText
            l.textAlignment = .center
            promptLabel = l
        } else {
            promptLabel = nil
        }
        super.init(frame: bar.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = item.title
        titleLabel.font = bar.titleFont
        titleLabel.textColor = bar.titleColor
        titleLabel.lineBreakMode = .truncatingTail
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        if let promptLabel { addSubview(promptLabel) }
        if let tv = item.titleView {
            tv.removeFromSuperview()
            addSubview(tv)
        } else {
            addSubview(titleLabel)
        }
        if let backButton {
            backButton.addAction(for: .primaryActionTriggered) { [weak bar] _, _ in
                bar?.backButtonTapped()
            }
            addSubview(backButton)
        }
        for b in leftButtons + rightButtons { addSubview(b) }
    }

    /// A bar button for `item`, or its custom view, or a space.
    private static func makeView(for item: BarButtonItem, tint: Color) -> View {
        if let custom = item.customView { return custom }
        if let s = item.systemItem, s.isSpace {
            let v = View(
                frame: Rect(x: 0, y: 0, width: s == .fixedSpace ? Swift.max(0, item.width) : 0, height: 0))
            v.isUserInteractionEnabled = false
            return v
        }
        return BarButton(kind: .item(item), tint: tint)
    }

    /// Updates the buttons' color after the bar's tint changed.
    func applyTint(_ tint: Color) {
        for case let b as BarButton in [backButton as View?].compactMap({ $0 }) + leftButtons
            + rightButtons
        {
            b.barTint = tint
        }
    }

    private func width(of view: View) -> Double {
        if let b = view as? BarButton { return b.preferredWidth }
        return view.frame.width
    }

    /// The natural size of the title.
    private var titleSize: Size {
        guard let t = titleLabel.text, !t.isEmpty else { return .zero }
        return titleLabel.sizeThatFits(
            Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The natural width of the title or title view.
    private var titleWidth: Double {
        if let tv = item.titleView { return tv.frame.width }
        return titleSize.width
    }

    /// The back title shown: the previous item's title when the back button fits beside a
    /// centered title with it, else "Back" when that fits, else none (the chevron alone).
    /// A missing or empty previous title shows "Back".
    static func backTitle(
        candidate: String?, measure: (String) -> Double, barWidth: Double, titleWidth: Double
    ) -> String {
        // The back button starts at the bar's edge: its chevron holds the margin.
        let limit = Swift.max(0, barWidth / 2 - Swift.min(titleWidth, barWidth - 2 * margin) / 2 - spacing)
        let back = localized("Back")
        var choices = [back, ""]
        if let c = candidate, !c.isEmpty, c != back { choices.insert(c, at: 0) }
        return choices.first { measure($0) <= limit } ?? ""
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let rowTop = promptLabel == nil ? 0.0 : NavigationBar.promptHeight
        let rowHeight = NavigationBar.height
        promptLabel?.frame = Rect(
            x: NavigationBarContentView.margin, y: 6, width: Swift.max(0, w - 16), height: 18)

        let titleNatural = titleWidth
        var left = NavigationBarContentView.margin
        if let back = backButton {
            back.backTitle = NavigationBarContentView.backTitle(
                candidate: backTitleCandidate,
                measure: { title in
                    back.backTitle = title
                    return back.preferredWidth
                }, barWidth: w, titleWidth: titleNatural)
            let bw = back.preferredWidth
            // The chevron's own padding stands for the margin.
            back.frame = Rect(x: 0, y: rowTop, width: bw, height: rowHeight)
            left = bw + NavigationBarContentView.spacing
        }
        for v in leftButtons {
            let vw = width(of: v)
            place(v, x: left, width: vw, rowTop: rowTop, rowHeight: rowHeight)
            left += vw + NavigationBarContentView.spacing
        }
        var right = w - NavigationBarContentView.margin
        for v in rightButtons {
            let vw = width(of: v)
            right -= vw
            place(v, x: right, width: vw, rowTop: rowTop, rowHeight: rowHeight)
            right -= NavigationBarContentView.spacing
        }
        // Centered in the bar when it fits between the buttons, else centered in the space
        // they leave, truncated to it.
        let lo = left
        let hi = right
        let available = Swift.max(0, hi - lo)
        let tw = Swift.min(titleNatural, available)
        let x = Swift.min(Swift.max((w - tw) / 2, lo), hi - tw)
        if let tv = item.titleView {
            let h = Swift.min(tv.frame.height, rowHeight)
            tv.frame = Rect(
                x: x.rounded(), y: (rowTop + (rowHeight - h) / 2).rounded(), width: tw, height: h)
        } else {
            let h = titleLabel.text?.isEmpty == false ? titleSize.height : 0
            titleLabel.frame = Rect(
                x: x.rounded(), y: (rowTop + (rowHeight - h) / 2).rounded(), width: tw.rounded(.up),
                height: h)
        }
        // Right to left the bar is the mirror image: the back button and the leading items on
        // the right, the trailing items on the left.
        if isRightToLeft {
            let placed: [View?] = [promptLabel, backButton, item.titleView ?? titleLabel] + leftButtons + rightButtons
            for v in placed.compactMap({ $0 }) { v.frame.origin.x = w - v.frame.maxX }
        }
    }

    private func place(_ v: View, x: Double, width vw: Double, rowTop: Double, rowHeight: Double) {
        if v is BarButton {
            v.frame = Rect(x: x, y: rowTop, width: vw, height: rowHeight)
        } else {
            let h = Swift.min(v.frame.height, rowHeight)
            v.frame = Rect(x: x, y: (rowTop + (rowHeight - h) / 2).rounded(), width: vw, height: h)
        }
    }
}
