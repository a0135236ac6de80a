import Lua
import TransitLua
import TransitRender

/// `.transit.lua`, the project's defaults for `transit test` (as busted's `.busted`): a
/// sandboxed Lua file returning named task sets. `_all` applies to every run, `default` when
/// no `--run TASK` is given; the command line has the last word.
///
///     return {
///       _all = { paths = {"spec", "scripts"} },
///       default = { exclude_tags = {"slow"} },
///       ci = { output = "junit", out = "build/junit.xml", jobs = 2 },
///     }
///
/// A task's keys are `transit test`'s long options with `_` for `-` (`fail_fast = true`,
/// `exclude_tags = {"slow"}`); a task becomes the words of those options, read by the same
/// parser as the command line, so the file cannot mean anything the flags do not.
///
/// busted's own `.busted` has the same shape and is read the same way, in its dialect:
/// `ROOT` lists the paths, keys are busted's long options (`["exclude-tags"]`), and the
/// options of busted's that have no meaning here (`verbose`, `coverage`, …) are left out
/// rather than refused, so a project's existing `.busted` works unchanged.
///
/// Either file runs as plain Lua with the standard libraries (`os.getenv("CI")`, `io.open`,
/// `os.time`), as busted runs `.busted`: it is the project's own file, trusted as its
/// Makefile is, not a spec. It keeps the default instruction and time limits, so a config
/// that loops reports it instead of hanging CI.
public struct ProjectConfig {
    public enum Dialect: Sendable {
        case transit, busted

        /// The key naming the task's files and folders.
        var pathsKey: String { self == .busted ? "ROOT" : "paths" }
    }

    /// busted options with no counterpart in `transit test` (terminal, coverage and
    /// interpreter settings): a `.busted` may set them; they are ignored. (`cpath` is not
    /// one: it is `--cpath`, which needs `--unsafe`, from a config as on the command line.)
    static let bustedOnly: Set<String> = [
        "verbose", "coverage", "coverage-config-file", "lua", "ignore-lua", "enable-sound",
        "defer-print", "lazy", "loaders", "lang",
        "Xoutput", "Xhelper", "e", "config-file",
    ]

    /// busted-only keys `transit test` acts on all the same: `verbose` (busted's `-o TAP`
    /// comments each test's start and each traceback with it, from a `.busted` too),
    /// `defer-print` (its terminal and gtest formats write less as the tests run), `lazy`
    /// (its `setup` and `teardown` lazy ones: lunarmodules/terminal.lua's `.busted` sets it)
    /// and `Xoutput` (its handler's `--color`: evil-morfar/RCLootCouncil2's `.busted`).
    static let bustedActedOn: Set<String> = ["verbose", "defer-print", "lazy", "Xoutput"]

    /// busted's `--shuffle` and `--sort` set `shuffle-files`/`shuffle-tests` (`sort-…`) from
    /// the command line only: in a `.busted` they are read and do nothing (busted 2.1.1 runs
    /// `{ default = { shuffle = true, seed = 5 } }` in file order), so a busted config's are
    /// passed over too. Ours (`.transit.lua`) mean what the flags do.
    static let bustedCommandLineOnly: Set<String> = ["shuffle", "sort"]

    /// Keys only busted's dialect has: a config with one of them is busted's whatever its
    /// file name (`--config ci.lua` holding `ROOT = {"tests"}`). busted's long options with a
    /// `-` count too (`["exclude-tags"]`; ours are spelled `exclude_tags`).
    static func isBustedKey(_ key: String) -> Bool {
        key == "ROOT" || key.contains("-") || bustedOnly.contains(key)
    }

    /// The dialect a config is written in: busted's when the file is named `.busted` (or
    /// `*.busted`) or when any task uses a key only busted has; ours otherwise. The keys the
    /// two share (`tags`, `output`, `pattern`, …) mean the same in both, so a config using
    /// only those reads the same either way.
    static func dialect(of path: String, tasks: [String: [(String, JSON)]]) -> Dialect {
        if path.hasSuffix(".busted") { return .busted }
        let busted = tasks.values.contains { $0.contains { Self.isBustedKey($0.0) } }
        return busted ? .busted : .transit
    }

