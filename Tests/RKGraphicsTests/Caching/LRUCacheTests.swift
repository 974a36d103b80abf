import Testing

@testable import RKGraphics

@Suite struct LRUCacheTests {
    @Test func dropsTheLeastRecentlyUsedBeyondTheCost() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, forKey: "a", cost: 4)
        cache.insert(2, forKey: "b", cost: 4)
        #expect(cache.value(forKey: "a") == 1)  // a is now newer than b
        let dropped = cache.insert(3, forKey: "c", cost: 4)
        #expect(dropped.map(\.key) == ["b"])
        #expect(cache.totalCost == 8)
        #expect(cache.keysNewestFirst == ["c", "a"])
    }

    @Test func aValueCostingMoreThanTheLimitIsNotKept() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, forKey: "a", cost: 5)
        cache.insert(2, forKey: "huge", cost: 11)
        #expect(!cache.contains("huge"))
        #expect(cache.contains("a"))
    }

    @Test func replacingAValueUpdatesItsCost() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, forKey: "a", cost: 5)
        cache.insert(2, forKey: "b", cost: 5)
        cache.insert(3, forKey: "a", cost: 2)
        #expect(cache.totalCost == 7)
        #expect(cache.peek("a") == 3)
        #expect(cache.keysNewestFirst == ["a", "b"])
    }

    @Test func countLimitAndRemoval() {
        var cache = LRUCache<Int, Int>(countLimit: 3)
        for i in 0..<5 { cache.insert(i, forKey: i) }
        #expect(cache.keysNewestFirst == [4, 3, 2])
        #expect(cache.removeValue(forKey: 3) == 3)
        #expect(cache.keysNewestFirst == [4, 2])
        cache.insert(9, forKey: 9)
        cache.insert(8, forKey: 8)
        #expect(cache.keysNewestFirst == [8, 9, 4])
        let old = cache.removeOldest { key, _ in key == 4 }
        #expect(old.map(\.key) == [4])
        #expect(cache.count == 2)
    }

    /// Against a plain model under a long random sequence of operations.
    @Test func matchesAReferenceModel() {
        var cache = LRUCache<Int, Int>(costLimit: 50)
        var model: [(key: Int, value: Int, cost: Int)] = []  // oldest first
        var rng = SystemRandomNumberGenerator()
        for step in 0..<5000 {
            let key = Int.random(in: 0..<40, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let cost = Int.random(in: 0..<12, using: &rng)
                cache.insert(step, forKey: key, cost: cost)
                model.removeAll { $0.key == key }
                model.append((key, step, cost))
                while model.reduce(0, { $0 + $1.cost }) > 50 { model.removeFirst() }
            case 1:
                let v = cache.value(forKey: key)
                if let i = model.firstIndex(where: { $0.key == key }) {
                    #expect(v == model[i].value)
                    model.append(model.remove(at: i))
                } else {
                    #expect(v == nil)
                }
            default:
                _ = cache.removeValue(forKey: key)
                model.removeAll { $0.key == key }
            }
            #expect(cache.keysNewestFirst == model.reversed().map(\.key))
            #expect(cache.totalCost == model.reduce(0) { $0 + $1.cost })
        }
    }
}

/// A dropped entry's value is let go at once: its slot, kept for reuse, used to keep it alive,
/// so a cache held more than its budget.
@Test func droppedValuesAreNotKeptInFreeSlots() {
    final class Big {}
    var evicting = LRUCache<Int, Big>(costLimit: 2)
    var removing = LRUCache<Int, Big>()
    weak var evicted: Big?
    weak var removed: Big?
    do {
        let a = Big(), b = Big()
        evicted = a
        removed = b
        evicting.insert(a, forKey: 1)
        evicting.insert(Big(), forKey: 2)
        evicting.insert(Big(), forKey: 3)  // evicts 1, the oldest
        removing.insert(b, forKey: 1)
        removing.insert(Big(), forKey: 2)
        removing.removeValue(forKey: 1)
    }
    #expect(evicting.count == 2 && !evicting.contains(1))
    #expect(evicted == nil)
    #expect(removing.count == 1)
    #expect(removed == nil)
}
