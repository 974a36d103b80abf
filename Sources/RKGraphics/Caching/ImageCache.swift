import Synchronization

/// Decoded images by key, within a byte budget, the least recently used dropped first:
/// the memory limit of every image-heavy view (the album wall, Cover Flow).
///
/// An image costs its pixel memory, `pixelWidth × pixelHeight × 4` bytes. An image larger
/// than the whole budget is not kept. Thread-safe: decoders on other threads insert, views on
/// the main actor read.
public final class ImageCache<Key: Hashable & Sendable>: Sendable {
    private let entries: Mutex<LRUCache<Key, Image>>
    /// The most pixel memory the cache holds, in bytes.
    public let byteLimit: Int

    /// A cache holding at most `byteLimit` bytes of pixels.
    public init(byteLimit: Int) {
        self.byteLimit = Swift.max(0, byteLimit)
        entries = Mutex(LRUCache(costLimit: Swift.max(0, byteLimit)))
    }

    /// The bytes an image costs in the cache.
    public static func cost(of image: Image) -> Int { image.pixelWidth * image.pixelHeight * 4 }

    /// The image for `key`, marked as just used.
    public func image(forKey key: Key) -> Image? {
        entries.withLock { $0.value(forKey: key) }
    }

    /// Keeps `image` under `key`, dropping the least recently used images beyond the budget.
    public func insert(_ image: Image, forKey key: Key) {
        entries.withLock { _ = $0.insert(image, forKey: key, cost: Self.cost(of: image)) }
    }

    /// Drops the image under `key`, if any.
    public func removeImage(forKey key: Key) {
        entries.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Drops every image, as on a memory warning.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    /// Pixel bytes held now (never more than ``byteLimit``).
    public var totalBytes: Int { entries.withLock { $0.totalCost } }

    /// Images held now.
    public var count: Int { entries.withLock { $0.count } }
}
