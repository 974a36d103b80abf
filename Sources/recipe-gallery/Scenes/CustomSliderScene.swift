import Foundation
import RecipeKit

extension GalleryScene {
    static let customSliderSeconds = 2.6

    static let customSlider = GalleryScene(
        name: "custom-slider", title: "Custom slider and progress (recipe 7)",
        summary: "A sun thumb per state on stretchable tracks with 10-point caps; a slider that takes no touches "
            + "as a progress bar, and a real ProgressView. Start runs the timer; drag the sun.",
        size: CustomSliderScene.size, duration: customSliderSeconds,
        keyFrames: [0, 0.5, 1.0, 1.5, customSliderSeconds], still: 1.5,
        animateViews: { _ in
            // The export presses Start, as a user would.
            CustomSliderScene.demo?.start()
        },
        buildViews: { CustomSliderScene.buildViews($0) }, build: { CustomSliderScene.buildCards($0) })
}

/// The `custom-slider` scene: recipe 7's demo, and its thumb images side by side.
@MainActor
enum CustomSliderScene {
    nonisolated static let size = Size(width: 680, height: 512)
    static let demoCard = Rect(x: GalleryScene.margin, y: GalleryScene.contentTop, width: 616, height: 286)
    static let statesCard = Rect(x: GalleryScene.margin, y: GalleryScene.contentTop + 302, width: 616, height: 100)

    /// The demo on screen, for the export to start.
    static var demo: CustomSliderDemo?

    static func buildCards(_ root: Layer) {
        Card.add("CustomSliderDemo", frame: demoCard, to: root)
        Card.add("The thumb per state: normal, highlighted (while dragged), disabled", frame: statesCard, to: root)
    }

    static func buildViews(_ window: Window) {
        let demo = CustomSliderDemo(frame: Rect(x: demoCard.minX + Card.inset, y: demoCard.minY + Card.contentTop,
                                                width: demoCard.width - 2 * Card.inset, height: 230))
        window.addSubview(demo)
        Self.demo = demo

        let names = ["normal", "highlighted", "disabled"]
        for (i, state) in [Control.State.normal, .highlighted, .disabled].enumerated() {
            let x = statesCard.minX + Card.inset + Double(i) * 150
            let y = statesCard.minY + Card.contentTop + 4
            let thumb = ImageView(image: CustomSliderArt.thumb(for: state))
            thumb.frame = Rect(x: x, y: y, width: CustomSliderArt.thumbSide, height: CustomSliderArt.thumbSide)
            window.addSubview(thumb)
            window.addSubview(ViewKit.label(names[i], frame: Rect(x: x + 40, y: y + 6, width: 100, height: 18),
                                            size: 13, color: Palette.ink))
        }
        let disabled = Slider(frame: Rect(x: statesCard.minX + Card.inset + 450, y: statesCard.minY + Card.contentTop,
                                          width: 134, height: 38))
        CustomSliderArt.apply(to: disabled)
        disabled.value = 0.3
        disabled.isEnabled = false
        disabled.accessibilityLabel = "Disabled slider"
        window.addSubview(disabled)
    }
}
