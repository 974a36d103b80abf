import Foundation
import Glibc
import RKMainLoop
import Testing

@testable import RKMedia

@Suite(.serialized) struct LibraryScannerTests {
    func scan(_ root: String) -> LibraryScanner.Result {
        LibraryScanner(root: LibraryPath(root)).scan(log: { _ in })
    }

    /// A music folder that does not exist (a fresh account) is said once, plainly, not as a
    /// skipped file on every scan (the gallery logged it on every visit to an album scene).
    @Test func aMissingFolderIsReportedOnce() {
        let root = "/nonexistent/recipekit-music-\(UInt64.random(in: 0 ... .max))"
        var lines: [String] = []
        for _ in 0..<3 {
            let result = LibraryScanner(root: LibraryPath(root)).scan(log: { lines.append($0) })
            #expect(result.albums.isEmpty)
            #expect(result.skipped.map(\.reason) == ["the folder does not exist"])
        }
        #expect(lines == ["music library: \(root) does not exist, so there are no albums"])
        // A path that is a file, not a folder, is still skipped as such.
        #expect(scan(LibraryFixture.bundled + "/Folder Art/cover.jpg").skipped.map(\.reason) == ["not a folder"])
    }

    @Test func groupsTracksIntoAlbumsByTheirTags() throws {
        let result = scan(LibraryFixture.bundled)
        let titles = result.albums.map(\.title)
        #expect(Set(titles) == ["Red Album", "Green Album", "Blue Album", "Yellow Album", "Purple Album",
                                "Folder Art", "Front Png", "Loose Tracks", "Summer Mix"])
        let red = try #require(result.albums.first { $0.title == "Red Album" })
        #expect(red.artist == "Ada Artist")
        #expect(red.tracks.map(\.title) == ["Track1", "Track2"])
        #expect(red.tracks.map(\.number) == [1, 2])
        // A compilation: one album, its album artist, though the track artists differ.
        let mix = try #require(result.albums.first { $0.title == "Summer Mix" })
        #expect(mix.artist == "Various Artists")
        #expect(mix.tracks.compactMap(\.artist) == ["Singer 1", "Singer 2"])
    }

    @Test func findsArtInEachFormatAndFromCoverFiles() throws {
        let albums = Dictionary(uniqueKeysWithValues: scan(LibraryFixture.bundled).albums.map { ($0.title, $0) })
        for title in ["Red Album", "Green Album", "Blue Album", "Yellow Album", "Purple Album", "Summer Mix"] {
            guard case .embedded(let path) = albums[title]?.art else {
                Issue.record("\(title): no embedded art")
                continue
            }
            #expect(path.description.hasPrefix(LibraryFixture.bundled))
            let data = try AlbumArt.embedded(path).loadData()
            #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF], "\(title)")
        }
        #expect(albums["Folder Art"]?.art == .file(LibraryPath(LibraryFixture.bundled + "/Folder Art/cover.jpg")))
        #expect(albums["Front Png"]?.art == .file(LibraryPath(LibraryFixture.bundled + "/Front Png/Front.png")))
        #expect(albums["Loose Tracks"]?.art == nil)
    }

    @Test func theFolderNamesAnAlbumWithoutAnAlbumTag() throws {
        let loose = try #require(scan(LibraryFixture.bundled).albums.first { $0.title == "Loose Tracks" })
        #expect(loose.tracks.map(\.title) == ["Stray"])
        #expect(loose.artist == nil)
    }

    @Test func coverFilePreference() {
        let images = ["Front.JPG", "folder.png", "scan.jpg"].map { LibraryPath("/m/" + $0) }
        #expect(LibraryScanner.coverFile(among: images) == LibraryPath("/m/folder.png"))
        #expect(LibraryScanner.coverFile(among: [LibraryPath("/m/scan.jpg")]) == nil)
    }

    @Test func brokenInputIsSkippedWithAReason() throws {
        let fixture = try LibraryFixture()
        defer { fixture.remove() }
        let fm = FileManager.default
        let bad = fixture.file("Broken")
        try fm.createDirectory(atPath: bad, withIntermediateDirectories: true)
        // Not audio at all, under an audio name and under its own.
        try Data("liner notes\n".utf8).write(to: URL(fileURLWithPath: bad + "/notes.mp3"))
        try Data("liner notes\n".utf8).write(to: URL(fileURLWithPath: bad + "/notes.txt"))
        // Truncated: the first 40 bytes of a FLAC file.
        let flac = try Data(contentsOf: URL(fileURLWithPath: fixture.file("Green Album/leaf.flac")))
        try flac.prefix(40).write(to: URL(fileURLWithPath: bad + "/cut.flac"))
        // Empty.
        fm.createFile(atPath: bad + "/empty.ogg", contents: Data())
        // A FIFO named like a song: opening it for reading would block forever.
        #expect(mkfifo(bad + "/pipe.mp3", 0o644) == 0)
        // A symbolic link loop, and a dangling link.
        try fm.createSymbolicLink(atPath: bad + "/loop", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: bad + "/gone.mp3", withDestinationPath: bad + "/nowhere.mp3")

        var lines: [String] = []
        let started = Date()
        let result = LibraryScanner(root: fixture.path).scan(log: { lines.append($0) })
        #expect(Date().timeIntervalSince(started) < 30, "the scan must not hang")
        // The good albums are all still there, once each despite the loop.
        #expect(result.albums.count == 9)
        #expect(result.albums.filter { $0.title == "Red Album" }.count == 1)
        let reasons = Dictionary(result.skipped.map { ($0.path.lastComponent, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["notes.mp3"] == "not an audio file")
        #expect(reasons["notes.txt"] == "not audio")
        #expect(reasons["cut.flac"] != nil)
        #expect(reasons["empty.ogg"] != nil)
        #expect(reasons["pipe.mp3"] == "not a regular file")
        #expect(reasons["gone.mp3"]?.hasPrefix("cannot stat") == true)
        #expect(reasons["loop"] != nil)
        // Files that look like music but are not get a log line; plain non-audio files do not.
        #expect(lines.contains { $0.contains("notes.mp3") })
        #expect(!lines.contains { $0.contains("notes.txt") })
    }

    @Test func namesThatAreNotUTF8AreReadAsBytes() throws {
        let fixture = try LibraryFixture()
        defer { fixture.remove() }
        // A folder and a file whose names are Latin-1 ("Café" and "é.mp3"), not UTF-8.
        let folder = LibraryPath(fixture.root).appending([0x43, 0x61, 0x66, 0xE9])
        #expect(folder.withCString { mkdir($0, 0o755) } == 0)
        let song = folder.appending([0xE9, 0x2E, 0x6D, 0x70, 0x33])
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.file("Loose Tracks/stray.mp3")))
        let fd = song.withCString { open($0, O_WRONLY | O_CREAT, 0o644) }
        #expect(fd >= 0)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(!song.isValidUTF8)

        let result = LibraryScanner(root: fixture.path).scan(log: { _ in })
        let album = try #require(result.albums.first { $0.folder == folder })
        #expect(album.title == "Caf\u{FFFD}")
        #expect(album.tracks.first?.path == song)
    }

    // Permissions do not stop root, so this case can only be checked for other users.
    @Test(.enabled(if: geteuid() != 0, "root reads every folder"))
    func anUnreadableFolderIsSkipped() throws {
        let fixture = try LibraryFixture()
        defer { chmod(fixture.file("Green Album"), 0o755); fixture.remove() }
        chmod(fixture.file("Green Album"), 0)
        let result = LibraryScanner(root: fixture.path).scan(log: { _ in })
        #expect(!result.albums.contains { $0.title == "Green Album" })
        #expect(result.skipped.contains { $0.path.lastComponent == "Green Album" })
    }

    @Test func aMissingRootGivesNoAlbums() {
        let result = scan("/nonexistent/recipekit/music")
        #expect(result.albums.isEmpty)
        #expect(result.skipped.first?.reason == "the folder does not exist")
    }

    @Test func corruptEmbeddedArtIsHandedOnAsStored() throws {
        let fixture = try LibraryFixture()
        defer { fixture.remove() }
        // Overwrite the picture's bytes in place (keeping the file's structure): the scan still
        // finds the album and its embedded art; decoding the art is what fails.
        let path = fixture.file("Green Album/leaf.flac")
        var data = try Data(contentsOf: URL(fileURLWithPath: path))
        let jpegStart = try #require(data.firstRange(of: Data([0xFF, 0xD8, 0xFF])))
        for i in (jpegStart.lowerBound + 3)..<(jpegStart.lowerBound + 60) { data[i] = 0x5A }
        try data.write(to: URL(fileURLWithPath: path))
        let green = try #require(LibraryScanner(root: fixture.path).scan(log: { _ in }).albums.first { $0.title == "Green Album" })
        let art = try #require(green.art)
        let bytes = try art.loadData()
        // The damaged bytes come back as they are: the image pipeline's decoder refuses them
        // and the wall shows its placeholder (AlbumWallTests).
        #expect(bytes.firstRange(of: Data(repeating: 0x5A, count: 57)) != nil)
    }
}
