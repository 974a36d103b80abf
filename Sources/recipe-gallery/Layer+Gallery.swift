import Foundation
import RecipeKit

extension Layer {
    /// The first layer in this subtree (this one included) whose ``name`` is `name`; stops the
    /// program when there is none, since scenes name the layers they animate.
    func sublayer(named name: String) -> Layer {
        guard let found = findSublayer(named: name) else { preconditionFailure("no layer named \(name)") }
        return found
    }

    func findSublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for s in sublayers { if let f = s.findSublayer(named: name) { return f } }
        return nil
    }
}

extension Layer {
    /// Sets `contentsScale` on this layer, its sublayers and masks, so drawn content is sharp
    /// on a HiDPI frame.
    func applyContentsScale(_ scale: Double) {
        contentsScale = scale
        mask?.applyContentsScale(scale)
        for s in sublayers { s.applyContentsScale(scale) }
    }
}
