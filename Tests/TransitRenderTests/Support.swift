import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// Small scenes as Lua source, recorded without files.
enum Scenes {
    /// A card that slides, fades, rounds and turns a quarter over 0.5 s, clipping a label
    /// (markup characters in its text) and an image; a hidden view that must not be drawn.
    static let card = """
    local card = View{frame = Rect(20, 40, 200, 120), backgroundColor = Color(1, 0.5, 0, 1), name = "card",
                      clipsToBounds = true}
    window:addSubview(card)
    local label = Label{frame = Rect(10, 10, 180, 30), text = "<b>Tom & \\"Jerry\\"</b>", name = "title",
                        textColor = Color.white, fontSize = 15, textAlignment = "center"}
    card:addSubview(label)
    card:addSubview(ImageView{frame = Rect(10, 50, 60, 60), image = "cat.png", name = "photo"})
    window:addSubview(View{frame = Rect(0, 0, 50, 50), backgroundColor = Color.red, isHidden = true, name = "ghost"})
    View.animate(0.5, function()
      card.center = Point(200, 300)
      card.alpha = 0.5
      card.cornerRadius = 16
      card.transform = Transform.rotation(math.pi / 2)
    end)
    """

    static func record(_ source: String, _ sampling: Sampling, name: String = "card.lua") throws -> Recording {
        try Recording.record(script: name, sampling: sampling) { stage in
            try stage.run(source, chunkName: "@" + name)
        }
    }
}

/// Parses XML with Foundation's parser; the error, or nil when well-formed.
func xmlProblem(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown") at line \(parser.lineNumber)"
}

/// Asserts |a − b| ≤ tol.
func expectClose(_ a: Double, _ b: Double, _ tol: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tol, "\(a) vs expected \(b)", sourceLocation: sourceLocation)
}
