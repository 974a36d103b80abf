import CRKX11
import RKMainLoop

/// Watches the X server's resource database (the root window's `RESOURCE_MANAGER` property) on
/// a connection of its own, served by the event loop: desktops write their text scale there
/// (`Xft.dpi`) and change it while apps run, as GNOME's settings daemon does when "Large text"
/// or the text-scaling factor changes.
@MainActor
final class XResourceWatcher {
    private let display: OpaquePointer
    private var source: FileDescriptorSource?

    /// Starts watching; nil when no X server answers. `changed` runs in the loop's turn after
    /// the resources change or are removed.
    init?(loop: EventLoop, changed: @escaping @MainActor () -> Void) {
        guard let display = crk_x11_resource_watch_open() else { return nil }
        self.display = display
        source = loop.addSource(fileDescriptor: crk_x11_resource_watch_fd(display)) { [weak self, display] events in
            // A server that went away leaves the descriptor readable for ever; Xlib would exit
            // the process on reading it.
            guard events.isDisjoint(with: [.hangUp, .invalid]) else {
                self?.source?.invalidate()
                return
            }
            // Draining reads every queued event, so the source is quiet until the server sends more.
            if crk_x11_resource_watch_drain(display) == 1 { changed() }
        }
        // Events queued while connecting would not make the descriptor readable again.
        if crk_x11_resource_watch_drain(display) == 1 { changed() }
    }

    isolated deinit {
        source?.invalidate()
        crk_x11_resource_watch_close(display)
    }
}
