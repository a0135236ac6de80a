import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TransitCore

/// Reads an SVG frame back the way a viewer would: each named view group's transform
/// composed with the groups around it, and the view's background rect — so tests check
/// where a view's corners land on screen from the SVG text alone.
final class SVGReader: NSObject, XMLParserDelegate {
    struct Placed {
        /// The view's coordinates → the document's.
        var map: TransitCore.AffineTransform
        /// The first rect drawn in the view's own coordinates (its background).
        var rect: Rect?
    }

    private var stack: [(name: String?, map: TransitCore.AffineTransform)] = [(nil, .identity)]
    private(set) var views: [String: Placed] = [:]
    private(set) var texts: [String] = []
    private var text: String?

    static func read(_ svg: String) -> SVGReader {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        _ = parser.parse()
        return reader
    }

    /// The corners of a view's background rect on screen: top-left, top-right,
    /// bottom-right, bottom-left.
    func corners(of name: String) -> [Point]? {
        guard let placed = views[name], let r = placed.rect else { return nil }
        return [Point(x: r.x, y: r.y), Point(x: r.maxX, y: r.y), Point(x: r.maxX, y: r.maxY), Point(x: r.x, y: r.maxY)]
            .map { $0.applying(placed.map) }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "g":
            let local = attributes["transform"].flatMap(Self.matrix) ?? .identity
            let map = local.concatenating(stack.last!.map)
            stack.append((attributes["data-name"], map))
            if let name = attributes["data-name"] { views[name] = Placed(map: map, rect: nil) }
        case "rect":
            if let name = stack.last?.name, views[name]?.rect == nil,
               let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
               let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init) {
                views[name]?.rect = Rect(x: x, y: y, width: w, height: h)
            }
        case "text": text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "g" { stack.removeLast() }
        if element == "text", let t = text { texts.append(t); text = nil }
    }

    /// `matrix(a,b,c,d,e,f)`.
    static func matrix(_ text: String) -> TransitCore.AffineTransform? {
        guard text.hasPrefix("matrix("), text.hasSuffix(")") else { return nil }
        let n = text.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0) }
        return n.count == 6 ? TransitCore.AffineTransform(n[0], n[1], n[2], n[3], n[4], n[5]) : nil
    }
}
