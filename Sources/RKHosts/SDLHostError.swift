/// Why an ``SDLHost`` could not open its window. The message carries SDL's own explanation
/// (`SDL_GetError`), such as "No available video device" when there is no display.
public struct SDLHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step that failed.
    public enum Stage: String, Equatable, Sendable {
        /// Starting SDL's video subsystem (no display, no usable video driver).
        case initialization
        /// Creating the window.
        case window
        /// Creating the renderer that draws into the window.
        case renderer
        /// Creating the streaming texture the frames are uploaded to.
        case texture
        /// Allocating the frame buffer (an empty or oversized window).
        case frameBuffer
    }

    /// The step that failed.
    public let stage: Stage
    /// A sentence saying what failed and why.
    public let message: String

    /// An error at `stage` with `message`.
    public init(stage: Stage, message: String) {
        self.stage = stage
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
