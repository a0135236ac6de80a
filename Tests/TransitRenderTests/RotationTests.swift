import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// Seed 003's unwind: the third view is thrown to (W, H) while turning by π over 1 s with
/// UIKit's default ease-in-ease-out. Its corners in the SVG must be where that motion puts
/// them (to a thousandth of a point), computed here from the seed's description alone: the eased fraction from the
/// curve's Bézier control points (solved by bisection, not the engine's solver), the
/// centre from (W/2, H/2) to (3W/2, 3H/2), the angle from 0 to π.
@Suite struct RotationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// CSS/CA `cubic-bezier(0.42, 0, 0.58, 1)` at x, by bisection on the curve's x(s).
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }

    @Test(arguments: [1.5, 1.75, 2.0, 2.3, 2.45])
    func theThrownViewsCornersAreWhereTheRotationPutsThem(seconds: Double) throws {
        let path = Self.root.appendingPathComponent("scripts/examples/segues.lua").path
        let recording = try Recording.record(file: path, sampling: Sampling(at: [.ticks(Int64(seconds * 1e6))]))
        let svg = SVGFrame.document(recording.frames[0], script: recording.script)
        #expect(xmlProblem(svg) == nil)
        let corners = try #require(SVGReader.read(svg).corners(of: "thirdView"))

        let (w, h) = (393.0, 852.0)                    // iPhone 15, the default screen
        let e = Self.easeInOut(seconds - 1.5)         // the first unwind begins at 1.5 s
        let center = Point(x: w / 2 + w * e, y: h / 2 + h * e)
        let angle = Double.pi * e
        let expected = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map { (x, y) in
            Point(x: center.x + x * cos(angle) - y * sin(angle), y: center.y + x * sin(angle) + y * cos(angle))
        }
        // the engine's Bézier solver is exact to 1e-6 in progress: 1e-3 pt over 852 pt
        for (got, want) in zip(corners, expected) {
            expectClose(got.x, want.x, 1e-3)
            expectClose(got.y, want.y, 1e-3)
        }
    }
}
