import RKGeometry
import RKMotion

/// A key press travelling the responder chain (UIPress): ``Responder/pressesBegan(_:with:)``
/// and ``Responder/pressesEnded(_:with:)`` carry it.
@MainActor
public final class Press: Hashable {
    /// Where the press is.
    public enum Phase: Sendable {
        /// The key went down.
        case began
        /// The key came up.
        case ended
        /// Focus left before the key came up.
        case cancelled
    }

    /// The key pressed.
    public let key: KeyboardKey
    /// Whether the key repeats, held down.
    public let isRepeat: Bool
    /// The press's phase.
    public internal(set) var phase: Phase
    /// When it happened, on the window's event loop clock.
    public let timestamp: MediaTime

    init(key: KeyboardKey, isRepeat: Bool, phase: Phase, timestamp: MediaTime) {
        self.key = key
        self.isRepeat = isRepeat
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Presses are the same press only when they are the same object, as UIPress.
    public nonisolated static func == (a: Press, b: Press) -> Bool { a === b }
    /// Hashes the press's identity.
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The event a press comes with (UIPressesEvent): whether it was left unhandled tells a host
/// whether the app's own shortcuts may act on it.
@MainActor
public final class PressesEvent {
    /// The presses of the event.
    public let allPresses: Set<Press>
    /// Set when the presses went up the whole responder chain and nobody took them.
    public internal(set) var reachedTheEndOfTheChain = false

    init(allPresses: Set<Press>) {
        self.allPresses = allPresses
    }
}
