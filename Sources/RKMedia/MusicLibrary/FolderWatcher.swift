import Glibc
import RKMainLoop

/// inotify watches on a set of folders, read through the event loop: one readable descriptor,
/// so a quiet folder costs no wakeups. inotify is not recursive, so every folder a scan
/// entered is watched; folders created later are picked up by the rescan they cause.
@MainActor
final class FolderWatcher {
    private let descriptor: Int32
    private var source: FileDescriptorSource?
    private var watches: [LibraryPath: Int32] = [:]
    private let onChange: () -> Void
    private var warnedLimit = false

    init?(loop: EventLoop, onChange: @escaping () -> Void) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            RecipeLog.write("music library: no inotify (\(String(cString: strerror(errno)))); changes are not followed")
            return nil
        }
        self.onChange = onChange
        source = loop.addSource(fileDescriptor: descriptor) { [weak self] _ in self?.drain() }
    }

    /// Watches exactly `folders` (adding new ones, dropping ones gone).
    func watch(_ folders: [LibraryPath]) {
        let wanted = Set(folders)
        for (path, wd) in watches where !wanted.contains(path) {
            inotify_rm_watch(descriptor, wd)
            watches[path] = nil
        }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_ATTRIB)
        for path in folders where watches[path] == nil {
            let wd = path.withCString { inotify_add_watch(descriptor, $0, mask) }
            if wd >= 0 { watches[path] = wd } else if !warnedLimit {
                warnedLimit = true
                RecipeLog.write("music library: cannot watch \(path) (\(String(cString: strerror(errno)))); some changes are not followed")
            }
        }
    }

    var watchedCount: Int { watches.count }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var any = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n > 0 { any = true; continue }
            break
        }
        if any { onChange() }
    }

    func close() {
        source?.invalidate()
        source = nil
        Glibc.close(descriptor)
    }

    isolated deinit {
        source?.invalidate()
        if source != nil { Glibc.close(descriptor) }
    }
}
