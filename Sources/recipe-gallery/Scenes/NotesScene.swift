import Foundation
import RecipeKit

extension GalleryScene {
    static let notes = GalleryScene(
        name: "notes", title: "Text view (notes)",
        summary: "TextView, UIKit's UITextView: type, select with a drag, right-click for Cut, Copy and Paste, "
            + "Control-Z to undo. The right one holds 100,000 lines and edits as fast as the left.",
        size: Size(width: 860, height: 560),
        buildViews: { NotesScene.buildViews($0) }
    ) { _ in }
}

/// The `notes` scene: a recipe's notes in a text view, and a 100,000-line log beside it, with a
/// status line that follows the caret through the delegate.
@MainActor
enum NotesScene {
    static let logLines = 100_000

    /// Shows where the caret is, as an editor's status bar does.
    final class Status: TextViewDelegate {
        let label: Label
        init(label: Label) { self.label = label }
        func textViewDidChangeSelection(_ textView: TextView) { describe(textView) }
        func textViewDidChange(_ textView: TextView) { describe(textView) }
        func describe(_ tv: TextView) {
            let caret = tv.caretPosition
            let line = tv.paragraph(containing: caret) + 1
            label.text = "\(tv.paragraphCount) lines · caret on line \(line)"
                + (tv.selectedRange.isEmpty ? "" : " · \(tv.selectedRange.count) selected")
        }
    }

    static var statuses: [Status] = []

    static func buildViews(_ window: Window) {
        let m = GalleryScene.margin, top = GalleryScene.contentTop + 8
        let width = (window.bounds.width - 3 * m) / 2, height = window.bounds.height - top - m - 28
        statuses = []
        let texts = [
            "Tomato soup\n\nSoften an onion in olive oil, add two cans of tomatoes, a pinch of sugar and salt, "
                + "and simmer for twenty minutes. Blend, then stir in a little cream.\n\nServe with basil and bread.",
            (1...logLines).map { "\($0): simmered, stirred, tasted" }.joined(separator: "\n"),
        ]
        for (i, text) in texts.enumerated() {
            let x = m + Double(i) * (width + m)
            let tv = TextView(frame: Rect(x: x, y: top, width: width, height: height))
            tv.font = .system(size: 15)
            if i == 0 {
                // A title in bold and the body in the view's font: attributed text edits as plain.
                let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                var title = AttributedString(String(lines[0]))
                title.font = .system(size: 20, weight: .bold)
                tv.attributedText = title + AttributedString("\n" + (lines.count > 1 ? String(lines[1]) : ""))
            } else {
                tv.text = text
            }
            tv.layer.cornerRadius = 8
            tv.layer.borderWidth = 1
            tv.layer.borderColor = Color(white: 0, alpha: 0.15)
            tv.accessibilityLabel = i == 0 ? "Notes" : "Cooking log"
            let label = ViewKit.label("", frame: Rect(x: x, y: top + height + 8, width: width, height: 18), size: 12)
            let status = Status(label: label)
            status.describe(tv)
            tv.delegate = status
            statuses.append(status)
            window.addSubview(tv)
            window.addSubview(label)
        }
    }
}
