import Foundation

/// What a test ran: its exit status and what it printed.
struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
    var stdoutBytes = Data()
}

/// transit.so, linked once per test process from this build's objects by the Makefile's
/// `module-link` (the recipe `make module` uses), and the stock programs that load it.
///
/// No `swift build` runs here: `swift test` may hold the build lock. The objects are the ones
/// `swift build --build-tests` made (this test target depends on TransitModule), found beside
/// the test bundle; the link writes to a temporary directory.
enum LuaModule {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The directory holding this build's products (the `.build/<triple>/debug` folder).
    static var products: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// Where a program is on PATH, if it is.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(program)") {
            return "\(dir)/\(program)"
        }
        return nil
    }

    /// Whether this build's objects carry AddressSanitizer (`make sanitize`): a module linked
    /// from them needs the sanitizer's runtime, which stock lua5.4 does not load.
    static let sanitized: Bool = {
        let object = products.appendingPathComponent("Lua.build/LuaState.swift.o").path
        return run("nm", ["-u", object], in: root).stdout.contains("__asan_")
    }()

    static let hasLua = which("lua5.4") != nil
    static let hasBusted = hasLua && which("busted") != nil
    static let hasValgrind = hasLua && which("valgrind") != nil && which("strip") != nil

    /// The linked module's directory (it holds `transit.so`), or why the link failed.
    static let linked: Result<URL, LinkFailure> = {
        let dir = URL(fileURLWithPath: linkDirectory)
        atexit { try? FileManager.default.removeItem(atPath: LuaModule.linkDirectory) }   // 17 MB a run
        let out = dir.appendingPathComponent("transit.so")
        let run = LuaModule.run("make", ["-s", "--no-print-directory", "module-link",
                                         "MODULE_BIN=\(products.path)", "MODULE_OUT=\(out.path)"], in: root)
        guard run.status == 0, FileManager.default.fileExists(atPath: out.path) else {
            return .failure(LinkFailure(description: "make module-link failed (\(run.status)):\n\(run.stdout)\(run.stderr)"))
        }
        return .success(dir)
    }()

    /// Bytes one thread writes and another reads after waiting for it.
    final class Collected: @unchecked Sendable { var data = Data() }

    static let linkDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("transit-module-\(getpid())").path

    struct LinkFailure: Error, CustomStringConvertible { let description: String }

    /// The module's path (throws the link's failure).
    static func module() throws -> URL { try linked.get().appendingPathComponent("transit.so") }

    /// Runs stock `lua5.4` (or busted, or anything) with the module first on the C path:
    /// LUA_CPATH_5_4, which lua5.4 reads before LUA_CPATH; `;;` keeps the default path after
    /// it (busted needs its own C modules).
    static func withModule(_ program: String, _ arguments: [String], input: String? = nil,
                           in directory: URL = fixtures) throws -> Run {
        let dir = try linked.get()
        return run(program, arguments, input: input, in: directory,
                   environment: ["LUA_CPATH_5_4": "\(dir.path)/?.so;;", "LUA_INIT": "", "LUA_INIT_5_4": ""])
    }

    /// This build's `transit`.
    static func transit(_ arguments: [String], in directory: URL = fixtures) -> Run {
        run(products.appendingPathComponent("transit").path, arguments, in: directory)
    }

    static func run(_ program: String, _ arguments: [String], input: String? = nil, in directory: URL,
                    environment: [String: String] = [:]) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.contains("/") ? program : (which(program) ?? "/usr/bin/\(program)"))
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do { try process.run() } catch {
            return Run(status: -1, stdout: "", stderr: "cannot run \(program): \(error)")
        }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        // stderr is read on another thread: a program that fills one pipe while we wait on
        // the other would never end
        let errors = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errors.data
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}
