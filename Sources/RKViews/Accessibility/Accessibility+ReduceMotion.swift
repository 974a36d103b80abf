import Foundation

extension Accessibility {
    /// True when the user asked for less motion (UIAccessibility.isReduceMotionEnabled): the
    /// desktop's `reduced-motion` setting, read by RecipeKit's settings reader, or set by an app
    /// or a test. While it is on, RecipeKit's own movements become short cross-fades or jumps:
    /// navigation pushes and pops cross-fade, alerts fade in without their pop, the slide-in
    /// notification fades in place, the splash reveal fades, and springs and Cover Flow's
    /// coasting settle at once. Setting it posts ``reduceMotionStatusDidChangeNotification``.
    public static var isReduceMotionEnabled: Bool {
        get { ReduceMotionOverride.value ?? reduceMotion }
        set {
            guard newValue != reduceMotion else { return }
            reduceMotion = newValue
            NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
        }
    }
    private static var reduceMotion = false

    /// Posted on `NotificationCenter.default` when ``isReduceMotionEnabled`` changes
    /// (UIAccessibility.reduceMotionStatusDidChangeNotification).
    public static let reduceMotionStatusDidChangeNotification =
        Notification.Name("RecipeKitAccessibilityReduceMotionStatusDidChangeNotification")

    /// Runs `body` with ``isReduceMotionEnabled`` reading `enabled` for this task only, as
    /// tests do: other tasks (tests running beside it) keep the process's setting, and no
    /// notification is posted.
    public static func withReduceMotion<R>(_ enabled: Bool, _ body: () throws -> R) rethrows -> R {
        try ReduceMotionOverride.$value.withValue(enabled, operation: body)
    }

    /// The asynchronous form of ``withReduceMotion(_:_:)-(_,()->R)``, for tests that run a
    /// host with `await`.
    public static func withReduceMotion<R>(_ enabled: Bool, _ body: () async throws -> R) async rethrows -> R {
        try await ReduceMotionOverride.$value.withValue(enabled, operation: body)
    }

    /// The duration of the cross-fade that stands in for a movement while reduced motion is on.
    public static let reducedMotionFadeDuration = 0.2
}

/// A task's own reading of reduced motion (``Accessibility/withReduceMotion(_:_:)-(_,()->R)``).
private enum ReduceMotionOverride {
    @TaskLocal static var value: Bool?
}
