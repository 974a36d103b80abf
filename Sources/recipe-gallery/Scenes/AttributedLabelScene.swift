import Foundation
import RecipeKit

extension GalleryScene {
    static let attributedLabel = GalleryScene(
        name: "attributed-label", title: "Attributed label (recipe 10)",
        summary: "The seed's font list from fontconfig, each family illuminated or underlined, and an AttributedLabel "
            + "with tappable links, detected addresses, a “…more” token and Chinese text.",
        size: Size(width: 760, height: 660),
        buildViews: { AttributedLabelScene.buildViews($0) }
    ) { _ in }
}

/// The `attributed-label` scene: the seed's table of fonts on the left, links on the right.
@MainActor
enum AttributedLabelScene {
    static let rowHeight = 44.0

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let listWidth = 300.0, listHeight = window.bounds.height - top - m
        window.addSubview(ViewKit.label("Installed fonts (seed demo)", frame: Rect(x: m, y: top, width: listWidth, height: 18),
                                        weight: .semibold, color: Palette.ink))
        let list = ScrollView(frame: Rect(x: m, y: top + 24, width: listWidth, height: listHeight - 24))
        list.backgroundColor = .white
        list.layer.borderColor = Palette.hairline
        list.layer.borderWidth = 1
        let rows = FontList.rows()
        for (i, row) in rows.enumerated() {
            // The seed's cell: a label 10 points in, one row tall; 10 points clear of the right
            // edge too, where the widest names used to run into the list's border.
            let label = AttributedLabel(frame: Rect(x: 10, y: Double(i) * rowHeight, width: listWidth - 20, height: rowHeight))
            label.attributedText = row
            label.backgroundColor = .white
            list.addSubview(label)
            let separator = View(frame: Rect(x: 10, y: Double(i + 1) * rowHeight - 1, width: listWidth - 10, height: 1))
            separator.backgroundColor = Palette.hairline
            list.addSubview(separator)
        }
        list.contentSize = Size(width: listWidth, height: Double(rows.count) * rowHeight)
        window.addSubview(list)

        let x = m + listWidth + 28, w = window.bounds.width - x - m
        func heading(_ text: String, _ y: Double) {
            window.addSubview(ViewKit.label(text, frame: Rect(x: x, y: y, width: w, height: 18), weight: .semibold,
                                            color: Palette.ink))
        }
        func box(_ y: Double, _ height: Double) -> AttributedLabel {
            let label = AttributedLabel(frame: Rect(x: x, y: y, width: w, height: height))
            label.backgroundColor = .white
            label.textInsets = EdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
            label.verticalAlignment = .top
            window.addSubview(label)
            return label
        }

        heading("Chinese text (the seed's own words)", top)
        let chinese = box(top + 24, 110)
        chinese.numberOfLines = 0
        chinese.attributedText = chineseText()

        heading("Alignment, raised and shadowed runs", top + 150)
        let styled = box(top + 174, 56)
        styled.textAlignment = .center
        styled.verticalAlignment = .center
        styled.numberOfLines = 2
        styled.attributedText = styledText()

        heading("Links, detected addresses and “…more”", top + 246)
        let status = ViewKit.label("Tap a link", frame: Rect(x: x, y: top + 266, width: w, height: 20), size: 13)
        window.addSubview(status)
        let report: (TextLayout.Link) -> Void = { status.text = "Tapped \($0.url.absoluteString)" }
        chinese.onLinkTap = report
        let links = box(top + 290, 110)
        links.numberOfLines = 4
        links.linkDetectionTypes = .all
        var more = AttributedString("… more")
        more.font = .system(size: 15)
        more[more.range(of: "more")!].link = URL(string: "recipekit://more")
        links.truncationToken = more
        links.attributedText = linksText()
        links.onLinkTap = { [unowned links] link in
            report(link)
            guard link.url.scheme == "recipekit" else { return }
            // The token's link shows the rest, as a "more" button does.
            links.numberOfLines = 0
            var f = links.frame
            f.size.height = links.sizeThatFits(Size(width: f.width, height: .greatestFiniteMagnitude)).height
            links.frame = f
        }
    }

    static func linksText() -> AttributedString {
        var s = AttributedString("RecipeKit draws attributed strings with Pango. Read the ")
        var docs = AttributedString("recipe docs")
        docs.link = URL(string: "https://recipekit.example/docs/recipes")
        s += docs
        s += AttributedString(", write to cook@recipekit.example, call +1 555 010 0199 or visit www.recipekit.example. "
            + "Links stay tappable under a parent's tap recognizer, and screen readers list each one as a link. "
            + "Long text ends in a token that can be a link of its own, as this one is: tap it to read on.")
        s.font = .system(size: 15)
        return s
    }

    static func chineseText() -> AttributedString {
        var title = AttributedString("攻略10　表示带属性字符串的标签\n")
        title.font = .boldSystem(size: 17)
        title.foregroundColor = Palette.accent
        var body = AttributedString("iOS的标签（label）类不能显示带属性的字符串，即包含下划线、颜色或不同字体的“富文本”格式的字符串。")
        body.font = .system(size: 15)
        body.foregroundColor = Palette.ink
        if let r = body.range(of: "下划线") { body[r].underlineStyle = .single }
        if let r = body.range(of: "颜色") { body[r].foregroundColor = Palette.coral }
        if let r = body.range(of: "“富文本”") { body[r].link = URL(string: "https://recipekit.example/docs/recipes/attributed-label") }
        return title + body
    }

    static func styledText() -> AttributedString {
        var s = AttributedString("E = mc")
        s.font = .system(size: 20)
        var two = AttributedString("2")
        two.font = .system(size: 12)
        two.baselineOffset = 8
        var note = AttributedString("  with a shadow")
        note.font = .boldSystem(size: 20)
        note.foregroundColor = Palette.accent
        note.shadow = Shadow(color: Color(white: 0, alpha: 0.35), offset: Size(width: 2, height: 2), radius: 2)
        return s + two + note
    }
}
