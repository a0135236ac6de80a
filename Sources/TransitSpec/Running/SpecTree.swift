import Lua

/// A spec file's tests as busted declares them: the file's chunk declares the top-level
/// blocks and tests; a block's body runs when the runner reaches the block (after the
/// earlier tests and their hooks) and declares its children then. The closures stay in Lua;
/// the tree holds references to them.
final class SpecBlock {
    enum Mode: String { case normal = "", only, skip }

    let name: String
    /// The name's bytes, when they are not valid UTF-8 (`name` shows each bad byte as U+FFFD):
    /// busted's TAP writes them as they are.
    let rawName: [UInt8]?
    /// Whether a name of this block or one around it is not valid UTF-8.
    let hasRawName: Bool
    let line: Int
    /// The chunk `line` is in when it is not the spec file (a `load`ed chunk declared it).
    var source: String?
    let mode: Mode
    /// The `describe` body, run when the block executes (nil for the file's root block).
    let body: LuaRef?
    /// `insulate`: the globals and `package.loaded` are restored when the block ends.
    var insulates = false
    /// `expose`: when it ends, an `insulate` around it keeps what it set (busted's rule).
    var exposes = false
    /// While an `insulate` block runs: its restore function (`"exposed"` saves anew instead).
    var insulation: LuaRef?
    /// Its block environment (spec_dsl.lua's scope), made when the block runs: its body and
    /// hooks set and read the spec's plain globals there.
    var scope: LuaRef?
    weak var parent: SpecBlock?
    var children: [SpecNode] = []
    var hooks: [HookKind: [Hook]] = [:]
    /// `shared_engine()`: the block's tests share one engine, created when the block starts.
    var sharesEngine = false
    /// `randomize()` in the block's body: its children run in the order busted's shuffle
    /// draws from this seed.
    var randomSeed: Int?
    /// `randomize(false)` in the block's body: its children keep their order under
    /// `--shuffle-tests` too (busted's block.lua reads the block's own randomize first).
    var keepsOrder = false
    /// The seed busted's shuffle ordered the block's children with (`randomize`, or
    /// `--shuffle-tests`), once it did: its results carry it (``TestResult/randomSeed``).
    var shuffledWith: Int?
    /// What the block declared, in order: a child (true) or a hook (false). busted shuffles
    /// hooks and children together, so the order it draws depends on both.
    var declarations: [Bool] = []
    /// With `--sort-tests`, busted's own name of each declaration (nil where busted's is nil),
    /// which its sort compares: `FileRunner` sorts them as busted does.
    var sortKeys: [SortKey?] = []
    /// Whether the block's lazy setups passed, once they ran (busted runs them once, before
    /// the block's first test that runs); nil before that and after its lazy teardowns.
    var lazySetupPassed: Bool?

    init(name: String, rawName: [UInt8]? = nil, line: Int, mode: Mode, body: LuaRef? = nil, parent: SpecBlock?) {
        self.name = SpecBlock.shortened(name)
        self.rawName = rawName.map(SpecBlock.shortened(bytes:))
        hasRawName = rawName != nil || parent?.hasRawName == true
        self.line = line
        self.mode = mode
        self.body = body
        self.parent = parent
    }

    /// Skipped by `describe.skip` here or above.
    var isSkipped: Bool { mode == .skip || (parent?.isSkipped ?? false) }

    /// Names from the outermost block down to this one (the file's root block has none).
    var path: [String] {
        guard let parent else { return [] }
        return parent.path + [name]
    }

    /// This block and its ancestors, outermost first.
    var lineage: [SpecBlock] {
        (parent?.lineage ?? []) + [self]
    }

    var tests: [SpecTest] {
        children.flatMap { node -> [SpecTest] in
            switch node {
            case .test(let t): return [t]
            case .block(let b): return b.tests
            }
        }
    }

    /// Whether a child is focused: then only the focused children run (`.only` focuses among
    /// what its block declared — a block's body runs only when the block is reached).
    var hasFocusedChild: Bool {
        children.contains { node in
            switch node {
            case .test(let t): return t.mode == .only
            case .block(let b): return b.mode == .only
            }
        }
    }
}

enum SpecNode {
    case block(SpecBlock)
    case test(SpecTest)

