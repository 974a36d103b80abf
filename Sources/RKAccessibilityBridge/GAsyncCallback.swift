import CRKGIO

/// A Swift closure as a GIO `GAsyncReadyCallback`: the closure rides in the callback's user
/// data and runs once, on the main actor, with the operation's source and result.
@MainActor
final class GAsyncCallback {
    private let body: @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void

    private init(_ body: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) {
        self.body = body
    }

    private struct Arguments: @unchecked Sendable {
        let source: UnsafeMutablePointer<GObject>?
        let result: OpaquePointer?
    }

    /// The callback and user data to pass to a GIO `_async` function; `body` gets the source
    /// object and the `GAsyncResult` to finish the operation with.
    static func make(_ body: @escaping @MainActor (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void)
        -> (callback: GAsyncReadyCallback, data: gpointer) {
        let data = Unmanaged.passRetained(GAsyncCallback(body)).toOpaque()
        let callback: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let args = Arguments(source: source, result: result), d = UncheckedUserData(raw: data)
            MainActor.assumeIsolated {
                let box = Unmanaged<GAsyncCallback>.fromOpaque(d.raw).takeRetainedValue()
                box.body(args.source, args.result)
            }
        }
        return (callback, data)
    }
}
