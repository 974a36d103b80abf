import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// Press feedback for any control (recipe 5): on ``/RKViews/Control/Events/touchDown`` the layer's
/// border color and corner radius change; on ``/RKViews/Control/Events/touchUpInside``,
/// ``/RKViews/Control/Events/touchUpOutside`` or ``/RKViews/Control/Events/touchCancel`` they are restored to
/// what they were when the press began. Several feedbacks on one control compose: the last
/// added shows while pressed, and releasing restores the original look.
///
/// ```swift
/// let feedback = button.addPressFeedback(borderColor: .red, cornerRadius: 4)
/// // later:
/// feedback.remove()
/// ```
@MainActor
public final class PressFeedback {
    /// The border color while pressed.
    public var pressedBorderColor: Color
    /// The corner radius while pressed (nil leaves it alone).
    public var pressedCornerRadius: Double?
    /// Whether the control currently shows the pressed look.
    public private(set) var isPressed = false

    private weak var control: Control?
    private var tokens: [Control.ActionToken] = []
    /// What every feedback on the same control shares: the look before the first of them was
    /// pressed, and which are pressed now.
    private let shared: Shared

    /// One control's feedbacks, so that several compose: the original look is saved by the
    /// first to press and restored by the last to release, whatever order their actions run in.
    /// It is attached to the control (``RKViews/View/attachment(_:)``), so it lives as long as
    /// the control and no other control, at the same address later or in another host, sees it.
    final class Shared {
        var savedBorderColor = Color.clear
        var savedCornerRadius = 0.0
        /// The pressed feedbacks, in the order they pressed; the last one's look shows.
        var pressed: [ObjectIdentifier] = []
        var looks: [ObjectIdentifier: (Color, Double?)] = [:]
    }

    /// Installs the feedback on `control`.
    public init(control: Control, borderColor: Color, cornerRadius: Double?) {
        self.control = control
        pressedBorderColor = borderColor
        pressedCornerRadius = cornerRadius
        shared = control.attachment(Shared.self, orMake: Shared())
        tokens.append(control.addAction(for: .touchDown) { [weak self] _, _ in self?.press() })
        tokens.append(control.addAction(for: [.touchUpInside, .touchUpOutside, .touchCancel]) { [weak self] _, _ in
            self?.release()
        })
        // The control's actions keep the feedback alive while they are installed.
        tokens.append(control.addAction(for: []) { [self] _, _ in _ = self })
    }

    /// Removes the feedback, restoring the look if pressed.
    public func remove() {
        release()
        for t in tokens { control?.removeAction(t) }
        tokens.removeAll()
    }

    private func press() {
        guard let layer = control?.layer, !isPressed else { return }
        isPressed = true
        let me = ObjectIdentifier(self)
        if shared.pressed.isEmpty {
            shared.savedBorderColor = layer.borderColor
            shared.savedCornerRadius = layer.cornerRadius
        }
        shared.pressed.append(me)
        shared.looks[me] = (pressedBorderColor, pressedCornerRadius)
        layer.borderColor = pressedBorderColor
        if let r = pressedCornerRadius { layer.cornerRadius = r }
    }

    private func release() {
        guard let layer = control?.layer, isPressed else { return }
        isPressed = false
        let me = ObjectIdentifier(self)
        shared.pressed.removeAll { $0 == me }
        shared.looks[me] = nil
        // The original look once no feedback is pressed; otherwise the latest pressed one's.
        layer.borderColor = shared.savedBorderColor
        layer.cornerRadius = shared.savedCornerRadius
        for id in shared.pressed {
            guard let (color, radius) = shared.looks[id] else { continue }
            layer.borderColor = color
            if let radius { layer.cornerRadius = radius }
        }
    }
}

extension Control {
    /// Adds ``PressFeedback``: while pressed the border turns `borderColor` and the corner
    /// radius becomes `cornerRadius` (nil keeps it); releasing restores both.
    @discardableResult
    public func addPressFeedback(borderColor: Color, cornerRadius: Double? = nil) -> PressFeedback {
        PressFeedback(control: self, borderColor: borderColor, cornerRadius: cornerRadius)
    }
}
