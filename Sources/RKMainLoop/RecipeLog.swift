import Foundation

/// Where RecipeKit reports what it refused or could not do: a line on standard error, prefixed
/// "RecipeKit:". Tests replace ``sink`` to see the lines.
///
/// It lives in the event-loop module because that is the lowest module that reports anything:
/// the loop itself writes here, and so do media, layers, views, the web view and the recipes,
/// all of which import this module, so one sink serves them all.
public enum RecipeLog {
    /// Receives each line; standard error by default.
    nonisolated(unsafe) public static var sink: (String) -> Void = { line in
        FileHandle.standardError.write(Data("RecipeKit: \(line)\n".utf8))
    }

    /// Reports `line`.
    public static func write(_ line: String) { sink(line) }
}
