import Foundation
import RKGeometry
import RKMotion

/// A change of the on-screen keyboard, as UIKit's keyboard notifications carry it.
public struct KeyboardTransition: Sendable, Equatable {
    /// Which notification.
    public enum Kind: Sendable, Equatable {
        /// The keyboard is about to slide up.
        case willShow
        /// The keyboard is up.
        case didShow
        /// The keyboard is about to slide away.
        case willHide
        /// The keyboard is gone.
        case didHide
    }

    /// Which notification the transition came with.
    public var kind: Kind
    /// The keyboard's frame before the change, in its scene's coordinates (UIKit's screen).
    public var frameBegin: Rect
    /// The keyboard's frame after the change, in the same coordinates.
    public var frameEnd: Rect
    /// How long the keyboard moves, in seconds.
    public var duration: Double
    /// The curve it moves along.
    public var timingFunction: TimingFunction

    /// The transition a keyboard notification describes, nil for other notifications.
    public init?(_ notification: Notification) {
        guard let info = notification.userInfo,
              let begin = info[Application.keyboardFrameBeginUserInfoKey] as? Rect,
              let end = info[Application.keyboardFrameEndUserInfoKey] as? Rect,
              let duration = info[Application.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[Application.keyboardAnimationCurveUserInfoKey] as? TimingFunction else { return nil }
        let kinds: [Notification.Name: Kind] = [
            Application.keyboardWillShowNotification: .willShow, Application.keyboardDidShowNotification: .didShow,
            Application.keyboardWillHideNotification: .willHide, Application.keyboardDidHideNotification: .didHide,
        ]
        guard let kind = kinds[notification.name] else { return nil }
        self.init(kind: kind, frameBegin: begin, frameEnd: end, duration: duration, timingFunction: curve)
    }

    /// A transition with the given parts.
    public init(kind: Kind, frameBegin: Rect, frameEnd: Rect, duration: Double, timingFunction: TimingFunction) {
        self.kind = kind
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.timingFunction = timingFunction
    }
}
