import RKViews

/// Object paths for exported objects: each window and view gets a number the first time it is
/// exported, kept while it lives; an element's path is its container's number and its index,
/// a link's its container's number and "link" and its index.
///
/// Objects are held weakly, so exporting a view never keeps it alive, and a path whose object
/// went away resolves to nothing (a client asking gets an error, as for a destroyed widget).
@MainActor
final class AccessibleObjectTable {
    /// Where every exported object lives on the bus.
    static let pathPrefix = "/org/a11y/atspi/accessible"
    /// The application's path.
    static let rootPath = pathPrefix + "/root"

    private final class Entry {
        weak var object: AnyObject?
        let number: Int
        init(object: AnyObject, number: Int) {
            self.object = object
            self.number = number
        }
    }

    private var byObject: [ObjectIdentifier: Entry] = [:]
    private var byNumber: [Int: Entry] = [:]
    private var lastNumber = 0
    private var assignedSinceSweep = 0

    /// The number of objects with a path now (dead ones included until the next sweep).
    var count: Int { byNumber.count }

    /// The number for `object`, assigned on first use.
    func number(for object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        // A dead object's identifier can come back for a new object: its entry is then stale.
        if let e = byObject[key], e.object === object { return e.number }
        assignedSinceSweep += 1
        if assignedSinceSweep >= 512 { sweep() }
        lastNumber += 1
        let e = Entry(object: object, number: lastNumber)
        byObject[key] = e
        byNumber[lastNumber] = e
        return lastNumber
    }

    /// The live object numbered `number`.
    func object(numbered number: Int) -> AnyObject? {
        byNumber[number]?.object
    }

    /// Forgets the entries of objects that went away.
    func sweep() {
        assignedSinceSweep = 0
        byNumber = byNumber.filter { $0.value.object != nil }
        byObject = byObject.filter { $0.value.object != nil }
    }

    /// The last component of `node`'s path ("root", "12", "12_3", "12_link0").
    func pathComponent(for node: AccessibleNode) -> String {
        switch node {
        case .application: "root"
        case .frame(let f): "\(number(for: f))"
        case .view(let v): "\(number(for: v))"
        case .element(let container, let index): "\(number(for: container))_\(index)"
        case .link(let container, let index): "\(number(for: container))_link\(index)"
        }
    }

    /// `node`'s object path.
    func path(for node: AccessibleNode) -> String {
        AccessibleObjectTable.pathPrefix + "/" + pathComponent(for: node)
    }

    /// The node a path's last component names, if its object still lives.
    func node(forComponent component: String) -> AccessibleNode? {
        if component == "root" { return .application }
        let parts = component.split(separator: "_", omittingEmptySubsequences: false)
        guard let number = parts.first.flatMap({ Int($0) }), let object = object(numbered: number) else { return nil }
        if parts.count == 2 {
            guard let view = object as? View else { return nil }
            if parts[1].hasPrefix("link") {
                return Int(parts[1].dropFirst(4)).map { .link(view, $0) }
            }
            guard let index = Int(parts[1]) else { return nil }
            return .element(view, index)
        }
        guard parts.count == 1 else { return nil }
        if let f = object as? AccessibleWindow { return .frame(f) }
        if let v = object as? View { return .view(v) }
        return nil
    }

    /// The path of the hyperlink object of link `node` (what `Hypertext.GetLink` hands out): not
    /// the link's own path, because libatspi keeps one proxy per path and a hyperlink proxy is
    /// not an accessible one (GTK and ATK give hyperlinks paths of their own too).
    func hyperlinkPath(for node: AccessibleNode) -> String {
        guard case .link(let container, let index) = node else { return path(for: node) }
        return AccessibleObjectTable.pathPrefix + "/\(number(for: container))_hyperlink\(index)"
    }

    /// The link whose hyperlink object lives at `path`, if `path` names a live one.
    func hyperlinkNode(forPath path: String) -> AccessibleNode? {
        let prefix = AccessibleObjectTable.pathPrefix + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return hyperlinkNode(forComponent: String(path.dropFirst(prefix.count)))
    }

    /// The link whose hyperlink object a path's last component names ("12_hyperlink0").
    func hyperlinkNode(forComponent component: String) -> AccessibleNode? {
        let parts = component.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasPrefix("hyperlink"), let number = Int(parts[0]),
              let index = Int(parts[1].dropFirst(9)), let view = object(numbered: number) as? View else { return nil }
        return .link(view, index)
    }

    /// The node at object path `path`, if it names a live one.
    func node(forPath path: String) -> AccessibleNode? {
        let prefix = AccessibleObjectTable.pathPrefix + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return node(forComponent: String(path.dropFirst(prefix.count)))
    }
}
