import Foundation
import RecipeKit

extension GalleryScene {
    static let navigation = GalleryScene(
        name: "navigation", title: "Navigation",
        summary: "A NavigationController: tap a recipe to push its page, back (or Escape) pops it, Add adds a row, "
            + "Edit renames it. The log lists the appearance callbacks.",
        size: Size(width: 640, height: 620), duration: 2.2, keyFrames: [0, 14.0 / 30, 1.0, 47.0 / 30, 2.2], still: 14.0 / 30,
        recordState: { router, dump in dump.navigation = NavigationScene.state(of: router) },
        animateViews: { NavigationScene.play(in: $0) },
        buildViews: { NavigationScene.buildViews($0) }
    ) { _ in }
}

/// The `navigation` scene: a recipe list and recipe pages on a navigation stack.
@MainActor
enum NavigationScene {
    static var navigation: NavigationController?
    static var log: Label?
    static var entries: [String] = []

    static func note(_ entry: String) {
        entries.append(entry)
        if entries.count > 14 { entries.removeFirst(entries.count - 14) }
        let stack = navigation?.viewControllers.compactMap(\.title).joined(separator: " › ") ?? ""
        guard let log else { return }
        log.text = "Stack: \(stack)\n\n" + entries.joined(separator: "\n")
        // Top-aligned: the label is as tall as its text.
        log.frame.size.height = log.sizeThatFits(Size(width: log.frame.width, height: 1000)).height
    }

    static func buildViews(_ window: Window) {
        entries = []
        let m = GalleryScene.margin
        let top = GalleryScene.contentTop
        let screen = View(frame: Rect(x: m, y: top, width: 300, height: 500))
        screen.clipsToBounds = true
        screen.layer.cornerRadius = 14
        screen.layer.borderWidth = 1
        screen.layer.borderColor = Palette.hairline
        window.addSubview(screen)
        let list = RecipeListController()
        let nav = NavigationController(rootViewController: list)
        nav.view.frame = screen.bounds
        nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.addSubview(nav.view)
        navigation = nav
        let log = ViewKit.label("", frame: Rect(x: m + 330, y: top, width: 240, height: 320), size: 12, color: Palette.ink)
        log.numberOfLines = 0
        window.addSubview(log)
        Self.log = log
    }