    public let path: String
    public let dialect: Dialect
    /// Task name → (key, value) in sorted key order.
    public let tasks: [String: [(String, JSON)]]
    /// Whether running the file changed the state it ran in: set a global or a library's
    /// field (`_G.unpack = table.unpack`, `package.path = …`) or required a module (luassert,
    /// to `assert:register` an assertion). busted runs `.busted` in its specs' state, so they
    /// see all that; ``RunOptions/bustedConfig`` runs such a file there too.
    public var changesState = false
    /// What the file returns that is no table (`setup = function() … end`), by name: busted
    /// reads only `_all` and the task it runs, and passes over the rest whatever they hold;
    /// `--run` naming one is an error (busted's `Task … not found, or not a table`).
    public var notTables: Set<String> = []

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs the file (the stock libraries, the default limits) and reads the table it
    /// returns, converted to JSON text in Lua (keys sorted), and whether it changed the state
    /// (``changesState``). Without `dialect`, the file's name and keys decide it
    /// (``dialect(of:tasks:)``).
    public static func load(_ path: String, dialect chosen: Dialect? = nil) throws(Problem) -> ProjectConfig {
        let json: JSON
        let changes: Bool, keyless: Bool
        do {
            let (text, problem) = FileText.read(path)
            guard let source = text else { throw Problem(description: "cannot read \(path): \(problem ?? "unreadable")") }
            var trusted = ScriptRuntime.Options()
            trusted.sandboxed = false                 // the project's own file (see above)
            let runtime = try ScriptRuntime(options: trusted, side: true)
            // the file is a script, whose start the time limit counts from (a side state: the
            // start arena and its held collector are left to the spec file's state)
            runtime.lua.startClock()
            let values = try runtime.lua.run(Self.encoder.source, chunkName: Self.encoder.chunkName,
                                             arguments: [.string(source), .string("@" + ScriptRuntime.displayName(path))])
            json = try JSON.parse(values.first?.description ?? "")
            changes = values.count > 1 && values[1] == .boolean(true)
            keyless = values.count > 2 && values[2] == .boolean(true)
        } catch let p as Problem {
            throw p
        } catch let e as LuaError {
            throw Problem(description: e.message)
        } catch {
            throw Problem(description: "\(path): \(error)")
        }
        guard case .object(let taskList) = json else { throw Problem(description: "\(path) must return a table of task sets") }
        var tasks: [String: [(String, JSON)]] = [:]
        var notTables: [String] = []
        for (name, task) in taskList {
            switch task {
            // a task is always an object (config_encoder.lua): `default = {}` one with no options
            case .object(let fields): tasks[name] = fields
            // a value no table (the encoder's null): busted passes over it unless --run names it
            case .null: notTables.append(name)
            default: throw Problem(description: "\(path): task '\(name)' must be a table of options")
            }
        }
        let dialect = chosen ?? Self.dialect(of: path, tasks: tasks)
        // ours refuses it: the file is ours, the slip worth a stop
        if dialect == .transit, let name = notTables.min() {
            throw Problem(description: "\(path): task '\(name)' must be a table of options")
        }
        // an entry under a key no string: busted never reads it, ours refuses it
        if dialect == .transit, keyless { throw Problem(description: "\(ScriptRuntime.displayName(path)): config keys must be strings") }
        var config = ProjectConfig(path: path, dialect: dialect, tasks: tasks)
        config.notTables = Set(notTables)
        config.changesState = changes
        return config
    }

