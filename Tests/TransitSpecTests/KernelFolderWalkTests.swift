import Foundation
import Testing
@testable import TransitSpec

/// The spec walk never enters the kernel's folders: `transit test /` walked /proc (each
/// process's open files, maps, and its `root` link back to /), /sys and /dev.
@Suite struct KernelFolderWalkTests {
    @Test(arguments: ["/proc/self/fdinfo", "/sys/kernel", "/dev"])
    func aKernelFolderIsNotWalked(folder: String) {
        var files: [String] = []
        FileSystem.walk(folder, into: &files)
        #expect(files.isEmpty, "\(files.prefix(3))")
    }

    /// Reached through a link in a project's folder, they are passed over too; the project's
    /// own files are listed.
    @Test func linksToKernelFoldersArePassedOver() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-kernel-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "".write(to: dir.appendingPathComponent("a_spec.lua"), atomically: true, encoding: .utf8)
        for (name, target) in [("dev", "/dev"), ("proc", "/proc/self/fdinfo"), ("sys", "/sys/kernel")] {
            try FileManager.default.createSymbolicLink(atPath: dir.path + "/" + name, withDestinationPath: target)
        }
        var files: [String] = []
        FileSystem.walk(dir.path, into: &files)
        #expect(files == [dir.path + "/a_spec.lua"])
    }
}
