import RecipeKit

/// The gallery's icon: three cards fanned over a blue tile, for the layers and views the gallery
/// shows. Drawn with the toolkit at any size: the window's icon, and the PNG in
/// `share/icons/hicolor/256x256/apps/` that the `.desktop` file names (`recipe-gallery --icon FILE`
/// writes it).
enum GalleryIcon {
    /// The identifier the desktop groups the gallery's windows by: the Wayland app id, the X11
    /// class, and the name of its `.desktop` file and icon.
    static let appID = "org.recipekit.Gallery"

    /// The icon as a `side` × `side` pixel bitmap.
    static func bitmap(side: Int) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: side, pixelHeight: side, scale: Double(side) / 64)
        let canvas = Canvas(bitmap: bitmap)
        // A 64-point design: a rounded tile with a margin, as freedesktop icons leave.
        let tile = Path(roundedRect: Rect(x: 4, y: 4, width: 56, height: 56), cornerRadius: 13)
        canvas.fill(tile, with: Gradient(kind: .linear(start: Point(x: 32, y: 4), end: Point(x: 32, y: 60)),
                                         stops: [.init(location: 0, color: Color(red: 0.27, green: 0.58, blue: 0.95)),
                                                 .init(location: 1, color: Palette.accent)]))
        let cards: [(Color, Double, Double)] = [(Palette.coral, -0.30, -5), (Palette.amber, -0.12, -1), (.white, 0.08, 3)]
        for (color, angle, dx) in cards {
            canvas.withSavedState {
                canvas.translate(x: 32 + dx, y: 35)
                canvas.rotate(by: angle)
                let card = Path(roundedRect: Rect(x: -13, y: -17, width: 26, height: 34), cornerRadius: 4)
                canvas.fill(card, with: Color(red: 0, green: 0, blue: 0, alpha: 0.18))
                canvas.translate(x: 0, y: -1)
                canvas.fill(card, with: color)
            }
        }
        // On the top card: a round knob and two lines, a control and its label.
        canvas.withSavedState {
            canvas.translate(x: 35, y: 35)
            canvas.rotate(by: 0.08)
            canvas.fill(Path(ellipseIn: Rect(x: -8, y: -12, width: 9, height: 9)), with: Palette.teal)
            canvas.fill(Path(roundedRect: Rect(x: -8, y: 1, width: 16, height: 3), cornerRadius: 1.5), with: Palette.ink)
            canvas.fill(Path(roundedRect: Rect(x: -8, y: 7, width: 11, height: 3), cornerRadius: 1.5), with: Palette.hairline)
        }
        return bitmap
    }
}
