extension ViewController {
    /// What a navigation bar shows while this controller is on a navigation stack (its title,
    /// buttons and back button), made on first use. Its title follows ``title`` unless the
    /// item is given one.
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem()
        item.owner = self
        navigationItemStorage = item
        return item
    }

    /// The nearest navigation controller among the controller's ancestors: the one whose stack
    /// it is on, or one holding its container. Nil when there is none.
    public var navigationController: NavigationController? {
        var p = parent
        while let c = p {
            if let n = c as? NavigationController { return n }
            p = c.parent
        }
        return nil
    }
}
