import Foundation
import RKMedia

/// One album as the wall shows it: its names, and how to get its art's bytes (nil: no art,
/// the placeholder shows).
public struct AlbumWallItem: Sendable, Identifiable {
    /// Names the art in the image cache: equal ids must have equal art.
    public var id: String
    /// The album's title, shown with the artist when the album is selected.
    public var title: String
    /// The album's artist; nil when unknown.
    public var artist: String?
    /// Loads the encoded art (JPEG or PNG); called off the main thread.
    public var loadArt: (@Sendable () throws -> Data)?

    /// An item with the given names and art loader (nil: no art).
    public init(id: String, title: String, artist: String? = nil, loadArt: (@Sendable () throws -> Data)? = nil) {
        self.id = id
        self.title = title
        self.artist = artist
        self.loadArt = loadArt
    }

    /// An album of a music library, its art read from the file it is in when a tile needs it.
    public init(album: Album) {
        var load: (@Sendable () throws -> Data)?
        if let art = album.art {
            load = { try art.loadData() }
        }
        self.init(id: album.id, title: album.title, artist: album.artist, loadArt: load)
    }

    /// "Title — Artist", or the title alone.
    public var caption: String { artist.map { "\(title) — \($0)" } ?? title }
}
