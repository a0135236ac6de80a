import Foundation

/// Runs a built executable of this package (or any program) and captures what it printed.
struct Execution {
    let status: Int32
    let reason: Process.TerminationReason
    let stdout: String
    let stderr: String
    /// What was written, byte for byte (`stdout` and `stderr` decode it as UTF-8, replacing
    /// bytes that are not: a Lua string is bytes, and differential tests compare those).
    var stdoutBytes = Data()
    var stderrBytes = Data()
}

enum Executable {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding the products of this build (where `transit` is).
    static var products: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// `environment` adds to (or replaces in) this process's environment.
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Execution {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let path = program.contains("/") ? URL(fileURLWithPath: program) : products.appendingPathComponent(program)
        process.executableURL = FileManager.default.isExecutableFile(atPath: path.path) ? path
            : URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = process.executableURL == path ? arguments : [program] + arguments
        process.currentDirectoryURL = directory ?? root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Execution(status: process.terminationStatus, reason: process.terminationReason,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self),
                         stdoutBytes: outData, stderrBytes: errData)
    }

    static func transit(_ arguments: String...) throws -> Execution { try run("transit", arguments) }
}
