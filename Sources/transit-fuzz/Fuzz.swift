#if canImport(Glibc)
import Glibc
#endif
import Lua
import TransitLua

// `make fuzz`: libFuzzer feeds arbitrary text to "load and run a script under the limits" —
// the sandbox, a stage, the clock until idle — as `transit run` does, with small limits so
// each input is quick. A crash, a sanitizer report or a hang is a finding; a Lua error is not.
// Built only by `make fuzz` (Tests/Fuzz/run.sh: -DTRANSIT_FUZZ -sanitize=fuzzer,address); in
// every other build this target is a stub, so `make test` needs no special flags.

#if TRANSIT_FUZZ
@_cdecl("LLVMFuzzerTestOneInput")
public func transitFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var options = ScriptRuntime.Options()
    options.limits = LuaLimits(memory: 32 << 20, instructions: 2_000_000, seconds: 2, hostObjects: 20_000)
    guard let stage = try? Stage(options: options) else { return 0 }
    stage.runtime.output = { _ in }
    stage.runtime.warnings = { _ in }
    do {
        try stage.run(source, chunkName: "@fuzz.lua")
        try stage.runUntilIdle()
    } catch {
        // a script error is the expected outcome of most inputs
    }
    return 0
}

/// libFuzzer's own entry (LLVM 11+). SwiftPM renames an executable's `main` so that tests can
/// link it, which hides libFuzzer's `main`; this target keeps a Swift `main` that hands over.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@main enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, transitFuzzOneInput))
    }
}
#else
@main enum FuzzStub {
    static func main() {
        print("transit-fuzz is a libFuzzer target: build and run it with `make fuzz`")
    }
}
#endif
