import Foundation

/// One album of a music library: tracks grouped by their tags, with where its art comes from.
public struct Album: Hashable, Sendable, Identifiable {
    /// Stable across scans: the grouping key (album artist or folder, and title).
    public let id: String
    /// The album's name: its tracks' album tag, or the folder's name when they have none.
    public var title: String
    /// The album artist, or the tracks' artist when they share one; nil when unknown.
    public var artist: String?
    /// The folder of the album's first track.
    public var folder: LibraryPath
    /// The tracks, in disc and track order.
    public var tracks: [Track]
    /// Where the art is, when the album has any.
    public var art: AlbumArt?

    /// An album with the given parts, as a scan makes it (and as tests and generated libraries do).
    public init(id: String, title: String, artist: String?, folder: LibraryPath, tracks: [Track], art: AlbumArt?) {
        self.id = id
        self.title = title
        self.artist = artist
        self.folder = folder
        self.tracks = tracks
        self.art = art
    }

    /// One audio file of an album.
    public struct Track: Hashable, Sendable {
        /// The audio file.
        public var path: LibraryPath
        /// The track's title tag, or the file's name when it has none.
        public var title: String
        /// The track's artist tag; nil when the file has none.
        public var artist: String?
        /// The track number within its disc; nil when the file has none.
        public var number: Int?
        /// The disc number; nil when the file has none.
        public var disc: Int?

        /// A track with the given file and tags.
        public init(path: LibraryPath, title: String, artist: String? = nil, number: Int? = nil, disc: Int? = nil) {
            self.path = path
            self.title = title
            self.artist = artist
            self.number = number
            self.disc = disc
        }
    }
}

/// Where an album's art is. The bytes are read when needed, not kept by the library, so a
/// library of thousands of albums costs little memory.
public enum AlbumArt: Hashable, Sendable {
    /// A picture embedded in this audio file.
    case embedded(LibraryPath)
    /// An image file in the album's folder (cover.jpg, folder.png, front.jpg ...).
    case file(LibraryPath)

    /// Reads the art's encoded bytes (JPEG or PNG).
    /// - Throws: ``AudioFileError`` for embedded art; ``AudioFileError/unreadable(_:)`` or
    ///   ``AudioFileError/artTooLarge(bytes:limit:)`` for a file.
    public func loadData(maxBytes: Int = 16 << 20) throws(AudioFileError) -> Data {
        switch self {
        case .embedded(let path):
            let tags = try AudioFileTags.read(path, includeArt: true, maxArtBytes: maxBytes)
            guard let data = tags.embeddedArt else { throw .noArt }
            return data
        case .file(let path):
            return try Self.readFile(path, maxBytes: maxBytes)
        }
    }

    static func readFile(_ path: LibraryPath, maxBytes: Int) throws(AudioFileError) -> Data {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        guard Int(info.st_size) <= maxBytes else { throw .artTooLarge(bytes: Int(info.st_size), limit: maxBytes) }
        var data = Data(count: Int(info.st_size))
        var total = 0
        while total < data.count {
            let n = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, $0.count - total) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            total += n
        }
        data.count = total
        return data
    }
}
