import Foundation
import RKGeometry
import RKHosts
import RKMainLoop
import Testing

@testable import RKMedia

@MainActor
@Suite(.serialized) struct AlbumLibraryTests {
    /// Runs the host until `condition` holds or twenty seconds of real time pass (a passing
    /// test returns at once).
    func run(_ host: HeadlessHost, until condition: () -> Bool) async {
        // A time and a number of turns, both: in a full parallel run, other main-actor tests
        // can hold the main actor for seconds between two turns, and the rescan needs turns.
        let deadline = Date().addingTimeInterval(20)
        var turns = 0
        while !condition(), Date() < deadline || turns < 400 {
            turns += 1
            _ = await host.run(for: 0.05)
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
    }

    @Test func reloadScansOffTheMainThread() async throws {
        let library = AlbumLibrary(root: LibraryFixture.bundled)
        #expect(library.albums.isEmpty)
        var changes = 0
        library.onChange = { _ in changes += 1 }
        await library.reload()
        #expect(library.albums.count == 9)
        #expect(changes == 1)
        await library.reload()
        #expect(changes == 1, "an unchanged folder does not report a change")
        #expect(library.scanCount == 2)
    }

    @Test func wrappingIndexesCoverNegativeOnes() async {
        let library = AlbumLibrary(root: LibraryFixture.bundled)
        #expect(library.album(wrapping: 3) == nil)
        await library.reload()
        let n = library.albums.count
        #expect(library.album(wrapping: n + 2) == library.albums[2])
        #expect(library.album(wrapping: -1) == library.albums[n - 1])
        #expect(library.album(wrapping: -n * 5_000_001) == library.albums[0])
    }

    @Test func followsFilesAddedAndRemoved() async throws {
        let fixture = try LibraryFixture()
        defer { fixture.remove() }
        let host = try HeadlessHost(size: Size(width: 10, height: 10))
        let library = AlbumLibrary(root: fixture.root)
        library.rescanDelay = 0.05
        await library.reload()
        library.startMonitoring(on: host.eventLoop)
        #expect(library.isMonitoring)
        let before = library.albums.count
        // A new album folder with one track.
        let fm = FileManager.default
        try fm.createDirectory(atPath: fixture.file("New/Album"), withIntermediateDirectories: true)
        // A track without an album tag: its folder, "Album", names the new album.
        try Data(contentsOf: URL(fileURLWithPath: fixture.file("Loose Tracks/stray.mp3")))
            .write(to: URL(fileURLWithPath: fixture.file("New/Album/x.mp3")))
        await run(host) { library.albums.count == before + 1 }
        #expect(library.albums.contains { $0.title == "Album" })
        // Removing an album folder takes it away.
        try fm.removeItem(atPath: fixture.file("Blue Album"))
        await run(host) { !library.albums.contains { $0.title == "Blue Album" } }
        #expect(!library.albums.contains { $0.title == "Blue Album" })
        library.stopMonitoring()
        #expect(!library.isMonitoring)
    }

    @Test func theDefaultFolderFollowsXDG() throws {
        let dir = NSTemporaryDirectory() + "recipekit-xdg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_MUSIC_DIR=\"$HOME/Tunes\"\n"
            .write(toFile: dir + "/user-dirs.dirs", atomically: true, encoding: .utf8)
        #expect(AlbumLibrary.defaultMusicFolder(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": dir]) == "/home/ada/Tunes")
        #expect(AlbumLibrary.defaultMusicFolder(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": dir + "/none"]) == "/home/ada/Music")
        #expect(AlbumLibrary.defaultMusicFolder(environment: ["HOME": "/home/ada", "XDG_MUSIC_DIR": "/srv/music"]) == "/srv/music")
    }
}
