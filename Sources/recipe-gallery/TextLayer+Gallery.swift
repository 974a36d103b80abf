import Foundation
import RecipeKit

extension TextLayer {
    /// Space the gallery keeps around its text so italic overhangs and descenders are not cut.
    nonisolated static let padding = 3.0

    /// Wrapped gallery text: lines `width` points wide, in 17-point black unless the runs say
    /// otherwise, with ``padding`` around; the layer's bounds fit the text.
    convenience init(_ text: AttributedString, width: Double, alignment: TextLayout.Alignment = .left) {
        self.init(string: text)
        font = .system(size: 17)
        foregroundColor = .black
        isWrapped = true
        alignmentMode = alignment
        textInsets = EdgeInsets(all: TextLayer.padding)
        let w = width + 2 * TextLayer.padding
        bounds = Rect(x: 0, y: 0, width: w, height: preferredFrameSize(width: w).height)
    }
}
