/// What a session did, in order: enough to rebuild its stage from a fresh stage (time
/// travel, `.reload`) and to write it out (`.save`, `.spec`).
///
/// Only what can be repeated exactly is kept: chunks that ran to their end, files as they
/// were read, and the ticks time commands stopped at. A chunk that failed is left out, so a
/// replay does not repeat it (nor what it did before failing).
struct SessionLog {
    enum Step: Equatable {
        /// A chunk, as typed. `expression`: it ran as `return <source>`. `setsLast`: it
        /// returned values, so the first became `_`.
        case chunk(source: [UInt8], expression: Bool, setsLast: Bool)
        /// `.load`: the file's path and its bytes as read (`.reload` reads it again): Lua
        /// source is bytes, and a replay must run what the first run ran.
        case load(path: String, source: [UInt8])
        /// A time command left the clock at this tick.
        case time(Int64)
        /// A watched expression showed this value (for `.spec`; a replay skips it).
        case observation(expression: String, value: Observed)
    }

    /// A watched value as a spec can expect it.
    enum Observed: Equatable {
        /// Lua source of the value, with only integers in it: `toEqual`.
        case exact(String)
        /// Lua source holding non-integers: `toBeCloseTo`.
        case close(String)
        /// A value with no source (a view): its `tostring`.
        case text(String)
    }

    struct Entry {
        let step: Step
        /// The clock when the step began.
        let tick: Int64
        /// What the step warned, as the console showed it (`.spec` expects each).
        var warnings: [String] = []
        /// For a time step an error stopped (a task's, a completion's): the error's message,
        /// which `.spec` expects the step to raise.
        var error: String?
    }

    private(set) var entries: [Entry] = []

    /// Returns where `step` went.
    @discardableResult
    mutating func append(_ step: Step, at tick: Int64) -> Int {
        entries.append(Entry(step: step, tick: tick))
        return entries.count - 1
    }

    /// Adds to what the step at `index` warned.
    mutating func warned(_ texts: [String], at index: Int) {
        entries[index].warnings += texts
    }

    /// Notes that the step at `index` was stopped by the error `message`.
    mutating func failed(_ message: String, at index: Int) {
        entries[index].error = message
    }

    /// Records what a watch showed, replacing what it showed at this same stop.
    mutating func observe(_ expression: String, _ value: Observed, at tick: Int64) {
        var i = entries.count
        while i > 0, case .observation(let e, _) = entries[i - 1].step {
            if e == expression {
                entries.remove(at: i - 1)
                break
            }
            i -= 1
        }
        append(.observation(expression: expression, value: value), at: tick)
    }

    /// The log of the same session stopped at `target`: steps begun later are dropped, and a
    /// time step that went past `target` now stops there.
    func cut(at target: Int64) -> SessionLog {
        var kept = SessionLog()
        for entry in entries {
            if entry.tick > target { break }
            if case .time(let t) = entry.step, t > target {
                if entry.tick < target { kept.append(.time(target), at: entry.tick) }
                break
            }
            kept.entries.append(entry)
        }
        return kept
    }

    /// Puts `step` at `tick` in a log the session has gone back in (its later steps kept):
    /// after every step begun at or before `tick`; a time step that went past `tick` is split
    /// there, its rest after `step`. Returns where `step` went.
    @discardableResult
    mutating func insert(_ step: Step, at tick: Int64) -> Int {
        let index = entries.firstIndex { $0.tick > tick } ?? entries.count
        if index > 0, case .time(let t) = entries[index - 1].step, t > tick {
            entries[index - 1] = Entry(step: .time(tick), tick: entries[index - 1].tick)
            entries.insert(Entry(step: .time(t), tick: tick), at: index)
        }
        entries.insert(Entry(step: step, tick: tick), at: index)
        return index
    }

    /// Drops every step after `index`.
    mutating func dropSteps(after index: Int) {
        entries.removeSubrange(min(index + 1, entries.count)...)
    }

    /// The paths of the loaded files, in the order first loaded, each once.
    var loadedFiles: [String] {
        var paths: [String] = []
        for entry in entries {
            if case .load(let path, _) = entry.step, !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The same log with each file's bytes replaced by `read(path)` (nil keeps the old ones).
    func rereading(_ read: (String) -> [UInt8]?) -> SessionLog {
        var fresh = SessionLog()
        fresh.entries = entries.map { entry in
            guard case .load(let path, let old) = entry.step else { return entry }
            return Entry(step: .load(path: path, source: read(path) ?? old), tick: entry.tick, warnings: entry.warnings)
        }
        return fresh
    }
}
