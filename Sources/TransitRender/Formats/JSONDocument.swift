import TransitCore

/// `--format json`: the recording as one JSON object (keys sorted, numbers as in traces):
///
///     {"events":[…],"frames":[{"time":0,"views":[{"alpha":1,"frame":[0,-852,393,852],…}]}],
///      "screen":{"height":852,"name":"iPhone 15","width":393},"script":"…","span":[0,2.5]}
///
/// Views carry their presentation values (`frame`, `bounds`, `center`, `transform` as
/// `[a,b,c,d,tx,ty]`, `alpha`, `background` as `[r,g,b,a]` or null, `cornerRadius`), their
/// model flags (`hidden`, `clips`; `back` when a single-sided layer shows its back), `depth` in the tree, and content (`text`, `image`).
/// Events carry their `kind`, `time`, their fields, and `text`, the timeline line; an
/// animation's `begin` has `easing`, its curve at 65 points.
public enum JSONDocument {
    public static func text(_ recording: Recording, views: ViewSelection = .all) -> String {
        var text = ""
        write(recording, views: views, check: {}) { text += $0 }
        return text
    }

    /// The document a piece at a time — its head, each frame, its tail — so that a long
    /// recording is never held whole as text (`transit render` writes the pieces as they
    /// come). `check` runs before each frame: the render's `--time` stops it there.
    static func write(_ recording: Recording, views: ViewSelection = .all, check: () throws -> Void = {},
                      to out: (String) throws -> Void) rethrows {
        // the keys in the order JSONValue sorts them: events, frames, screen, script, span
        try out("{\"events\":" + JSONValue.array(recording.events.map { event($0, curves: recording.curves) }).text()
                + ",\"frames\":[")
        for (i, f) in recording.frames.enumerated() {
            try check()
            try out((i > 0 ? "," : "") + frame(f.selecting(views)).text())
        }
        let screen: JSONValue = .object(["name": .string(recording.screen.name),
                                         "width": .number(recording.screen.bounds.width),
                                         "height": .number(recording.screen.bounds.height)])
        try out("],\"screen\":" + screen.text() + ",\"script\":" + JSONValue.string(recording.script).text()
                + ",\"span\":" + JSONValue.array([seconds(recording.from), seconds(recording.to)]).text() + "}\n")
    }

    static func frame(_ frame: Frame) -> JSONValue {
        .object(["time": seconds(frame.tick), "views": .array(frame.views.map(view))])
    }

    static func view(_ v: ViewSnapshot) -> JSONValue {
        let p = v.presentation
        let t = p.transform
        var fields: [String: JSONValue] = [
            "id": .number(Double(v.id)), "name": .string(v.name), "type": .string(v.type),
            "depth": .number(Double(v.depth)),
            "frame": rect(p.frame), "bounds": rect(p.bounds), "center": numbers([p.center.x, p.center.y]),
            "transform": numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]), "alpha": .number(p.alpha),
            "background": p.backgroundColor.map(color) ?? .null, "cornerRadius": .number(p.cornerRadius),
            "hidden": .bool(v.isHidden), "clips": .bool(v.clipsToBounds),
        ]
        if p.hasPerspective { fields["transform3D"] = numbers(p.transform3D.entries) }
        if v.showsBack { fields["back"] = .bool(true) }     // only when set: documents without one are unchanged
        switch v.content {
        case .none: break
        case .text(let text, let textColor, let size, let alignment):
            fields["text"] = .object(["string": .string(text), "color": color(textColor),
                                      "fontSize": .number(size), "alignment": .string(alignment.rawValue)])
        case .image(let name): fields["image"] = name.map(JSONValue.string) ?? .null
        }
        return .object(fields)
    }

    static func event(_ event: TimelineEvent, curves: [Int: CurveSamples]) -> JSONValue {
        var f: [String: JSONValue] = ["time": seconds(event.tick), "text": .string(event.description)]
        switch event {
        case .animationBegan(let b):
            f["kind"] = .string("begin")
            f["id"] = .number(Double(b.id))
            f["views"] = .array(b.viewNames.map(JSONValue.string))
            f["properties"] = .array(b.properties.map(JSONValue.string))
            f["duration"] = .number(b.duration)
            f["delay"] = .number(b.delay)
            f["curve"] = .string(b.curve)
            f["repeat"] = b.repeatCount.isInfinite ? .string("forever") : .number(b.repeatCount)
            f["autoreverses"] = .bool(b.autoreverses)
            f["origin"] = .string(b.origin)
            if let samples = curves[b.id] { f["easing"] = numbers(samples.values) }
        case .animationEnded(let id, _, let finished), .completionCalled(let id, _, let finished):
            if case .animationEnded = event { f["kind"] = .string("end") } else { f["kind"] = .string("completion") }
            f["id"] = .number(Double(id))
            f["finished"] = .bool(finished)
        case .transitionBegan(let b):
            f["kind"] = .string(b.kind.rawValue)
            f["id"] = .number(Double(b.id))
            f["controllers"] = .array(b.controllers.map(JSONValue.string))
            f["presenter"] = .string(b.presenter)
            f["style"] = b.style.map { .string($0.rawValue) } ?? .null
            f["animated"] = .bool(b.animated)
            f["origin"] = .string(b.origin)
        case .transitionCompleted(let kind, let id, _), .transitionCancelled(let kind, let id, _):
            if case .transitionCompleted = event { f["kind"] = .string("completed") } else { f["kind"] = .string("cancelled") }
            f["transition"] = .string(kind.rawValue)
            f["id"] = .number(Double(id))
        case .interaction(let kind, let id, _, let change, let percent):
            f["kind"] = .string("interaction")
            f["change"] = .string(change.rawValue)
            f["transition"] = .string(kind.rawValue)
            f["id"] = .number(Double(id))
            f["percent"] = .number((percent * 1e6).rounded() / 1e6)      // as the trace prints it
        case .seguePerformed(let s):
            f["kind"] = .string(s.isUnwind ? "unwind" : "segue")
            f["identifier"] = .string(s.identifier)
            f["source"] = .string(s.source)
            f["destination"] = .string(s.destination)
            f["origin"] = .string(s.origin)
        case .timelineMark(let m):
            f["kind"] = .string("timeline")
            f["id"] = .number(Double(m.id))
            switch m.kind {
            case .plays(let properties, let duration, let labels, let origin):
                f["event"] = .string("plays")
                f["properties"] = .array(properties.map(JSONValue.string))
                f["duration"] = .number(duration)
                f["labels"] = .array(labels.map(JSONValue.string))
                f["origin"] = .string(origin)
            case .call(let time, let origin):
                f["event"] = .string("call")
                f["time"] = .number(time)
                f["origin"] = .string(origin)
            case .rests(let atEnd):
                f["event"] = .string("rests")
                f["atEnd"] = .bool(atEnd)
            case .cut(let properties):
                f["event"] = .string("cut")
                f["properties"] = .array(properties.map(JSONValue.string))
            }
        }
        return .object(f)
    }

    static func seconds(_ tick: Int64) -> JSONValue { .number(Double(tick) / Double(Clock.ticksPerSecond)) }
    static func numbers(_ xs: [Double]) -> JSONValue { .array(xs.map(JSONValue.number)) }
    static func rect(_ r: Rect) -> JSONValue { numbers([r.x, r.y, r.width, r.height]) }
    static func color(_ c: Color) -> JSONValue { numbers([c.r, c.g, c.b, c.a]) }
}
