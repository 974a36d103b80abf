import CRKPango
import Foundation

/// An `AttributedString` flattened for Pango: its UTF-8 bytes and the RecipeKit attributes of
/// each run as byte ranges. Pango indexes text by UTF-8 byte, not by character or scalar, so
/// every offset here is a byte offset into `bytes`.
struct TextContent: Equatable {
    /// The RecipeKit attributes of one run.
    struct Attributes: Equatable {
        var font: Font?
        var foregroundColor: Color?
        var backgroundColor: Color?
        var underlineStyle: UnderlineStyle?
        var strikethrough: Bool?
        var kern: Double?
        var baselineOffset: Double?
        var shadow: Shadow?
        /// Foundation's own `link` attribute: it changes nothing drawn, but the layout reports
        /// where links ended up (after truncation) so views can hit-test them.
        var link: URL?

        var isEmpty: Bool { self == Attributes() }
    }

    /// A run with attributes, as the byte range `start..<end`.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var attributes: Attributes
    }

    /// The text as UTF-8.
    var bytes: [UInt8]
    /// The runs that have at least one attribute, in order and not overlapping.
    var spans: [Span]

    init(_ string: AttributedString) {
        typealias A = AttributeScopes.RecipeKitAttributes
        bytes = []
        spans = []
        for run in string.runs {
            let start = bytes.count
            for scalar in string.unicodeScalars[run.range] {
                // Pango validates text as NUL-terminated UTF-8 and would reject an embedded
                // NUL; a replacement character keeps the rest of the string.
                let shown: Unicode.Scalar = scalar == "\0" ? "\u{FFFD}" : scalar
                bytes.append(contentsOf: shown.utf8)
            }
            let attributes = Attributes(font: run[A.FontAttribute.self],
                                        foregroundColor: run[A.ForegroundColorAttribute.self],
                                        backgroundColor: run[A.BackgroundColorAttribute.self],
                                        underlineStyle: run[A.UnderlineStyleAttribute.self],
                                        strikethrough: run[A.StrikethroughAttribute.self],
                                        kern: run[A.KernAttribute.self],
                                        baselineOffset: run[A.BaselineOffsetAttribute.self],
                                        shadow: run[A.ShadowAttribute.self],
                                        link: run[AttributeScopes.FoundationAttributes.LinkAttribute.self])
            if bytes.count > start, !attributes.isEmpty {
                spans.append(Span(start: start, end: bytes.count, attributes: attributes))
            }
        }
    }

    /// The content up to byte `end` (a character boundary), without the line break there,
    /// optionally followed by "…" in the attributes of the last character kept.
    func truncated(atByte end: Int, ellipsis: Bool) -> TextContent {
        var copy = self
        var cut = Swift.min(Swift.max(0, end), bytes.count)
        func dropSuffix(_ suffix: [UInt8]) -> Bool {
            guard cut >= suffix.count, Array(bytes[(cut - suffix.count)..<cut]) == suffix else { return false }
            cut -= suffix.count
            return true
        }
        // Line and paragraph separators: LF, CR, NEL, LS, PS.
        let breaks: [[UInt8]] = [[0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]]
        while breaks.contains(where: dropSuffix) {}
        if ellipsis {
            // The ellipsis follows the last word, not the space a wrap left behind it.
            while dropSuffix([0x20]) || dropSuffix([0x09]) {}
        }
        copy.bytes = Array(bytes[..<cut])
        copy.spans = spans.compactMap { span in
            guard span.start < cut else { return nil }
            return Span(start: span.start, end: Swift.min(span.end, cut), attributes: span.attributes)
        }
        if ellipsis {
            let mark: [UInt8] = [0xE2, 0x80, 0xA6]
            copy.bytes += mark
            if let i = copy.spans.indices.last, copy.spans[i].end == cut {
                copy.spans[i].end += mark.count
            }
        }
        return copy
    }

    /// Sets this text and its attributes on a `PangoLayout`.
    func apply(to layout: OpaquePointer) {
        if bytes.isEmpty {
            pango_layout_set_text(layout, "", 0)
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
                }
            }
        }
        let list = makeAttributeList()
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// A new `PangoAttrList` for the spans; the caller unrefs it.
    ///
    /// With `onlyShadow`, the list is for drawing the mask of that shadow: runs that cast it are
    /// opaque and all other text is invisible (alpha 1/65535, as Pango reads 0 as unset), while
    /// everything that affects layout stays the same, so the glyphs land where they are drawn.
    func makeAttributeList(onlyShadow: Shadow? = nil) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // UIKit never hyphenates unless asked (hyphenationFactor 0); Pango would add a hyphen
        // wherever character wrapping breaks a word.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        for span in spans {
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(span.start)
                attribute.pointee.end_index = UInt32(span.end)
                pango_attr_list_insert(list, attribute)
            }
            let a = span.attributes
            if let font = a.font {
                let desc = font.makePangoDescription()
                add(pango_attr_font_desc_new(desc))
                pango_font_description_free(desc)
            }
            if let kern = a.kern, kern.isFinite, kern != 0 {
                let units = (Swift.min(Swift.max(kern, -10_000), 10_000) * Double(PANGO_SCALE)).rounded()
                add(pango_attr_letter_spacing_new(Int32(units)))
            }
            if let rise = a.baselineOffset, rise.isFinite, rise != 0 {
                let units = (Swift.min(Swift.max(rise, -10_000), 10_000) * Double(PANGO_SCALE)).rounded()
                add(pango_attr_rise_new(Int32(units)))
            }
            switch a.underlineStyle {
            case .single: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            case .double: add(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
            case UnderlineStyle.none?, nil: break
            }
            if a.strikethrough == true { add(pango_attr_strikethrough_new(1)) }
            // Pango cannot paint a pattern, so runs with a pattern color keep the layout's
            // default color, which is drawn as Cairo's source.
            if let onlyShadow {
                let casts = a.shadow == onlyShadow
                add(pango_attr_foreground_new(0, 0, 0))
                add(pango_attr_foreground_alpha_new(casts ? 65535 : 1))
            } else if let color = a.foregroundColor, color.patternImage == nil {
                add(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green),
                                              Self.channel(color.blue)))
                if color.alpha < 1 {
                    // Pango reads an alpha of 0 as "unset", so fully clear becomes 1/65535.
                    add(pango_attr_foreground_alpha_new(Swift.max(1, Self.channel(color.alpha))))
                }
            }
        }
        if onlyShadow != nil {
            // Text outside every span casts no shadow either.
            var covered = 0
            func hide(_ start: Int, _ end: Int) {
                guard end > start, let attribute = pango_attr_foreground_alpha_new(1) else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            for span in spans {
                hide(covered, span.start)
                covered = span.end
            }
            hide(covered, bytes.count)
        }
        return list
    }

    static func channel(_ v: Double) -> UInt16 { UInt16((Color.clamp(v) * 65535).rounded()) }
}
