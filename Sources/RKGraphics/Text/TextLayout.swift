import CRKCairo
import CRKPango
import Foundation
import RKGeometry

/// Attributed text laid out by Pango: measured on creation, drawn on any ``Canvas``.
///
/// A layout is the RecipeKit counterpart of a configured NSLayoutManager or a UILabel's text:
/// it wraps, aligns and truncates an `AttributedString` (with the attributes of
/// ``FoundationEssentials/AttributeScopes/RecipeKitAttributes``) and reports its metrics in points.
/// Measuring needs no canvas.
///
/// Layouts are deterministic: hinting is off and glyph positions are not rounded to pixels,
/// so sizes do not depend on the machine's fontconfig settings or on the scale of the canvas
/// the text is later drawn on.
///
/// A layout uses the Pango font map of the thread that created it; use it on one thread at a
/// time, like a ``Canvas``.
public final class TextLayout {
    /// How lines are placed horizontally within the layout width.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Flush left, whatever the writing direction.
        case left
        /// Centered.
        case center
        /// Flush right, whatever the writing direction.
        case right
        /// Stretched to fill the width, except the last line of each paragraph, which is
        /// aligned naturally. Only has an effect with a `width`.
        case justified
        /// Left for left-to-right paragraphs, right for right-to-left ones.
        case natural
    }

    /// How lines that are too long for the width are broken or shortened (NSLineBreakMode).
    public enum LineBreakMode: Hashable, Sendable, CaseIterable {
        /// Wrap at word boundaries, breaking inside a word only when it is wider than a line.
        case wordWrap
        /// Wrap at any character.
        case charWrap
        /// Do not wrap; lines break only at newlines and are clipped at the width when drawn.
        case clip
        /// Wrap; the last allowed line (see ``TextLayout/numberOfLines``) loses its start to "…".
        case truncatingHead
        /// Wrap; the last allowed line loses its middle to "…".
        case truncatingMiddle
        /// Wrap; the last allowed line loses its end to "…".
        case truncatingTail
    }

    /// The text as given.
    public let attributedString: AttributedString
    /// The wrapping width in points, or nil for no wrapping.
    public let width: Double?
    /// The horizontal alignment of lines.
    public let alignment: Alignment
    /// How long lines are broken or shortened.
    public let lineBreakMode: LineBreakMode
    /// The most lines shown; 0 for no limit.
    public let numberOfLines: Int
    /// The font of runs that have no ``FoundationEssentials/AttributeScopes/RecipeKitAttributes/font``.
    public let font: Font
    /// The color of runs that have no
    /// ``FoundationEssentials/AttributeScopes/RecipeKitAttributes/foregroundColor``.
    public let color: Color

    /// The size of the laid-out text in points: the widest line by the total height of the
    /// lines (logical extents, so it includes line spacing, not just ink).
    ///
    /// With a `width`, the size's width never exceeds it (whitespace hanging at a wrap and
    /// clipped text are not counted), but alignment places lines within the full `width`.
    /// An empty string has zero width and the height of one line of ``font``.
    public let size: Size
    /// The number of lines shown.
    public let lineCount: Int
    /// The distance in points from the top of the layout to the baseline of its first line.
    public let firstBaseline: Double
    /// The rectangle covered by ink (glyph outlines, underlines) relative to the layout's
    /// origin. Ink can extend outside the logical ``size``.
    public let inkBounds: Rect
    /// True when text was not all shown: an ellipsis was inserted, lines beyond
    /// ``numberOfLines`` were dropped, or (``LineBreakMode/clip``) a line is wider than `width`.
    /// A layout of text already shortened by its owner (a label's truncation token) is marked
    /// truncated by that owner, since the shortened text itself fits.
    public package(set) var isTruncated: Bool

    /// The `PangoLayout`.
    let layout: OpaquePointer
    /// The UTF-8 offset of each character boundary of the shown text (see
    /// ``characterByteOffsets``), computed on first use.
    var byteOffsetsCache: [Int]?
    /// ``links``, computed on first use.
    var linksCache: [Link]?
    /// The line rectangles of each of ``links``, computed on first use.
    var linkRectsCache: [[Rect]]?
    /// Byte ranges of the shown text with a background color.
    let backgrounds: [(start: Int, end: Int, color: Color)]
    /// The text and attributes as laid out (after any cut for the line limit).
    let content: TextContent
    /// The distinct shadows runs cast, in order of first use; each is drawn as one mask.
    let shadows: [Shadow]
    /// Where Pango's layout box starts relative to the layout origin. Non-zero only for
    /// ``LineBreakMode/clip``, where Pango lays out without a width and RecipeKit aligns.
    let xOffset: Double

    /// Lays out `string`.
    ///
    /// - Parameters:
    ///   - string: The text. Runs may carry RecipeKit's attributes; other attributes are
    ///     ignored.
    ///   - width: The width lines wrap at, in points; nil for no wrapping. Negative and NaN
    ///     widths count as nil.
    ///   - alignment: The horizontal alignment of lines within `width` (or within the widest
    ///     line when `width` is nil).
    ///   - lineBreakMode: How long lines are wrapped or truncated. Truncation needs a `width`
    ///     and a positive `numberOfLines`; without a line limit, text wraps and is never
    ///     shortened.
    ///   - numberOfLines: The most lines to show; 0 (or negative) for no limit.
    ///   - font: The font of runs without a font attribute.
    ///   - color: The color of runs without a foreground color.
    public init(_ string: AttributedString, width: Double? = nil, alignment: Alignment = .natural,
                lineBreakMode: LineBreakMode = .wordWrap, numberOfLines: Int = 0,
                font: Font = .system(size: 17), color: Color = .black) {
        let width = width.flatMap { $0.isNaN || $0 < 0 ? nil : Swift.min($0, TextLayout.maximumWidth) }
        self.attributedString = string
        self.width = width
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = Swift.max(0, numberOfLines)
        self.font = font
        self.color = color

        let context = TextLayout.makePangoContext()
        let pango = pango_layout_new(context)!
        g_object_unref(UnsafeMutableRawPointer(context))
        let desc = font.makePangoDescription()
        pango_layout_set_font_description(pango, desc)
        pango_font_description_free(desc)
        TextLayout.configure(pango, width: width, alignment: alignment, lineBreakMode: lineBreakMode,
                             numberOfLines: self.numberOfLines)

        var content = TextContent(string)
        var didCut = false
        // Pango limits lines per paragraph (set_height(-N)) and cannot limit lines without
        // ellipsizing, so when more lines remain, the text is cut after the last allowed line
        // and laid out again. Each pass shortens the text; a few passes always suffice.
        for _ in 0..<4 {
            content.apply(to: pango)
            let count = Int(pango_layout_get_line_count(pango))
            guard self.numberOfLines > 0, count > self.numberOfLines,
                  let last = pango_layout_get_line_readonly(pango, Int32(self.numberOfLines - 1)) else { break }
            let end = Int(last.pointee.start_index) + Int(last.pointee.length)
            content = content.truncated(atByte: end, ellipsis: lineBreakMode.isTruncating)
            didCut = true
        }
        layout = pango
        self.content = content
        backgrounds = content.spans.compactMap { span in
            span.attributes.backgroundColor.map { (span.start, span.end, $0) }
        }
        var shadows: [Shadow] = []
        for span in content.spans {
            if let shadow = span.attributes.shadow, shadow.color.alpha > 0, shadow.offset.isFinite,
               !shadows.contains(shadow) {
                shadows.append(shadow)
            }
        }
        self.shadows = shadows

        func alignmentFactor(_ a: Alignment) -> Double {
            switch a {
            case .left: return 0
            case .center: return 0.5
            case .right: return 1
            case .natural, .justified:
                guard let line = pango_layout_get_line_readonly(pango, 0) else { return 0 }
                return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL ? 1 : 0
            }
        }

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(pango, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let logicalWidth = Double(logical.width) / scale
        var clipped = false
        var offset = 0.0
        if lineBreakMode == .clip, let width {
            offset = (width - logicalWidth) * alignmentFactor(alignment)
            clipped = logicalWidth > width
        }
        xOffset = offset
        size = Size(width: width.map { Swift.min($0, logicalWidth) } ?? logicalWidth,
                    height: Double(logical.height) / scale)
        lineCount = Int(pango_layout_get_line_count(pango))
        firstBaseline = Double(pango_layout_get_baseline(pango)) / scale
        inkBounds = Rect(x: Double(ink.x) / scale + offset, y: Double(ink.y) / scale,
                         width: Double(ink.width) / scale, height: Double(ink.height) / scale)
        isTruncated = didCut || clipped || pango_layout_is_ellipsized(pango) != 0
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws the text with the top-left of the layout at `origin`.
    ///
    /// Background colors are filled first, one rectangle per line a run spans, then the
    /// glyphs. With ``LineBreakMode/clip`` the drawing is clipped to `width`.
    public func draw(in canvas: Canvas, at origin: Point) {
        let cr = canvas.cairo
        cairo_save(cr)
        defer {
            // The current point Pango leaves behind is not part of the saved state.
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        if lineBreakMode == .clip, let width {
            let top = Swift.min(0, inkBounds.minY) - 1
            let bottom = Swift.max(size.height, inkBounds.maxY) + 1
            cairo_new_path(cr)
            cairo_rectangle(cr, origin.x, origin.y + top, width, bottom - top)
            cairo_clip(cr)
        }
        cairo_translate(cr, origin.x + xOffset, origin.y)
        drawBackgrounds(canvas)
        drawShadows(canvas)
        cairo_new_path(cr)
        cairo_move_to(cr, 0, 0)
        // Runs without a foreground attribute take Cairo's source, which is how the default
        // color (even a pattern color) reaches them.
        canvas.withPaint(color) { pango_cairo_show_layout(cr, layout) }
    }

    /// The logical rectangle of each line, relative to the layout's origin.
    var lineRects: [Rect] {
        var rects: [Rect] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let s = Double(PANGO_SCALE)
            rects.append(Rect(x: Double(logical.x) / s + xOffset, y: Double(logical.y) / s,
                              width: Double(logical.width) / s, height: Double(logical.height) / s))
        } while pango_layout_iter_next_line(iter) != 0
        return rects
    }

    /// How many characters had no glyph in any installed font (drawn as hex boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Draws each shadow from a copy of the layout in which only the runs casting it are
    /// visible, so a shadow follows its own runs' glyphs, underlines and strikethroughs.
    private func drawShadows(_ canvas: Canvas) {
        guard !shadows.isEmpty else { return }
        let bounds = inkBounds.offsetBy(dx: -xOffset, dy: 0).insetBy(dx: -1, dy: -1)
        for shadow in shadows {
            guard let copy = pango_layout_copy(layout) else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
            let list = content.makeAttributeList(onlyShadow: shadow)
            pango_layout_set_attributes(copy, list)
            pango_attr_list_unref(list)
            canvas.paintShadow(shadow, bounds: bounds) { c in
                cairo_move_to(c.cairo, 0, 0)
                pango_cairo_show_layout(c.cairo, copy)
            }
        }
    }

    private func drawBackgrounds(_ canvas: Canvas) {
        guard !backgrounds.isEmpty else { return }
        let s = Double(PANGO_SCALE)
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            for bg in backgrounds where bg.start < lineEnd && bg.end > lineStart {
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                // x ranges account for bidi reordering and alignment, so a run split by
                // direction gets one rectangle per visual piece.
                pango_layout_line_get_x_ranges(line, Int32(Swift.max(bg.start, lineStart)),
                                               Int32(Swift.min(bg.end, lineEnd)), &ranges, &count)
                guard let ranges else { continue }
                for i in 0..<Int(count) {
                    let x0 = Double(ranges[2 * i]) / s, x1 = Double(ranges[2 * i + 1]) / s
                    canvas.fill(Rect(x: x0, y: Double(y0) / s, width: x1 - x0, height: Double(y1 - y0) / s),
                                with: bg.color)
                }
                g_free(ranges)
            }
        } while pango_layout_iter_next_line(iter) != 0
    }

    private static func configure(_ layout: OpaquePointer, width: Double?, alignment: Alignment,
                                  lineBreakMode: LineBreakMode, numberOfLines: Int) {
        switch alignment {
        case .left, .right:
            // Pango mirrors LEFT/RIGHT in right-to-left paragraphs when auto_dir is on;
            // explicit left and right must not flip.
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, alignment == .left ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .natural:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        let pangoWidth = width.map { Int32(($0 * Double(PANGO_SCALE)).rounded(.down)) } ?? -1
        // Clipping means no wrapping, and Pango always wraps once it has a width.
        pango_layout_set_width(layout, lineBreakMode == .clip ? -1 : pangoWidth)
        pango_layout_set_wrap(layout, lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        guard numberOfLines > 0 else { return }
        switch lineBreakMode {
        case .truncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .truncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .truncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .wordWrap, .charWrap, .clip: return
        }
        pango_layout_set_height(layout, -Int32(clamping: numberOfLines))
    }

    /// The widest layout Pango can represent, in points (its widths are 32-bit 1/1024 points).
    static let maximumWidth = 1_000_000.0

    /// A new Pango context on this thread's default font map, set up for reproducible layout.
    ///
    /// The default font map is per thread in Pango 1.32.6 and later, so layouts made on
    /// different threads (parallel tests, renderer threads) never share one.
    static func makePangoContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        // No hinting and unhinted metrics: glyph advances then scale linearly and do not
        // depend on the host's fontconfig hinting settings.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Layout is in user space (points), not device pixels, so rounding positions to whole
        // units would round to whole points and distort metrics at other scales.
        pango_context_set_round_glyph_positions(context, 0)
        pango_cairo_context_set_resolution(context, 72)
        // Pango's own default reads setlocale, which falls back to C when the user's locale is
        // not generated; ours reads the variables and can be pinned.
        pango_context_set_language(context, TextLayout.pangoLanguage)
        return context
    }
}

extension TextLayout.LineBreakMode {
    var isTruncating: Bool {
        switch self {
        case .truncatingHead, .truncatingMiddle, .truncatingTail: return true
        case .wordWrap, .charWrap, .clip: return false
        }
    }
}
