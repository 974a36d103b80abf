import RecipeKit

/// The window content the interaction benchmarks share: 200 bordered, rounded views in a grid
/// below a 60-point strip, so that a frame has a realistic tree to repaint.
@MainActor
enum BenchWindow {
    static func addCards(to window: Window) {
        for i in 0..<200 {
            let card = View(frame: Rect(x: Double(i % 20) * 64 + 4, y: Double(i / 20) * 70 + 60, width: 56, height: 60))
            card.backgroundColor = Color(red: Double(i % 9) / 9, green: 0.6, blue: Double(i % 5) / 5)
            card.layer.cornerRadius = 8
            card.layer.borderWidth = 1
            card.layer.borderColor = Color(white: 0.4)
            window.addSubview(card)
        }
    }
}
