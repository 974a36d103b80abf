/// The web engine's settings for the whole process.
///
/// The engine runs on a private display that RecipeKit starts with the first web view and ends
/// a little after the last one goes (see docs/recipes/web-view.md).
@MainActor
public enum WebEngine {
    /// Seconds the private display outlives the last web view (3 by default), so that a web
    /// view replaced by a new one (a scene switch, a controller pushed after another) does not
    /// restart it. Zero ends it on the next turn of the loop.
    public static var displayGracePeriod: Double {
        get { WebDisplay.gracePeriod }
        set { WebDisplay.gracePeriod = newValue.isFinite ? max(0, newValue) : 3 }
    }

    /// Whether the private display is running now.
    public static var isDisplayRunning: Bool { WebDisplay.current != nil }
}
