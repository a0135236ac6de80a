/// A warning the engine gives instead of failing, where UIKit logs and carries on.
public struct EngineWarning: Equatable, Sendable, CustomStringConvertible {
    /// UIKit's wording ("Attempt to present <B> on <A> which is already presenting <C>").
    public var message: String
    /// Where the call came from (a script's `file:line`), as the caller passed it.
    public var origin: String
    /// The clock time of the call.
    public var tick: Int64

    /// `file:line: message`, as a script's errors read.
    public var description: String { origin.isEmpty ? message : "\(origin): \(message)" }
}
