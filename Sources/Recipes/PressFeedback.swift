import Geometry
import Graphics
import Layers
import Views

/// Press feedback for any control (recipe 5): on ``Control/Events/touchDown`` the layer's
/// border color and corner radius change; on ``Control/Events/touchUpInside``,
/// ``Control/Events/touchUpOutside`` or ``Control/Events/touchCancel`` they are restored to
/// what they were when the press began.
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
    private var savedBorderColor = Color.clear
    private var savedCornerRadius = 0.0
    private var tokens: [Control.ActionToken] = []

    /// Installs the feedback on `control`.
    public init(control: Control, borderColor: Color, cornerRadius: Double?) {
        self.control = control
        pressedBorderColor = borderColor
        pressedCornerRadius = cornerRadius
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
        savedBorderColor = layer.borderColor
        savedCornerRadius = layer.cornerRadius
        layer.borderColor = pressedBorderColor
        if let r = pressedCornerRadius { layer.cornerRadius = r }
    }

    private func release() {
        guard let layer = control?.layer, isPressed else { return }
        isPressed = false
        layer.borderColor = savedBorderColor
        layer.cornerRadius = savedCornerRadius
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
