/// A file system path kept as the bytes the kernel gave, so that a file whose name is not
/// valid UTF-8 (common in music folders copied from old systems) can still be opened.
///
/// ``description`` shows it with U+FFFD in place of the bytes that are not UTF-8.
public struct LibraryPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// A path from bytes (a NUL ends it early, as the kernel would read it).
    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    /// A path from a string (encoded as UTF-8).
    public init(_ string: String) {
        self.init(bytes: string.utf8)
    }

    /// The path with `name` (one component, as bytes) appended.
    public func appending(_ name: some Collection<UInt8>) -> LibraryPath {
        var b = bytes
        if b.last != UInt8(ascii: "/") { b.append(UInt8(ascii: "/")) }
        b.append(contentsOf: name)
        return LibraryPath(bytes: b)
    }

    /// The path with the component `name` appended.
    public func appending(_ name: String) -> LibraryPath { appending(Array(name.utf8)) }

    /// The last component's bytes.
    public var lastComponentBytes: ArraySlice<UInt8> {
        let trimmed = bytes.last == UInt8(ascii: "/") ? bytes.dropLast() : bytes[...]
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[(slash + 1)...]
    }

    /// The last component, for display.
    public var lastComponent: String { String(decoding: lastComponentBytes, as: UTF8.self) }

    /// The path without its last component.
    public var deletingLastComponent: LibraryPath {
        let trimmed = bytes.last == UInt8(ascii: "/") ? bytes.dropLast() : bytes[...]
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return LibraryPath(".") }
        return slash == trimmed.startIndex ? LibraryPath("/") : LibraryPath(bytes: trimmed[..<slash])
    }

    /// The extension of the last component, lowercased ASCII ("" for none).
    public var pathExtension: String {
        let name = lastComponentBytes
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    }

    /// True when the path's bytes are valid UTF-8.
    public var isValidUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The path as text, with bytes that are not valid UTF-8 shown as replacement characters.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Byte-wise order of the paths, so sorting is stable whatever their encoding.
    public static func < (a: LibraryPath, b: LibraryPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
