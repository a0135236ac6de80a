import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// The layer's properties in renders: borders inside the bounds and above the subviews,
/// shadows blurred by half their radius, a 3D-turned view as its projected quadrilateral,
/// and the trace's projected corners.
@Suite struct LayerRenderTests {
    static let scene = """
    local card = View{frame = Rect(20, 40, 200, 100), backgroundColor = Color.white, cornerRadius = 10, name = "card"}
    card.layer.borderWidth = 4
    card.layer.borderColor = Color.red
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = Size(0, 5)
    card:addSubview(View{frame = Rect(0, 0, 50, 50), backgroundColor = Color.green, name = "inner"})
    window:addSubview(card)
    local door = View{frame = Rect(0, 0, 200, 100), backgroundColor = Color.blue, name = "door"}
    door.layer.anchorPoint = Point(0, 0.5)
    door.center = Point(0, 250)
    local p = Transform3D.identity
    p.m34 = -1 / 500
    door.layer.transform = Transform3D.rotation(math.pi / 3, 0, 1, 0):concatenating(p)
    window:addSubview(door)
    """

    /// The door's far corners: x = 200·cos 60° over w = 1 + 200·sin 60°/500, y = ±50/w about 250.
    static let w = 1 + 200 * 3.0.squareRoot() / 2 / 500
    static let far = (x: 100 / w, top: 250 - 50 / w, bottom: 250 + 50 / w)

    @Test func bordersAndShadowsFollowCoreAnimation() throws {
        let r = try Scenes.record(Self.scene, Sampling(at: [.ticks(0)]), name: "layers.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(xmlProblem(svg) == nil)
        // inset by half the width, radius 10 − 2, drawn after the subview
        let border = "<rect x=\"2\" y=\"2\" width=\"196\" height=\"96\" rx=\"8\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"4\"/>"
        let inner = try #require(svg.range(of: "fill=\"#00ff00\""))
        let borderAt = try #require(svg.range(of: border))
        #expect(inner.lowerBound < borderAt.lowerBound)
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"3\"/>"))
        #expect(svg.contains("fill=\"#000000\" fill-opacity=\"0.5\" transform=\"translate(0,5)\""))
        let card = try #require(TraceText.lines(r.frames[0]).first { $0.contains(" card ") })
        #expect(card.hasSuffix(" cornerRadius=10 shadow=(opacity 0.5,radius 6,offset 0 5,color 0 0 0 1) border=(4,1 0 0 1)"), "\(card)")
    }

    /// A blur as wide as a number can say: shadowRadius 1e308 reaches 1.5e308 past the shape,
    /// and the filter region's size (twice that and the shape) overflowed to `width="inf"`,
    /// which is no SVG number. The region is clamped to Double's range: it still covers
    /// everything a picture can show.
    @Test func aHugeShadowRadiusKeepsItsFilterRegionFinite() throws {
        let scene = """
        local v = View{frame = Rect(10, 10, 100, 100), backgroundColor = Color.red, name = "v"}
        v.layer.shadowOpacity = 1
        v.layer.shadowRadius = 1e308
        window:addSubview(v)
        """
        let r = try Scenes.record(scene, Sampling(at: [.ticks(0)]), name: "blur.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(xmlProblem(svg) == nil)
        #expect(!svg.contains("inf"))
        #expect(svg.contains("x=\"-1.5e+308\" y=\"-1.5e+308\" width=\"1.7976931348623157e+308\" height=\"1.7976931348623157e+308\">"
                             + "<feGaussianBlur stdDeviation=\"5e+307\"/>"), "\(svg)")
    }

    @Test func aViewThatClipsHasNoShadow() throws {
        let r = try Scenes.record(Self.scene + "\ncard.clipsToBounds = true", Sampling(at: [.ticks(0)]), name: "layers.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(!svg.contains("feGaussianBlur") && !svg.contains("translate(0,5)"))
        #expect(svg.contains("stroke=\"#ff0000\""))                 // the border stays
    }

    @Test func aTurnedViewIsItsProjectedQuadrilateral() throws {
        let r = try Scenes.record(Self.scene, Sampling(at: [.ticks(0)]), name: "layers.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        let n = Trace.n, f = Self.far
        let points = "0,200 \(n(f.x)),\(n(f.top)) \(n(f.x)),\(n(f.bottom)) 0,300"
        #expect(svg.contains("points=\"\(points)\" fill=\"#0000ff\""), "\(svg)")
        let door = try #require(TraceText.lines(r.frames[0]).first { $0.contains(" door ") })
        #expect(door.contains("corners=((0,200),(\(n(f.x)),\(n(f.top))),(\(n(f.x)),\(n(f.bottom))),(0,300))"), "\(door)")
        #expect(door.contains("frame=(0,200,\(n(f.x)),100)") && door.contains("anchor=(0,0.5)"))
        let json = JSONDocument.text(r)
        #expect(json.contains("\"transform3D\":["))
    }

    /// A quarter turn about y leaves the door edge-on, a line: no polygon, not even its border.
    @Test func aViewSeenEdgeOnIsNotDrawn() throws {
        let edgeOn = "\ndoor.layer.borderWidth = 8\ndoor.layer.transform = Transform3D.rotation(math.pi / 2, 0, 1, 0):concatenating(p)"
        let r = try Scenes.record(Self.scene + edgeOn, Sampling(at: [.ticks(0)]), name: "layers.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(!svg.contains("fill=\"#0000ff\"") && !svg.contains("<polygon"), "\(svg)")
        let r2 = try Scenes.record(Self.scene + "\ndoor.layer.borderWidth = 8", Sampling(at: [.ticks(0)]), name: "layers.lua")
        #expect(SVGFrame.document(r2.frames[0], script: r2.script).contains("<polygon points="))   // turned 60°: drawn
    }

    /// A turned view's shadow is its projected polygon, offset and blurred as a flat one's:
    /// opacity 0.5 of black, a radius of 4 blurred by 2, moved down 3 (shadowOffset (0, 3)).
    @Test func aTurnedViewsShadowIsItsProjectedPolygon() throws {
        let shadow = "\ndoor.layer.shadowOpacity = 0.5\ndoor.layer.shadowRadius = 4\ndoor.layer.shadowOffset = Size(0, 3)"
        let r = try Scenes.record(Self.scene + shadow, Sampling(at: [.ticks(0)]), name: "layers.lua")
        let lines = SVGFrame.document(r.frames[0], script: r.script).split(separator: "\n")
        let polygons = lines.filter { $0.contains("<polygon") }
        #expect(polygons.count == 2, "\(polygons)")          // the shadow, then the door itself
        let first = String(polygons.first ?? "")
        #expect(first.contains("transform=\"translate(0,3)\"") && first.contains("filter=\"url(#"), "\(first)")
        #expect(lines.contains { $0.contains("<feGaussianBlur stdDeviation=\"2\"/>") })
        #expect(polygons.last?.contains("data-projected=") == true)
    }
}

