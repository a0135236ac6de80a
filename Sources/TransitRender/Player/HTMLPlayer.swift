import TransitLua

/// `--format html`: one self-contained page that plays the recordings — one player per
/// script, so several scripts make a gallery.
///
/// The page fetches nothing: a Content-Security-Policy of `default-src 'none'` (inline
/// script and style allowed) forbids every request, and the page counts any refusal in
/// `body[data-csp-violations]`. Each player's recording is embedded as JSON: per frame its
/// time, the stage as HTML boxes placed by CSS `matrix3d` (``CSSStage``: 3D views as a
/// browser projects them), in a comparison the SVG of the frame drawn by ``SVGFrame`` (what
/// the comparison panes show, as `--format svg`), and the view list's values in the trace format; plus the timeline events,
/// each animation's curve as points. ``PlayerScript`` draws it.
///
/// A URL fragment makes a page deterministic for screenshots and tests: `#t=0.35` shows
/// that instant, `&play` starts playing, `&speed=0.25`, `&in=0.2&out=1.1` set the loop.
public enum HTMLPlayer {
    public static func page(_ recordings: [Recording], views: ViewSelection = .all, size: PictureSize = .scale(1),
                            debug: Bool = false, compare: Bool = false, reloadSource: String? = nil,
                            progress: (Int, Int, Int) -> Void = { _, _, _ in }) -> String {
        var html = ""
        write(recordings, views: views, size: size, debug: debug, compare: compare, reloadSource: reloadSource,
              progress: progress, check: {}) { html += $0 }
        return html
    }

