import Foundation
import RecipeKit

/// `autolayout-1000`: milliseconds to solve a form of 1,000 views (500 rows of a caption and a
/// field, each row below the last, captions at their natural size, fields taking the rest) from
/// scratch: activating its 2,500 constraints and the layout pass that solves them and sets the
/// frames. `autolayout-edit-vs-solve`: the layout pass after one constant changes (the first
/// row's top margin, which moves every row) over the solve from scratch; goal <= 0.05.
@MainActor
enum AutoLayoutBenchmarks {
    static let solveName = "autolayout-1000"
    static let editName = "autolayout-edit-vs-solve"
    static let editGoal = 0.05
    static let rows = 500

    /// A view with a natural size, as a caption or a text field has, without measuring text.
    final class Field: View {
        let natural: Size
        init(_ natural: Size) {
            self.natural = natural
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: Size { natural }
    }

    struct Form {
        let root: View
        let constraints: [LayoutConstraint]
        let top: LayoutConstraint
        let last: View
    }

    static func makeForm() -> Form {
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 20_000))
        var cs: [LayoutConstraint] = []
        var previous: View?
        var top: LayoutConstraint?
        var last = root
        for i in 0..<rows {
            let caption = Field(Size(width: 60 + Double(i % 7) * 5, height: 20))
            let field = Field(Size(width: 120, height: 28))
            field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            root.addSubview(caption)
            root.addSubview(field)
            let t = field.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8)
            if top == nil { top = t }
            cs += [
                t,
                caption.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                field.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                caption.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ]
            previous = field
            last = field
        }
        return Form(root: root, constraints: cs, top: top!, last: last)
    }

    static func run(_ runner: BenchmarkRunner) {
        var fresh = makeForm()
        let solve = runner.measure(
            [
                TimedCase(label: "solve") {
                    LayoutConstraint.activate(fresh.constraints)
                    fresh.root.layoutIfNeeded()
                }
            ], prepare: { _ in fresh = makeForm() })[0]
        let solved = makeForm()
        LayoutConstraint.activate(solved.constraints)
        solved.root.layoutIfNeeded()
        var toggle = false
        let edit = runner.measure([
            TimedCase(label: "edit") {
                toggle.toggle()
                solved.top.constant = toggle ? 20 : 8
                solved.root.layoutIfNeeded()
            }
        ])[0]
        let expected = 8 + Double(rows - 1) * 36 + (toggle ? 12 : 0)
        runner.report(solveName, ratio: solve.median)
        runner.info("\(solveName): \(rows * 2) views, \(fresh.constraints.count) constraints; \(solve.summary)")
        runner.report(editName, ratio: edit.median / solve.median)
        runner.info(
            "\(editName): edit \(edit.summary); last row at y \(solved.last.frame.minY) (expected \(expected)); goal <= \(editGoal)"
        )
    }
}
