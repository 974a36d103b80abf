import CRKCairo
import Foundation
import RKGeometry

extension Canvas {
    /// Draws a laid-out text with its top-left corner at `point`.
    public func draw(_ layout: TextLayout, at point: Point) {
        layout.draw(in: self, at: point)
    }

    /// Draws attributed text wrapped to `rect`'s width, from the top of `rect`
    /// (NSAttributedString.draw(in:)).
    ///
    /// Only lines that fit in the rectangle's height are drawn (at least one), and drawing is
    /// clipped to the rectangle. With a truncating `lineBreakMode`, the last line that fits
    /// ends in an ellipsis when text remains.
    ///
    /// - Parameters:
    ///   - string: The text; runs without a font or color use the system font at 17 points
    ///     in black.
    ///   - rect: The rectangle to draw in, in user space.
    ///   - alignment: The horizontal alignment of lines within `rect`.
    ///   - lineBreakMode: How lines are wrapped or truncated.
    public func draw(_ string: AttributedString, in rect: Rect, alignment: TextLayout.Alignment = .natural,
                     lineBreakMode: TextLayout.LineBreakMode = .wordWrap) {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return }
        var layout = TextLayout(string, width: rect.width, alignment: alignment, lineBreakMode: lineBreakMode)
        if layout.size.height > rect.height {
            // Relaying out with a line limit (rather than only clipping) is what gives
            // truncating modes their ellipsis on the last visible line.
            let fitting = layout.lineRects.prefix { $0.maxY <= rect.height + 0.001 }.count
            layout = TextLayout(string, width: rect.width, alignment: alignment, lineBreakMode: lineBreakMode,
                                numberOfLines: Swift.max(1, fitting))
        }
        withSavedState {
            clip(to: rect)
            layout.draw(in: self, at: rect.origin)
        }
    }

    /// Draws a single-style string without wrapping, with the top-left of its first line at
    /// `point` (NSString.draw(at:withAttributes:)). Newlines still start new lines.
    public func draw(_ text: String, at point: Point, font: Font = .system(size: 17), color: Color = .black) {
        TextLayout(AttributedString(text), font: font, color: color).draw(in: self, at: point)
    }
}
