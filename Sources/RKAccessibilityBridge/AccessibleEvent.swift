import CRKGIO

/// One AT-SPI2 event: a signal of `org.a11y.atspi.Event.<interface>` sent from an object's path
/// with the body `(siiva{sv})` (detail, two integers, any data, properties).
struct AccessibleEvent: Equatable {
    /// What the event carries in its variant.
    enum Data: Equatable {
        case int(Int)
        case double(Double)
        case string(String)
        /// Another object (a child added or removed), by path.
        case object(String)
    }

    /// The name clients register for ("object:state-changed:focused").
    var name: String
    /// The object's path.
    var path: String
    /// The event interface's last part ("Object", "Focus", "Window").
    var interface: String
    /// The signal ("StateChanged", "Focus", "Activate").
    var member: String
    /// The detail ("focused", "add", "accessible-name").
    var detail: String
    /// The first integer (a state's new value, a child's index, a text offset).
    var detail1: Int
    /// The second integer (a text change's length).
    var detail2: Int
    /// The data.
    var data: Data

    /// Sends the event on the server's connection.
    @MainActor
    func emit(on server: ATSPIServer) {
        let any: OpaquePointer = switch data {
        case .int(let v): GV.int32(v)
        case .double(let v): GV.double(v)
        case .string(let s): GV.string(s)
        case .object(let p): GV.reference(server.busName, p)
        }
        let body = GV.tuple([GV.string(detail), GV.int32(detail1), GV.int32(detail2), GV.variant(any),
                             GV.emptyVariantDictionary()])
        var error: UnsafeMutablePointer<GError>?
        if g_dbus_connection_emit_signal(server.connection, nil, path, "org.a11y.atspi.Event." + interface, member,
                                         body, &error) == 0 {
            ATSPIServer.log("cannot send \(name)", error)
        }
    }

    /// A state change of the object at `path`.
    static func stateChanged(_ path: String, state: String, to on: Bool) -> AccessibleEvent {
        AccessibleEvent(name: "object:state-changed:\(state)", path: path, interface: "Object", member: "StateChanged",
                        detail: state, detail1: on ? 1 : 0, detail2: 0, data: .int(0))
    }

    /// A property change ("accessible-name", "accessible-description", "accessible-value").
    static func propertyChanged(_ path: String, property: String, data: Data) -> AccessibleEvent {
        AccessibleEvent(name: "object:property-change:\(property)", path: path, interface: "Object",
                        member: "PropertyChange", detail: property, detail1: 0, detail2: 0, data: data)
    }

    /// A child added or removed at `index`.
    static func childrenChanged(_ path: String, added: Bool, index: Int, child: String) -> AccessibleEvent {
        let kind = added ? "add" : "remove"
        return AccessibleEvent(name: "object:children-changed:\(kind)", path: path, interface: "Object",
                               member: "ChildrenChanged", detail: kind, detail1: index, detail2: 0, data: .object(child))
    }

    /// Text inserted or deleted at `offset`.
    static func textChanged(_ path: String, inserted: Bool, offset: Int, text: String) -> AccessibleEvent {
        let kind = inserted ? "insert" : "delete"
        return AccessibleEvent(name: "object:text-changed:\(kind)", path: path, interface: "Object", member: "TextChanged",
                               detail: kind, detail1: offset, detail2: text.count, data: .string(text))
    }

    /// The object at `path` took the focus (the older `focus:` event beside the state change).
    static func focus(_ path: String) -> AccessibleEvent {
        AccessibleEvent(name: "focus:", path: path, interface: "Focus", member: "Focus", detail: "", detail1: 0,
                        detail2: 0, data: .int(0))
    }

    /// A top-level window became active or stopped being active.
    static func window(_ path: String, activated: Bool) -> AccessibleEvent {
        let member = activated ? "Activate" : "Deactivate"
        return AccessibleEvent(name: "window:\(member.lowercased())", path: path, interface: "Window", member: member,
                               detail: "", detail1: 0, detail2: 0, data: .int(0))
    }
}
