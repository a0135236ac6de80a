import Lua
import TransitCore

/// Looking at the stage: the view tree, watched expressions, the timeline, curves, the
/// device and its orientation — and the commands whose engine features have not landed yet.
enum InspectCommands {
    static let all: [Command] = [
        Command(name: "tree", argument: "[VIEW]", summary: "the view tree (or a named view's), model and on-screen values") { session, argument in
            let engine = session.replStage.engine
            let root = argument.isEmpty ? engine.window : engine.window.find(argument)
            guard let root else { throw CommandError(".tree: no view named '\(argument)' in the window") }
            for line in TreePrinter.lines(root) { session.console.line(line) }
        },
        Command(name: "watch", argument: "[EXPR]", summary: "print EXPR after every time step (alone: list the watches)") { session, argument in
            guard !argument.isEmpty else {
                session.console.line(session.watches.isEmpty ? "no watches" : session.watches.joined(separator: "\n"))
                return
            }
            if let error = session.replStage.syntaxError(in: Array(("return " + argument).utf8), chunkName: "=watch") {
                throw CommandError(".watch: \(error.message)")
            }
            if !session.watches.contains(argument) { session.watches.append(argument) }
            session.readingOnly { session.showWatch(argument) }
        },
        Command(name: "unwatch", argument: "[EXPR]", summary: "stop watching EXPR (alone: all)") { session, argument in
            if argument.isEmpty {
                session.watches.removeAll()
            } else {
                guard session.watches.contains(argument) else { throw CommandError(".unwatch: '\(argument)' is not watched") }
                session.watches.removeAll { $0 == argument }
            }
        },
        Command(name: "events", argument: "", summary: "the timeline so far") { session, argument in
            try Argument.none(argument, ".events")
            let engine = session.replStage.engine
            if let note = engine.timelineDroppedNote { session.console.line(note) }
            let timeline = engine.timeline
            session.console.line(timeline.isEmpty ? "no events yet" : timeline.map(\.description).joined(separator: "\n"))
        },
        Command(name: "explain", argument: "[TIMELINE]", summary: "a text Gantt of the animation blocks so far, or of a timeline (tl:explain())") { session, argument in
            try session.explain(argument)
        },
        Command(name: "ease", argument: "NAME", summary: "plot a curve: a name, an Easing value or a function t -> value") { session, argument in
            try session.plotCurve(argument)
        },
        Command(name: "device", argument: "[NAME]", summary: "the device profiles, or switch to one") { session, argument in
            try session.device(argument)
        },
        Command(name: "rotate", argument: "[ORIENTATION]", summary: "turn the device (the interface follows when allowed)") { session, argument in
            try session.rotate(argument)
        },
        Command(name: "spring", argument: "PARAMS", summary: "a spring's damping ratio, settling time, overshoot, and its UIKit / Core Animation / SwiftUI forms") { session, argument in
            try session.describeSpring(argument)
        },
    ]
}

private extension String {
    func trimmingSuffixNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}

extension Session {
    /// `.ease NAME`: a name is looked up in `Easing` first; anything else is evaluated.
    func plotCurve(_ argument: String) throws {
        guard !argument.isEmpty else {
            throw CommandError(".ease expects a curve: a name in Easing (easeInOut …), an Easing value or a function")
        }
        let isName = argument.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let expression = isName ? "Easing[\"\(argument)\"] or \(argument)" : argument
        let noCurve = CommandError(".ease: no curve '\(argument)' (a name in Easing, an Easing value or a function; Tab lists the names)")
        replStage.lua.startClock()
        let title: String, samples: [Double]
        do {
            let curve = try replStage.run("return " + expression, chunkName: "=ease")
            guard !curve.isEmpty, try replStage.format(curve) != "nil" else { throw noCurve }
            title = try replStage.format(curve)
            switch try replStage.samples(of: curve, count: CurvePlot.columns - 1) {
            case .values(let values): samples = values
            case .notACurve(type: "nil"): throw noCurve                       // a string Easing has no curve of
            case .notACurve(let type): throw CommandError(".ease: '\(argument)' is not a curve (a \(type))")
            }
        } catch let error as LuaError {
            throw CommandError(".ease: \(error.message)")
        }
        for line in CurvePlot.lines(title: title, samples: samples) { console.line(line) }
    }

