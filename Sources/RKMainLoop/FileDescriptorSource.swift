import Glibc

/// A file descriptor the event loop watches (a CFFileDescriptor or GSource on a descriptor):
/// when it becomes readable or writable, the loop wakes and runs the handler in its next turn.
///
/// The loop never reads, writes or closes the descriptor; the handler must consume what made it
/// ready (read the data, accept the connection), or it runs again every turn. A descriptor that
/// is closed while watched reports ``Events/invalid`` once, and the source is then removed.
@MainActor
public final class FileDescriptorSource {
    /// What to wait for, and what happened.
    public struct Events: OptionSet, Sendable {
        /// The `poll(2)` event bits (`POLLIN`, `POLLOUT`, ...).
        public let rawValue: Int16
        /// Events from `poll(2)` event bits.
        public init(rawValue: Int16) { self.rawValue = rawValue }
        /// Data can be read (or the peer closed its end).
        public static let readable = Events(rawValue: Int16(POLLIN))
        /// Data can be written without blocking.
        public static let writable = Events(rawValue: Int16(POLLOUT))
        /// An error or hang-up on the descriptor (always reported, never asked for).
        public static let hangUp = Events(rawValue: Int16(POLLHUP | POLLERR))
        /// The descriptor is not open (always reported; the source is removed after it).
        public static let invalid = Events(rawValue: Int16(POLLNVAL))
    }

    /// The descriptor watched.
    public let fileDescriptor: Int32
    /// What the source waits for.
    public let events: Events
    let handler: (Events) -> Void
    /// Whether the source is still watched.
    public private(set) var isValid = true

    init(fileDescriptor: Int32, events: Events, handler: @escaping (Events) -> Void) {
        self.fileDescriptor = fileDescriptor
        self.events = events
        self.handler = handler
    }

    /// Stops watching; the handler never runs again. Safe to call more than once, or from the
    /// handler.
    public func invalidate() { isValid = false }
}
