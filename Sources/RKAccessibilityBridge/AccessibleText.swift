/// The text-walking parts of AT-SPI2's `Text` interface over a string: offsets count characters
/// (as ``/RKViews/TextField`` positions do), and the text is one line and one sentence (labels
/// and fields hold short text).
struct AccessibleText {
    /// The text's characters.
    let characters: [Character]

    init(_ string: String) {
        characters = Array(string)
    }

    /// The number of characters.
    var count: Int { characters.count }

    /// The characters from `start` to `end` (-1 or past the end: to the end), clamped.
    func text(from start: Int, to end: Int) -> String {
        let s = Swift.min(Swift.max(0, start), count)
        let e = end < 0 ? count : Swift.min(Swift.max(s, end), count)
        return String(characters[s..<e])
    }

    /// What AT-SPI2 calls a boundary or granularity, reduced to what a one-line text has.
    enum Unit {
        /// One character.
        case character
        /// A word: letters and digits, with what follows up to the next word (boundaries) or alone
        /// (granularity).
        case word
        /// The whole text (a sentence, a line, a paragraph).
        case whole
    }

    /// The unit of `GetTextAtOffset`'s boundary type (0 char, 1-2 word, 3+ sentence and line).
    static func unit(boundary: Int) -> Unit {
        boundary == 0 ? .character : boundary <= 2 ? .word : .whole
    }

    /// The unit of `GetStringAtOffset`'s granularity (0 char, 1 word, 2+ sentence, line, paragraph).
    static func unit(granularity: Int) -> Unit {
        granularity == 0 ? .character : granularity == 1 ? .word : .whole
    }

    /// The unit of text at `offset`: the substring and its start and end offsets. Past the
    /// end, an empty string at the end.
    func unit(_ unit: Unit, at offset: Int) -> (text: String, start: Int, end: Int) {
        guard offset >= 0, offset < count else { return ("", count, count) }
        switch unit {
        case .character:
            return (String(characters[offset]), offset, offset + 1)
        case .whole:
            return (String(characters), 0, count)
        case .word:
            func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "'" }
            var start = offset, end = offset
            if isWord(characters[offset]) {
                while start > 0, isWord(characters[start - 1]) { start -= 1 }
                while end < count, isWord(characters[end]) { end += 1 }
            } else {
                while end < count, !isWord(characters[end]) { end += 1 }
            }
            return (String(characters[start..<end]), start, end)
        }
    }
}
