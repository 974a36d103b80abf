import Foundation
import Testing

@testable import RKWeb

/// The resource scheme serves the app's folder and nothing outside it, however the path is
/// encoded.
@MainActor
@Suite struct WebViewConfigurationTests {
    /// A folder to serve (with a sub-folder), a secret beside it, and a folder of secrets.
    @MainActor struct Folders {
        let base: URL
        let root: URL
        let secret: URL
        let outsideFolder: URL

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("web-paths-\(UUID().uuidString)")
            root = base.appendingPathComponent("root")
            secret = base.appendingPathComponent("secret.txt")
            outsideFolder = base.appendingPathComponent("private")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outsideFolder, withIntermediateDirectories: true)
            try "secret".write(to: secret, atomically: true, encoding: .utf8)
            try "private".write(to: outsideFolder.appendingPathComponent("key.txt"), atomically: true, encoding: .utf8)
        }

        var configuration: WebViewConfiguration {
            var c = WebViewConfiguration()
            c.resourceDirectory = root
            return c
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test func thePathIsPercentDecodedExactlyOnce() throws {
        let folders = try Folders()
        defer { folders.remove() }
        // A file whose name holds a percent sign; decoding its URL twice named another file.
        try "literal".write(to: folders.root.appendingPathComponent("%41.txt"), atomically: true, encoding: .utf8)
        try "decoded twice".write(to: folders.root.appendingPathComponent("A.txt"), atomically: true, encoding: .utf8)
        let config = folders.configuration
        let url = WebViewConfiguration.resourceURL("%41.txt")
        #expect(url.absoluteString.hasSuffix("/%2541.txt"))
        let file = try #require(config.resourceFile(for: url))
        #expect(file.lastPathComponent == "%41.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "literal")
        // Double-encoded dots are a file's name, looked for inside the folder, not a way up.
        try FileManager.default.createDirectory(at: folders.root.appendingPathComponent("%2e%2e"), withIntermediateDirectories: true)
        try "inside".write(to: folders.root.appendingPathComponent("%2e%2e/secret.txt"), atomically: true, encoding: .utf8)
        let dots = try #require(config.resourceFile(for: URL(string: "recipekit-resource://app/%252e%252e/secret.txt")!))
        #expect(dots.path.hasPrefix(folders.root.resolvingSymlinksInPath().path + "/"))
        #expect(dots.pathComponents.suffix(2) == ["%2e%2e", "secret.txt"])
    }

    @Test(arguments: [
        "..%2Fsecret.txt", "sub%2F..%2F..%2Fsecret.txt", "%2e%2e/secret.txt", "%2E%2E%2Fsecret.txt", "sub/%2e%2e/%2e%2e/secret.txt",
        "%2e%2e%2fprivate%2fkey.txt", "sub%2f%2e%2e%2f%2e%2e%2fprivate/key.txt", "%2e/sub/x", "a%00b.txt",
    ])
    func encodedSeparatorsAndDotSegmentsAreRefused(path: String) throws {
        let folders = try Folders()
        defer { folders.remove() }
        #expect(folders.configuration.resourceFile(for: URL(string: "recipekit-resource://app/\(path)")!) == nil)
    }

    @Test(arguments: ["%252e%252e/secret.txt", "%252e%252e%252Fsecret.txt", "sub/%252e%252e/%252e%252e/secret.txt", "%25252e%25252e/secret.txt"])
    func doubleEncodedPathsStayInTheFolder(path: String) throws {
        let folders = try Folders()
        defer { folders.remove() }
        let rootPath = folders.root.resolvingSymlinksInPath().path + "/"
        if let file = folders.configuration.resourceFile(for: URL(string: "recipekit-resource://app/\(path)")!) {
            #expect(file.path.hasPrefix(rootPath), "\(file.path)")
            #expect((try? String(contentsOf: file, encoding: .utf8)) == nil)
        }
    }

    @Test func symbolicLinksOutOfTheFolderAreRefused() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let fm = FileManager.default
        try "inside".write(to: folders.root.appendingPathComponent("sub/page.html"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(at: folders.root.appendingPathComponent("secret-link.txt"), withDestinationURL: folders.secret)
        try fm.createSymbolicLink(atPath: folders.root.appendingPathComponent("relative-link.txt").path, withDestinationPath: "../secret.txt")
        try fm.createSymbolicLink(at: folders.root.appendingPathComponent("private"), withDestinationURL: folders.outsideFolder)
        try fm.createSymbolicLink(at: folders.root.appendingPathComponent("page-link.html"), withDestinationURL: folders.root.appendingPathComponent("sub/page.html"))
        let config = folders.configuration
        for path in ["secret-link.txt", "relative-link.txt", "private/key.txt", "private", "private/missing.txt", "sub/..%2Fsecret-link.txt"] {
            #expect(config.resourceFile(for: URL(string: "recipekit-resource://app/\(path)")!) == nil, "\(path)")
        }
        // A link that stays inside the folder is served.
        let inside = try #require(config.resourceFile(for: URL(string: "recipekit-resource://app/page-link.html")!))
        #expect(try String(contentsOf: inside, encoding: .utf8) == "inside")
    }
}
