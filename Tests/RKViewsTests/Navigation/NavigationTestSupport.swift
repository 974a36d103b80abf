import RKGeometry
import RKHosts

@testable import RKViews

/// A shared list of what happened, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    /// Returns the entries and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that logs its view's loading and appearance callbacks as "name.callback".
@MainActor
final class StepController: ViewController {
    let name: String
    let log: EventLog?

    init(_ name: String, log: EventLog? = nil, title: String? = nil) {
        self.name = name
        self.log = log
        super.init()
        self.title = title ?? name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        log?.add("\(name).didLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log?.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(name).didDisappear") }
}

/// Logs the delegate's calls as "willShow name" and "didShow name".
@MainActor
final class LoggingNavigationDelegate: NavigationControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {
        log.add("willShow \((viewController as? StepController)?.name ?? "?")")
    }
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        log.add("didShow \((viewController as? StepController)?.name ?? "?")")
    }
}

@MainActor
extension NavigationBar {
    /// The center of the bar's back button in window coordinates, nil when it shows none.
    var backButtonCenterInWindow: Point? {
        guard let b = content?.backButton else { return nil }
        return b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }

    /// The buttons shown for items (not the back button), left ones then right ones.
    var itemButtons: [BarButton] {
        guard let c = content else { return [] }
        return (c.leftButtons + c.rightButtons).compactMap { $0 as? BarButton }
    }
}

@MainActor
extension View {
    /// The center of the view in window coordinates.
    var centerInWindow: Point { convert(Point(x: bounds.midX, y: bounds.midY), to: nil) }
}

/// True when both arrays hold the same objects in the same order.
func === <T: AnyObject>(a: [T]?, b: [T]) -> Bool {
    guard let a else { return false }
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
