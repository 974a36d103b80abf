import RKMainLoop
import RKMotion

/// What one exported object looks like at one moment, as far as events go.
struct AccessibleSnapshot: Equatable {
    var role: AccessibleRole
    var name: String
    var description: String
    var states: AccessibleStates
    var value: Double?
    var text: String?
    /// The children's paths, in order.
    var children: [String]
}

/// Finds the events to send by comparing the whole tree with how it was at the last check:
/// views need not report their changes, and nothing is compared while no client listens.
/// Checks run at the end of event-loop turns, at most every ``interval`` seconds of the loop's
/// clock; a change in between is checked by a timer.
@MainActor
final class AccessibleEventSource {
    /// The shortest time between two checks.
    static let interval = 0.1
    /// The most objects compared (a bound for huge trees; the rest is not watched).
    static let maximumObjects = 5000
    /// The states whose changes are sent.
    static let watchedStates: [(AccessibleStates, String)] = [
        (.focused, "focused"), (.checked, "checked"), (.selected, "selected"), (.enabled, "enabled"),
        (.sensitive, "sensitive"), (.showing, "showing"), (.visible, "visible"), (.editable, "editable"),
        (.active, "active"),
    ]

    /// Set when a check should run at the next turn's end whatever the interval.
    var needsCheck = false
    private var previous: [String: AccessibleSnapshot]?
    private var lastCheck: MediaTime = -.infinity
    private var pending: EventLoop.Timer?

    /// Forgets the last check: the next one only records the tree.
    func reset() {
        previous = nil
    }

    /// Checks at most every ``interval``; `emit` gets each event found.
    func check(tree: AccessibleTree, now: MediaTime, loop: EventLoop, emit: (AccessibleEvent) -> Void) {
        if !needsCheck, now - lastCheck < AccessibleEventSource.interval {
            if pending == nil {
                pending = loop.perform(afterDelay: AccessibleEventSource.interval - (now - lastCheck)) { [weak self] in
                    self?.pending = nil
                }
            }
            return
        }
        needsCheck = false
        lastCheck = now
        let current = AccessibleEventSource.snapshot(of: tree)
        if let previous {
            for event in AccessibleEventSource.events(from: previous, to: current) { emit(event) }
        }
        previous = current
    }

    /// Every object reachable from the application, by path.
    static func snapshot(of tree: AccessibleTree) -> [String: AccessibleSnapshot] {
        tree.withElementCache { walk(tree) }
    }

    private static func walk(_ tree: AccessibleTree) -> [String: AccessibleSnapshot] {
        var result: [String: AccessibleSnapshot] = [:]
        var stack: [AccessibleNode] = [.application]
        while let node = stack.popLast(), result.count < maximumObjects {
            let children = tree.children(of: node)
            let path = tree.table.path(for: node)
            result[path] = AccessibleSnapshot(
                role: tree.role(of: node), name: tree.name(of: node), description: tree.description(of: node),
                states: tree.states(of: node), value: tree.numericValue(of: node)?.current,
                text: tree.hasText(node) ? tree.text(of: node) : nil, children: children.map { tree.table.path(for: $0) })
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    /// The events that turn `old` into `new`: children first, then names, values, text and
    /// states, the focus last (as a screen reader wants to find the new object before reading
    /// it).
    static func events(from old: [String: AccessibleSnapshot], to new: [String: AccessibleSnapshot]) -> [AccessibleEvent] {
        var structure: [AccessibleEvent] = [], properties: [AccessibleEvent] = [], focus: [AccessibleEvent] = []
        for path in new.keys.sorted() {
            guard let now = new[path], let was = old[path] else { continue }
            if was.children != now.children {
                let kept = Set(now.children)
                for (i, child) in was.children.enumerated().reversed() where !kept.contains(child) {
                    structure.append(.childrenChanged(path, added: false, index: i, child: child))
                }
                let before = Set(was.children)
                for (i, child) in now.children.enumerated() where !before.contains(child) {
                    structure.append(.childrenChanged(path, added: true, index: i, child: child))
                }
            }
            if was.name != now.name {
                properties.append(.propertyChanged(path, property: "accessible-name", data: .string(now.name)))
            }
            if was.description != now.description {
                properties.append(.propertyChanged(path, property: "accessible-description", data: .string(now.description)))
            }
            if was.value != now.value, let v = now.value {
                properties.append(.propertyChanged(path, property: "accessible-value", data: .double(v)))
            }
            if was.text != now.text {
                properties.append(contentsOf: textEvents(path, from: was.text ?? "", to: now.text ?? ""))
            }
            for (state, name) in watchedStates where was.states.contains(state) != now.states.contains(state) {
                let on = now.states.contains(state)
                let event = AccessibleEvent.stateChanged(path, state: name, to: on)
                if state == .focused || state == .active {
                    focus.append(event)
                    if state == .focused, on { focus.append(.focus(path)) }
                    if state == .active { focus.insert(.window(path, activated: on), at: 0) }
                } else {
                    properties.append(event)
                }
            }
        }
        // Losing the focus before gaining it, as toolkits do.
        focus.sort { a, b in a.detail == "focused" && a.detail1 == 0 && !(b.detail == "focused" && b.detail1 == 0) }
        return structure + properties + focus
    }

    /// A text change as a deletion and an insertion around the common start and end.
    static func textEvents(_ path: String, from old: String, to new: String) -> [AccessibleEvent] {
        let a = Array(old), b = Array(new)
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var events: [AccessibleEvent] = []
        if endA > start { events.append(.textChanged(path, inserted: false, offset: start, text: String(a[start..<endA]))) }
        if endB > start { events.append(.textChanged(path, inserted: true, offset: start, text: String(b[start..<endB]))) }
        return events
    }
}