/// zPosition reorders siblings (with their subtrees) in the drawing, stably.
@Suite struct ZOrderRenderTests {
    @Test func aHigherZPositionIsDrawnLaterWithItsSubtree() throws {
        let source = """
        local a = View{frame = Rect(0, 0, 50, 50), name = "a"}
        a:addSubview(View{frame = Rect(0, 0, 10, 10), name = "a1"})
        local b = View{frame = Rect(0, 0, 50, 50), name = "b"}
        local c = View{frame = Rect(0, 0, 50, 50), name = "c"}
        window:addSubview(a); window:addSubview(b); window:addSubview(c)
        a.layer.zPosition = 2
        c.layer.zPosition = -1
        """
        let r = try Scenes.record(source, Sampling(at: [.ticks(0)]), name: "z.lua")
        let names = r.frames[0].views.map(\.name).filter { ["a", "a1", "b", "c"].contains($0) }
        #expect(names == ["c", "b", "a", "a1"])
    }
}

/// Colour strings clamp to 0…1 and read NaN as 0, so no value reaching a render can trap in
/// the integer conversion; a fill and a stroke are the same paint.
@Suite struct PaintTests {
    @Test func hexClampsAndNeverTraps() {
        #expect(SVGFrame.hex(1, 0.5, 0) == "#ff8000")             // 0.5 · 255 = 127.5 → 128 = 0x80
        #expect(SVGFrame.hex(2, -1, .nan) == "#ff0000")
        #expect(SVGFrame.hex(.infinity, -.infinity, 0.0039) == "#ff0001")
    }

    @Test func fillAndStrokeShareThePaint() {
        let c = Color(r: 1, g: 0, b: 0, a: 0.5)
        #expect(SVGFrame.fill(c) == " fill=\"#ff0000\" fill-opacity=\"0.5\"")
        #expect(LayerShapes.stroke(c, width: 2) == " stroke=\"#ff0000\" stroke-opacity=\"0.5\" stroke-width=\"2\"")
        #expect(SVGFrame.fill(Color(r: 0, g: 0, b: 1, a: .nan)) == " fill=\"#0000ff\" fill-opacity=\"0\"")
    }
}
