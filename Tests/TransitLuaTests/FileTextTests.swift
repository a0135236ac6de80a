import Foundation
import Testing
@testable import TransitLua

/// `FileText.readBytes` sizes its read buffer from the file's size (a page at least, 64 KiB
/// at most): every size around those bounds reads back byte for byte.
@Suite struct FileTextTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 65535, 65536, 65537, 200_001])
    func aFileReadsBackWhole(size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("transit-read-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let (read, error) = FileText.readBytes(path)
        #expect(error == nil)
        #expect(read == bytes)
    }

    /// /proc's files say they hold 0 bytes: read to their end all the same.
    @Test func aFileThatSaysItIsEmptyIsReadToItsEnd() {
        let (read, error) = FileText.readBytes("/proc/self/status")
        #expect(error == nil)
        #expect(String(decoding: read ?? [], as: UTF8.self).contains("\nPid:\t"))
    }
}
