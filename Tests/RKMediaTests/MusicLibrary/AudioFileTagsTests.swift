import Foundation
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
}
