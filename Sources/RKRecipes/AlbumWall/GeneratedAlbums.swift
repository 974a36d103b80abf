import Foundation
import RKGeometry
import RKGraphics

/// Albums with covers drawn by the project: the wall's stand-in when there is no music folder
/// (the gallery, a fresh machine, tests). Each cover is a gradient with the album's title,
/// encoded as PNG when a tile asks for it, so it goes through the same decoding path as real
/// art.
public enum GeneratedAlbums {
    static let words = ["Blue", "Night", "Paper", "Glass", "River", "Echo", "Velvet", "Neon", "Quiet", "Copper",
                        "Summer", "Static", "Golden", "Hollow", "Silver", "Wild", "Distant", "Little", "Electric", "Salt"]
    static let nouns = ["Hours", "Lights", "Garden", "Machines", "Harbour", "Letters", "Rooms", "Signals", "Tides", "Dreams",
                        "Engines", "Maps", "Birds", "Ghosts", "Waves", "Fields", "Stations", "Stories", "Shapes", "Roads"]
    static let artists = ["The Lanterns", "Ada Vale", "North Coast", "Mira & Co", "Low Orbit", "June Parade",
                          "Paper Kites", "Olu Band", "The Meridians", "Sola"]

    /// `count` albums, the same ones every time.
    public static func items(count: Int) -> [AlbumWallItem] {
        (0..<Swift.max(0, count)).map { i in
            let title = "\(words[i % words.count]) \(nouns[(i / words.count + i * 7) % nouns.count])"
            let artist = artists[(i * 3) % artists.count]
            let hue = Double((i * 47) % 360) / 360
            return AlbumWallItem(id: "generated-\(i)", title: title, artist: artist) {
                try cover(title: title, artist: artist, hue: hue).pngData()
            }
        }
    }

    /// A 300 × 300 pixel cover.
    static func cover(title: String, artist: String, hue: Double) -> Image {
        let side = 300.0
        let renderer = try! ImageRenderer(size: Size(width: side, height: side), opaque: true)
        return renderer.image { canvas in
            let top = Color(hue: hue, saturation: 0.65, brightness: 0.85)
            let bottom = Color(hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.35)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: side, height: side)),
                        with: Gradient.linear([top, bottom], from: Point(x: 0, y: 0), to: Point(x: side * 0.3, y: side)))
            canvas.fill(Path(ellipseIn: Rect(x: side * 0.55, y: side * 0.08, width: side * 0.34, height: side * 0.34)),
                        with: Color(white: 1, alpha: 0.25))
            canvas.draw(title, at: Point(x: 18, y: side - 86), font: .boldSystem(size: 30), color: .white)
            canvas.draw(artist, at: Point(x: 18, y: side - 44), font: .system(size: 20), color: Color(white: 1, alpha: 0.8))
        }
    }
}
