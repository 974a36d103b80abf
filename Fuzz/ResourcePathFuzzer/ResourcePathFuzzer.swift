// libFuzzer entry point for the resource scheme's paths (`WebResourcePath`, which
// `WebViewConfiguration.resourceFile(for:)` uses to serve `recipekit-resource://` URLs).
//
// Built and run by `make fuzz` (see scripts/fuzz), never by `swift build` or `make test`.
// scripts/fuzz compiles Sources/RKWeb/WebResourcePath.swift into this program, without the web
// engine. Each input is a URL path (its bytes read as UTF-8), taken both as a percent-encoded
// path and, when it makes one, as the rest of a `recipekit-resource://app/` URL (so `?` and `#`
// start its query and fragment). It is resolved against a folder in /dev/shm holding files, a
// sub-folder, and symbolic links that stay inside or lead out (to a secret beside the folder, to
// a folder of secrets, to a sibling whose name starts with the folder's, to the folder above),
// reached both directly and through a link to the folder. A file answered must lie in the
// folder once every link is resolved (for a file that does not exist, the deepest folder that
// does on its way), and must never read as a secret; anything else, or anything that stops the
// process, is a finding.

import Foundation

private let secret = "OUTSIDE THE RESOURCE FOLDER"

private let base = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/recipekit-resource-fuzz-\(getpid())"

/// The served folder's real path, and the two ways the resolver is given it.
private let (rootReal, folders): (String, [URL]) = {
    let fm = FileManager.default
    let root = base + "/root"
    func write(_ text: String, _ path: String) {
        guard fm.createFile(atPath: path, contents: Data(text.utf8)) else { fatalError("cannot write \(path)") }
    }
    func link(_ path: String, _ destination: String) {
        do { try fm.createSymbolicLink(atPath: path, withDestinationPath: destination) } catch { fatalError("\(error)") }
    }
    do {
        for folder in [root + "/sub/deeper", base + "/outside", base + "/root-evil"] {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    } catch { fatalError("\(error)") }
    write("index", root + "/index.html")
    write("page", root + "/sub/page.html")
    write("deep", root + "/sub/deeper/a b%20c.txt")
    write(secret, base + "/secret.txt")
    write(secret, base + "/outside/key.txt")
    write(secret, base + "/root-evil/x.txt")
    link(root + "/inner-link.html", "sub/page.html")
    link(root + "/sub/up", "..")
    link(root + "/private", "../outside")
    link(root + "/relative-link.txt", "../secret.txt")
    link(root + "/secret-link.txt", base + "/secret.txt")
    link(root + "/evil", "../root-evil")
    link(root + "/sub/way-up", "../..")
    link(root + "/loop", "loop")
    link(root + "/dangling", "../outside/missing.txt")
    link(base + "/served", "root")
    atexit { try? FileManager.default.removeItem(atPath: base) }
    guard let real = realpath(root, nil) else { fatalError("no real path for \(root)") }
    defer { free(real) }
    return (String(cString: real), [URL(fileURLWithPath: root), URL(fileURLWithPath: base + "/served")])
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    check(WebResourcePath(percentEncodedPath: text), text)
    if let url = URL(string: "recipekit-resource://app/" + text) { check(WebResourcePath(url: url), text) }
    return 0
}

private func check(_ path: WebResourcePath?, _ input: String) {
    guard let path else { return }
    for c in path.components where c.isEmpty || c == "." || c == ".." || c.contains("/") || c.contains("\0") {
        fatalError("component \(c.debugDescription) kept from \(input.debugDescription)")
    }
    for folder in folders {
        guard let file = path.file(in: folder) else { continue }
        let location = realLocation(file.path, input)
        guard location == rootReal || location.hasPrefix(rootReal + "/") else {
            fatalError("\(input.debugDescription) resolved to \(file.path), really \(location), outside \(rootReal)")
        }
        if let body = try? Data(contentsOf: file), body == Data(secret.utf8) {
            fatalError("\(input.debugDescription) read a secret through \(file.path)")
        }
    }
}

/// Where `path` really is: its real path, or for a file that does not exist, the real path of
/// the deepest folder on its way that does, followed by the rest.
private func realLocation(_ path: String, _ input: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard path.hasPrefix("/"), !parts.dropFirst().contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
        fatalError("\(input.debugDescription) resolved to a path that is not absolute and normalized: \(path)")
    }
    var count = parts.count
    while count > 1 {
        let prefix = parts[..<count].joined(separator: "/")
        if let real = realpath(prefix, nil) {
            defer { free(real) }
            return ([String(cString: real)] + parts[count...].map(String.init)).joined(separator: "/")
        }
        count -= 1
    }
    return path
}