    /// `.explain`: the animation blocks the engine recorded, drawn as `transit explain` draws
    /// them; `.explain EXPR`: the timeline EXPR evaluates to (its `explain()`).
    func explain(_ argument: String) throws {
        guard !argument.isEmpty else {
            let events = replStage.engine.timeline
            guard events.contains(where: { if case .animationBegan = $0 { true } else { false } }) else {
                console.line("no animation blocks yet")
                return
            }
            if let note = replStage.engine.timelineDroppedNote { console.line(note) }
            console.line(AnimationGantt.explain(events).trimmingSuffixNewlines())
            return
        }
        let result: String?
        // the time limit counts from this command, as for `.ease` and a watch: without it the
        // last input's deadline held, and `.explain tl` typed after a pause longer than `--time`
        // said "explain:1: time limit exceeded" before running a line
        replStage.lua.startClock()
        do {
            // only a table or a userdata is asked for its `explain`: indexing a number or a
            // boolean raised Lua's "attempt to index a number value (local 't')" (rev21); what
            // is not a timeline comes back as a NUL and its type, which no text of explain()
            // begins with
            let results = try replStage.run("local t = " + argument + "\nlocal kind = type(t)\n"
                + "if (kind == 'table' or kind == 'userdata') and type(t.explain) == 'function' then return t:explain() end\n"
                + "return '\\0' .. kind", chunkName: "=explain")
            result = try replStage.firstString(of: results)
        } catch {
            throw CommandError(".explain: \(error.message)")
        }
        guard let text = result, text.first != "\0" else {
            let kind = result.map { String($0.dropFirst()) } ?? ""
            let what = ["", "nil", "table", "userdata"].contains(kind) ? "" : " (a \(kind))"
            throw CommandError(".explain: '\(argument)' is not a timeline\(what)")
        }
        console.line(text.trimmingSuffixNewlines())
    }

    /// `.spring {dampingRatio = 0.5, duration = 0.8}` (any of `Easing.spring`'s forms), or
    /// an expression giving a spring curve.
    func describeSpring(_ argument: String) throws {
        guard !argument.isEmpty else {
            throw CommandError(".spring expects parameters, e.g. .spring {dampingRatio = 0.5, duration = 0.8} or {mass = 1, stiffness = 100, damping = 10} or {response = 0.5, dampingFraction = 0.7}")
        }
        let expression = argument.hasPrefix("{") ? "Easing.spring" + argument : argument
        let spring: Spring?
        do {
            spring = try replStage.stage.spring(evaluating: expression)
        } catch {
            throw CommandError(".spring: \(error.message)")
        }
        guard let spring else { throw CommandError(".spring: '\(argument)' is not a spring curve") }
        for line in SpringReport.lines(spring) { console.line(line) }
    }

    /// `.device`: the profiles, the current one marked; `.device NAME` switches, recorded as
    /// the chunk `device.profile = NAME` so that replays and written specs switch too.
    func device(_ name: String) throws {
        if name.isEmpty {
            let current = replStage.engine.screen.name
            for s in Screen.profiles {
                let size = "\(formatNumber(s.bounds.width))x\(formatNumber(s.bounds.height)) @\(formatNumber(s.scale))x"
                console.line((s.name == current ? "* " : "  ") + s.name + " (" + size + ")")
            }
            return
        }
        guard Screen(named: name) != nil else {
            throw CommandError(".device: unknown profile '\(name)' (known: \(Screen.profiles.map(\.name).joined(separator: ", ")))")
        }
        try perform("device.profile = \"\(name)\"")
        console.line("device: \(name)")
    }

    /// `.rotate`: the device's and the interface's orientation; `.rotate NAME` turns the
    /// device, recorded as the chunk `device.orientation = NAME` so that replays and written
    /// specs turn it too.
    func rotate(_ name: String) throws {
        let engine = replStage.engine
        if !name.isEmpty {
            guard InterfaceOrientation(rawValue: name) != nil else {
                throw CommandError(".rotate: unknown orientation '\(name)' (known: \(InterfaceOrientation.names))")
            }
            try perform("device.orientation = \"\(name)\"")
        }
        let size = engine.window.bounds.size
        console.line("device: \(engine.deviceOrientation), interface: \(engine.interfaceOrientation), window \(formatNumber(size.width))x\(formatNumber(size.height))")
    }
}
