/// The character counts of a text's paragraphs with their running sums in a Fenwick tree, so
/// that a text view of a hundred thousand lines finds where a paragraph starts, or which
/// paragraph holds a character, in O(log n), and typing in one paragraph updates the sums in
/// O(log n). Each paragraph counts one more character for its line break, except the last.
struct ParagraphIndex {
    private(set) var lengths: [Int]
    private var tree: [Int]

    /// The index of paragraphs of `lengths` characters each (line breaks not counted).
    init(lengths: [Int]) {
        self.lengths = lengths.isEmpty ? [0] : lengths.map { Swift.max(0, $0) }
        let n = self.lengths.count
        tree = [0] + self.lengths.map { $0 + 1 }
        for i in 1...n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
        }
    }

    var count: Int { lengths.count }

    /// Every character of the text, line breaks included.
    var characterCount: Int { prefix(count) - 1 }

    /// The characters (line breaks included) before paragraph `paragraph`.
    func start(of paragraph: Int) -> Int { prefix(paragraph) }

    private func prefix(_ n: Int) -> Int {
        var i = Swift.min(Swift.max(0, n), lengths.count)
        var s = 0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }

    /// The paragraph holding character boundary `offset` (clamped): a boundary at the end of a
    /// paragraph, before its line break, belongs to it.
    func paragraph(containing offset: Int) -> Int {
        let target = Swift.min(Swift.max(0, offset), characterCount)
        // The largest p with start(of: p) <= target, by binary lifting over the tree.
        var position = 0, remaining = target
        var step = 1
        while step * 2 <= lengths.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= lengths.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(position, lengths.count - 1)
    }

    /// Sets the length of paragraph `paragraph`.
    mutating func setLength(_ length: Int, at paragraph: Int) {
        guard lengths.indices.contains(paragraph) else { return }
        let delta = Swift.max(0, length) - lengths[paragraph]
        guard delta != 0 else { return }
        lengths[paragraph] += delta
        var i = paragraph + 1
        while i <= lengths.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Replaces paragraphs `range` with paragraphs of `newLengths` characters (O(n): only when a
    /// line break is typed or deleted).
    mutating func replace(_ range: Range<Int>, with newLengths: [Int]) {
        var all = lengths
        all.replaceSubrange(range, with: newLengths)
        self = ParagraphIndex(lengths: all)
    }
}
