/// Values by key with a total cost limit, the least recently used dropped first. Every
/// operation is O(1) on average (a dictionary into a doubly linked list kept in arrays), so a
/// cache of many thousands of entries costs nothing extra to keep in order.
///
/// Not thread-safe; ``ImageCache`` wraps one in a lock.
public struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Node {
        var key: Key
        /// nil once the entry is dropped: a free slot must not keep its old value (an image, a
        /// surface) alive beyond the budget until the slot is reused.
        var value: Value?
        var cost: Int
        var older: Int
        var newer: Int
    }

    /// The most total cost kept; inserting beyond it drops the oldest entries.
    public var costLimit: Int { didSet { trim() } }
    /// The most entries kept, whatever their cost.
    public var countLimit: Int { didSet { trim() } }
    /// The sum of the costs of the entries kept.
    public private(set) var totalCost = 0

    private var nodes: [Node] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest = -1
    private var oldest = -1

    /// An empty cache with the given limits (negative limits count as zero); unlimited by default.
    public init(costLimit: Int = .max, countLimit: Int = .max) {
        self.costLimit = Swift.max(0, costLimit)
        self.countLimit = Swift.max(0, countLimit)
    }

    /// The number of entries kept.
    public var count: Int { index.count }
    /// True when the cache keeps no entry.
    public var isEmpty: Bool { index.isEmpty }

    /// The value for `key`, marked as just used.
    public mutating func value(forKey key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        touch(i)
        return nodes[i].value
    }

    /// The value for `key`, without changing the order.
    public func peek(_ key: Key) -> Value? { index[key].flatMap { nodes[$0].value } }

    /// True when an entry for `key` is kept; does not change the order.
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` as the newest entry. A value costing more than the whole limit is not
    /// kept (and replaces nothing). Returns the entries dropped to make room.
    @discardableResult
    public mutating func insert(_ value: Value, forKey key: Key, cost: Int = 1) -> [(key: Key, value: Value)] {
        let cost = Swift.max(0, cost)
        guard cost <= costLimit, countLimit > 0 else { return [] }
        if let i = index[key] {
            totalCost += cost - nodes[i].cost
            nodes[i].value = value
            nodes[i].cost = cost
            touch(i)
        } else {
            let node = Node(key: key, value: value, cost: cost, older: newest, newer: -1)
            let i: Int
            if let f = free.popLast() { nodes[f] = node; i = f } else { nodes.append(node); i = nodes.count - 1 }
            if newest >= 0 { nodes[newest].newer = i }
            newest = i
            if oldest < 0 { oldest = i }
            index[key] = i
            totalCost += cost
        }
        return trim(protecting: index[key])
    }

    /// Drops `key`'s entry; returns its value.
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        guard let i = index.removeValue(forKey: key) else { return nil }
        unlink(i)
        totalCost -= nodes[i].cost
        free.append(i)
        let value = nodes[i].value
        nodes[i].value = nil
        return value
    }

    /// Drops every entry.
    public mutating func removeAll() {
        nodes.removeAll()
        free.removeAll()
        index.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

    /// Drops the oldest entries while `shouldDrop` says so for them, oldest first, stopping at
    /// the first it keeps; returns them.
    @discardableResult
    public mutating func removeOldest(while shouldDrop: (Key, Value) -> Bool) -> [(key: Key, value: Value)] {
        var dropped: [(Key, Value)] = []
        while oldest >= 0, let value = nodes[oldest].value, shouldDrop(nodes[oldest].key, value) {
            let k = nodes[oldest].key
            if let v = removeValue(forKey: k) { dropped.append((k, v)) }
        }
        return dropped
    }

    /// Keys from the newest to the oldest.
    public var keysNewestFirst: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(count)
        var i = newest
        while i >= 0 { keys.append(nodes[i].key); i = nodes[i].older }
        return keys
    }

    @discardableResult
    private mutating func trim(protecting kept: Int? = nil) -> [(key: Key, value: Value)] {
        var dropped: [(Key, Value)] = []
        while totalCost > costLimit || index.count > countLimit, oldest >= 0, oldest != kept {
            let k = nodes[oldest].key
            if let v = removeValue(forKey: k) { dropped.append((k, v)) }
        }
        return dropped
    }

    private mutating func touch(_ i: Int) {
        guard i != newest else { return }
        unlink(i)
        nodes[i].older = newest
        nodes[i].newer = -1
        if newest >= 0 { nodes[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private mutating func unlink(_ i: Int) {
        let o = nodes[i].older, n = nodes[i].newer
        if o >= 0 { nodes[o].newer = n } else { oldest = n }
        if n >= 0 { nodes[n].older = o } else { newest = o }
        nodes[i].older = -1
        nodes[i].newer = -1
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Node: Sendable where Key: Sendable, Value: Sendable {}
