import TransitCore

/// ``DeviceChrome`` as SVG elements in window coordinates, for ``SVGFrame``: what lies
/// under the app (nothing), over it (the status bar, the Dynamic Island, the home
/// indicator — iOS draws them above every window), and around it (the device's bezel).
enum ChromeElements {
    /// The status bar's text and glyphs: dark, as over a light app (iOS's default style).
    static let ink = "#000000"

    /// Status bar, island and home indicator, above the app.
    static func overlay(_ chrome: DeviceChrome, size: Size) -> [String] {
        var lines: [String] = []
        let bar = chrome.statusBar(size)
        let landscape = size.width > size.height
        if bar > 0 {
            // the time on the left, signal and battery on the right: where iOS puts them
            // (beside the island when there is one)
            let y = bar / 2 + (chrome.hasIsland ? 4 : 0)
            let side = chrome.hasIsland ? (size.width - 126) / 4 : 40
            let right = size.width - side
            lines.append("<g class=\"status-bar\" data-height=\"\(n(bar))\">")
            lines.append("<text x=\"\(n(side))\" y=\"\(n(y))\" font-size=\"15\" font-weight=\"600\" font-family=\"\(Content.fontFamily)\""
                         + " text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"\(ink)\">9:41</text>")
            for i in 0..<4 {                      // cellular bars, rising
                let h = 3.0 + Double(i) * 2
                lines.append("<rect x=\"\(n(right - 30 + Double(i) * 4.5))\" y=\"\(n(y + 5 - h))\" width=\"3\" height=\"\(n(h))\" rx=\"0.8\" fill=\"\(ink)\"/>")
            }
            lines.append("<rect x=\"\(n(right - 8))\" y=\"\(n(y - 5.5))\" width=\"24\" height=\"11\" rx=\"3\" fill=\"none\" stroke=\"\(ink)\" stroke-opacity=\"0.4\"/>")
            lines.append("<rect x=\"\(n(right - 6))\" y=\"\(n(y - 3.5))\" width=\"20\" height=\"7\" rx=\"1.5\" fill=\"\(ink)\"/>")
            lines.append("</g>")
        }
        if chrome.hasIsland {
            // 126 × 37 pt, 11 pt from the top edge; in landscape along the left edge
            let island = landscape
                ? "x=\"11\" y=\"\(n((size.height - 126) / 2))\" width=\"37\" height=\"126\""
                : "x=\"\(n((size.width - 126) / 2))\" y=\"11\" width=\"126\" height=\"37\""
            lines.append("<rect class=\"island\" \(island) rx=\"18.5\" fill=\"#000000\"/>")
        }
        if chrome.hasHomeIndicator {
            // 134 × 5 pt, 8 pt above the bottom edge (wider in landscape, as iOS draws it)
            let width = landscape ? 208.0 : 134.0
            lines.append("<rect class=\"home-indicator\" x=\"\(n((size.width - width) / 2))\" y=\"\(n(size.height - 13))\""
                         + " width=\"\(n(width))\" height=\"5\" rx=\"2.5\" fill=\"#000000\" fill-opacity=\"0.85\"/>")
        }
        return lines
    }

    /// The device's body around the screen: a dark band in the picture's margin, rounded
    /// like the screen.
    static func bezel(_ chrome: DeviceChrome, size: Size) -> String? {
        guard chrome != .none else { return nil }
        let r = chrome.radius(size)
        return "<rect class=\"device\" data-device=\(Markup.attribute(chrome.name)) x=\"-4\" y=\"-4\" width=\"\(n(size.width + 8))\""
            + " height=\"\(n(size.height + 8))\" rx=\"\(n(r + 4))\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"7\"/>"
    }

    /// The safe area's insets as tinted bands (the debug layer).
    static func safeArea(_ chrome: DeviceChrome, size: Size) -> [String] {
        let s = chrome.safeArea(size)
        let bands = [(0, 0, size.width, s.top), (0, size.height - s.bottom, size.width, s.bottom),
                     (0, 0, s.left, size.height), (size.width - s.right, 0, s.right, size.height)]
        return bands.filter { $0.2 > 0 && $0.3 > 0 }.map { x, y, w, h in
            "<rect class=\"safe-area\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#ff2d55\" fill-opacity=\"0.12\"/>"
        }
    }

    static func n(_ x: Double) -> String { SVGFrame.n(x) }
}
