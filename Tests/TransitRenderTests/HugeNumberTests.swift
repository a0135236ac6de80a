import Foundation
import Lua
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// Finite numbers too large to scale by 1e6 (above ~1.8e302) print as themselves in traces,
/// JSON and the player's data: never `inf`, and the JSON stays JSON.
@Suite struct HugeNumberTests {
    static let huge = """
    local v = View{name = "v", frame = Rect(0, 0, 1e303, 10)}
    window:addSubview(v)
    """

    @Test func hugeFiniteNumbersPrintAsThemselves() {
        #expect(Trace.n(1e303) == "1e+303")
        #expect(Trace.n(-1e303) == "-1e+303")
        #expect(Trace.n(1.8e302) == "1.8e+302")
        #expect(Trace.n(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(Trace.n(-.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
        // below, numbers are still rounded to six decimals
        #expect(Trace.n(0.1234564) == "0.123456")
        #expect(Trace.n(-0.0000001) == "0")
        #expect(Trace.n(123456.5) == "123456.5")
    }

    /// Above 2^53 a double has no fraction to round: the text reads back as the same double.
    @Test func largeDoublesReadBackExactly() {
        var x = 0x1p53
        var checked = 0
        while x.isFinite {
            for y in [x, x.nextUp, -x, -x.nextDown] {
                #expect(Double(Trace.n(y)) == y, "\(y) printed \(Trace.n(y))")
            }
            checked += 1
            x *= 3.7
        }
        #expect(checked == 515)
    }

    /// A layer transform whose map into the superview overflows (m44 = 1e308 at a centre of
    /// 60) is the script's error at its line, as an overflowing frame is; before, the trace
    /// drew `corners=((inf,inf),…)` and the SVG `matrix(nan,…)`.
    @Test func aLayerMapThatOverflowsIsTheScriptsError() throws {
        let scene = """
        local v = View{name = "v", frame = Rect(10, 10, 100, 100), backgroundColor = Color.red}
        window:addSubview(v)
        local t = Transform3D.identity
        t.m34, t.m44 = 0.001, 1e308
        v.layer.transform = t
        """
        let error = #expect(throws: LuaError.self) { try Scenes.record(scene, Sampling(at: [.ticks(0)]), name: "w.lua") }
        #expect(error?.message.contains("w.lua:5: transform Transform3D(") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("would make the layer's map into its superview overflow") == true)
    }

    @Test func theTraceOfAHugeViewHasNoInfinity() throws {
        let r = try Scenes.record(Self.huge, Sampling(at: [.ticks(0)]), name: "huge.lua")
        let v = try #require(r.frames[0].views.first { $0.name == "v" })
        #expect(Trace.values(v.presentation) == "frame=(0,0,1e+303,10) alpha=1 transform=identity")
    }

    @Test func theJSONOfAHugeViewIsJSON() throws {
        let r = try Scenes.record(Self.huge, Sampling(at: [.ticks(0)]), name: "huge.lua")
        let text = JSONDocument.text(r)
        #expect(!text.contains("inf") && !text.contains("nan"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        let views = try #require(frames.first?["views"] as? [[String: Any]])
        let v = try #require(views.first { $0["name"] as? String == "v" })
        #expect(v["frame"] as? [Double] == [0, 0, 1e303, 10])
        #expect(v["center"] as? [Double] == [5e302, 5])
    }

    @Test func thePlayersDataOfAHugeViewIsJSON() throws {
        let r = try Scenes.record(Self.huge, Sampling(at: [.ticks(0)]), name: "huge.lua")
        let page = HTMLPlayer.page([r])
        let start = try #require(page.range(of: "<script type=\"application/json\" class=\"player-data\">"))
        let end = try #require(page[start.upperBound...].range(of: "</script>"))
        let data = String(page[start.upperBound..<end.lowerBound])
        #expect(!data.contains("inf"))
        #expect(try JSONSerialization.jsonObject(with: Data(data.utf8)) is [String: Any])
        #expect(data.contains("frame=(0,0,1e+303,10)"))
    }
}