    /// The page a piece at a time — each frame's data as it is made — so that a long
    /// recording is never held whole as text (`transit render` writes the pieces as they
    /// come). `check` runs before each frame: the render's `--time` stops it there.
    static func write(_ recordings: [Recording], views: ViewSelection = .all, size: PictureSize = .scale(1),
                      debug: Bool = false, compare: Bool = false, reloadSource: String? = nil,
                      progress: (Int, Int, Int) -> Void = { _, _, _ in }, check: () throws -> Void = {},
                      to out: (String) throws -> Void) rethrows {
        let title = "transit render: " + recordings.map(\.script).joined(separator: ", ")
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'\(reloadSource == nil ? "" : " 'self' file:"); style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.text(title))</title>
        <style>\(PlayerStyle.css)</style>
        </head>
        <body data-csp-violations="0"\(compare ? " data-compare=\"true\"" : "")>

        """
        let diff = compare && recordings.count == 2 ? MotionDiff.lanes(recordings[0], recordings[1]) : nil
        if let diff { html += CompareSection.html(recordings[0], recordings[1], lanes: diff) }
        else if recordings.count > 1 { html += "<h1>Transit gallery</h1>\n" }
        try out(html)
        let total = recordings.reduce(0) { $0 + $1.frames.count }
        var done = 0
        for (i, recording) in recordings.enumerated() {
            let differs = diff.map { lanes in
                Dictionary(uniqueKeysWithValues: lanes.filter { !$0.differences.isEmpty }
                    .map { ($0.label, $0.differences.joined(separator: ", ")) })
            } ?? [:]
            try out(sectionStart(number: i + 1))
            try data(recording, views: views, size: size, debug: debug, prefix: "p\(i + 1)", differs: differs,
                     svg: diff != nil, check: check, drew: {
                done += 1
                progress(done, total, $0)
            }, to: out)
            try out(sectionEnd(recording))
        }
        var end = "<script>\(PlayerScript.js)</script>\n"
        if let reloadSource { end += PlayerReload.script(source: reloadSource) }
        try out(end + "</body>\n</html>\n")
    }

    /// One player's markup, around its data (``data(_:views:size:debug:prefix:differs:svg:check:drew:to:)``);
    /// the script fills the stage, the view list, the timeline and the curves.
    static func sectionStart(number: Int) -> String {
        """
        <section class="player" id="player-\(number)" tabindex="0" data-time="" data-frame="">
        <script type="application/json" class="player-data">
        """
    }

    static func sectionEnd(_ r: Recording) -> String {
        """
        </script>
        <h2>\(Markup.text(r.script))</h2>
        <div class="layout">
        <div class="stage"></div>
        <div class="side">
        <h3>Running animations</h3>
        <div class="curves"></div>
        <h3>Views <span class="hint">animating first · hover or click to highlight · dashed: the model, where it will be</span></h3>
        <div class="view-list"><table class="views"><thead><tr><th>view</th><th>type</th><th>presentation</th></tr></thead><tbody></tbody></table></div>
        </div>
        </div>
        <div class="controls">
        <button type="button" class="play">Play</button>
        <input type="range" class="scrubber" min="0" max="\(max(r.frames.count - 1, 0))" step="1" value="0" aria-label="frame">
        <output class="time"></output>
        <select class="speed" aria-label="speed"><option value="1">1×</option><option value="0.5">½×</option><option value="0.25">¼×</option><option value="0.1">0.1×</option></select>
        <button type="button" class="set-in" title="loop from here (i)">In</button>
        <button type="button" class="set-out" title="loop to here (o)">Out</button>
        <button type="button" class="clear-loop">Clear loop</button>
        <output class="loop"></output>
        </div>
        <output class="lane-tip"></output>
        <svg class="timeline" xmlns="http://www.w3.org/2000/svg" aria-label="timeline"></svg>
        <p class="keys">← → step a frame · [ ] previous/next key moment · space play/pause · i/o loop in/out · click the timeline to seek</p>
        </section>

        """
    }

    /// The embedded recording, a frame at a time (keys in JSONValue's sorted order: canvas,
    /// differs, events, frames, script, span). `canvas` is the points every frame's window and
    /// margin fit in (``SVGFrame/canvas(_:)``): the player shows every frame at its scale.
    /// `svg`: each frame's SVG too, for the comparison panes (only a comparison shows it).
    static func data(_ r: Recording, views: ViewSelection, size: PictureSize, debug: Bool, prefix: String,
                     differs: [String: String] = [:], svg withSVG: Bool = false, check: () throws -> Void = {},
                     drew: (Int) -> Void, to out: (String) throws -> Void) rethrows {
        let canvas = SVGFrame.canvas(r.frames)
        try out("{\"canvas\":" + JSONValue.array([canvas.width, canvas.height].map(JSONValue.number)).text(forScript: true)
                + ",\"differs\":" + JSONValue.object(differs.mapValues(JSONValue.string)).text(forScript: true)
                + ",\"events\":" + JSONValue.array(r.events.map { JSONDocument.event($0, curves: r.curves) }).text(forScript: true)
                + ",\"frames\":[")
        for (i, frame) in r.frames.enumerated() {
            try check()
            let listed = frame.selecting(views).views.map { v -> JSONValue in
                let b = v.presentation.bounds
                return .object(["name": .string(v.name), "type": .string(v.type), "depth": .number(Double(v.depth)),
                                "id": .number(Double(v.id)),
                                "bounds": .array([b.x, b.y, b.width, b.height].map(JSONValue.number)),
                                "values": .string(Trace.values(v.presentation, hidden: v.isHidden, back: v.showsBack, clips: v.clipsToBounds))])
            }
            // the model's outline ("where it will be") of each view whose geometry animates
            let ghosts = frame.views.compactMap { v -> JSONValue? in
                guard let corners = v.modelCorners, !v.isHidden else { return nil }
                return .object(["id": .number(Double(v.id)), "name": .string(v.name),
                                "points": .string(corners.map { Trace.n($0.x) + "," + Trace.n($0.y) }.joined(separator: " "))])
            }
            let stage = CSSStage.html(frame, prefix: prefix, debug: debug, chrome: DeviceChrome(screen: r.screen))
            var fields: [String: JSONValue] = ["time": JSONDocument.seconds(frame.tick), "html": .string(stage),
                                               "views": .array(listed), "ghosts": .array(ghosts)]
            if withSVG {
                fields["svg"] = .string(SVGFrame.element(frame, script: r.script, size: size, debug: debug, prefix: prefix,
                                                         chrome: DeviceChrome(screen: r.screen)))
            }
            drew(frame.views.count)
            try out((i > 0 ? "," : "") + JSONValue.object(fields).text(forScript: true))
        }
        try out("],\"script\":" + JSONValue.string(r.script).text(forScript: true)
                + ",\"span\":" + JSONValue.array([JSONDocument.seconds(r.from), JSONDocument.seconds(r.to)]).text(forScript: true) + "}")
    }
}
