import Foundation
import RecipeKit

/// Cards behind groups of views: white, rounded, with a hairline edge and a heading.
@MainActor
enum Card {
    /// The inset of a card's content from its edges.
    static let inset = 16.0
    /// Where a card's content starts below its top (under the heading).
    static let contentTop = 40.0

    /// Adds a card at `frame` with `heading` to `root`.
    static func add(_ heading: String, frame: Rect, to root: Layer) {
        let card = Stage.box(frame, color: Palette.card, radius: 10)
        card.borderWidth = 1
        card.borderColor = Palette.hairline
        root.addSublayer(card)
        Stage.heading(heading, x: frame.minX + inset, y: frame.minY + 14, width: frame.width - 2 * inset, in: root)
    }
}
