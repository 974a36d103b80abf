import Foundation
import Glibc
import RKMainLoop
import Synchronization

/// Walks a music folder and groups its audio files into albums. Synchronous and thread-safe:
/// ``AlbumLibrary`` runs it off the main thread.
///
/// What it does with the awkward cases a real music folder has:
/// - files that are not audio (by extension) are not opened; files with an audio extension
///   that libavformat cannot read as audio (text renamed `.mp3`, truncated headers) are
///   skipped with a log line;
/// - anything but a regular file or a directory (FIFOs, sockets, devices) is skipped, so a
///   FIFO called `song.mp3` cannot block the scan;
/// - symbolic links are followed, but each directory is entered once (by device and inode),
///   so link loops end; depth is capped at ``maximumDepth``;
/// - unreadable folders are skipped with a log line; hidden entries (leading dot) are ignored;
/// - names that are not UTF-8 are read as bytes and shown with U+FFFD.
public struct LibraryScanner: Sendable {
    /// The missing roots already reported, for the process.
    private static let reportedMissing = Mutex<Set<String>>([])

    /// Whether `root`'s absence is reported for the first time (and notes it).
    static func firstReport(ofMissing root: LibraryPath) -> Bool {
        reportedMissing.withLock { $0.insert(root.description).inserted }
    }

    /// The folder scanned.
    public var root: LibraryPath
    /// Deepest folder nesting entered below the root.
    public var maximumDepth = 32
    /// Per-file reading deadline, in seconds.
    public var fileTimeout = 5.0

    /// File extensions read as audio.
    public static let audioExtensions: Set<String> = [
        "mp3", "flac", "m4a", "mp4", "aac", "alac", "ogg", "oga", "opus", "wav", "wma", "ape", "wv", "mpc", "aiff", "aif",
    ]
    /// Cover file names, in order of preference (any case, .jpg, .jpeg or .png).
    public static let coverNames = ["cover", "folder", "front", "albumart", "album"]

    /// A scanner of the folder at `root`, with the default depth limit and per-file deadline.
    public init(root: LibraryPath) {
        self.root = root
    }

    /// What a scan found.
    public struct Result: Sendable {
        /// The albums, ordered by artist then title.
        public var albums: [Album]
        /// Every folder entered (the library watches them for changes).
        public var folders: [LibraryPath]
        /// Files and folders skipped, with the reason.
        public var skipped: [(path: LibraryPath, reason: String)]
    }

    /// Scans the folder. Never throws: what cannot be read is listed in ``Result/skipped``.
    public func scan(log: (String) -> Void = { RecipeLog.write($0) }) -> Result {
        var folders: [LibraryPath] = []
        var skipped: [(LibraryPath, String)] = []
        var visited = Set<FileIdentity>()
        var groups: [String: Group] = [:]

        func skip(_ path: LibraryPath, _ reason: String, logged: Bool = true) {
            skipped.append((path, reason))
            if logged { log("music library: skipped \(path): \(reason)") }
        }

        func walk(_ dir: LibraryPath, depth: Int) {
            guard let stream = dir.withCString({ opendir($0) }) else {
                skip(dir, "cannot open folder: \(String(cString: strerror(errno)))")
                return
            }
            folders.append(dir)
            var entries: [[UInt8]] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if name.first == UInt8(ascii: ".") { continue }
                entries.append(name)
            }
            closedir(stream)
            entries.sort { $0.lexicographicallyPrecedes($1) }
            var audioFiles: [LibraryPath] = []
            var imageFiles: [LibraryPath] = []
            for name in entries {
                let path = dir.appending(name)
                var info = stat()
                guard path.withCString({ stat($0, &info) }) == 0 else {
                    skip(path, "cannot stat: \(String(cString: strerror(errno)))")
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                    guard depth < maximumDepth else { skip(path, "deeper than \(maximumDepth) folders"); continue }
                    guard visited.insert(identity).inserted else { skip(path, "already scanned (a link loop?)", logged: false); continue }
                    walk(path, depth: depth + 1)
                case S_IFREG:
                    let ext = path.pathExtension
                    if Self.audioExtensions.contains(ext) { audioFiles.append(path) }
                    else if ["jpg", "jpeg", "png"].contains(ext) { imageFiles.append(path) }
                    else { skip(path, "not audio", logged: false) }
                default:
                    skip(path, "not a regular file")
                }
            }
            let cover = Self.coverFile(among: imageFiles)
            for file in audioFiles {
                let tags: AudioFileTags
                do { tags = try AudioFileTags.read(file, timeout: fileTimeout) } catch {
                    skip(file, error.description)
                    continue
                }
                let albumTitle = tags.album ?? dir.lastComponent
                // Without an album artist, the folder keeps same-named albums apart.
                let owner = tags.albumArtist.map { "artist:" + $0.lowercased() } ?? "folder:" + dir.description
                let key = owner + "\u{1F}" + albumTitle.lowercased()
                let track = Album.Track(path: file, title: tags.title ?? file.lastComponent, artist: tags.artist,
                                        number: tags.trackNumber, disc: tags.discNumber)
                groups[key, default: Group(title: albumTitle, folder: dir)].add(track, tags: tags, cover: cover)
            }
        }

