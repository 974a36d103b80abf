// libFuzzer entry point for the music tag reader (`AudioFileTags.read`): libavformat's
// demuxers for every music format a folder holds, through RecipeKit's bounded input.
//
// Built and run by `make fuzz` (see scripts/fuzz), never by `swift build` or `make test`.
// The tag reader takes a path, so each input is written to a file of this process (in
// /dev/shm when there is one) whose extension comes from the input's length, so that every
// format's probe sees inputs named as its own. Tags read must be sane: a picture within the
// limit, track numbers that are not negative, titles without NUL. Anything that stops the process
// (a trap, a signal, an AddressSanitizer report, a timeout, running out of memory) is a finding.

import Foundation
import RKMedia

private let folder: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = base + "/recipekit-audio-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: folder) }
    return path
}()

private let extensions = ["mp3", "flac", "m4a", "ogg", "opus", "wv", "ape", "wma", "wav", "aiff"]
private let artLimit = 1 << 20

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = folder + "/input." + extensions[size % extensions.count]
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write the input to \(path)")
    }
    defer { unlink(path) }
    for includeArt in [false, true] {
        guard let tags = try? AudioFileTags.read(LibraryPath(path), includeArt: includeArt, maxArtBytes: artLimit, timeout: 5)
        else { continue }
        if let art = tags.embeddedArt {
            if !includeArt { fatalError("art read when not asked for") }
            if art.isEmpty || art.count > artLimit { fatalError("art of \(art.count) bytes past the \(artLimit)-byte limit") }
        }
        if let n = tags.trackNumber, n < 0 { fatalError("negative track number \(n)") }
        if let n = tags.discNumber, n < 0 { fatalError("negative disc number \(n)") }
        for text in [tags.title, tags.album, tags.artist, tags.albumArtist].compactMap({ $0 }) {
            if text.isEmpty || text.contains("\0") { fatalError("a tag that is empty or holds NUL: \(text.debugDescription)") }
        }
    }
    return 0
}
