import Foundation
import Testing
import TransitLua
@testable import TransitSpec

/// busted loads `.busted` before its runner.lua puts the `lpath` in front of `package.path`
/// (and the `cpath` in front of `package.cpath`), so a template the config puts in front comes
/// after them: Debian's busted 2.1.1 prints `./src/?.lua;./vendor/?.lua;/usr/local/share/…`
/// for a config doing `package.path = "./vendor/?.lua;" .. package.path`. transit ran the
/// config again in the spec's state after its path was made, which put `./vendor` first: a
/// module in both folders was the vendored one (Benricheson101/zero-percent-juice, busted107).
@Suite struct BustedConfigPathTests {
    static let folder = packageRoot + "/Tests/TransitSpecTests/Fixtures/busted-config-path"

    static func run(_ runtime: ScriptRuntime.Options) -> FileResult {
        var options = RunOptions()
        options.runtime = runtime
        options.runtime.searchPath = SearchPath.forSpecs(lpath: "./lib/?.lua;./lib/?/init.lua", environment: nil)
        options.bustedConfig = (folder + "/.busted", ".busted")
        return FileRunner.run(folder + "/paths_spec.lua", options: options)
    }

    /// Before: `./vendor/?.lua;./lib/?.lua;./lib/?/init.lua;…`, sandboxed and with --unsafe.
    @Test func theLPathStaysInFrontOfWhatTheConfigPutsThere() throws {
        for runtime in [ScriptRuntime.Options(), .unsafe] {
            let path = try #require(Self.run(runtime).failure("path")?.message)
            #expect(path.hasPrefix("./lib/?.lua;./lib/?/init.lua;./vendor/?.lua;"), "\(runtime.sandboxed): \(path)")
            #expect(path.components(separatedBy: "./vendor/?.lua").count == 2, "\(path)")
        }
    }

    /// --unsafe: busted's `cpath` the same way (`./csrc/?.so;./csrc/?/?.so;./vendor/?.so;…`).
    @Test func theCPathStaysInFrontToo() throws {
        var runtime = ScriptRuntime.Options.unsafe
        runtime.cpathPrefix = SearchPath.bustedCSource
        let cpath = try #require(Self.run(runtime).failure("cpath")?.message)
        #expect(cpath.hasPrefix("./csrc/?.so;./csrc/?/?.so;./vendor/?.so;"), "\(cpath)")
    }
}