    /// The option words of `_all` then `task` (or `default`), e.g. `["--jobs", "2"]`; and
    /// the paths the task lists. An unknown task is an error when it was asked for by name.
    /// A key the task sets replaces `_all`'s (busted merges them so: `tags` in `ci` replaces
    /// `_all`'s tags, it does not add to them). `switches` names the options that take no
    /// value: busted reads those by Lua's truthiness, so `shuffle = 1` is `--shuffle`.
    /// `known` names the options `transit test` has: in busted's dialect a key that is none of
    /// them is left out and listed in `ignored` (busted ignores a `.busted` key it does not
    /// know, `foo = true` or a short one like `v = true`: the project's file must run here as
    /// there); in ours it stays, for the caller to refuse as a typo. busted's `e` (a statement
    /// it runs first, which transit does not) is listed in `ignored` too, and a `lang` other
    /// than `"en"` (busted's words in that language; transit's are English).
    public func words(task: String?, switches: Set<String> = [], known: Set<String>? = nil) throws(Problem)
        -> (words: [String], paths: [String], ignored: [String]) {
        if let task, tasks[task] == nil, notTables.contains(task) {
            throw Problem(description: "\(path): '\(task)' is no task: not a table (it has: \(tasks.keys.sorted().joined(separator: ", ")))")
        }
        if let task, tasks[task] == nil {
            throw Problem(description: "\(path) has no task '\(task)' (it has: \(tasks.keys.sorted().joined(separator: ", ")))")
        }
        var merged: [(flag: String, key: String, value: JSON, task: String)] = []
        var ignored: [String] = []
        for name in ["_all", task ?? "default"] {
            for (key, value) in tasks[name] ?? [] {
                // busted's `keep-going = false` is its `--no-keep-going`, our `--fail-fast`
                // (mrrogge/rude's `.busted`: busted stops at its first file's error); any
                // other value keeps going, busted's default, and a task's replaces `_all`'s
                if dialect == .busted, key == "keep-going" {
                    merged.removeAll { $0.flag == "fail-fast" }
                    merged.append(("fail-fast", key, .bool(value == .bool(false)), name))
                    continue
                }
                // busted's `recursive = false` is its `--no-recursive` (a folder's own files
                // alone); any other value searches the subfolders, busted's default
                if dialect == .busted, key == "recursive" {
                    merged.removeAll { $0.flag == "no-recursive" }
                    merged.append(("no-recursive", key, .bool(value == .bool(false)), name))
                    continue
                }
                if dialect == .busted && ((Self.bustedOnly.contains(key) && !Self.bustedActedOn.contains(key))
                                          || Self.bustedCommandLineOnly.contains(key)) {
                    // busted's `e` is Lua it runs before the specs, which they may need
                    // (thediveo/multibow's defines words its specs call): not run here, said so
                    if key == "e", value != .bool(false), value != .null, !ignored.contains(key) { ignored.append(key) }
                    // busted's `lang` puts its own words (the summary, `Failure ->`) in another
                    // language; transit's stay English, which is worth a word unless it asked for that
                    if key == "lang", value.string.map({ $0 != "en" }) ?? false, !ignored.contains(key) { ignored.append(key) }
                    continue
                }
                let flag = key.replacingUnderscores()
                if dialect == .busted, let known, key != dialect.pathsKey, !known.contains(flag) {
                    if !ignored.contains(key) { ignored.append(key) }
                    continue
                }
                merged.removeAll { $0.flag == flag }
                merged.append((flag, key, value, name))
            }
        }
        var words: [String] = []
        var paths: [String] = []
        for (name, key, value, task) in merged {
            let flag = "--" + name
            if switches.contains(name) {
                // Lua's truth: everything but false and nil (a number is never a path)
                switch value {
                case .bool(false), .null: continue
                default: words.append(flag)
                }
                continue
            }
            switch value {
            case .bool(true):
                // `true` is no value: as a bare flag it took the next word for its value
                // (TK568/HyperkeyHub.spoon's `color = true`, which busted, having no such
                // option, passes over: `--color is one of auto, always, never, got '--helper'`)
                guard dialect == .busted else {
                    throw Problem(description: "\(path): '\(key)' in task '\(task)' takes a value, not true")
                }
                if !ignored.contains(key) { ignored.append(key) }
            case .bool(false), .null: continue
            case .number(let n): words += [flag, NumberSyntax.decimal(n)]     // as the options read it
            case .string(let s) where key == dialect.pathsKey: paths = [s]
            case .string(let s): words += [flag, s]
            case .array(let items):
                let strings = items.compactMap(\.string)
                guard strings.count == items.count else {
                    throw Problem(description: "\(path): '\(key)' in task '\(task)' must be a list of strings")
                }
                // one option per item: a list option repeats (a pattern may hold a comma)
                if key == dialect.pathsKey { paths = strings } else { words += strings.flatMap { [flag, $0] } }
            case .object:
                throw Problem(description: "\(path): '\(key)' in task '\(task)' must be a value or a list, not a table")
            }
        }
        return (words, paths, ignored)
    }

    /// Lua that runs the config source and encodes its result as JSON, keys sorted
    /// (Lua/config_encoder.lua).
    static let encoder = EmbeddedLua.configEncoder
}

extension String {
    /// `fail_fast` → `fail-fast`.
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
