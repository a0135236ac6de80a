// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Transit",
    products: [
        .executable(name: "transit", targets: ["transit"]),
        .library(name: "TransitLua", targets: ["TransitLua"]),
        .library(name: "TransitSpec", targets: ["TransitSpec"]),
        .library(name: "TransitRender", targets: ["TransitRender"]),
    ],
    dependencies: [],
    targets: [
        // MARK: C — Debian's Lua 5.4 and our shim over it
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // The transit executable's clock() and time(): the C library's, but constants while a
        // sandbox table.sort runs (Sources/CLuaShim/sort.c), so that its ties end in the same
        // order on every run. Exported (exports.list) so that liblua5.4's calls bind to them,
        // in every configuration: release exports nothing else (--no-export-dynamic below).
        .target(name: "CFixedClock", dependencies: ["CLuaShim"], exclude: ["exports.list"],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--dynamic-list=" + Context.packageDirectory
                                                  + "/Sources/CFixedClock/exports.list"])]),
        // transit-bench's floor: the least a userdata binding costs on stock Lua 5.4, in C
        // (not part of the product)
        .target(name: "CBridgeFloor", dependencies: ["CLua"]),
        // libedit's readline header (BSD licence, Debian's libedit-dev) for the REPL's line
        // editing; only TransitREPL imports it. Its types only: the REPL opens libedit when it
        // first reads a terminal (EditLineLibrary.swift), so nothing links it and no other
        // command loads it (nor its libtinfo, libbsd, libmd) at start.
        .systemLibrary(name: "CEditLine"),

        // MARK: Swift — the engine (pure Swift), the typed face of Lua, the bindings, the tools
        .target(name: "TransitCore"),
        .target(name: "Lua", dependencies: ["CLua", "CLuaShim"]),
        .target(name: "TransitLua", dependencies: ["Lua", "TransitCore"], plugins: ["EmbedLua"]),
        .target(name: "TransitRender", dependencies: ["TransitLua", "Lua", "TransitCore"]),
        .target(name: "TransitSpec", dependencies: ["TransitLua", "Lua", "TransitCore", "TransitRender"],
                plugins: ["EmbedLua"]),
        .target(name: "TransitREPL", dependencies: ["TransitLua", "Lua", "TransitCore", "CEditLine"],
                plugins: ["EmbedLua"]),
        // Release links the Swift runtime in (-static-stdlib): at every start the dynamic
        // linker otherwise relocates libswiftCore and its siblings, 3.1 M of `transit run`'s
        // 18.0 M instructions (docs/benchmark.md). Release only: the tests link this target's
        // objects beside XCTest, which brings the shared runtime, and two runtimes must not meet.
        // And not position-independent (-no-pie): a PIE's 32,000 pointers in its data are
        // relocated at every start, which writes (copies) their pages and reads a 770 KB
        // table: 160 of `transit run`'s 530 page faults. The executable's own image then
        // loads at a fixed address (libraries, heap and stack are still randomised). And its
        // 5,800 symbols not exported (--no-export-dynamic undoes the -export-dynamic that
        // -static-stdlib passes): no library or module looks a name up in the executable, and
        // the exported table cost 0.19 M instructions and 10 page faults at every start.
        // And the C++ runtime the Swift runtime needs linked in too: -static-stdlib asks for
        // -lstdc++, which link/libstdc++.so (a linker script naming libstdc++.a) answers
        // before gcc's shared one; relocating libstdc++.so.6 was 1.66 M of `transit run`'s
        // 9.77 M instructions. The archive comes with Debian's libstdc++-N-dev, the package
        // that any Swift link there needs already (it holds the libstdc++.so link too); where a
        // distribution ships it apart (Fedora's libstdc++-static), the release link fails until
        // it is installed or this -L is dropped.
        // And libgcc (-static-libgcc: libgcc.a and libgcc_eh.a instead of libgcc_s.so.1): the
        // shared one was mapped and relocated at every start, and its constructor runs CPUID
        // a dozen times (__cpu_indicator_init), each a trap to the hypervisor on a VM; 4 % of
        // `transit run`'s wall time here (docs/benchmark.md).
        // And gold writes the executable with write(2) instead of through a mapping of the
        // output file (--no-mmap-output-file): the same bytes, but the page cache then holds
        // the new file in large folios instead of single pages, and a start maps its text in
        // far fewer faults (358 -> 281 for `transit run` of print(1), a fifth less CPU) for
        // as long as the file stays cached — the binary a build leaves and the bench runs.
        // And the functions a start runs laid out together (--section-ordering-file: the
        // 1,473 that callgrind sees run in `transit run` of print(1) and `transit test` of a
        // trivial spec, one section each since release compiles Swift with -function-sections,
        // below): they were spread over 8.6 MB of the 9.0 MB of text, most now sit in its last
        // 0.8 MB. A start of the binary read back from disk, or copied (`make install`), maps
        // its text in 48 faults instead of 82 (391 -> 359 in all, 4 % less CPU); the file as
        // gold writes it, which the page cache holds in large folios, took 8-11 either way.
        // scripts/bench/start_order.py writes link/transit-start.order; a name the link no
        // longer has is ignored.
        .executableTarget(name: "transit", dependencies: ["TransitLua", "TransitSpec", "TransitREPL", "TransitRender", "CFixedClock"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
                                                         "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-mmap-output-file",
                                                         "-Xlinker", "--section-ordering-file=" + Context.packageDirectory + "/link/transit-start.order",
                                                         "-L", Context.packageDirectory + "/link"], .when(configuration: .release))],
                          plugins: ["EmbedLua"]),
        .executableTarget(
            name: "transit-bench",
            dependencies: ["TransitLua", "Lua", "TransitCore", "TransitSpec", "CBridgeFloor"],
            path: "Sources/transit-bench"
        ),
        // Transit as a Lua C module (transit.so, `require "transit"` from stock lua5.4 and
        // busted): a C entry, luaopen_transit, over a Swift half. Not a SwiftPM library
        // product: SwiftPM would link it against liblua5.4, and the module must take Lua from
        // the host process instead — `make module` links these objects (docs/lua-module.md).
        .target(name: "CTransitModule", exclude: ["exports.map"]),
        .target(name: "TransitModule", dependencies: ["TransitLua", "CTransitModule"]),
        // libFuzzer over "run a script under the limits"; `make fuzz` builds it with the fuzzer
        // (a stub otherwise, so ordinary builds need no special flags)
        .executableTarget(name: "transit-fuzz", dependencies: ["TransitLua", "Lua"], path: "Sources/transit-fuzz"),

        // MARK: Build tools — Transit's own Lua lives in .lua files beside the Swift that loads it;
        // the EmbedLua plugin writes a target's .lua files into a generated Swift file at build
        // time (docs/architecture.md, "Transit's own Lua")
        .executableTarget(name: "embed-lua", dependencies: ["CLua"], path: "Sources/embed-lua"),
        .plugin(name: "EmbedLua", capability: .buildTool(), dependencies: ["embed-lua"]),

        // MARK: Tests
        .testTarget(name: "TransitCoreTests", dependencies: ["TransitCore"]),
        .testTarget(name: "LuaTests", dependencies: ["Lua"]),
        .testTarget(name: "TransitLuaTests", dependencies: ["TransitLua", "Lua", "CFixedClock"]),
        .testTarget(name: "TransitSpecTests", dependencies: ["TransitSpec", "TransitLua", "Lua", "TransitRender"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TransitREPLTests", dependencies: ["TransitREPL", "TransitLua"]),
        .testTarget(name: "TransitRenderTests", dependencies: ["TransitRender", "TransitLua", "TransitCore"],
                    exclude: ["Goldens"]),
        .testTarget(name: "TransitCLITests", dependencies: ["transit"]),
        // transit-bench's Swift twins against their Lua transitions (no timing)
        .testTarget(name: "TransitBenchTests", dependencies: ["transit-bench", "TransitCore", "TransitLua"]),
        // transit.so linked from this build's objects (`make module-link`), loaded by stock
        // lua5.4 and Debian's busted, compared with `transit run`
        .testTarget(name: "TransitModuleTests", dependencies: ["TransitModule", "transit"],
                    exclude: ["Fixtures"]),
    ]
)

// Release builds of Transit's Swift reach the metadata of a generic type they name (a
// `[String: Int]`, an `Optional<(View) -> Void>`) through its accessor instead of by mangled
// name. By name (the default) the runtime demangles it at the type's first use, and scans
// every conformance record for a `Hashable` key: 1.06 M of the 6.74 M instructions of
// `transit run` of print(1), since every start touches each type for the first time; 6.16 M
// with the accessors. Same types, same code paths, 45 KB more text (docs/benchmark.md, "The
// stop of 2026-12-05"). Debug builds, which the tests use, keep the default. (The C targets,
// all named C…, take no Swift settings.) The cost: the library products now carry an unsafe
// flag too, and SwiftPM refuses those in a package another one depends on by version (by
// path or branch it takes them); no such use is documented.
// And each function in a section of its own (-function-sections), so that the release link of
// `transit` can place the ones a start runs together (its target, above); --gc-sections then
// also drops unused functions one by one, not file by file (text 9.00 -> 8.79 MB).
for target in package.targets where [.regular, .executable].contains(target.type) && !target.name.hasPrefix("C") {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"], .when(configuration: .release)),
    ]
}

