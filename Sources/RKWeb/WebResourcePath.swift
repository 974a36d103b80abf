import Foundation

/// A path of the resource scheme (`recipekit-resource://app/<path>`), decoded, and the file it
/// names in a resource folder.
///
/// It needs nothing but Foundation, so that `scripts/fuzz` compiles this file alone into the
/// resource-path fuzzer, without the web engine.
struct WebResourcePath: Equatable, Sendable {
    /// The path's components, each percent-decoded once.
    let components: [String]

    /// The path of `url`, or nil when it could lead out of the folder.
    init?(url: URL) {
        guard let encoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath else { return nil }
        self.init(percentEncodedPath: encoded)
    }

    /// A path as a URL carries it (percent-encoded), or nil when it could lead out of the folder.
    ///
    /// The path is percent-decoded exactly once, component by component: `URL.path` is already
    /// decoded, and decoding it again turned `%252e%252e` into `..` and `%252F` into `/`. A
    /// decoded component that is a dot segment or holds a separator or NUL is refused, as is an
    /// invalid escape. An empty path names `index.html`.
    init?(percentEncodedPath encoded: some StringProtocol) {
        var components: [String] = []
        for raw in encoded.split(separator: "/") {
            guard let c = String(raw).removingPercentEncoding else { return nil }
            if c == "." || c == ".." || c.contains("/") || c.contains("\0") { return nil }
            components.append(c)
        }
        self.components = components.isEmpty ? ["index.html"] : components
    }

    /// The file this path names in `folder`: its real path (every symbolic link resolved), or
    /// nil when no regular file lies there or it lies outside the folder.
    ///
    /// Only an existing file's real path can be known: a missing name behind a link out of the
    /// folder kept its path in the folder when links were resolved as far as they existed.
    func file(in folder: URL) -> URL? {
        guard let root = Self.realPath(folder.path) else { return nil }
        let inside = root == "/" ? "/" : root + "/"
        guard let real = Self.realPath(inside + components.joined(separator: "/")), real.hasPrefix(inside) else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return URL(fileURLWithPath: real, isDirectory: false)
    }

    /// `path` with every symbolic link, `.` and `..` resolved (realpath(3)); nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
