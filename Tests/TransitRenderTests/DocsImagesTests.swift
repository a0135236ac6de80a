import Foundation
import Testing

/// docs/render.md's pictures are `make docs`'s output (docs/images/): each one the page
/// shows is there, is a PNG of the size `make docs` makes it, and nothing there is unused.
@Suite struct DocsImagesTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")

    /// `images/x.png` of every `](images/x.png)` in render.md, in order.
    static func referenced() throws -> [String] {
        let page = try String(contentsOf: docs.appendingPathComponent("render.md"), encoding: .utf8)
        return page.components(separatedBy: "](images/").dropFirst().map { "images/" + $0.prefix { $0 != ")" } }
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16…23, big-endian), nil if not a PNG.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func word(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func everyPictureThePageShowsIsThereAtItsSize() throws {
        let names = try Self.referenced()
        #expect(names == ["images/rotation-50.png", "images/player-zoom.png", "images/player-zoom-highlight.png",
                          "images/zoom-0.3.png"])
        var sizes: [String: String] = [:]
        for name in names {
            let data = try Data(contentsOf: Self.docs.appendingPathComponent(name))
            let size = try #require(Self.pngSize(data), "\(name) is not a PNG")
            sizes[name] = "\(size.0)x\(size.1)"
        }
        // Chromium's window; the device frames are the window's points plus the 8 pt margin, at the scale
        #expect(sizes == ["images/player-zoom.png": "1200x900", "images/player-zoom-highlight.png": "1200x900",
                          "images/zoom-0.3.png": "409x868", "images/rotation-50.png": "434x205"])
    }

    @Test func nothingInTheFolderIsUnused() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.docs.appendingPathComponent("images").path)
        #expect(Set(files.map { "images/" + $0 }) == Set(try Self.referenced()))
    }
}
