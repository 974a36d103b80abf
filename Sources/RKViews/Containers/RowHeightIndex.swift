/// Row heights with their running sums in a Fenwick tree, so that a table of a million rows
/// finds a row's offset, or the row at an offset, in O(log n), and a row measured late (an
/// estimated height replaced by its real one) updates every offset below it in O(log n).
struct RowHeightIndex {
    private(set) var heights: [Double] = []
    /// Whether each row's height is its real one (false: an estimate, to be measured when the
    /// row first shows).
    private(set) var measured: [Bool] = []
    private var tree: [Double] = [0]

    var count: Int { heights.count }
    var total: Double { prefix(heights.count) }

    /// Rebuilds from `heights` in O(n).
    init(heights: [Double] = [], measured: [Bool]? = nil) {
        self.heights = heights.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        self.measured = measured ?? Array(repeating: true, count: heights.count)
        tree = [0] + self.heights
        let n = self.heights.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
    }

    /// The sum of the first `count` heights.
    func prefix(_ count: Int) -> Double {
        var i = Swift.min(Swift.max(0, count), heights.count)
        var s = 0.0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }

    /// Replaces the height of row `index` (a global index over every section).
    mutating func setHeight(_ h: Double, at index: Int, measured isMeasured: Bool = true) {
        guard index >= 0, index < heights.count else { return }
        let clean = h.isFinite && h > 0 ? h : 0
        measured[index] = isMeasured
        let delta = clean - heights[index]
        guard delta != 0 else { return }
        heights[index] = clean
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The index of the row whose span contains `offset` (an offset from the top of the first
    /// row), clamped to the rows; -1 when there are none.
    func index(containing offset: Double) -> Int {
        let n = heights.count
        guard n > 0 else { return -1 }
        if !(offset > 0) { return 0 }
        // Descend the tree: the largest position whose prefix is <= offset.
        var pos = 0
        var remaining = offset
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= n, tree[next] <= remaining {
                pos = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(pos, n - 1)
    }
}
