import RKGeometry

/// What a constraint can relate: a view or a layout guide. Both have a frame in the coordinates
/// of a view (a view's superview, a guide's owning view), which the solver sees as four
/// variables.
@MainActor
protocol LayoutItem: AnyObject {
    /// The solver's unknowns for the item's frame.
    var layoutVariables: LayoutVariables { get }
    /// The view whose coordinates the item's frame is in.
    var layoutParentView: View? { get }
    /// How log lines name the item.
    var layoutDescription: String { get }
}

/// The four unknowns of an item's frame: origin and size, in its parent view's coordinates.
/// Other edges are expressions of these, so every anchor of an item costs no variable of its
/// own.
final class LayoutVariables {
    let minX: SolverVariable, minY: SolverVariable, width: SolverVariable, height: SolverVariable
    init(_ name: String) {
        minX = SolverVariable(name + ".minX")
        minY = SolverVariable(name + ".minY")
        width = SolverVariable(name + ".width")
        height = SolverVariable(name + ".height")
    }
}

extension View: LayoutItem {
    var layoutVariables: LayoutVariables { layoutState.variables }
    var layoutParentView: View? { superview }
    var layoutDescription: String {
        let name = String(describing: type(of: self))
        return tag != 0
            ? "\(name)(tag \(tag))"
            : accessibilityLabel.map { "\(name)(\"\($0)\")" } ?? "\(name)@\(ObjectIdentifier(self).hashValue & 0xffff)"
    }
}
