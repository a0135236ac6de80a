import Foundation
import Testing

/// A layer's shadow reaches as far as its blur spreads it. The SVG filter region was the
/// shape's box and half its size around it: a 4-point-tall view's radius-20 shadow was cut
/// to a 2-point band either side (rsvg-convert drew white 10 points away), where Core
/// Animation, and the player's CSS `box-shadow`, spread it about 20 points.
@Suite struct ShadowReachTests {
    /// A white band 275 × 4 at y 200 on the iPhone SE's white window; its black shadow (opacity
    /// 1, radius 20, no offset) is the band blurred by a Gaussian of σ = 10 (half the radius).
    static let band = """
    device.profile = "iPhone SE"
    local band = View{frame = Rect(50, 200, 275, 4), backgroundColor = Color.white, name = "band"}
    band.layer.shadowOpacity = 1
    band.layer.shadowRadius = 20
    band.layer.shadowOffset = Size(0, 0)
    window:addSubview(band)
    """

    /// The grey a Gaussian of σ spreads a band of height h to, d points from its middle (far
    /// from its ends): 255 less the share of the band within ±h/2 of the blurred point.
    static func grey(distance d: Double, height h: Double, sigma: Double) -> Double {
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }
        return 255 * (1 - (phi((d + h / 2) / sigma) - phi((d - h / 2) / sigma)))
    }

    @Test(arguments: [12.0, 17.0])
    func theShadowFadesOverItsRadius(distance: Double) throws {
        let dir = try RenderCommandTests.scratch("shadow-\(Int(distance))")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("band.lua")
        try Self.band.write(to: script, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("band.png")
        let r = try RenderCommandTests.render(script.path, "--format", "png", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        // the band's middle is y 202; pixels are points plus the 8-point margin
        let p = try MovieCommandTests.pixel(out, frame: 0, 158, Int(202 - distance) + 8)
        let expected = Self.grey(distance: distance, height: 4, sigma: 10)   // 235.1 at 12, 245.3 at 17
        #expect(p.count == 3 && abs(Double(p[0]) - expected) <= 6, "\(p) vs \(expected)")
    }
}
