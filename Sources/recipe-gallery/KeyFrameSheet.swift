import RecipeKit

/// The still of an animated scene (`<name>.png`): one frame (the scene's ``GalleryScene/stillTime``)
/// at full size, above a strip of key frames (the content area of each, scaled down) with their
/// times, composed with RecipeKit layers.
@MainActor
enum KeyFrameSheet {
    /// Key frames in the strip (the scene's ``GalleryScene/keyFrameTimes``; 5 by default).
    static func count(_ scene: GalleryScene) -> Int { Swift.max(1, scene.keyFrameTimes.count) }
    static let gap = 12.0
    /// The strip below the scene: heading, note, thumbnails, times, margin.
    static let headerHeight = 84.0
    static let captionHeight = 26.0

    /// The part of a frame shown in a thumbnail: below the title and summary, without the
    /// bottom margin.
    static func crop(for scene: GalleryScene) -> Rect {
        let top = GalleryScene.contentTop - 8
        return Rect(x: 0, y: top, width: scene.size.width, height: scene.size.height - top - 10)
    }

    static func thumbnailSize(for scene: GalleryScene) -> Size {
        let n = count(scene)
        let width = (scene.size.width - 2 * GalleryScene.margin - Double(n - 1) * gap) / Double(n)
        let crop = crop(for: scene)
        return Size(width: width.rounded(.down), height: (width * crop.height / crop.width).rounded())
    }

    /// The sheet's size in points.
    static func size(for scene: GalleryScene) -> Size {
        Size(width: scene.size.width,
             height: scene.size.height + headerHeight + thumbnailSize(for: scene).height + captionHeight + 18)
    }

    /// Builds the sheet into `root` (already sized): `keyFrames` are full frames at `scale`.
    static func build(_ root: Layer, scene: GalleryScene, keyFrames: [(time: Double, image: Image)], stillIndex: Int,
                      scale: Double) {
        root.backgroundColor = Palette.background
        let m = GalleryScene.margin, h = scene.size.height
        let hero = Layer()
        hero.frame = Rect(size: scene.size)
        hero.contents = keyFrames[stillIndex].image
        root.addSublayer(hero)

        root.addSublayer(Stage.box(Rect(x: m, y: h, width: scene.size.width - 2 * m, height: 1), color: Palette.hairline))
        let seconds = AnimationStage.number(scene.duration)
        let stillTime = AnimationStage.number(keyFrames[stillIndex].time, digits: 2)
        let times = keyFrames.map { AnimationStage.number($0.time, digits: 2) }
        let list = times.dropLast().joined(separator: ", ") + " and " + (times.last ?? "") + " s"
        Stage.heading("Key frames", x: m, y: h + 16, in: root)
        Stage.text(TextStyle.caption("Above: the frame at \(stillTime) s of the \(seconds) s animation. Below: the frames at "
                                     + "\(list). \(scene.name).gif plays it all at "
                                     + "\(Int(Exporter.gifFramesPerSecond)) frames per second."),
                   x: m, y: h + 38, width: scene.size.width - 2 * m, in: root)

        let thumb = thumbnailSize(for: scene)
        let crop = crop(for: scene)
        let y = h + headerHeight
        for (i, frame) in keyFrames.enumerated() {
            let x = m + Double(i) * (thumb.width + gap)
            let card = Layer()
            card.frame = Rect(x: x, y: y, width: thumb.width, height: thumb.height)
            card.contents = shrink(frame.image, crop: crop, to: thumb, scale: scale)
            card.cornerRadius = 6
            card.masksToBounds = true
            card.borderWidth = i == stillIndex ? 2 : 1
            card.borderColor = i == stillIndex ? Palette.accent : Palette.hairline
            root.addSublayer(card)
            let time = AnimationStage.number(frame.time, digits: 2) + " s" + (i == stillIndex ? " (above)" : "")
            Stage.caption(time, under: card.frame, gap: 6, width: thumb.width + gap, in: root)
        }
    }

    /// `crop` of `image` scaled down to `size` with a good filter (a layer's contents are
    /// sampled bilinearly, which aliases when shrinking a lot).
    private static func shrink(_ image: Image, crop: Rect, to size: Size, scale: Double) -> Image {
        guard let bitmap = try? Bitmap(size: size, scale: scale) else { return image }
        Canvas(bitmap: bitmap).draw(image, from: crop, in: Rect(size: size), interpolation: .high)
        return bitmap.makeImage()
    }
}
