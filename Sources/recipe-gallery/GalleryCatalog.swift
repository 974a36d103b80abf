/// Every scene of the gallery, in display order.
extension GalleryScene {
    static let all: [GalleryScene] = [
        cornerRadius, border, shadow, mask, gradients, patternColor, stretchableImage, perspective, attributedText,
        groupOpacity, tiledLayer, layerClasses, keyframeAnimation, springAnimation, transaction, controls, keyboard, alerts,
        navigation, attributedLabel, circleGesture, pullView, coverFlow, albumFlow, albumWall, scrollView, splashScreen, revealSplash,
        slideIn, rangeSlider, customSlider, webView, settingsTable, photoGrid, albumBrowser, autoLayoutForm, notes,
    ]

    /// The scene called `name`, if any.
    static func named(_ name: String) -> GalleryScene? {
        all.first { $0.name == name }
    }
}
