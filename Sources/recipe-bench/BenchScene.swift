import RecipeKit

/// The benchmark scene: a 1280x800 grid of 40 recipe cards, 5 layers each (200 layers under a
/// root container):
///
/// - card: white rounded rectangle (radius 12) with a 1-point border; every other card (20)
///   casts a shadow with a radius of 4 to 8 points;
/// - thumbnail: a 134x70 generated photo, rounded (radius 6) by masksToBounds;
/// - title: a ``TextLayer`` (Pango text drawn once into the layer's backing store);
/// - icon: a 40x40-point round icon from an 80x80-pixel @2x image, so it is scaled down;
/// - badge: a capsule with a fill and a border.
///
/// The scene is described once as plain values (``Card``), from which both the layer tree and
/// the hand-written Cairo renderer are made, so both draw exactly the same things.
@MainActor
final class BenchScene {
    nonisolated static let width = 1280
    nonisolated static let height = 800

    /// Geometry shared by all cards, relative to the card's top-left.
    enum CardLayout {
        static let size = Size(width: 150, height: 150)
        static let cornerRadius = 12.0
        static let borderWidth = 1.0
        static let thumbnail = Rect(x: 8, y: 8, width: 134, height: 70)
        static let thumbnailRadius = 6.0
        static let title = Rect(x: 8, y: 82, width: 134, height: 18)
        static let icon = Rect(x: 8, y: 104, width: 40, height: 40)
        static let iconPixels = 80
        static let badge = Rect(x: 96, y: 122, width: 46, height: 20)
        static let badgeRadius = 10.0
    }

    struct CardShadow {
        var radius: Double
        var opacity: Double
        var offset: Size
        var color: Color { .black }
    }

    /// One card, in scene coordinates (points = pixels at scale 1).
    struct Card {
        var origin: Point
        var background: Color
        var borderColor: Color
        var shadow: CardShadow?
        var thumbnail: BenchImage
        var icon: BenchImage
        var title: String
        var badgeColor: Color
        var badgeBorder: Color

        var frame: Rect { Rect(origin: origin, size: CardLayout.size) }
        func absolute(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }
    }

    let background = Color(red: 0.94, green: 0.95, blue: 0.97)
    let cards: [Card]
    let root: Layer
    let cardLayers: [Layer]
    let titleLayers: [TextLayer]
    let iconLayers: [Layer]

    /// The card whose icon the partial-repaint benchmark moves.
    static let movingCardIndex = 9

    /// Every layer under the root.
    var layerCount: Int { cards.count * 5 }

    init() {
        var cards: [Card] = []
        let columns = 8, rows = 5
        for i in 0..<(columns * rows) {
            let col = i % columns, row = i / columns
            let shadow = i % 2 == 0
                ? CardShadow(radius: 4 + Double((i / 2) % 5), opacity: 0.35, offset: Size(width: 0, height: 3))
                : nil
            let (r, g, b) = BenchImage.hueColor(Double((i * 7) % 12) / 12)
            cards.append(Card(
                origin: Point(x: Double(8 + col * 159), y: Double(8 + row * 158)),
                background: .white,
                borderColor: Color(white: 0.82),
                shadow: shadow,
                thumbnail: .photo(width: Int(CardLayout.thumbnail.width), height: Int(CardLayout.thumbnail.height), seed: i),
                icon: .icon(side: CardLayout.iconPixels, scale: Double(CardLayout.iconPixels) / CardLayout.icon.width, seed: i),
                title: ["Pasta", "Ramen", "Tagine", "Curry", "Paella", "Risotto", "Pho", "Gumbo"][i % 8] + " no. \(i + 1)",
                badgeColor: Color(red: r, green: g, blue: b, alpha: 0.85),
                badgeBorder: Color(red: r * 0.6, green: g * 0.6, blue: b * 0.6)))
        }
        self.cards = cards

        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height))
        var cardLayers: [Layer] = [], titleLayers: [TextLayer] = [], iconLayers: [Layer] = []
        for c in cards {
            let card = Layer()
            card.frame = c.frame
            card.backgroundColor = c.background
            card.cornerRadius = CardLayout.cornerRadius
            card.borderWidth = CardLayout.borderWidth
            card.borderColor = c.borderColor
            if let s = c.shadow {
                card.shadowColor = s.color
                card.shadowOpacity = s.opacity
                card.shadowRadius = s.radius
                card.shadowOffset = s.offset
            }

            let thumb = Layer()
            thumb.frame = CardLayout.thumbnail
            thumb.contents = c.thumbnail.image
            thumb.cornerRadius = CardLayout.thumbnailRadius
            thumb.masksToBounds = true
            card.addSublayer(thumb)

            let title = TextLayer(string: c.title)
            title.font = .boldSystem(size: 13)
            title.foregroundColor = Color(white: 0.15)
            title.frame = CardLayout.title
            card.addSublayer(title)

            let icon = Layer()
            icon.frame = CardLayout.icon
            icon.contents = c.icon.image
            card.addSublayer(icon)

            let badge = Layer()
            badge.frame = CardLayout.badge
            badge.backgroundColor = c.badgeColor
            badge.cornerRadius = CardLayout.badgeRadius
            badge.borderWidth = 1
            badge.borderColor = c.badgeBorder
            card.addSublayer(badge)

            root.addSublayer(card)
            cardLayers.append(card)
            titleLayers.append(title)
            iconLayers.append(icon)
        }
        self.root = root
        self.cardLayers = cardLayers
        self.titleLayers = titleLayers
        self.iconLayers = iconLayers
        // Draw the text backing stores now, so neither path pays Pango in the timed frames and
        // the hand-written path can copy the very same pixels.
        for t in titleLayers { t.displayIfNeeded() }
    }

    /// A compositor set up for this scene (the scene background is the compositor's clear color,
    /// so both paths start a frame with one full-target paint of that color).
    func makeCompositor() -> Compositor {
        let c = Compositor()
        c.backgroundColor = background
        return c
    }

    static func makeBitmap() -> Bitmap {
        try! Bitmap(pixelWidth: width, pixelHeight: height, scale: 1)
    }
}
