import Foundation
import Testing

@testable import RKWeb

/// A resource path is decoded once, keeps no way up, and names only regular files whose real
/// path lies in the folder.
@Suite struct WebResourcePathTests {
    /// A folder to serve (a page, a sub-folder), with links inside and out, beside a secret, a
    /// folder of secrets and a folder whose name starts with the served one's.
    struct Folders {
        let base: URL
        let root: URL

        init() throws {
            let fm = FileManager.default
            base = fm.temporaryDirectory.appendingPathComponent("web-resource-path-\(UUID().uuidString)")
            root = base.appendingPathComponent("root")
            for folder in ["root/sub", "outside", "root-evil"] {
                try fm.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for (text, path) in [("index", "root/index.html"), ("page", "root/sub/page.html"), ("secret", "secret.txt"),
                                 ("secret", "outside/key.txt"), ("secret", "root-evil/x.txt")] {
                try text.write(to: base.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
            for (link, destination) in [("root/private", "../outside"), ("root/evil", "../root-evil"),
                                        ("root/sub/up", ".."), ("root/inner.html", "sub/page.html"),
                                        ("root/out.txt", "../secret.txt")] {
                try fm.createSymbolicLink(atPath: base.appendingPathComponent(link).path, withDestinationPath: destination)
            }
        }

        func text(_ encodedPath: String) -> String? {
            WebResourcePath(percentEncodedPath: encodedPath)?.file(in: root).flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test func componentsAreDecodedOnce() {
        #expect(WebResourcePath(percentEncodedPath: "sub/a%20b%2541.txt")?.components == ["sub", "a b%41.txt"])
        #expect(WebResourcePath(percentEncodedPath: "//sub///page.html")?.components == ["sub", "page.html"])
        #expect(WebResourcePath(percentEncodedPath: "")?.components == ["index.html"])
        #expect(WebResourcePath(percentEncodedPath: "/")?.components == ["index.html"])
        #expect(WebResourcePath(percentEncodedPath: "%252e%252e")?.components == ["%2e%2e"])
    }

    @Test(arguments: ["..", ".", "sub/../x", "%2e%2e/x", "%2E/x", "..%2Fx", "a%2fb", "a%00b", "%zz", "%e2%82", "%c0%ae%c0%ae/x"])
    func wayUpSeparatorsNULAndBadEscapesAreRefused(path: String) {
        #expect(WebResourcePath(percentEncodedPath: path) == nil)
    }

    @Test func aURLsQueryAndFragmentAreNotItsPath() throws {
        let url = try #require(URL(string: "recipekit-resource://app/sub/page.html?f=..%2F..%2Fsecret.txt#../x"))
        #expect(WebResourcePath(url: url)?.components == ["sub", "page.html"])
    }

    @Test func filesInTheFolderAreFound() throws {
        let folders = try Folders()
        defer { folders.remove() }
        #expect(folders.text("") == "index")
        #expect(folders.text("sub/page.html") == "page")
        #expect(folders.text("inner.html") == "page")  // a link that stays inside
        #expect(folders.text("sub/up/index.html") == "index")
        let real = try #require(WebResourcePath(percentEncodedPath: "inner.html")?.file(in: folders.root))
        #expect(real.lastPathComponent == "page.html")  // the real path, links resolved
    }

    /// A missing name behind a link out of the folder resolved to a path in the folder (links
    /// were resolved only as far as they existed), though it really lay outside.
    @Test(arguments: ["private/key.txt", "private/missing.txt", "evil/x.txt", "evil/missing.txt", "out.txt", "private",
                      "sub/missing.txt", "sub", "missing/x"])
    func nothingOutsideMissingOrNotAFileIsFound(path: String) throws {
        let folders = try Folders()
        defer { folders.remove() }
        #expect(WebResourcePath(percentEncodedPath: path)?.file(in: folders.root) == nil)
    }

    @Test func aFolderReachedThroughALinkServesItsFiles() throws {
        let folders = try Folders()
        defer { folders.remove() }
        let served = folders.base.appendingPathComponent("served")
        try FileManager.default.createSymbolicLink(atPath: served.path, withDestinationPath: "root")
        let file = try #require(WebResourcePath(percentEncodedPath: "sub/page.html")?.file(in: served))
        #expect(try String(contentsOf: file, encoding: .utf8) == "page")
        #expect(WebResourcePath(percentEncodedPath: "private/key.txt")?.file(in: served) == nil)
    }
}
