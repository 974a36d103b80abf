import Foundation

extension Application {
    /// Posted (on `NotificationCenter.default`, the keyboard window as object) before the
    /// on-screen keyboard slides up; its user info holds the frames, duration and curve
    /// (read them with ``KeyboardTransition/init(_:)``).
    public nonisolated static let keyboardWillShowNotification = Notification.Name("RecipeKitKeyboardWillShowNotification")
    /// Posted once the keyboard is up.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("RecipeKitKeyboardDidShowNotification")
    /// Posted before the keyboard slides away.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("RecipeKitKeyboardWillHideNotification")
    /// Posted once the keyboard is gone.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("RecipeKitKeyboardDidHideNotification")
    /// The keyboard's frame before the change (a `Rect` in scene coordinates).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "RecipeKitKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (a `Rect` in scene coordinates).
    public nonisolated static let keyboardFrameEndUserInfoKey = "RecipeKitKeyboardFrameEndUserInfoKey"
    /// The duration of the change in seconds (a `Double`).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "RecipeKitKeyboardAnimationDurationUserInfoKey"
    /// The curve of the change (a ``Motion/TimingFunction``).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "RecipeKitKeyboardAnimationCurveUserInfoKey"
}
