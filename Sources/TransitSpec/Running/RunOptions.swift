import TransitCore
import TransitLua

/// How a run selects, orders and runs tests (what `transit test`'s flags and `.transit.lua`
/// set). Reporting is the CLI's concern, not the runner's.
public struct RunOptions: Sendable {
    /// Files and folders to search for `*_spec.lua` (default: `spec` and `scripts`).
    public var paths: [String] = []
    /// Every `--filter` (busted's list, `filter = {"a", "b"}` in a config): a test is
    /// selected when its full name matches any of these Lua patterns (all when empty). The
    /// file runner selects at declaration, as busted: a test left out never runs.
    public var filters: [String] = []
    /// `--filter-out`: a test or `describe` whose full name matches any of these is left out,
    /// a block with everything in it (it wins over `filters`, as in busted).
    public var filtersOut: [String] = []
    /// Run only tests with one of these `#tags`… A tag is a word after `#` anywhere in the
    /// test's full name (its `describe` names and its own, busted's rule: `it("saves #slow")`
    /// and `describe("io #slow")` both tag); given without the `#`, from `--tags a,b`, `-t`,
    /// repeated flags, or a config's `tags`.
    public var tags: [String] = []
    /// …and none of these (`--exclude-tags`); exclusion wins over `tags`, as in busted.
    public var excludeTags: [String] = []
    /// `--shard K/N`: this run takes the tests whose hash falls in part K of N.
    public var shard: Shard?
    /// `--shuffle`: files and the tests of each block in a random order from this seed (nil:
    /// declaration order). The same seed replays the same order in every process, so a
    /// worker given `--shuffle --seed N` orders its file as one job would.
    public var shuffleSeed: Int64?
    /// What the shuffle orders: busted's `--shuffle` both, `--shuffle-files` or
    /// `--shuffle-tests` one.
    public var shuffleFiles = true
    public var shuffleTests = true
    /// busted's `--sort-files`: every file of the run, the ones named on the command line too,
    /// in the byte order of its whole path (busted sorts its root's file blocks by name).
    public var sortFiles = false
    /// busted's `--sort-tests`: each block's children in the byte order of their names.
    public var sortTests = false
    /// Files run at once, each in its own process (1: all in this process).
    public var jobs = 1
    /// Stop at the first failure.
    public var failFast = false
    /// busted's `--lazy`: `setup` and `teardown` are `lazy_setup` and `lazy_teardown` (a
    /// block none of whose tests runs runs neither), not `strict_setup` and `strict_teardown`.
    public var lazyHooks = false
    /// luassert's `TableErrorHighlightColor` red, as busted's report handler sets it when it
    /// colours (its utfTerminal and gtest; luassert's own default, red on a terminal, for the
    /// others): a table diff's `*` marks are coloured. Otherwise luassert's own, none here.
    public var tableHighlightRed = false
    /// busted's `--list`: the files load and their `describe` bodies run (declaring), in the
    /// run's order and selection, but no hook and no test runs; each test reached is reported
    /// passed (skipped if pending), with the line busted's `--list` prints for it.
    public var list = false
    /// `--update`: rewrite snapshots that differ, delete obsolete ones.
    public var update = false
    /// The `CI` environment variable is set: a missing snapshot fails instead of being written.
    public var ci = false
    /// The report on standard output is a document that stray lines would break (`-o json`,
    /// `junit`, `tap` without `--out`): what an `--unsafe` spec's processes write after its
    /// worker ended goes to standard error then. The other formats print a spec's output on
    /// standard output, as busted does, and that with it.
    public var reportIsDocument = false
    /// Limits, sandbox and seed of each file's Lua state.
    public var runtime = ScriptRuntime.Options()
    /// `--filmstrips DIR`: where a failing test's filmstrip goes (none when nil).
    public var filmstrips: String?
    /// With `filmstrips`, also a GIF of the failing test's motion beside its filmstrip (off:
    /// `--no-filmstrip-gif`). Drawn by rsvg-convert and ffmpeg, found only when a test fails;
    /// without them the filmstrip still attaches and the failure says why the GIF is missing.
    public var filmstripGIF = true
    /// Where the GIF's tools are looked for (nil: `PATH`), so a test can take them away
    /// without changing the process's environment.
    var movieSearchPath: String?
    /// `--helper FILE` (busted's): a Lua file each spec file's state runs once, after the
    /// spec globals exist and before the spec file loads, in the same sandbox and limits, so
    /// it can add assertions, globals or `package.loaded` entries every spec sees. An error
    /// in it is the file's load error. nil: no helper.
    public var helper: String?
    /// busted's `.busted`, when running it changed the state it ran in
    /// (``ProjectConfig/changesState``): busted runs it in the state its specs run in, so the
    /// globals it sets (`_G.unpack = table.unpack`), its `package.path` and the assertions it
    /// registers (`assert:register`) are theirs. Each spec file's state runs it first, before
    /// the helper, in the same sandbox and limits; an error in it is the file's load error.
    /// `file` is the path to read (absolute: a config's `directory` moves the run), `name`
    /// the chunk's, as busted names it (`.busted:3:`). nil: none, or one that changed nothing.
    public var bustedConfig: (file: String, name: String)?

    /// Where busted's libraries, compiled once, are kept for later runs (docs/testing.md,
    /// "The luassert cache"): `$XDG_CACHE_HOME/transit/lua` or `~/.cache/transit/lua`; nil
    /// (`TRANSIT_NO_CACHE=1`): compiled from source in every spec file.
    public var libraryCache: String? = LibraryCache.defaultDirectory()

    public init() {}

    /// The default of `--jobs`: the machine's online processors.
    public static var processorCount: Int { FileSystem.processorCount }

    var snapshotMode: SnapshotStore.Mode { update ? .update : ci ? .ci : .record }
}

/// Part `index` (1-based) of `count`.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// Part `index` of `count` (1-based); nil unless 1 ≤ index ≤ count, so a shard's bucket
    /// arithmetic never divides by zero, whoever made it.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `"2/4"`: decimal digits only, as every whole number on the command line (no `+1/2`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the test with this identity belongs to the shard: a stable hash (FNV-1a) of
    /// the file, the full name and its occurrence, so every shard of the same files agrees
    /// without any of them listing the whole suite.
    func contains(file: String, fullName: String, occurrence: Int) -> Bool {
        holds(StableHash.fnv1a([file, fullName, String(occurrence)].joined(separator: "\u{0}")))
    }

    /// Whether a stable hash falls in this shard's part (`count` ≥ 1: the initialisers check).
    func holds(_ hash: UInt64) -> Bool {
        hash % UInt64(count) == UInt64(index - 1)
    }
}
