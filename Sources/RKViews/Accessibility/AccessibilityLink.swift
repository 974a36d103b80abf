import Foundation
import RKGeometry

/// A link inside a view's text, as a screen reader lists it: where it lies in the text the view
/// reads (``View/accessibilityLabel`` for a label, the text of a text view), where it opens,
/// and what activating it does (what a tap on it would).
///
/// A view offers its links through ``View/accessibilityLinks`` and stays one element with its
/// text: UIKit's VoiceOver reads a label's text whole and reaches its links through the links
/// rotor; desktop screen readers (AT-SPI's Hypertext) list them the same way. The link's
/// ``AccessibilityElement/accessibilityLabel`` is its text, its traits ``AccessibilityTraits/link``.
///
/// ```swift
/// override var accessibilityLinks: [AccessibilityLink] {
///     [AccessibilityLink(container: self, url: help, range: 10..<14, text: "help")]
/// }
/// ```
@MainActor
open class AccessibilityLink: AccessibilityElement {
    /// Where the link opens.
    public let url: URL
    /// The link's characters (grapheme clusters, counted from 0) in the text the container reads.
    public let range: Range<Int>
    /// Whether the keyboard is on this link while its container has focus (the container then
    /// moves between its links with Tab); screen readers follow the link rather than the text.
    public var isFocused = false

    /// The link to `url` over `range` of `container`'s text, which reads `text`.
    public init(container: View, url: URL, range: Range<Int>, text: String) {
        self.url = url
        self.range = range
        super.init(container: container)
        accessibilityLabel = text
        accessibilityValue = url.absoluteString
        accessibilityTraits = .link
    }
}
