/// Told when a navigation controller shows a controller (UINavigationControllerDelegate).
/// Both methods do nothing by default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown: called as a push, pop or stack change starts,
    /// before the appearance callbacks.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)
    /// `viewController` is shown: called once the transition has ended, after its
    /// `viewDidAppear`.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {}
}
