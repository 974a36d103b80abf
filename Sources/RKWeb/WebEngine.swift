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

    /// Whether the engine's web processes run in a bubblewrap sandbox (``WebProcessSandbox/automatic``
    /// by default: where the system can run it). Read when the private display starts (with
    /// the first web view, or the first after the display ended), so set it before then.
    public static var sandboxPolicy: WebProcessSandbox = .automatic

    /// Whether the web processes of the running display are sandboxed (false while no display
    /// runs).
    public static var isSandboxed: Bool { WebDisplay.current?.isSandboxed ?? false }

    /// Why the web processes run without the sandbox the policy asked for (bubblewrap missing
    /// or refused by the system, no Xvfb for them), as the log line said; nil when they are
    /// sandboxed, when the policy is ``WebProcessSandbox/disabled`` and before a display ran.
    public static var sandboxUnavailableReason: String? { WebDisplay.sandboxUnavailableReason }

    /// The socket file of the X display sandboxed web processes draw on, when they are
    /// sandboxed: what an engine context made outside RecipeKit (the benchmarks' bare
    /// embedding) must bind into its sandbox, as RecipeKit's own contexts do, since its web
    /// processes are started on that display too.
    @_spi(Benchmarks)
    public static var sandboxedDisplaySocket: String? {
        guard let display = WebDisplay.current, display.isSandboxed else { return nil }
        return WebSandbox.x11Socket(display.webProcessDisplayName)
    }
}
