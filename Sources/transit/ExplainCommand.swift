import Lua
import TransitCore
import TransitLua

/// `transit explain FILE|NAME`: runs a script as `transit run` does (quietly), then prints a
/// text Gantt of each timeline it made (`tl:explain()`) and of the `animate` blocks the
/// engine recorded (docs/timelines.md, "Explain").
enum ExplainCommand {
    static let declaration = CommandDeclaration(
        command: "transit explain",
        usage: "transit explain <file-or-name>|- [options]",
        abstract: """
        Runs a script in the sandbox, found as `transit run` finds it (`-` reads standard
        input), until nothing is pending (or --until), then explains its motion: for each
        Timeline it made, one row per view.property with bars for delays (-) and durations
        (#), the curves' names and shapes, labels (^), callbacks (*) and pauses (P); then the
        UIKit animation blocks (View.animate, keyframes, property animators, transitions)
        drawn the same way from the engine's recorded timeline, with their completions (*).
        The text is deterministic.
        """,
        groups: [.init(title: "OPTIONS", options: [
            Option("width", .integer("N", 10...400), default: "40", help: "Columns of the time axis."),
            Option("until", .number("seconds", 0...86400), help: "Stop the clock at this time instead of when idle."),
        ] + RuntimeOptions.declared(
            per: "entry (the chunk, a callback)", timeScope: "the whole run",
            unsafe: "The state as lua5.4 makes it, without the sandbox and limits.",
            seed: "Seed of math.random."))],
        footer: "EXIT STATUS: 0 success, 1 script error, 64 usage error.",
        passesShortWords: true)

    /// The timelines a run makes, in creation order.
    final class Made { var timelines: [TransitCore.Timeline] = [] }

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let args: Arguments
        do throws(UsageError) {
            args = try declaration.parse(words)
            guard args.positionals.count == 1 else { throw UsageError("explain takes one script: transit explain <file-or-name>") }
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        CLI.colourErrors = Colour.enabled(nil, fd: 2)
        let options = args.runtimeOptions()
        let script: Timeline.Script
        if args.positionals[0] == "-" {
            script = .standardInput                    // as `transit run -`
        } else {
            guard let path = Arguments.resolve(args.positionals[0], options: options) else { return 1 }
            script = .at(path)
        }
        let width = args.integer("width") ?? TransitCore.Timeline.explainWidth
        let made = Made()
        let stage: Stage
        do {
            stage = try Stage(options: options)
        } catch {
            return CLI.failed(error)
        }
        defer { stage.close() }
        stage.onTimelineCreated = { made.timelines.append($0) }
        do {
            stage.runtime.warnings = { CLI.error("warning: \($0)") }
            try Timeline.run(stage, script: script, until: args.number("until"), trace: [])
        } catch {
            return CLI.failed(error)
        }
        print(text(made.timelines, stage.engine.timeline, width: width), terminator: "")
        return 0
    }

    /// The timelines (the outermost ones: a nested timeline is drawn inside its parent), then
    /// the animation blocks, separated by blank lines.
    static func text(_ timelines: [TransitCore.Timeline], _ events: [TimelineEvent], width: Int) -> String {
        var parts = timelines.filter { $0.parent == nil }.map { $0.explain(width: width) }
        if events.contains(where: { if case .animationBegan = $0 { return true } else { return false } }) {
            parts.append(AnimationGantt.explain(events, width: width))
        }
        if parts.isEmpty { return "no timelines and no animation blocks\n" }
        return parts.joined(separator: "\n")
    }
}
