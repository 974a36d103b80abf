import RecipeKit

/// All scenes as labelled thumbnails in a grid, composed with RecipeKit layers.
@MainActor
enum ContactSheet {
    static let columns = 4
    /// The size of every thumbnail card; each scene is fitted into it, centered.
    static let cell = Size(width: 300, height: 232)
    static let gap = 28.0
    static let margin = 36.0
    static let captionHeight = 40.0
    static let headerHeight = 96.0

    /// The sheet's size in points for `count` scenes.
    static func size(count: Int) -> Size {
        let rows = (count + columns - 1) / columns
        let width = 2 * margin + Double(columns) * cell.width + Double(columns - 1) * gap
        let height = headerHeight + Double(rows) * (cell.height + captionHeight) + Double(Swift.max(0, rows - 1)) * gap + margin
        return Size(width: width, height: height)
    }

    /// Builds the sheet into `root` (already sized).
    static func build(_ root: Layer, items: [(scene: GalleryScene, image: Image)], scale: Double) {
        root.backgroundColor = Palette.background
        Stage.text(TextStyle.title("RecipeKit gallery"), x: margin, y: 26, width: 600, in: root)
        Stage.text(TextStyle.summary("\(items.count) scenes rendered by RecipeKit's HeadlessHost at scale 2"),
                   x: margin, y: 58, width: 800, in: root)
        for (index, item) in items.enumerated() {
            let col = index % columns, row = index / columns
            let x = margin + Double(col) * (cell.width + gap)
            let y = headerHeight + Double(row) * (cell.height + captionHeight + gap)
            let frame = Rect(x: x, y: y, width: cell.width, height: cell.height)

            // The outer layer casts the shadow; the inner one clips the thumbnail to the rounded
            // card. Scenes share the card's background color, so letterboxing is invisible.
            let holder = Layer()
            holder.frame = frame
            holder.shadowOpacity = 0.18
            holder.shadowRadius = 6
            holder.shadowOffset = Size(width: 0, height: 3)
            holder.shadowPath = Path(roundedRect: Rect(size: cell), cornerRadius: 8)
            let card = Layer()
            card.frame = Rect(size: cell)
            card.backgroundColor = Palette.background
            card.contents = thumbnail(item.image, fitting: cell, sceneSize: item.scene.size, scale: scale)
            card.contentsGravity = .center
            card.cornerRadius = 8
            card.masksToBounds = true
            card.borderWidth = 1
            card.borderColor = Palette.hairline
            holder.addSublayer(card)
            root.addSublayer(holder)

            Stage.text(TextStyle.heading(item.scene.title), x: x, y: frame.maxY + 9, width: cell.width, in: root)
            let files = item.scene.name + (item.scene.isAnimated ? ".png · .gif (animated)" : ".png")
            Stage.text(TextStyle.caption(files), x: x, y: frame.maxY + 26, width: cell.width, in: root)
        }
    }

    /// The scene image scaled down to fit `box`, with a good filter (a layer's contents are
    /// sampled bilinearly, which aliases when shrinking a lot).
    private static func thumbnail(_ image: Image, fitting box: Size, sceneSize: Size, scale: Double) -> Image {
        let k = Swift.min(box.width / sceneSize.width, box.height / sceneSize.height)
        let size = Size(width: (sceneSize.width * k).rounded(), height: (sceneSize.height * k).rounded())
        guard let bitmap = try? Bitmap(size: size, scale: scale) else { return image }
        let canvas = Canvas(bitmap: bitmap)
        canvas.draw(image, in: Rect(size: size), interpolation: .high)
        return bitmap.makeImage()
    }
}
