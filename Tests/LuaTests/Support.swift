import Lua
import Testing

/// A state for one test, with a `check` that returns the error a chunk ends in.
func makeState(_ limits: LuaLimits = .none) throws -> LuaState {
    try LuaState(limits: limits)
}

extension LuaState {
    /// Runs `source` (named `=name` so messages read "name:LINE:") and returns its error.
    func failure(_ source: String, name: String = "t.lua") -> LuaError? {
        do {
            try run(source, chunkName: "@" + name)
            return nil
        } catch {
            return error
        }
    }
}

/// A Swift object to bind, counting its deinits through a shared box.
class Probe {
    final class Tally { var deinits = 0 }
    var value: Double = 1
    let name: String
    let tally: Tally
    init(_ name: String, tally: Tally) { self.name = name; self.tally = tally }
    deinit { tally.deinits += 1 }
}

final class SubProbe: Probe {}
