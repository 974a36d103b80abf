import Foundation
import RKMainLoop
import RecipeKit

/// A small phone screen: a rounded, clipped container holding an app's view. Splashes are
/// presented over the app in the current context, so they stay inside the screen.
@MainActor
final class PhoneScreen {
    let frame: View
    private(set) var app: ViewController

    init(frame rect: Rect, in window: Window) {
        frame = View(frame: rect)
        frame.clipsToBounds = true
        frame.layer.cornerRadius = 14
        frame.layer.borderWidth = 1
        frame.layer.borderColor = Palette.hairline
        frame.backgroundColor = Theme.contentBackground
        window.addSubview(frame)
        app = PhoneScreen.makeApp(size: rect.size)
        frame.addSubview(app.view)
    }

    /// Throws away whatever the screen shows (the app and anything presented over it) and
    /// starts a fresh app.
    func restart() -> ViewController {
        for v in frame.subviews { v.removeFromSuperview() }
        app = PhoneScreen.makeApp(size: frame.bounds.size)
        frame.addSubview(app.view)
        return app
    }

    /// The sample app's alternating rows, light and dark.
    static let rowColors = [Color(light: Color(white: 0.95), dark: Color(white: 0.17)),
                            Color(light: Color(white: 0.91), dark: Color(white: 0.21))]

    /// An app's first screen: a bar with a title and a few rows.
    static func makeApp(size: Size) -> ViewController {
        let vc = ViewController()
        let v = vc.view
        v.frame = Rect(size: size)
        v.backgroundColor = Theme.contentBackground
        let bar = View(frame: Rect(x: 0, y: 0, width: size.width, height: 40))
        bar.backgroundColor = Palette.accent
        v.addSubview(bar)
        bar.addSubview(ViewKit.label("Recipes", frame: Rect(x: 0, y: 12, width: size.width, height: 20), size: 14,
                                     weight: .bold, color: .white, alignment: .center))
        let names = ["Splash", "Slide-in", "Toggle", "Textures", "Sliders", "Cover Flow"]
        var y = 48.0
        for (i, name) in names.enumerated() where y + 30 <= size.height {
            let row = View(frame: Rect(x: 8, y: y, width: size.width - 16, height: 30))
            row.backgroundColor = rowColors[i % 2]
            row.layer.cornerRadius = 6
            let dot = View(frame: Rect(x: 8, y: 9, width: 12, height: 12))
            dot.backgroundColor = [Palette.coral, Palette.teal, Palette.amber, Palette.violet, Palette.leaf][i % 5]
            dot.layer.cornerRadius = 6
            row.addSubview(dot)
            row.addSubview(ViewKit.label(name, frame: Rect(x: 28, y: 7, width: size.width - 52, height: 16), size: 12,
                                         color: Palette.ink))
            v.addSubview(row)
            y += 36
        }
        return vc
    }
}
