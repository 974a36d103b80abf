import Foundation
import RKGraphics
import RKMainLoop
import Synchronization

/// Loads, decodes and scales pictures off the main thread, straight to the size they are drawn
/// at, and keeps the results in a byte-bounded LRU ``/RKGraphics/ImageCache``.
///
/// - ``request(_:scale:on:load:completion:)`` (main actor) answers from the cache at once, or
///   queues the work on a ``/RKMainLoop/WorkerPool`` (newest first) and calls the completion on the main
///   actor, through the event loop's wakeup, when the image is ready. Requests for the same
///   key share one decode; a cancelled request's completion never runs, and a decode nobody
///   waits for any more is dropped before it starts.
/// - ``image(for:scale:load:)`` does the same work synchronously, on the calling thread, for
///   code that already runs in the background (a tiled layer's tile drawing).
/// - A picture that fails (corrupt, truncated, over ``limits``) is remembered as failed and
///   not decoded again; the caller shows its placeholder.
public final class ImagePipeline: Sendable {
    /// The decoded images.
    public let cache: ImageCache<ImageKey>
    /// Where decoding runs.
    public let workers: WorkerPool
    /// What pictures are accepted: larger ones fail.
    public let limits: DecodingLimits

    private let failures = Mutex(LRUCache<ImageKey, String>(countLimit: 4096))
    private let flights = Flights()
    private let counters = Mutex((decoded: 0, failed: 0))

    /// A pipeline keeping at most `byteLimit` bytes of decoded pixels.
    ///
    /// The default limits refuse art over 8,192 pixels on a side, 64 megapixels or 32 MiB
    /// encoded: a music folder's "huge art" fails fast and shows the placeholder.
    public init(byteLimit: Int = 48 << 20, workers: WorkerPool = .shared,
                limits: DecodingLimits = DecodingLimits(maxDimension: 8192, maxPixelCount: 1 << 26, maxFileBytes: 32 << 20)) {
        cache = ImageCache(byteLimit: byteLimit)
        self.workers = workers
        self.limits = limits
    }

    /// The image for `key` if it is in the cache.
    public func cachedImage(for key: ImageKey) -> Image? { cache.image(forKey: key) }

    /// Why `key` failed, if it did.
    public func failure(for key: ImageKey) -> String? { failures.withLock { $0.peek(key) } }

    /// Decodes performed and failures seen so far.
    public var statistics: (decoded: Int, failed: Int) { counters.withLock { $0 } }

    /// The image for `key`: from the cache, or loaded and decoded now on the calling thread.
    /// Nil when loading or decoding fails (remembered: it is not tried again).
    public func image(for key: ImageKey, scale: Double = 1, load: () throws -> Data) -> Image? {
        if let hit = cache.image(forKey: key) { return hit }
        if failure(for: key) != nil { return nil }
        do {
            let data = try load()
            guard data.count <= limits.maxFileBytes else {
                throw ImageError.fileTooLarge(bytes: data.count, limit: limits.maxFileBytes)
            }
            let image = try Image.thumbnail(data: data, maxPixelSize: key.maxPixelSize, scale: scale, limits: limits)
            cache.insert(image, forKey: key)
            counters.withLock { $0.decoded += 1 }
            return image
        } catch {
            failures.withLock { _ = $0.insert("\(error)", forKey: key) }
            counters.withLock { $0.failed += 1 }
            RecipeLog.write("image \(key.source): \(error); the placeholder is shown")
            return nil
        }
    }

    /// Asks for `key`'s image; `completion` runs on the main actor with it (nil when it
    /// failed): at once when it is cached or known to fail, otherwise in a turn of `loop` when
    /// a background decode finishes. Keep the request to cancel it.
    ///
    /// - Parameters:
    ///   - key: The picture and the pixel size to decode it at.
    ///   - scale: The decoded image's pixels per point (the screen's scale).
    ///   - loop: The loop whose turn delivers the image: the requesting view's
    ///     (`view.eventLoop`) when there are several hosts; ``/RKMainLoop/EventLoop/current`` by default.
    ///   - load: Reads the encoded bytes; called on a background thread, only when the image is
    ///     neither cached nor known to fail.
    ///   - completion: Receives the image, or nil when it failed; never runs once the request
    ///     is cancelled.
    @MainActor @discardableResult
    public func request(_ key: ImageKey, scale: Double = 1, on loop: EventLoop? = nil,
                        load: @escaping @Sendable () throws -> Data,
                        completion: @escaping @Sendable @MainActor (Image?) -> Void) -> ImageRequest {
        if let hit = cache.image(forKey: key) {
            completion(hit)
            return ImageRequest(key: key, onCancel: nil)
        }
        if failure(for: key) != nil {
            completion(nil)
            return ImageRequest(key: key, onCancel: nil)
        }
        let id = flights.add(key, completion)
        let request = ImageRequest(key: key) { [flights] in flights.withdraw(key, id) }
        if flights.needsStart(key) {
            let waker = (loop ?? EventLoop.current).waker
            let ticket = workers.submit { [self, flights] _ in
                let image = self.image(for: key, scale: scale, load: load)
                waker.post { flights.finish(key, image) }
            }
            flights.started(key, ticket)
        }
        return request
    }

    /// Decodes `key` ahead of need (a tile about to scroll in), into the cache only.
    @MainActor @discardableResult
    public func prefetch(_ key: ImageKey, scale: Double = 1, on loop: EventLoop? = nil,
                         load: @escaping @Sendable () throws -> Data) -> ImageRequest {
        request(key, scale: scale, on: loop, load: load) { _ in }
    }

    /// Requests waiting for a decode now.
    public var pendingCount: Int { flights.count }
}

/// The decodes in progress and who waits for each.
final class Flights: Sendable {
    private struct Flight {
        var waiters: [Int: @Sendable @MainActor (Image?) -> Void] = [:]
        var ticket: WorkerPool.Ticket?
        var isStarted = false
    }
    private let state = Mutex((flights: [ImageKey: Flight](), nextID: 0))

    var count: Int { state.withLock { $0.flights.values.reduce(0) { $0 + $1.waiters.count } } }

    func add(_ key: ImageKey, _ completion: @escaping @Sendable @MainActor (Image?) -> Void) -> Int {
        state.withLock { s in
            s.nextID += 1
            s.flights[key, default: Flight()].waiters[s.nextID] = completion
            return s.nextID
        }
    }

    /// True for the first caller after a flight is created: it submits the decode.
    func needsStart(_ key: ImageKey) -> Bool {
        state.withLock { s in
            guard let f = s.flights[key], !f.isStarted else { return false }
            s.flights[key]?.isStarted = true
            return true
        }
    }

    func started(_ key: ImageKey, _ ticket: WorkerPool.Ticket) {
        let orphaned = state.withLock { s -> Bool in
            guard s.flights[key] != nil else { return true }
            s.flights[key]?.ticket = ticket
            return false
        }
        if orphaned { ticket.cancel() }
    }

    func withdraw(_ key: ImageKey, _ id: Int) {
        let ticket = state.withLock { s -> WorkerPool.Ticket? in
            guard var f = s.flights[key] else { return nil }
            f.waiters[id] = nil
            if f.waiters.isEmpty {
                s.flights[key] = nil
                return f.ticket
            }
            s.flights[key] = f
            return nil
        }
        ticket?.cancel()
    }

    @MainActor func finish(_ key: ImageKey, _ image: Image?) {
        guard let f = state.withLock({ $0.flights.removeValue(forKey: key) }) else { return }
        for (_, completion) in f.waiters.sorted(by: { $0.key < $1.key }) { completion(image) }
    }
}
