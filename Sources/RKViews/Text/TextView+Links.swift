import Foundation
import RKGeometry

extension TextView {
    /// The links of the attributed text, in order, as assistive technologies list them: each
    /// over its characters of ``text``, framed in the view's (content) coordinates, and
    /// activated as a click on it is: the delegate's
    /// ``TextViewDelegate/textView(_:shouldInteractWith:in:)``, then ``Application/open(_:)``.
    /// Neighbouring runs with the same URL are one link.
    func readOnlyLinks() -> [AccessibilityLink] {
        guard let attributedParagraphs else { return [] }
        var links: [AccessibilityLink] = []
        for (p, paragraph) in attributedParagraphs.enumerated() {
            var offset = 0
            var found: [(url: URL, range: Range<Int>)] = []
            for run in paragraph.runs {
                let length = paragraph[run.range].characters.count
                defer { offset += length }
                guard let url = run.link, length > 0 else { continue }
                if let last = found.last, last.url == url, last.range.upperBound == offset {
                    found[found.count - 1].range = last.range.lowerBound..<(offset + length)
                } else {
                    found.append((url, offset..<(offset + length)))
                }
            }
            guard !found.isEmpty else { continue }
            let start = index.start(of: p)
            let characters = Array(paragraphs[p])
            let laid = layout(p)
            for (url, local) in found {
                let range = (start + local.lowerBound)..<(start + local.upperBound)
                let text = String(characters[local.clamped(to: 0..<characters.count)])
                let link = AccessibilityLink(container: self, url: url, range: range, text: text)
                let rects = laid.rects(for: local)
                link.frameInContainer = rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
                    .offsetBy(dx: textContainerInset.left, dy: top(of: p))
                link.onActivate = { [weak self] in
                    guard let self else { return false }
                    if (self.delegate as? TextViewDelegate)?.textView(self, shouldInteractWith: url, in: range) ?? true {
                        return Application.shared.open(url)
                    }
                    return false
                }
                links.append(link)
            }
        }
        return links
    }
}
