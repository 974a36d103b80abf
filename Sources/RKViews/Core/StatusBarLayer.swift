import Foundation
import RKGeometry
import RKGraphics
import RKLayers

/// The strip a key window draws at its top while the application shows the status bar: a
/// translucent band with the time, as on a phone.
@MainActor
final class StatusBarLayer: Layer {
    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override var overridesDraw: Bool { true }

    override func draw(in canvas: Canvas) {
        canvas.fill(bounds, with: Theme.statusBarBackground)
        canvas.fill(Rect(x: 0, y: bounds.maxY - 0.5, width: bounds.width, height: 0.5), with: Theme.opaqueSeparator)
        var text = AttributedString("9:41")
        text.font = .boldSystem(size: 12)
        text.foregroundColor = Theme.text
        canvas.draw(text, in: Rect(x: 0, y: 3, width: bounds.width, height: bounds.height - 3), alignment: .center)
    }
}
