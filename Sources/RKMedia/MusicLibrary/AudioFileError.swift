/// Why an audio file's tags or art could not be read.
public enum AudioFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not in an audio format the media library recognises (a text file, an image).
    case notAudio
    /// The file could not be opened or read (permissions, I/O error).
    case unreadable(String)
    /// Reading took longer than the deadline (a stalled network mount, a pathological file).
    case timedOut
    /// The file has no embedded picture.
    case noArt
    /// The embedded picture is larger than the limit.
    case artTooLarge(bytes: Int, limit: Int)

    /// A short explanation in English, as the scanner logs it for a file it skips.
    public var description: String {
        switch self {
        case .notAudio: "not an audio file"
        case .unreadable(let why): "unreadable: \(why)"
        case .timedOut: "reading timed out"
        case .noArt: "no embedded picture"
        case .artTooLarge(let bytes, let limit): "embedded picture of \(bytes) bytes is over the \(limit)-byte limit"
        }
    }
}
