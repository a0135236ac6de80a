/// An error value a script raised that is not a string — busted's assertion failure is a table
/// whose metatable tells busted "failure" from "error" — held while the error crosses the host
/// (a completion's error comes out of `clock.advance`), so that the host raises the value
/// itself again, as Lua would have had the callback been called directly.
///
/// A class so that `LuaError` stays a value: errors compare by message; a thrown value only by
/// identity. `@unchecked Sendable`: the reference is only pushed on its state's thread, and a
/// `LuaRef` that dies elsewhere only queues its slot.
public final class ThrownValue: @unchecked Sendable, Equatable {
    /// The value itself, for a host that words it its own way (`transit test` prints a table
    /// as busted does: FileRunner+ErrorValues.swift).
    public let ref: LuaRef

    init(_ ref: LuaRef) { self.ref = ref }

    public static func == (a: ThrownValue, b: ThrownValue) -> Bool { a === b }
}
