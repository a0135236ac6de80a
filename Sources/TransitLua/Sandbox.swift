/// The sandbox, written in Lua because it is mostly a list of what scripts may not touch.
/// It runs once per state, trusted, before any script, and receives the host functions it
/// wraps. BRIDGE.md's "Sandbox and limits" is the rule; each line below says which part.
enum Sandbox {
    /// Applied in every mode: deterministic, host-owned output and a seeded `math.random`.
    static let common = EmbeddedLua.sandboxCommon

    /// Applied unless `--unsafe`.
    static let restricted = EmbeddedLua.sandboxRestricted
}
