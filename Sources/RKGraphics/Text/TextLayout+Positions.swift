import CRKPango
import RKGeometry

/// Positions in laid-out text, answered by Pango from the layout itself (so bidi reordering,
/// ligatures, alignment and wrapping are accounted for) in one call each.
///
/// Indices count the `Character`s (extended grapheme clusters) of ``TextLayout/shownText``, as
/// a `String` does; an index is a boundary between characters, from 0 to the count.
extension TextLayout {
    /// The text as laid out: the given string, cut and with "…" when it was truncated.
    public var shownText: String {
        guard let c = pango_layout_get_text(layout) else { return "" }
        return String(cString: c)
    }

    /// The number of characters in ``shownText``.
    public var characterCount: Int { characterByteOffsets.count - 1 }

    /// The UTF-8 offset of every character boundary, from 0 to the byte count.
    var characterByteOffsets: [Int] {
        if let byteOffsetsCache { return byteOffsetsCache }
        var offsets = [0]
        var b = 0
        for c in shownText {
            b += c.utf8.count
            offsets.append(b)
        }
        byteOffsetsCache = offsets
        return offsets
    }

    /// The index of the character containing UTF-8 offset `byte`.
    func characterIndex(ofByte byte: Int) -> Int {
        let offsets = characterByteOffsets
        // The last boundary at or before `byte`.
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The character boundary nearest to `point` (relative to the layout's origin): the
    /// boundary before or after the character under the point, whichever side is nearer;
    /// points beside a line give its nearest end.
    public func characterIndex(at point: Point) -> Int {
        guard point.isFinite else { return 0 }
        let s = Double(PANGO_SCALE)
        func pango(_ v: Double) -> Int32 { Int32(clamping: Int((Swift.max(-1e6, Swift.min(1e6, v)) * s).rounded())) }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, pango(point.x - xOffset), pango(point.y), &index, &trailing)
        let i = characterIndex(ofByte: Int(index)) + (trailing > 0 ? 1 : 0)
        return Swift.min(Swift.max(0, i), characterCount)
    }

    /// The caret at boundary `index` (clamped to the text): a zero-width rectangle as tall as
    /// its line, relative to the layout's origin.
    public func caretRect(at index: Int) -> Rect {
        let offsets = characterByteOffsets
        let i = Swift.min(Swift.max(0, index), offsets.count - 1)
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(clamping: offsets[i]), &strong, nil)
        let s = Double(PANGO_SCALE)
        return Rect(x: Double(strong.x) / s + xOffset, y: Double(strong.y) / s, width: 0, height: Double(strong.height) / s)
    }

    /// The rectangles covering the characters in `range` (clamped to the text), one per line
    /// and visual run, relative to the layout's origin: what a selection highlight fills.
    public func rects(for range: Range<Int>) -> [Rect] {
        let offsets = characterByteOffsets
        let lower = Swift.min(Swift.max(0, range.lowerBound), offsets.count - 1)
        let upper = Swift.min(Swift.max(lower, range.upperBound), offsets.count - 1)
        guard upper > lower else { return [] }
        let start = offsets[lower], end = offsets[upper]
        let s = Double(PANGO_SCALE)
        var out: [Rect] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            guard start < lineEnd || (start == lineEnd && end > start && lineStart == lineEnd), end > lineStart else { continue }
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(Swift.max(start, lineStart)), Int32(Swift.min(end, lineEnd)), &ranges, &count)
            guard let ranges else { continue }
            for k in 0..<Int(count) {
                let x0 = Double(ranges[2 * k]) / s, x1 = Double(ranges[2 * k + 1]) / s
                out.append(Rect(x: x0 + xOffset, y: Double(y0) / s, width: x1 - x0, height: Double(y1 - y0) / s))
            }
            g_free(ranges)
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }
}
