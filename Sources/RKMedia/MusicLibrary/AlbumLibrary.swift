import Foundation
import Glibc
import RKMainLoop

/// The albums of a music folder, kept up to date: the Linux counterpart of
/// `MPMediaQuery.albumsQuery()`.
///
/// Scanning runs off the main thread; ``albums`` changes on the main actor, and
/// ``onChange`` hears it. While ``isMonitoring`` is on, files added, removed or renamed under
/// the root (watched with inotify, through the event loop, so a quiet folder costs nothing)
/// start a new scan ``rescanDelay`` seconds after the last change.
@MainActor
public final class AlbumLibrary {
    /// The folder read.
    public let root: LibraryPath
    /// The albums found by the last scan, ordered by artist then title.
    public private(set) var albums: [Album] = []
    /// What the last scan skipped, and why.
    public private(set) var skipped: [(path: LibraryPath, reason: String)] = []
    /// True while a scan runs.
    public private(set) var isScanning = false
    /// Scans completed so far.
    public private(set) var scanCount = 0
    /// Called on the main actor after each scan that changed ``albums`` (after the observers
    /// added with ``addChangeObserver(_:)``).
    public var onChange: ((AlbumLibrary) -> Void)?
    private var observers: [(id: Int, body: (AlbumLibrary) -> Void)] = []
    private var observerCount = 0
    /// Seconds of quiet after a change before the library rescans (changes come in bursts as
    /// files are copied).
    public var rescanDelay = 0.3

    private var scanner: LibraryScanner
    private var pending: Task<Void, Never>?
    private var rescanAgain = false
    private var watcher: FolderWatcher?
    private var rescanTimer: EventLoop.Timer?
    private weak var monitoringLoop: EventLoop?

    /// A library over `root`, by default the user's music folder (``defaultMusicFolder(environment:)``).
    /// Nothing is read until ``reload()``.
    public init(root: String? = nil) {
        let path = LibraryPath(root ?? Self.defaultMusicFolder())
        self.root = path
        scanner = LibraryScanner(root: path)
    }

    /// The user's music folder: `XDG_MUSIC_DIR` from the environment or from
    /// `$XDG_CONFIG_HOME/user-dirs.dirs` (as xdg-user-dirs writes it), else `~/Music`.
    public nonisolated static func defaultMusicFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let dir = environment["XDG_MUSIC_DIR"], !dir.isEmpty { return dir }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_MUSIC_DIR=") {
                var value = line.dropFirst("XDG_MUSIC_DIR=".count).trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
                value = value.replacingOccurrences(of: "$HOME", with: home)
                if !value.isEmpty { return value }
            }
        }
        return home + "/Music"
    }

    /// Scans the folder (off the main thread) and returns once ``albums`` holds the result. A
    /// call during a scan waits for a fresh one.
    public func reload() async {
        if let pending {
            rescanAgain = true
            await pending.value
            if let again = self.pending { await again.value }
            return
        }
        let task = Task { await self.runScans() }
        pending = task
        await task.value
    }

    private func runScans() async {
        repeat {
            rescanAgain = false
            isScanning = true
            let scanner = self.scanner
            let result = await Task.detached(priority: .utility) { scanner.scan() }.value
            isScanning = false
            apply(result)
        } while rescanAgain
        pending = nil
    }

    private func apply(_ result: LibraryScanner.Result) {
        scanCount += 1
        skipped = result.skipped
        watcher?.watch(result.folders)
        guard result.albums != albums else { return }
        albums = result.albums
        for o in observers { o.body(self) }
        onChange?(self)
    }

    /// Adds a closure called after each scan that changed ``albums``; returns a token for
    /// ``removeChangeObserver(_:)``. Views showing the library use this, leaving ``onChange``
    /// to the app.
    @discardableResult
    public func addChangeObserver(_ body: @escaping (AlbumLibrary) -> Void) -> Int {
        observerCount += 1
        observers.append((observerCount, body))
        return observerCount
    }

    /// Removes the observer that ``addChangeObserver(_:)`` returned `token` for; an unknown token is
    /// ignored.
    public func removeChangeObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    /// Whether the folder is watched for changes (on by ``startMonitoring(on:)``).
    public var isMonitoring: Bool { watcher != nil }

    /// Watches the folder: changes under it start a rescan. Scans once now if none ran yet.
    ///
    /// - Parameter loop: The loop that reads the change notifications and times the rescan:
    ///   the window's (`view.eventLoop`) when there are several hosts;
    ///   ``/RKMainLoop/EventLoop/current`` by default.
    public func startMonitoring(on loop: EventLoop? = nil) {
        guard watcher == nil else { return }
        let loop = loop ?? EventLoop.current
        monitoringLoop = loop
        guard let w = FolderWatcher(loop: loop, onChange: { [weak self] in self?.folderChanged() }) else { return }
        watcher = w
        if scanCount == 0 { Task { await self.reload() } } else { w.watch([root]); Task { await self.reload() } }
    }

    /// Stops watching.
    public func stopMonitoring() {
        watcher?.close()
        watcher = nil
        rescanTimer?.invalidate()
    }

    private func folderChanged() {
        rescanTimer?.invalidate()
        rescanTimer = (monitoringLoop ?? EventLoop.current).perform(afterDelay: rescanDelay) { [weak self] in
            guard let self else { return }
            Task { await self.reload() }
        }
    }

    /// The album at `index` of an endless sequence (the wall's tiles): `index` modulo the
    /// album count, for negative indexes too; nil when the library is empty.
    public func album(wrapping index: Int) -> Album? {
        guard !albums.isEmpty else { return nil }
        let n = albums.count
        return albums[((index % n) + n) % n]
    }
}
