import Foundation

/// Finds web addresses, e-mail addresses and phone numbers in text (the part of
/// NSDataDetector an attributed label needs).
///
/// Detection is by regular expression, so it is predictable: a web address starts with
/// `http://`, `https://` or `www.`; an e-mail address is `name@domain.tld`; a phone number is
/// 7 to 15 digits, optionally starting with `+`, grouped by spaces, dots, dashes or
/// parentheses. Trailing punctuation (`.`, `,`, `)` …) is not part of a match.
///
/// ```swift
/// let found = LinkDetector(types: .all).matches(in: "Mail me@example.com or call 555-0100 22")
/// // found[0].url == mailto:me@example.com, found[1].url == tel:555010022
/// ```
public struct LinkDetector: Sendable {
    /// The kinds of links to find.
    public struct Types: OptionSet, Hashable, Sendable {
        /// The bits of the kinds included.
        public let rawValue: Int
        /// Kinds from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Web addresses, as `http`/`https` URLs (`www.` gets `https://`).
        public static let link = Types(rawValue: 1 << 0)
        /// E-mail addresses, as `mailto:` URLs.
        public static let emailAddress = Types(rawValue: 1 << 1)
        /// Phone numbers, as `tel:` URLs of their digits.
        public static let phoneNumber = Types(rawValue: 1 << 2)
        /// All three.
        public static let all: Types = [.link, .emailAddress, .phoneNumber]
    }

    /// One link found.
    public struct Match: Hashable, Sendable {
        /// What was found.
        public let type: Types
        /// The characters of the text it covers (Character offsets, as a `String` counts).
        public let range: Range<Int>
        /// Where it leads.
        public let url: URL
    }

    /// The kinds searched for.
    public var types: Types

    /// A detector for `types`.
    public init(types: Types) {
        self.types = types
    }

    /// The links in `text`, in order and not overlapping. E-mail addresses are found before web
    /// addresses, so `www.a.com@b.org` is one e-mail address.
    public func matches(in text: String) -> [Match] {
        guard !types.isEmpty, !text.isEmpty else { return [] }
        let ns = text as NSString
        let whole = NSRange(location: 0, length: ns.length)
        var found: [(range: NSRange, type: Types, url: URL)] = []
        func overlaps(_ r: NSRange) -> Bool { found.contains { NSIntersectionRange($0.range, r).length > 0 } }
        for (type, expression) in LinkDetector.expressions where types.contains(type) {
            for result in expression.matches(in: text, range: whole) {
                let r = result.range
                guard r.length > 0, !overlaps(r) else { continue }
                let matched = ns.substring(with: r)
                guard let url = LinkDetector.url(for: matched, type: type) else { continue }
                found.append((r, type, url))
            }
        }
        found.sort { $0.range.location < $1.range.location }
        // NSRange counts UTF-16 units; a String counts Characters.
        return found.compactMap { item in
            guard let lower = Range(item.range, in: text) else { return nil }
            let start = text.distance(from: text.startIndex, to: lower.lowerBound)
            let count = text.distance(from: lower.lowerBound, to: lower.upperBound)
            return Match(type: item.type, range: start..<(start + count), url: item.url)
        }
    }

    private static func url(for text: String, type: Types) -> URL? {
        switch type {
        case .emailAddress:
            return URL(string: "mailto:" + text)
        case .phoneNumber:
            let digits = text.filter { $0.isASCII && ($0.isNumber || $0 == "+") }
            let count = digits.filter(\.isNumber).count
            guard (7...15).contains(count) else { return nil }
            return URL(string: "tel:" + digits)
        default:
            let lower = text.lowercased()
            return URL(string: lower.hasPrefix("www.") ? "https://" + text : text)
        }
    }

    /// Compiled once and shared (NSRegularExpression is Sendable).
    private static let expressions: [(Types, NSRegularExpression)] = {
        func make(_ pattern: String) -> NSRegularExpression {
            // The patterns are constants; a failure here is a programming error caught by tests.
            try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        }
        let tail = #"[^\s<>"'.,;:!?)\]}]"#
        return [
            (.emailAddress, make(#"(?<![\w.%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b"#)),
            (.link, make(#"\b(?:https?://|www\.)[^\s<>"]*"# + tail)),
            (.phoneNumber, make(#"(?<![\w+])\+?\(?\d(?:[\d .()-]*\d)?(?![\w])"#)),
        ]
    }()
}
