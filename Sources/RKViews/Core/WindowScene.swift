import RKGeometry
import RKLayers
import RKMotion

/// Where a host shows an application's windows (UIWindowScene's role): their layers in level
/// order under one ``layer``, and pointer input routed to the topmost window that wants it.
///
/// A host owns a scene and puts its layer in its tree; windows join it by setting their
/// ``Window/windowScene``. A finger or the mouse goes down on the topmost visible window
/// (highest ``Window/windowLevel``; among equal levels, the one that joined last) whose
/// hit-test finds a view at that point, and stays that window's until it lifts.
@MainActor
public final class WindowScene {
    /// The layer holding the windows' layers, back to front.
    public let layer = Layer()
    /// The windows in the scene, back to front (hidden ones included).
    public private(set) var windows: [Window] = []
    /// Which window each pointer that is down belongs to.
    private var owners: [Int: Window] = [:]
    /// The alert showing in the scene, if any (see ``AlertController/show(in:)``).
    public internal(set) var presentedAlert: AlertController?
    /// The alerts waiting for ``presentedAlert`` to go, oldest first. Each scene has its own
    /// queue, so alerts of two scenes (two hosts in one process) never wait for each other, and
    /// the queue goes with its scene.
    public internal(set) var queuedAlerts: [AlertController] = []

    /// The pixels per point the scene is shown at; nil (the default) leaves each window's own.
    /// Hosts set it: every window of the scene, the alerts' and the on-screen keyboard's
    /// included, then draws at it, and follows when it changes (the window moved to a screen of
    /// another scale).
    public var contentsScale: Double? {
        didSet {
            guard let s = contentsScale, s != oldValue else { return }
            for w in windows { w.setContentsScale(s) }
        }
    }

    /// A scene covering `frame` (in its host's points).
    public init(frame: Rect) {
        layer.frame = frame
    }

    /// Where the scene is in its host, in points. Hosts set it when their window resizes: the
    /// windows that fill the scene (alerts, ``Window/fillsScene``) take the new size, and the
    /// on-screen keyboard stays at the bottom.
    public var frame: Rect {
        get { layer.frame }
        set {
            Transaction.perform(disableActions: true) { layer.frame = newValue }
            for w in windows where w.fillsScene {
                View.performWithoutAnimation { w.frame = Rect(size: newValue.size) }
            }
            Application.shared.keyboardPresenter.sceneDidResize(self)
        }
    }

    func attach(_ w: Window) {
        windows.removeAll { $0 === w }
        windows.append(w)
        if let s = contentsScale { w.setContentsScale(s) }
        reorder()
    }

    func detach(_ w: Window) {
        windows.removeAll { $0 === w }
        if owners.values.contains(where: { $0 === w }) {
            w.cancelAllTouches(timestamp: w.layer.eventLoop.clock.now)
            owners = owners.filter { $0.value !== w }
        }
        w.layer.removeFromSuperlayer()
    }

    /// Puts the windows' layers in level order; equal levels keep the order they joined in.
    func reorder() {
        let ordered = windows.enumerated().sorted { a, b in
            a.element.windowLevel != b.element.windowLevel ? a.element.windowLevel < b.element.windowLevel : a.offset < b.offset
        }.map(\.element)
        windows = ordered
        for (i, w) in ordered.enumerated() where w.layer.superlayer !== layer || layer.sublayers.firstIndex(where: { $0 === w.layer }) != i {
            layer.insertSublayer(w.layer, at: i)
        }
    }

    /// The window a pointer going down at `point` (scene points) goes to: the topmost visible
    /// one whose hit-test finds a view there.
    public func window(at point: Point) -> Window? {
        for w in windows.reversed() where !w.isHidden && w.isUserInteractionEnabled {
            let local = w.point(fromScene: point)
            if w.hitTest(local, with: nil) != nil { return w }
        }
        return nil
    }

    /// Feeds one pointer event in scene points to the window it belongs to (see the type's
    /// description); a pointer that goes down where no window wants it is ignored until it
    /// lifts.
    public func handlePointer(_ phase: Window.PointerPhase, id: Int, at point: Point, timestamp: MediaTime) {
        guard point.isFinite || phase == .cancelled || phase == .up else { return }
        let target: Window?
        if phase == .down {
            // A pointer already down stays its window's; one whose touch that window ended
            // on its own (cancelAllTouches) is free again.
            if let o = owners[id], o.touches.contains(where: { $0.identifier == id }) { return }
            target = window(at: point)
            owners[id] = target
        } else {
            target = owners[id]
            if phase == .up || phase == .cancelled { owners[id] = nil }
        }
        guard let w = target else { return }
        if !point.isFinite {
            // A lift or cancellation without a place: the window ends the touch where it was.
            w.handlePointer(phase, id: id, at: point, timestamp: timestamp)
            return
        }
        w.handlePointer(phase, id: id, at: w.point(fromScene: point), timestamp: timestamp)
    }

    /// Cancels every pointer in progress in every window (the host lost focus, say).
    public func cancelAllPointers(timestamp: MediaTime) {
        let current = owners.values
        owners.removeAll()
        var done: [Window] = []
        for w in current where !done.contains(where: { $0 === w }) {
            w.cancelAllTouches(timestamp: timestamp)
            done.append(w)
        }
    }
}

extension Window {
    /// A point in its scene's coordinates in this window's: windows sit at their frame's
    /// origin in the scene.
    public func point(fromScene point: Point) -> Point {
        Point(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// A point in this window's coordinates in its scene's (the inverse of
    /// ``point(fromScene:)``).
    public func point(toScene point: Point) -> Point {
        Point(x: point.x + frame.minX - bounds.minX, y: point.y + frame.minY - bounds.minY)
    }
}
