import CRKPango
import Foundation
import RKGeometry

/// Links in laid-out text: runs with Foundation's `link` attribute, found where they ended up
/// after wrapping and truncation, and hit-tested with Pango's point→index.
extension TextLayout {
    /// A link in the shown text.
    public struct Link: Hashable, Sendable {
        /// The link's destination.
        public let url: URL
        /// The characters of ``TextLayout/shownText`` the link covers.
        public let range: Range<Int>
    }

    /// The links in ``shownText``, in order. Adjacent runs with the same URL form one link, so
    /// a link whose words have different fonts is still one. A link cut by truncation keeps
    /// the part shown; an ellipsis that ends a link's run belongs to the link.
    public var links: [Link] {
        if let linksCache { return linksCache }
        var out: [Link] = []
        var lastEnd = -1
        for span in content.spans {
            guard let url = span.attributes.link else { continue }
            let start = characterIndex(ofByte: span.start), end = characterIndex(ofByte: span.end)
            guard end > start else { continue }
            if let last = out.last, last.url == url, lastEnd == span.start {
                out[out.count - 1] = Link(url: url, range: last.range.lowerBound..<end)
            } else {
                out.append(Link(url: url, range: start..<end))
            }
            lastEnd = span.end
        }
        linksCache = out
        return out
    }

    /// The index of the character whose box contains `point` (relative to the layout's
    /// origin), or nil when the point is beside or between lines' text.
    public func character(at point: Point) -> Int? {
        guard point.isFinite else { return nil }
        let s = Double(PANGO_SCALE)
        func pango(_ v: Double) -> Int32 { Int32(clamping: Int((Swift.max(-1e6, Swift.min(1e6, v)) * s).rounded())) }
        var index: Int32 = 0, trailing: Int32 = 0
        guard pango_layout_xy_to_index(layout, pango(point.x - xOffset), pango(point.y), &index, &trailing) != 0 else {
            return nil
        }
        let i = characterIndex(ofByte: Int(index))
        return i < characterCount ? i : nil
    }

    /// The link under `point`, if any: the one containing ``character(at:)``, else, when
    /// `slop` is positive, the nearest link with a line rectangle within `slop` points (a
    /// finger is wider than a glyph).
    public func link(at point: Point, slop: Double = 0) -> Link? {
        let all = links
        guard !all.isEmpty, point.isFinite else { return nil }
        if let i = character(at: point) {
            // Links are sorted and disjoint: binary search for the last one starting at or
            // before `i`.
            var lo = 0, hi = all.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if all[mid].range.lowerBound <= i { lo = mid } else { hi = mid - 1 }
            }
            if all[lo].range.contains(i) { return all[lo] }
        }
        guard slop > 0 else { return nil }
        let rectsOfLinks = linkRectsCache ?? all.map { rects(for: $0.range) }
        linkRectsCache = rectsOfLinks
        var best: (index: Int, distance: Double)?
        for (index, rects) in rectsOfLinks.enumerated() {
            for r in rects {
                let dx = Swift.max(r.minX - point.x, 0, point.x - r.maxX)
                let dy = Swift.max(r.minY - point.y, 0, point.y - r.maxY)
                guard dx <= slop, dy <= slop else { continue }
                let d = (dx * dx + dy * dy).squareRoot()
                if d <= slop, d < (best?.distance ?? .infinity) { best = (index, d) }
            }
        }
        return best.map { all[$0.index] }
    }
}