    var name: String {
        switch self {
        case .block(let b): b.name
        case .test(let t): t.name
        }
    }
}

final class SpecTest {
    enum Mode: String { case normal = "", only, skip, pending }

    let name: String
    /// The name's bytes, when they are not valid UTF-8 (as ``SpecBlock/rawName``).
    let rawName: [UInt8]?
    let line: Int
    /// The chunk `line` is in when it is not the spec file (a `load`ed chunk declared it).
    var source: String?
    let mode: Mode
    let body: LuaRef?
    unowned let block: SpecBlock
    /// Position among the tests of the file with the same full name (0 for the first), so
    /// that duplicates still have distinct identities for `--shard`.
    var occurrence = 0
    /// `--list`: where the `it` was called (`file:line`), or nil when a file's main chunk
    /// called it — busted's `--list` names no place then. Recorded only when listing.
    var declaredAt: String?

    init(name: String, rawName: [UInt8]? = nil, line: Int, mode: Mode, body: LuaRef?, block: SpecBlock) {
        self.name = SpecBlock.shortened(name)
        self.rawName = rawName.map(SpecBlock.shortened(bytes:))
        self.line = line
        self.mode = mode
        self.body = body
        self.block = block
    }

    var blocks: [String] { block.path }
    var fullName: String { (blocks + [name]).joined(separator: " ") }
    var fullNameBytes: [UInt8]? { block.fullNameBytes(of: name, raw: rawName) }

    /// Skipped by `it.skip`, `pending` or an enclosing `describe.skip`.
    var skipReason: String? {
        if mode == .pending { return "pending" }
        if mode == .skip || block.isSkipped { return "skipped" }
        return nil
    }
}

/// busted's hooks. `setup`/`teardown` are busted's aliases of `strict_setup`/`strict_teardown`.
enum HookKind: String {
    /// Once per block, when it starts (if it has tests to report).
    case setup, teardown
    /// Once per block, before its first test that runs (not at all if none runs).
    case lazySetup = "lazy_setup", lazyTeardown = "lazy_teardown"
    case beforeEach = "before_each", afterEach = "after_each"
}

struct Hook {
    let kind: HookKind
    /// The name the spec gave it (`before_each("reset", fn)`), else the word it used (`setup`
    /// or `strict_setup`): busted names a hook's error by it.
    let word: String
    let body: LuaRef
    let line: Int
    /// The chunk `line` is in when it is not the spec file (a `load`ed chunk declared it).
    var source: String? = nil
    /// The name's bytes, when they are not valid UTF-8 (as ``SpecBlock/rawName``).
    var rawWord: [UInt8]?
}

extension SpecBlock {
    /// A name as reports show it: a name of more than 1,000 bytes (a script can pass any
    /// string) keeps its start and says how much was left out, so every report stays readable.
    static func shortened(_ name: String) -> String { BoundedText.prefix(name, bytes: 1_000) }

    /// The same for a name's bytes: cut where `shortened` cuts the name (before a UTF-8
    /// continuation byte), the rest said in the same words.
    static func shortened(bytes: [UInt8]) -> [UInt8] {
        guard bytes.count > 1_000 else { return bytes }
        var cut = 1_000
        while cut > 0 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return Array(bytes[..<cut]) + Array("… (\(bytes.count - cut) more bytes)".utf8)
    }

    /// busted's full name of `name` declared in this block (its blocks' names and its own,
    /// joined by spaces) as bytes, when one of them is not valid UTF-8; else nil (`fullName`
    /// says it all), so a file of valid names makes no bytes.
    func fullNameBytes(of name: String, raw: [UInt8]? = nil) -> [UInt8]? {
        guard hasRawName || raw != nil else { return nil }
        var bytes: [UInt8] = []
        for block in lineage.dropFirst() {                     // the file's root block has no name
            bytes += block.rawName ?? Array(block.name.utf8)
            bytes.append(0x20)
        }
        return bytes + (raw ?? Array(name.utf8))
    }
}

/// busted's own name of a declaration as its `--sort-tests` compares it: a string's bytes, or
/// a number kept a number (`it(10, fn)`: busted sorts 9 before 10, and a number with a string
/// is an error).
enum SortKey {
    case bytes([UInt8])
    case integer(Int)
    case number(Double)
}
