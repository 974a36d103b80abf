import Foundation
import RecipeKit

/// Small builders for the animation scenes.
@MainActor
enum AnimationStage {
    /// A white card with rounded corners and a hairline border, added to `parent`.
    @discardableResult
    static func card(_ frame: Rect, in parent: Layer) -> Layer {
        let card = Stage.box(frame, color: Palette.card, radius: 12)
        card.borderWidth = 1
        card.borderColor = Palette.hairline
        parent.addSublayer(card)
        return card
    }

    /// A round dot centered at `center` with a white rim and a soft shadow.
    static func dot(at center: Point, diameter: Double, color: Color) -> Layer {
        let dot = Layer()
        dot.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
        dot.position = center
        dot.backgroundColor = color
        dot.cornerRadius = diameter / 2
        dot.borderWidth = 3
        dot.borderColor = .white
        dot.shadowOpacity = 0.25
        dot.shadowRadius = 3
        dot.shadowOffset = Size(width: 0, height: 2)
        return dot
    }

    /// A number with at most `digits` decimals and no trailing zeros ("0.3", "2.4", "1").
    static func number(_ v: Double, digits: Int = 1) -> String {
        var s = String(format: "%.\(digits)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }
}
