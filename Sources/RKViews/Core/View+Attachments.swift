/// State that another module keeps about a view, for as long as the view lives: what
/// Objective-C's associated objects give a UIKit category.
///
/// Recipes that coordinate through a view (the notifications queued in one container, the
/// press feedbacks sharing one control) keep that state on the view itself rather than in a
/// process-wide table keyed by the view's address: it goes when the view goes, a new view at a
/// reused address starts clean, and views of two hosts in one process never share it.
///
/// One object per type: a module attaches a type of its own (usually a private class), so
/// attachments of different modules never collide.
///
/// ```swift
/// final class Tally { var taps = 0 }
/// view.attachment(Tally.self, orMake: Tally()).taps += 1
/// ```
extension View {
    /// The object of type `T` attached to the view, if any.
    public func attachment<T: AnyObject>(_ type: T.Type) -> T? {
        attachments[ObjectIdentifier(type)] as? T
    }

    /// The object of type `T` attached to the view; `make()` makes and attaches it on first use.
    public func attachment<T: AnyObject>(_ type: T.Type, orMake make: @autoclosure () -> T) -> T {
        if let existing = attachment(type) { return existing }
        let made = make()
        attachments[ObjectIdentifier(type)] = made
        return made
    }

    /// Attaches `object` as the view's `T`, replacing the one before; nil removes it.
    public func setAttachment<T: AnyObject>(_ object: T?, for type: T.Type) {
        attachments[ObjectIdentifier(type)] = object
    }
}
