import Lua

/// A spec file's tests as its `describe` blocks declared them while the file loaded. The
/// closures stay in Lua; the tree holds references to them.
final class SpecBlock {
    enum Mode: String { case normal = "", only, skip }

    let name: String
    let line: Int
    let mode: Mode
    weak var parent: SpecBlock?
    var children: [SpecNode] = []
    var hooks: [HookKind: [Hook]] = [:]
    /// `shared_engine()`: the block's tests share one engine, created when the block starts.
    var sharesEngine = false
    /// An error raised by the block's body while the file loaded.
    var loadError: (message: String, traceback: String)?

    init(name: String, line: Int, mode: Mode, parent: SpecBlock?) {
        self.name = SpecBlock.shortened(name)
        self.line = line
        self.mode = mode
        self.parent = parent
    }

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

    var blocks: [SpecBlock] {
        children.flatMap { node -> [SpecBlock] in
            if case .block(let b) = node { return [b] + b.blocks }
            return []
        }
    }
}

enum SpecNode {
    case block(SpecBlock)
    case test(SpecTest)
}

final class SpecTest {
    enum Mode: String { case normal = "", only, skip, pending }

    let name: String
    let line: Int
    let mode: Mode
    let body: LuaRef?
    unowned let block: SpecBlock
    /// Position among the tests of the file with the same full name (0 for the first), so
    /// that duplicates still have distinct identities for `--shard`.
    var occurrence = 0

    init(name: String, line: Int, mode: Mode, body: LuaRef?, block: SpecBlock) {
        self.name = SpecBlock.shortened(name)
        self.line = line
        self.mode = mode
        self.body = body
        self.block = block
    }

    var blocks: [String] { block.path }
    var fullName: String { (blocks + [name]).joined(separator: " ") }

    /// Focused by `it.only` or an enclosing `describe.only`.
    var isFocused: Bool { mode == .only || block.lineage.contains { $0.mode == .only } }

    /// Skipped by `it.skip`, `pending` or an enclosing `describe.skip`.
    var skipReason: String? {
        if mode == .pending { return "pending" }
        if mode == .skip || block.lineage.contains(where: { $0.mode == .skip }) { return "skipped" }
        return nil
    }

    /// `#tag` words in the full name (busted's tags), without the `#`.
    var tags: [String] { Tags.parse(fullName) }
}

/// busted's hooks.
enum HookKind: String {
    /// Once per block, when it starts (if it has tests to report).
    case setup, teardown
    /// Once per block, before its first test that runs (not at all if none runs).
    case lazySetup = "lazy_setup", lazyTeardown = "lazy_teardown"
    case beforeEach = "before_each", afterEach = "after_each"
}

struct Hook {
    let kind: HookKind
    let body: LuaRef
    let line: Int
}

enum Tags {
    /// `"slides in #slow #ui"` → `["slow", "ui"]`: a `#` followed by word characters
    /// (letters, digits, `_`, `-`).
    static func parse(_ name: String) -> [String] {
        var tags: [String] = []
        var current: String?
        for ch in name {
            if ch == "#" {
                if let t = current, !t.isEmpty { tags.append(t) }
                current = ""
            } else if current != nil {
                if ch.isLetter || ch.isNumber || ch == "_" || ch == "-" {
                    current!.append(ch)
                } else {
                    if !current!.isEmpty { tags.append(current!) }
                    current = nil
                }
            }
        }
        if let t = current, !t.isEmpty { tags.append(t) }
        return tags
    }
}

extension SpecBlock {
    /// A name as reports show it: a name of more than 1,000 bytes (a script can pass any
    /// string) keeps its start and says how much was left out, so every report stays readable.
    static func shortened(_ name: String) -> String { BoundedText.prefix(name, bytes: 1_000) }
}
