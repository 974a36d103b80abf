import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 for the web tests, which must not need the network:
/// each path answers with a fixed status and body, or never answers (for timeouts).
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// What a path answers.
    public enum Route: Sendable {
        /// A response with `status` and `body`.
        case page(status: Int, body: String, contentType: String = "text/html; charset=utf-8")
        /// Reads the request and never answers, holding the connection open.
        case hang
    }

    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: Route]
    private var held: [Int32] = []
    private var stopped = false
    /// Paths requested so far, in order.
    public var requests: [String] { lock.withLock { requestLog } }
    private var requestLog: [String] = []
    /// The heads of the requests so far (request line and header fields), in order.
    public var requestHeads: [String] { lock.withLock { headLog } }
    private var headLog: [String] = []

    /// Starts listening on a free loopback port.
    public init(routes: [String: Route]) throws {
        self.routes = routes
        let (fd, port) = try Self.bindLoopback()
        guard listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        listener = fd
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Stops listening and closes the connections it held.
    public func stop() {
        let toClose: [Int32] = lock.withLock {
            guard !stopped else { return [] }
            stopped = true
            let h = held
            held = []
            return h
        }
        guard !toClose.isEmpty || !isListenerClosed else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        isListenerClosed = true
        for fd in toClose { close(fd) }
    }
    private var isListenerClosed = false

    /// A loopback port nobody listens on: bound, read and let go.
    public static func unusedPort() throws -> Int {
        let (fd, port) = try bindLoopback()
        close(fd)
        return port
    }

    private static func bindLoopback() throws -> (Int32, Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        return (fd, Int(UInt16(bigEndian: addr.sin_port)))
    }

    private func acceptLoop() {
        while true {
            let c = accept(listener, nil, nil)
            if c < 0 {
                if lock.withLock({ stopped }) { return }
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(c) }
        }
    }

    private func serve(_ fd: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 {
                close(fd)
                return
            }
            request += buffer[0..<n]
            // A TLS handshake (record type 22) gets plain HTTP back, which no client accepts
            // as a server hello: the tests' TLS failure.
            if request.first == 22 {
                respond(fd, status: 400, body: "plain HTTP here", type: "text/plain")
                return
            }
        }
        let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let route: Route? = lock.withLock {
            requestLog.append(path)
            headLog.append(String(decoding: request, as: UTF8.self))
            return routes[path]
        }
        switch route {
        case .hang?:
            let closeNow = lock.withLock { () -> Bool in
                if stopped { return true }
                held.append(fd)
                return false
            }
            if closeNow { close(fd) }
        case .page(let status, let body, let type)?:
            respond(fd, status: status, body: body, type: type)
        case nil:
            respond(
                fd, status: 404, body: "<html><head><title>Not Found</title></head><body>No page at \(path)</body></html>",
                type: "text/html; charset=utf-8")
        }
    }

    private func respond(_ fd: Int32, status: Int, body: String, type: String) {
        let bytes = Array(body.utf8)
        let head =
            "HTTP/1.0 \(status) Status\r\nContent-Type: \(type)\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
        let all = Array(head.utf8) + bytes
        var sent = 0
        while sent < all.count {
            let n = all[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            sent += n
        }
        close(fd)
    }
}

extension Array where Element == UInt8 {
    fileprivate var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 {
            return true
        }
        return false
    }
}
