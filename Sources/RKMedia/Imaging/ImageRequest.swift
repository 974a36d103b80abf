import Synchronization

/// One caller's interest in an ``ImagePipeline`` image. Cancel it when the image is no longer
/// wanted (its tile left the screen): the completion then never runs, and the decode itself is
/// dropped when nobody else waits for it and it has not started.
public final class ImageRequest: Sendable {
    /// The image this request waits for.
    public let key: ImageKey
    private let cancelled = Atomic<Bool>(false)
    private let onCancel: (@Sendable @MainActor () -> Void)?

    init(key: ImageKey, onCancel: (@Sendable @MainActor () -> Void)?) {
        self.key = key
        self.onCancel = onCancel
    }

    /// True once ``cancel()`` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Withdraws the request. Calling it again, or after the completion ran, does nothing.
    @MainActor public func cancel() {
        guard !cancelled.exchange(true, ordering: .relaxed) else { return }
        onCancel?()
    }
}
