/// UIKit's target-action for bar items, with an unapplied method reference in place of a
/// selector, as controls take it (see `addTarget(_:action:for:)`):
/// `BarButtonItem(systemItem: .add, target: self, action: RecipeList.addRecipe)`.
///
/// The action may take nothing or the item. The target is held weakly; once it is gone a tap
/// does nothing.
extension BarButtonItem {
    /// An item with a title whose tap calls `action` on `target` (`func save()`).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target) { action($0)() }
    }

    /// An item with a title whose tap calls `action` on `target` with the item
    /// (`func save(_ sender: BarButtonItem)`).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target,
        action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        // The item is handed in unowned: it owns this closure.
        setTarget(target) { [unowned self] in action($0)(self) }
    }

    /// A standard item whose tap calls `action` on `target` (`func done()`).
    public convenience init<Target: AnyObject>(
        systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init(systemItem: systemItem)
        setTarget(target) { action($0)() }
    }

    /// A standard item whose tap calls `action` on `target` with the item
    /// (`func done(_ sender: BarButtonItem)`).
    public convenience init<Target: AnyObject>(
        systemItem: SystemItem, target: Target, action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem)
        setTarget(target) { [unowned self] in action($0)(self) }
    }
}
