import TransitSpec

/// `transit test`'s options, declared once (parsing, usage errors and help read them), with
/// busted's spellings as aliases: `-o/--output`, `-p/--pattern`, `-m/--lpath`, `-t/--tags`,
/// `--exclude-tags`, `--filter`, `--filter-out`, `--exclude-pattern`, `--shuffle`, `--seed`,
/// `-r/--run`, `-f/--config-file`, `--helper`, `-R/--[no-]recursive`.
extension TestCommand {
    static let declaration = CommandDeclaration(
        command: "transit test",
        usage: "transit test [<paths>…] [options]",
        abstract: """
        Runs the Lua specs (.lua files whose name holds _spec, as busted's -p _spec picks them)
        under the given files and folders — by default spec/ (as busted), else scripts/, or the
        paths .transit.lua (or busted's .busted) lists. Each file runs in its own Lua state; each test (`it`) gets a fresh engine with the
        clock at 0. A spec can `require` the modules of its project: the module path is busted's
        ./src/?.lua;./src/?/?.lua;./src/?/init.lua (or --lpath), then ./?.lua;./?/init.lua, then,
        for the spec's own `require`s, the spec's own folder.
        """,
        groups: [
            .init(title: "SELECTING", options: [
                Option("filter", .text("pattern"), repeatable: true,
                       help: "Run the tests whose full name matches this Lua pattern (given twice: either)."),
                Option("filter-out", .text("pattern"), repeatable: true,
                       help: "Leave out the tests whose full name matches this Lua pattern; wins over --filter."),
                Option("tags", short: "t", .text("a,b"), repeatable: true,
                       help: "Run only the tests tagged #a or #b (in their names)."),
                Option("exclude-tags", .text("a,b"), repeatable: true, help: "Leave out the tests tagged #a or #b."),
                Option("pattern", short: "p", .text("lua-pattern"), default: "_spec (in the file's name)", repeatable: true,
                       help: "Run the .lua files whose name matches this Lua pattern (given twice: either), as busted's -p does."),
                Option("exclude-pattern", .text("lua-pattern"), repeatable: true,
                       help: "Do not run the files whose name matches this Lua pattern; wins over --pattern."),
                Option("no-recursive",
                       help: "Run the spec files directly in each folder, not those in its subfolders (busted's; a .busted's recursive = false)."),
                Option("recursive", short: "R", clears: ["no-recursive"],
                       help: "Search the subfolders too, the default (busted's): undoes an earlier --no-recursive, or a config's."),
                Option("shard", .text("K/N"),
                       help: "Run part K of N (a fixed split by test, for CI matrices; Bazel's TEST_SHARD_INDEX "
                           + "and TEST_TOTAL_SHARDS when not given)."),
            ]),
            .init(title: "RUNNING", options: [
                Option("shuffle", help: "Run files and tests in a random order (the seed is printed)."),
                Option("shuffle-files", help: "Run the files in a random order, the tests in theirs (busted's)."),
                Option("shuffle-tests", help: "Run the tests of each block in a random order, the files in theirs (busted's)."),
                Option("sort-tests", help: "Run each block's tests and blocks in the byte order of their names (busted's); "
                           + "wins over randomize() and the shuffle of tests."),
                Option("sort-files", help: "All files, the ones named too, in the byte order of their paths; wins over the shuffle of files, as busted's does."),
                Option("sort", help: "--sort-tests and --sort-files (busted's)."),
                Option("no-shuffle", clears: ["shuffle", "shuffle-files", "shuffle-tests"],
                       help: "No shuffle of files or tests: undoes an earlier --shuffle, or a config's (busted's)."),
                Option("no-sort", clears: ["sort", "sort-files", "sort-tests"],
                       help: "No sort of files or tests: undoes an earlier --sort, or a config's (busted's)."),
                Option("seed", .integer("N", Int.min...Int.max), default: "0",
                       help: "Seed of the shuffle and of math.random (negative too, as busted's)."),
                Option("jobs", .integer("N", 1...256), default: "the number of cores; 1 with --unsafe",
                       help: "Spec files run at once, each in its own process."),
                Option("repeat", .integer("N", 1...10_000), default: "1",
                       help: "Run the whole suite N times, each run reported in full (busted's --repeat); fails if any run failed."),
                Option("fail-fast", aliases: ["no-keep-going"],
                       help: "Stop at the first failure: later tests and files do not run (busted's --no-keep-going)."),
                Option("keep-going", short: "k", clears: ["fail-fast"],
                       help: "Go on after a failure, the default (busted's): undoes an earlier --fail-fast or --no-keep-going."),
                Option("update", help: "Rewrite the snapshots that differ and delete obsolete ones."),
                Option("verbose", short: "v",
                       help: "In -o TAP, each test's start and each failure's traceback as # lines; in -o gtest, each failure's traceback (busted's). The other reports show every failure in full already."),
                Option("no-verbose", clears: ["verbose"], help: "Undoes an earlier --verbose, or a config's (busted's)."),
                Option("defer-print",
                       help: "In -o plainTerminal and utfTerminal, no marks as tests end (a file's or a describe's error keeps its own); in -o gtest, each failure's message in the list at the end (busted's). transit's own report always shows what a test printed with its failure."),
                Option("no-defer-print", clears: ["defer-print"], help: "Undoes an earlier --defer-print, or a config's (busted's)."),
                Option("lpath", short: "m", .text("templates"), default: "./src/?.lua;./src/?/?.lua;./src/?/init.lua", repeatable: true,
                       help: "Module path templates put before ./?.lua;./?/init.lua and the scripts' (busted's --lpath; given twice, joined with ';' in order, as busted's)."),
                Option("cpath", .text("templates"), default: "./csrc/?.so;./csrc/?/?.so", repeatable: true,
                       help: "With --unsafe, C module path templates put before package.cpath (busted's --cpath; given twice, joined with ';'); sandboxed specs load no C modules."),
                Option("lazy", help: "Every setup and teardown a lazy_setup and lazy_teardown (busted's --lazy): a block none of whose tests runs runs neither."),
                Option("no-lazy", clears: ["lazy"], help: "Undoes an earlier --lazy, or a config's (busted's)."),
                Option("helper", .text("file"), help: "A Lua file (.lua), or a module name it requires, each spec file's state runs before the spec (busted's --helper)."),
                WatchLoop.option,
            ] + RuntimeOptions.declared(
                per: "test and per hook", timeScope: "each test and each hook",
                unsafe: "Stock Lua libraries and no limits.", seed: nil)),
            .init(title: "REPORTING", options: [
                Option("list", short: "l", help: "Print the tests, one a line as busted's --list does (file:line: full name), without running "
                           + "them or their hooks; the describe bodies run, the selection and the order apply."),
                Option("output", short: "o", .text("format"), default: "human",
                       help: "human, tap, junit, json or github (GitHub Actions annotations after the human report); "
                           + "busted's TAP, gtest, plainTerminal and utfTerminal (its formats, line for line) also work."),
                Option("out", .path("file"), help: "Write that report to a file (folders are made); the terminal shows the human one."),
                Colour.option,
                Option("Xoutput", .text("option"), repeatable: true, singleDash: true,
                       help: "busted's -Xoutput, for its output handler: --color or --plain colours -o utfTerminal, gtest "
                           + "and the human report always or never; -o junit writes its report to the file the first word "
                           + "names, and nothing else; -o TAP, plainTerminal and json take none, as busted's read none "
                           + "(split at commas, as busted's)."),
                Option("suppress-pending", help: "Leave skipped (pending) tests' marks out of the human report (still counted); busted's TAP and gtest leave them out entirely."),
                Option("filmstrips", .path("dir"),
                       help: "Write a failing test's filmstrip (what was on screen, as SVG) into this folder; "
                           + "the failure and JUnit's system-out name it, with a GIF of its motion beside it."),
                Option("no-filmstrip-gif",
                       help: "With --filmstrips, leave out the GIF (drawn by rsvg-convert and ffmpeg; "
                           + "without them the failure says why it is missing)."),
            ]),
            .init(title: "CONFIGURATION", options: [
                Option("run", short: "r", .text("task"), help: "Use this task set of .transit.lua or .busted (default: its \"default\")."),
                Option("config", short: "f", aliases: ["config-file"], .text("file"),
                       default: "./.transit.lua, else ./.busted",
                       help: "The project config, whatever its name: busted's kind when it is named *.busted or uses a key only busted has, such as ROOT."),
                Option("directory", short: "C", .text("dir"), repeatable: true,
                       help: "Change to this folder first: the config, the paths and the specs are read from there (busted's -C; given twice, the second is read from the first, as busted's)."),
                Option("worker", hidden: true, help: "Run one file and print its result as JSON (for --jobs)."),
                Option("record-reads", .path("file"), hidden: true, help: "A worker writes the files it read here (for --watch)."),
                Option("busted-config", .text("file"), hidden: true,
                       help: "A worker runs this .busted in its file's state first, as busted runs it in its specs' (the run found it sets globals)."),
                Option("busted-config-name", .text("name"), hidden: true, help: "The chunk name of --busted-config (.busted)."),
                Option("table-highlight", hidden: true,
                       help: "A worker's luassert marks table diffs in red, as busted's coloured report has them."),
                Option("parent", .integer("pid", 1...Int(Int32.max)), hidden: true,
                       help: "A worker dies with this process, the run that started it."),
                Option("version", help: "Show transit's version and exit (busted's shows its own)."),
            ]),
            .init(title: "BUSTED'S, WITHOUT EFFECT (accepted so that busted's command lines and .busted files run)", options: [
                Option("lua", .text("interpreter"), help: "transit is the Lua 5.4 that runs the specs."),
                Option("ignore-lua", help: "transit never starts itself again under another Lua: nothing to skip."),
                Option("coverage", short: "c", aliases: ["no-coverage"], help: "No coverage is measured (busted's is luacov's)."),
                Option("auto-insulate", aliases: ["no-auto-insulate"],
                       help: "Each file runs in its own Lua state: its globals never reach another file, "
                           + "with or without busted's --no-auto-insulate."),
            ]),
        ],
        footer: """
        busted's -e, --lang, -Xhelper, --loaders and -s/--[no-]enable-sound
        are refused, each saying why.

        ENVIRONMENT: with CI set, a missing snapshot fails instead of being written. Under
        Bazel (TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, TEST_SHARD_STATUS_FILE, XML_OUTPUT_FILE) the
        shard is Bazel's and a JUnit report goes to XML_OUTPUT_FILE.

        EXIT STATUS: 0 when nothing failed, 1 when a test failed (or a file did not load),
        5 when no test was selected (an empty --shard K/N with N > 1 exits 0), 64 usage error.
        """,
        refused: refusedBustedOptions)

    /// busted's options that have no meaning here, refused by name with why (busted's
    /// cli.lua; an unknown word would only say "unknown option").
    static let refusedBustedOptions: [String: String] = {
        let sound = "transit plays no sound"
        return [
            "e": "run the statement in a --helper file, which every spec file's state runs first",
            "lang": "messages are in English",
            "Xhelper": "a --helper takes no options of its own",
            "loaders": "specs are Lua files (busted's moonscript and terra loaders are not here)",
            "s": sound, "enable-sound": sound, "no-enable-sound": sound,
        ]
    }()
}
