import Testing
@testable import TransitCore

@Suite struct ColorTests {
    @Test func namedColorsHaveUIKitValues() {
        #expect(Color.gray == Color(0.5, 0.5, 0.5))
        #expect(Color.orange == Color(1, 0.5, 0))
        #expect(Color.purple == Color(0.5, 0, 0.5))
        #expect(Color.brown == Color(0.6, 0.4, 0.2))
        #expect(Color.darkGray.r == 1.0 / 3.0)
        #expect(Color.lightGray.g == 2.0 / 3.0)
        #expect(Color.clear == Color(0, 0, 0, 0))
        #expect(Color.cyan == Color(0, 1, 1) && Color.magenta == Color(1, 0, 1))
        #expect(Color.named.count == 15)
    }

    @Test func hexParsing() throws {
        let c = try Color(hex: "#FF8000")
        #expect(c == Color(1, 128.0 / 255, 0, 1))
        let d = try Color(hex: "00ff0080")
        #expect(d.g == 1 && d.a == 128.0 / 255)
        for bad in ["#FFF", "#GG0000", "", "#12345", "#+12345", "#123456789"] {
            #expect(coreError { _ = try Color(hex: bad) }?.kind == .invalidArgument, "\(bad)")
        }
    }

    @Test func interpolationIsComponentWise() {
        let m = Color.red.interpolated(to: Color(0, 0, 1, 0), 0.25)
        #expect(m == Color(0.75, 0, 0.25, 0.75))
        #expect(Color.orange.description == "Color(1, 0.5, 0, 1)")
    }
}
