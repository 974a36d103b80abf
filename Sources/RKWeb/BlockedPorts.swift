import Foundation

/// The ports web content may not connect to: the Fetch standard's "bad ports", which WebKit
/// blocks too. WebKit refuses them without a load failure, so the web view checks them itself
/// to say what happened.
enum BlockedPorts {
    static let ports: Set<Int> = [
        0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95,
        101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179,
        389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601,
        636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566,
        6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
    ]

    /// The blocked port `url` names, for the schemes that connect to ports.
    static func blockedPort(of url: URL) -> Int? {
        guard let scheme = url.scheme?.lowercased(), ["http", "https", "ws", "wss"].contains(scheme),
            let port = url.port, ports.contains(port)
        else { return nil }
        return port
    }
}
