import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitCore
@testable import TransitRender

/// 300 views nested in each other (UIKit has no depth limit): the SVG nests its groups at
/// most ``Painter/maxNesting`` deep — rsvg-convert refuses 256 — and every view still lands
/// where its superviews put it.
@Suite struct DeepTreeSVGTests {
    /// `v1` in the window, each `vK` in `v(K-1)` at (1, 1); `v200` clips, `v250` is at half
    /// alpha and has a border.
    static let deep = """
    local p = window
    for i = 1, 300 do
      local v = View{name = "v" .. i, frame = Rect(1, 1, 300, 300), backgroundColor = Color.red,
                     clipsToBounds = (i == 200), alpha = (i == 250) and 0.5 or 1}
      if i == 250 then v.layer.borderWidth = 2 end
      p:addSubview(v); p = v
    end
    """

    /// The deepest nesting of elements in `svg`.
    final class Depth: NSObject, XMLParserDelegate {
        var depth = 0, deepest = 0
        func parser(_ parser: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) { depth += 1; deepest = max(deepest, depth) }
        func parser(_ parser: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) { depth -= 1 }
    }

    @Test func deepTreesNestBoundedAndDrawInPlace() throws {
        let r = try Scenes.record(Self.deep, Sampling(at: [.ticks(0)]), name: "deep.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
        let depth = Depth()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = depth
        #expect(parser.parse())
        // the svg and the screen's clip; then the window and v1…v99 nested; then a flat view
        // under v200's clip: the clip's group, the map's, the view's own, its background
        #expect(depth.deepest == 2 + Painter.maxNesting + 4, "\(depth.deepest)")
        let read = SVGReader.read(svg)
        for k in [1, 99, 100, 101, 200, 250, 300] {
            let corners = try #require(read.corners(of: "v\(k)"), "v\(k)")
            expectClose(corners[0].x, Double(k)); expectClose(corners[0].y, Double(k))
            expectClose(corners[2].x, Double(k + 300)); expectClose(corners[2].y, Double(k + 300))
        }
        // v200's clip, in the anchor's (v99's) coordinates, where v100…v200 put it
        #expect(svg.contains("<clipPath id=\"v-clip201\"><rect x=\"0\" y=\"0\" width=\"300\" height=\"300\" transform=\"matrix(1,0,0,1,101,101)\"/></clipPath>"))
        // one group, shared by v201…v300 and v250's border
        #expect(svg.components(separatedBy: "clip-path=\"url(#v-clip201)\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "opacity=\"0.5\"").count - 1 == 1 + 50 + 1)  // v250, its 50 subviews' wrappers, its border
    }

    /// A chain of 2,000 views, every twentieth clipping: each clip group is opened once and
    /// shared by the flat views under it, so the document grows with the views, not with
    /// views × clips (each flat view opened every clip above it: with every other view
    /// clipping, 10,000 views made one frame of 885 MB, holding 2.6 GB past --memory). The
    /// clips stay under a hundred, so the nesting stays within what an XML parser reads.
    @Test func clipsBelowTheNestingAreOpenedOnce() throws {
        let chain = """
        local p = window
        for i = 1, 2000 do
          local v = View{name = "v" .. i, frame = Rect(1, 1, 300, 300), backgroundColor = Color.red,
                         clipsToBounds = (i % 20 == 0)}
          p:addSubview(v); p = v
        end
        """
        let r = try Scenes.record(chain, Sampling(at: [.ticks(0)]), name: "chain.lua")
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(svg.utf8.count < 1_000_000, "\(svg.utf8.count) bytes")
        #expect(xmlProblem(svg) == nil, "\(xmlProblem(svg) ?? "")")
        let opened = svg.components(separatedBy: "<g clip-path=\"url(#v-clip").count - 1
        let defined = svg.components(separatedBy: "<clipPath id=\"v-clip").count - 1
        // every clip once, but v2000's: nothing is under it
        #expect(opened == defined - 1 && defined == 100, "\(opened) groups for \(defined) clips")
        let read = SVGReader.read(svg)
        for k in [99, 101, 1000, 2000] {
            let corners = try #require(read.corners(of: "v\(k)"), "v\(k)")
            expectClose(corners[0].x, Double(k)); expectClose(corners[0].y, Double(k))
        }
    }
}