        var rootInfo = stat()
        let rootStatus = root.withCString { stat($0, &rootInfo) }
        let rootError = rootStatus == 0 ? 0 : errno
        if rootStatus == 0, rootInfo.st_mode & S_IFMT == S_IFDIR {
            visited.insert(FileIdentity(device: UInt64(rootInfo.st_dev), inode: UInt64(rootInfo.st_ino)))
            walk(root, depth: 0)
        } else if rootError == ENOENT {
            // No music folder is a normal state (a fresh account), not an error: said once per
            // folder for the process, plainly, not on every scan.
            skip(root, "the folder does not exist", logged: false)
            if LibraryScanner.firstReport(ofMissing: root) {
                log("music library: \(root) does not exist, so there are no albums")
            }
        } else {
            skip(root, "not a folder")
        }
        let albums = groups.map { key, group in group.album(id: key) }.sorted {
            let a = ($0.artist ?? "").lowercased(), b = ($1.artist ?? "").lowercased()
            return a != b ? a < b : $0.title.lowercased() < $1.title.lowercased()
        }
        return Result(albums: albums, folders: folders, skipped: skipped)
    }

    /// The preferred cover file among a folder's images.
    static func coverFile(among images: [LibraryPath]) -> LibraryPath? {
        for name in coverNames {
            if let match = images.first(where: { path in
                let file = path.lastComponent.lowercased()
                return ["jpg", "jpeg", "png"].contains { file == "\(name).\($0)" }
            }) { return match }
        }
        return nil
    }

    private struct FileIdentity: Hashable { var device: UInt64; var inode: UInt64 }

    private struct Group {
        var title: String
        var folder: LibraryPath
        var albumArtist: String?
        var artists: Set<String> = []
        var tracks: [Album.Track] = []
        var embedded: LibraryPath?
        var cover: LibraryPath?

        init(title: String, folder: LibraryPath) {
            self.title = title
            self.folder = folder
        }

        mutating func add(_ track: Album.Track, tags: AudioFileTags, cover folderCover: LibraryPath?) {
            tracks.append(track)
            albumArtist = albumArtist ?? tags.albumArtist
            if let a = tags.artist { artists.insert(a) }
            if embedded == nil, tags.hasEmbeddedArt { embedded = track.path }
            if cover == nil { cover = folderCover }
        }

        func album(id: String) -> Album {
            let ordered = tracks.sorted {
                ($0.disc ?? 0, $0.number ?? Int.max, $0.path) < ($1.disc ?? 0, $1.number ?? Int.max, $1.path)
            }
            let artist = albumArtist ?? (artists.count == 1 ? artists.first : nil)
            // Embedded art first, as music players do; the cover file when there is none.
            let art = embedded.map(AlbumArt.embedded) ?? cover.map(AlbumArt.file)
            return Album(id: id, title: title, artist: artist, folder: folder, tracks: ordered, art: art)
        }
    }
}
