import RKGeometry

/// What a ``DropInteraction`` asks its app (UIDropInteractionDelegate).
@MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view takes this kind of drop at all (false: the drop goes on to the views
    /// behind). True by default.
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// What the drop would do where it is (``DropSession/location(in:)``). Copy by default.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// Take the items: called when the proposal was to copy or move.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// The session is over, taken or not.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    /// Takes every drop by default.
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    /// Copies by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }
    /// Does nothing by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}

/// Lets a view take files and text dropped from other applications (UIDropInteraction): a
/// drop is offered to the views under the pointer, innermost first, whose drop interactions'
/// delegates can handle it.
///
/// ```swift
/// final class PhotoWell: ImageView, DropInteractionDelegate {
///     func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
///         session.hasFiles(withExtensions: ["png", "jpg"])
///     }
///     func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
///         image = session.fileURLs.first.flatMap { try? Image(contentsOf: $0) }
///     }
/// }
/// // well.addInteraction(DropInteraction(delegate: well))
/// ```
@MainActor
public final class DropInteraction: Interaction {
    /// Decides about drops; held weakly.
    public private(set) weak var delegate: DropInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: View?
    /// Whether several items may be dropped at once (true, as desktop drops often carry many).
    public var allowsSimultaneousDropSessions = true

    /// An interaction whose drops `delegate` decides about.
    public init(delegate: DropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Part of ``Interaction``.
    public func willMove(to view: View?) {}

    /// Part of ``Interaction``.
    public func didMove(to view: View?) { self.view = view }

    /// Offers `session` to the delegate; returns nil when it cannot handle it (the drop goes on),
    /// or the operation it chose (performed when copy or move).
    func offer(_ session: DropSession) -> DropProposal.Operation? {
        guard let delegate, delegate.dropInteraction(self, canHandle: session) else { return nil }
        let operation = delegate.dropInteraction(self, sessionDidUpdate: session).operation
        switch operation {
        case .cancel:
            delegate.dropInteraction(self, sessionDidEnd: session)
            return nil
        case .forbidden:
            delegate.dropInteraction(self, sessionDidEnd: session)
        case .copy, .move:
            delegate.dropInteraction(self, performDrop: session)
            delegate.dropInteraction(self, sessionDidEnd: session)
        }
        return operation
    }
}

extension Window {
    /// Files or text were dropped on the window at `location` (window points; nil when the host
    /// cannot tell, then the window's centre): the views there, innermost first, are offered
    /// the drop through their ``DropInteraction``s until one takes or forbids it. Returns
    /// whether one took it.
    @discardableResult
    public func handleDrop(_ items: [DropItem], at location: Point?) -> Bool {
        guard !items.isEmpty else { return false }
        layoutIfMarked()
        let p = location.flatMap { $0.isFinite ? $0 : nil } ?? Point(x: bounds.midX, y: bounds.midY)
        let session = DropSession(items: items, location: p, in: self)
        let event = Event(kind: .drop, timestamp: layer.eventLoop.clock.now, window: self, location: p, dropSession: session)
        Application.shared.sendEvent(event)
        layoutIfMarked()
        return !event.wasIgnored
    }

    func deliverDrop(_ event: Event) {
        guard let session = event.dropSession, let location = event.location else { return }
        // A drop lands on the content: an open menu or a tooltip goes away first.
        dismissContextMenu()
        hideToolTip()
        layoutIfMarked()
        var view = hitTest(location, with: nil)
        while let v = view {
            for case let interaction as DropInteraction in v.interactions {
                guard let operation = interaction.offer(session) else { continue }
                event.wasIgnored = operation == .forbidden
                return
            }
            view = v.superview
        }
        event.wasIgnored = true
    }
}
