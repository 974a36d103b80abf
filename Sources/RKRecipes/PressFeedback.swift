import RKGeometry
import RKGraphics
import RKLayers
import RKViews

/// Press feedback for any control (recipe 5): on ``/RKViews/Control/Events/touchDown`` the layer's
/// border color and corner radius change, or its face darkens; on ``/RKViews/Control/Events/touchUpInside``,
/// ``/RKViews/Control/Events/touchUpOutside`` or ``/RKViews/Control/Events/touchCancel`` they are restored to
/// what they were when the press began. Several feedbacks on one control compose: the last
/// added shows while pressed, and releasing restores the original look.
///
/// ```swift
/// let feedback = button.addPressFeedback(borderColor: .red, cornerRadius: 4)
/// // or, keeping the control's own shape and border (a textured button's rounded rainbow):
/// button.addPressFeedback(dimming: 0.3)
/// // later:
/// feedback.remove()
/// ```
@MainActor
public final class PressFeedback {
    /// The border color while pressed (a feedback made with ``init(control:dimming:)`` keeps
    /// the control's own until this is set).
    public var pressedBorderColor: Color {
        get { borderColorWhilePressed ?? control?.layer.borderColor ?? .clear }
        set { borderColorWhilePressed = newValue }
    }
    /// The corner radius while pressed (nil leaves it alone).
    public var pressedCornerRadius: Double?
    /// How dark the control's face turns while pressed: the alpha of black laid over its
    /// bounds, under its border and with its corner radius, so the shape and the border stay.
    /// 0 (the default for ``init(control:borderColor:cornerRadius:)``) lays nothing.
    public var pressedDimming: Double = 0
    /// Whether the control currently shows the pressed look.
    public private(set) var isPressed = false

    private weak var control: Control?
    /// nil keeps the control's border color while pressed.
    private var borderColorWhilePressed: Color?
    /// The darkening laid over the face while pressed.
    private var dimmingLayer: Layer?
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
        var looks: [ObjectIdentifier: (Color?, Double?)] = [:]
    }

    /// Installs the feedback on `control`.
    public init(control: Control, borderColor: Color, cornerRadius: Double?) {
        self.control = control
        borderColorWhilePressed = borderColor
        pressedCornerRadius = cornerRadius
        shared = control.attachment(Shared.self, orMake: Shared())
        install(on: control)
    }

    /// Installs a feedback on `control` that darkens its face by `dimming` (0...1) while
    /// pressed and leaves its border color and corner radius as they are.
    public init(control: Control, dimming: Double) {
        self.control = control
        pressedDimming = dimming
        shared = control.attachment(Shared.self, orMake: Shared())
        install(on: control)
    }

    private func install(on control: Control) {
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
        shared.looks[me] = (borderColorWhilePressed, pressedCornerRadius)
        if let c = borderColorWhilePressed { layer.borderColor = c }
        if let r = pressedCornerRadius { layer.cornerRadius = r }
        let dimming = pressedDimming.isFinite ? Swift.min(1, Swift.max(0, pressedDimming)) : 0
        if dimming > 0 {
            let dim = Layer()
            dim.frame = Rect(size: layer.bounds.size)
            dim.backgroundColor = Color(white: 0, alpha: dimming)
            dim.cornerRadius = layer.cornerRadius
            layer.addSublayer(dim)
            dimmingLayer = dim
        }
    }

    private func release() {
        guard let layer = control?.layer, isPressed else { return }
        isPressed = false
        let me = ObjectIdentifier(self)
        shared.pressed.removeAll { $0 == me }
        shared.looks[me] = nil
        dimmingLayer?.removeFromSuperlayer()
        dimmingLayer = nil
        // The original look once no feedback is pressed; otherwise the latest pressed one's.
        layer.borderColor = shared.savedBorderColor
        layer.cornerRadius = shared.savedCornerRadius
        for id in shared.pressed {
            guard let (color, radius) = shared.looks[id] else { continue }
            if let color { layer.borderColor = color }
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

    /// Adds ``PressFeedback`` that keeps the control's shape and border: while pressed its face
    /// darkens by `dimming` (the alpha of black laid over it, 0.3 by default).
    @discardableResult
    public func addPressFeedback(dimming: Double = 0.3) -> PressFeedback {
        PressFeedback(control: self, dimming: dimming)
    }
}