    /// Where the list's first row and the bar's right button are, and the log, for the state dump.
    static func state(of router: WindowInputRouter) -> StateDump.NavigationState? {
        guard let navigation, let list = navigation.viewControllers.first, let row = list.view.subviews.first else { return nil }
        let bar = navigation.navigationBar
        let rowCenter = router.hostPoint(fromWindow: row.convert(Point(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        // The right button sits at the bar's trailing end (Add and Edit alike).
        let button = router.hostPoint(fromWindow: bar.convert(Point(x: bar.bounds.maxX - 24, y: bar.bounds.maxY - 22), to: nil))
        return StateDump.NavigationState(navigationFirstRowX: rowCenter.x.rounded(), navigationFirstRowY: rowCenter.y.rounded(),
                                         navigationRightButtonX: button.x.rounded(), navigationRightButtonY: button.y.rounded(),
                                         navigationLog: entries.joined(separator: " | "))
    }

    /// The export's script: a row is tapped (its detail slides in), then back is pressed.
    static func play(in window: Window) {
        _ = SceneTimers.perform(afterDelay: 0.3) {
            (navigation?.topViewController as? RecipeListController)?.open(at: 0)
        }
        _ = SceneTimers.perform(afterDelay: 1.4) { navigation?.popViewController(animated: true) }
    }
}

/// A row of the list: a title that darkens while pressed and runs its action on a tap.
@MainActor
final class RecipeRow: Control {
    let label = Label()
    var onTap: (() -> Void)?

    init(title: String, frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        label.text = title
        label.font = .system(size: 16)
        label.textColor = Palette.ink
        addSubview(label)
        let rule = View(frame: Rect(x: 16, y: frame.height - 0.5, width: frame.width - 16, height: 0.5))
        rule.backgroundColor = Palette.hairline
        rule.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(rule)
        accessibilityLabel = title
        accessibilityTraits = .button
        addAction(for: .touchUpInside) { row, _ in row.onTap?() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = Rect(x: 16, y: (bounds.height - 20) / 2, width: bounds.width - 40, height: 20)
    }

    override func stateDidChange() {
        super.stateDidChange()
        backgroundColor = isHighlighted ? Color(white: 0.85) : .white
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        // A disclosure chevron: the row leads somewhere.
        var p = Path()
        let x = bounds.maxX - 18
        let y = bounds.midY
        p.move(to: Point(x: x - 3.5, y: y - 6))
        p.addLine(to: Point(x: x + 2.5, y: y))
        p.addLine(to: Point(x: x - 3.5, y: y + 6))
        canvas.stroke(p, with: Color(white: 0.7), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }
}

/// The list of recipes; a row pushes the recipe's page, Add adds a row.
@MainActor
final class RecipeListController: ViewController {
    var names = ["Pancakes", "Shakshuka", "Miso ramen", "Lemon tart", "Falafel"]

    override init() {
        super.init()
        title = String(localized: "Recipes", bundle: .module, comment: "The navigation scene's list")
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, target: self, action: RecipeListController.add)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(white: 0.95)
        rebuildRows()
    }

    override func viewWillAppear(_ animated: Bool) { NavigationScene.note("List willAppear") }
    override func viewDidAppear(_ animated: Bool) { NavigationScene.note("List didAppear") }
    override func viewWillDisappear(_ animated: Bool) { NavigationScene.note("List willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { NavigationScene.note("List didDisappear") }

    func add() {
        names.append("New recipe \(names.count + 1)")
        rebuildRows()
        NavigationScene.note("Add: \(names.last!)")
    }

    func open(at index: Int) {
        guard names.indices.contains(index) else { return }
        navigationController?.pushViewController(RecipePageController(name: names[index]), animated: true)
    }

    private func rebuildRows() {
        for v in view.subviews { v.removeFromSuperview() }
        for (i, name) in names.enumerated() {
            let row = RecipeRow(title: name, frame: Rect(x: 0, y: 16 + Double(i) * 44, width: view.bounds.width, height: 44))
            row.autoresizingMask = [.flexibleWidth]
            row.onTap = { [weak self] in self?.open(at: i) }
            view.addSubview(row)
        }
    }
}

/// One recipe's page; Edit turns into a bold Done while the recipe's name is edited in a text
/// field, and Done gives the page (and its back button on the next page) the new name.
@MainActor
final class RecipePageController: ViewController {
    let name: String
    private let body = Label()

    init(name: String) {
        self.name = name
        super.init()
        title = name
        navigationItem.rightBarButtonItem = editItem
    }

    private lazy var editItem = BarButtonItem(systemItem: .edit) { [weak self] in self?.setEditing(true) }
    private lazy var doneItem = BarButtonItem(systemItem: .done) { [weak self] in self?.setEditing(false) }

    private let nameField = TextField()

    private func setEditing(_ editing: Bool) {
        navigationItem.setRightBarButton(editing ? doneItem : editItem, animated: true)
        // The field takes the text's place at the top, the text moves below it.
        body.frame.origin.y = editing ? 220 : 172
        if editing {
            nameField.text = title ?? name
            nameField.isHidden = false
            _ = nameField.becomeFirstResponder()
        } else {
            _ = nameField.resignFirstResponder()
            let typed = nameField.text.trimmingCharacters(in: .whitespaces)
            if !typed.isEmpty { title = typed }
            nameField.isHidden = true
        }
        NavigationScene.note(editing ? "Edit tapped" : "Done tapped: \(title ?? name)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let art = View(frame: Rect(x: 16, y: 16, width: view.bounds.width - 32, height: 140))
        art.backgroundColor =
            [Palette.coral, Palette.teal, Palette.amber, Palette.violet, Palette.leaf][
                name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 5]
        art.layer.cornerRadius = 10
        art.autoresizingMask = [.flexibleWidth]
        view.addSubview(art)
        body.frame = Rect(x: 16, y: 172, width: view.bounds.width - 32, height: 120)
        body.numberOfLines = 0
        body.font = .system(size: 14)
        body.textColor = Palette.ink
        body.text =
            "\(name): gather the ingredients, follow the steps, and serve warm. Tap Edit to rename the recipe "
            + "(Done or Return keeps the name), back or Escape to return to the list."
        view.addSubview(body)
        nameField.frame = Rect(x: 16, y: 172, width: view.bounds.width - 32, height: 36)
        nameField.autoresizingMask = [.flexibleWidth]
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Recipe name"
        nameField.isHidden = true
        nameField.shouldReturn = { [weak self] _ in
            self?.setEditing(false)
            return false
        }
        view.addSubview(nameField)
    }

    override func viewWillAppear(_ animated: Bool) { NavigationScene.note("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { NavigationScene.note("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { NavigationScene.note("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { NavigationScene.note("\(name) didDisappear") }
}
