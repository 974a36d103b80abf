import Foundation
import Glibc
import Testing

@testable import RKMedia

@Suite struct AudioFileTagsTests {
    let root = LibraryFixture.bundled

    @Test(arguments: [
        ("Ada Artist/Red Album/01 Track.mp3", "Red Album", "Ada Artist", "Track1", 1),
        ("Green Album/leaf.flac", "Green Album", "Bo Band", "Leaf", 1),
        ("Blue Album/sea.m4a", "Blue Album", "Cy Choir", "Sea", 1),
        ("Yellow Album/sun.ogg", "Yellow Album", "Di Duo", "Sun", 1),
        ("Purple Album/dusk.opus", "Purple Album", "Ed Ensemble", "Dusk", 1),
    ])
    func readsTagsAndEmbeddedArtInEachFormat(file: String, album: String, albumArtist: String, title: String, track: Int) throws {
        let tags = try AudioFileTags.read(LibraryPath(root + "/" + file), includeArt: true)
        #expect(tags.album == album)
        #expect(tags.albumArtist == albumArtist)
        #expect(tags.title == title)
        #expect(tags.trackNumber == track)
        #expect(tags.hasEmbeddedArt)
        let art = try #require(tags.embeddedArt)
        // The fixtures embed JPEGs.
        #expect(Array(art.prefix(3)) == [0xFF, 0xD8, 0xFF])
    }

    /// Timeouts at the edges of Double: converting them to nanoseconds trapped, on the
    /// scanner's worker thread, which took the whole process down.
    @Test(arguments: [Double.infinity, 1e10, 1e300, Double.greatestFiniteMagnitude])
    func anUnboundedTimeoutWaitsAsLongAsReadingTakes(_ timeout: Double) throws {
        let tags = try AudioFileTags.read(LibraryPath(root + "/Green Album/leaf.flac"), timeout: timeout)
        #expect(tags.title == "Leaf")
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func aTimeoutWithNoTimeGivesUpAtOnce(_ timeout: Double) {
        #expect(throws: AudioFileError.timedOut) {
            try AudioFileTags.read(LibraryPath(root + "/Green Album/leaf.flac"), timeout: timeout)
        }
    }

    @Test func aFileWithoutArtSaysSo() throws {
        let path = LibraryPath(root + "/Folder Art/plain.mp3")
        let tags = try AudioFileTags.read(path)
        #expect(!tags.hasEmbeddedArt)
        #expect(throws: AudioFileError.noArt) { try AudioFileTags.read(path, includeArt: true) }
    }

    @Test func anImageIsNotAudio() {
        #expect(throws: AudioFileError.notAudio) { try AudioFileTags.read(LibraryPath(root + "/Folder Art/cover.jpg")) }
    }

    @Test func textRenamedMP3IsNotAudio() throws {
        let path = NSTemporaryDirectory() + "recipekit-\(UUID().uuidString).mp3"
        try Data("these are the liner notes, not a song\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: AudioFileError.notAudio) { try AudioFileTags.read(LibraryPath(path)) }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect {
            try AudioFileTags.read(LibraryPath("/nonexistent/recipekit/song.mp3"))
        } throws: { error in
            if case .unreadable = error as? AudioFileError { return true }
            return false
        }
    }

    @Test func artOverTheLimitIsRefused() {
        #expect {
            try AudioFileTags.read(LibraryPath(root + "/Green Album/leaf.flac"), includeArt: true, maxArtBytes: 100)
        } throws: { error in
            guard case .artTooLarge(let bytes, let limit) = error as? AudioFileError else { return false }
            return bytes > 100 && limit == 100
        }
    }

    @Test func trackNumbersWithTotals() {
        #expect(AudioFileTags.leadingNumber("3/12") == 3)
        #expect(AudioFileTags.leadingNumber("07") == 7)
        #expect(AudioFileTags.leadingNumber("side A") == nil)
    }

    /// Playlists saved as songs (a known way to make a media scanner fetch URLs or read other
    /// files): the scanner reads only music demuxers and local files, so they are not audio,
    /// the song a playlist names is not read through it, and nothing connects to the address
    /// another names. libavformat took both for HLS and read the local song through it.
    @Test(arguments: ["local", "remote"]) func aPlaylistNamedAsASongIsNotAudio(segment: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p in
                bind(listener, p, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, p, &length) == 0
            }
        }
        try #require(bound)
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        let folder = NSTemporaryDirectory() + "recipekit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: root + "/Ada Artist/Red Album/01 Track.mp3", toPath: folder + "/song.mp3")
        let uri = segment == "local" ? "song.mp3" : "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/segment.mp3"
        let playlist = "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n\(uri)\n#EXT-X-ENDLIST\n"
        for name in ["playlist.mp3", "playlist.m3u8"] {
            try Data(playlist.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            #expect(throws: AudioFileError.notAudio) { try AudioFileTags.read(LibraryPath(folder + "/" + name), timeout: 2) }
        }
        let accepted = accept(listener, nil, nil)
        if accepted >= 0 { close(accepted) }
        #expect(accepted < 0, "reading the playlist connected to its segment's address")
        // The song itself still reads.
        #expect(try AudioFileTags.read(LibraryPath(folder + "/song.mp3")).title == "Track1")
    }

    /// An ID3v2 picture far over the limit: opening the file reads at most the limit plus the
    /// header allowance, instead of the whole picture, and says why it stopped.
    @Test func anOversizedPictureIsNotReadWhole() throws {
        let art = 24 << 20, limit = 64 << 10
        let path = NSTemporaryDirectory() + "recipekit-\(UUID().uuidString).mp3"
        var file = Self.id3v2Tag(pictureBytes: art)
        file += try Data(contentsOf: URL(fileURLWithPath: root + "/Folder Art/plain.mp3"))
        try file.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try AudioFileTags.read(LibraryPath(path), includeArt: true, maxArtBytes: limit)
        } throws: { error in
            guard case .artTooLarge(let bytes, let l) = error as? AudioFileError else { return false }
            return l == limit && bytes <= AudioFileTags.readLimit(maxArtBytes: limit)
        }
        // With a limit above the picture, the same file reads whole.
        let tags = try AudioFileTags.read(LibraryPath(path), includeArt: true, maxArtBytes: art + 1024)
        #expect(tags.embeddedArt?.count == art)
    }

    /// A FIFO named like a song: refused at once instead of blocking the reader until a
    /// writer comes.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "recipekit-\(UUID().uuidString).mp3"
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: AudioFileError.notAudio) { try AudioFileTags.read(LibraryPath(path), timeout: 30) }
    }

    /// An ID3v2.3 tag holding one front-cover APIC frame of `pictureBytes` bytes (a JPEG
    /// start, then zeros).
    static func id3v2Tag(pictureBytes: Int) -> Data {
        var body = Data("APIC".utf8)
        var payload = Data([0]) + Data("image/jpeg".utf8) + Data([0, 3]) + Data("cover".utf8) + Data([0])
        payload += Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(count: pictureBytes - 4)
        let n = UInt32(payload.count)
        body += Data([UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF), 0, 0])
        body += payload
        let size = body.count
        // The tag's size is "syncsafe": seven bits a byte.
        let syncsafe = [21, 14, 7, 0].map { UInt8(size >> $0 & 0x7F) }
        return Data("ID3".utf8) + Data([3, 0, 0]) + Data(syncsafe) + body
    }
}
