/// Why a render stopped, besides a script's own error (a `LuaError`, reported as is): bad
/// sampling options (a usage error: exit 64) or an output that cannot be written (exit 1).
public struct RenderError: Error, CustomStringConvertible, Equatable {
    public var message: String
    /// The command line asked for something impossible (`--at` outside the run, …).
    public var isUsage: Bool

    public init(usage message: String) {
        self.message = message
        isUsage = true
    }

    public init(_ message: String) {
        self.message = message
        isUsage = false
    }

    public var description: String { message }
}
