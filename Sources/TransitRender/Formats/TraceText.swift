import TransitCore
import TransitLua

/// `--format trace`: the timeline events and, for every sampled instant, one line per view
/// (``Trace/line(at:name:_:hidden:back:clips:)``, the format of `transit run --trace`), in time
/// order. At one instant the events come first: a sample shows the screen after everything
/// at its instant has run.
///
///     0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12
///     0.000000 window frame=(0,0,393,852) alpha=1 transform=identity
///     0.000000 green frame=(0,-852,393,852) alpha=1 transform=identity background=(0,1,0,1)
public enum TraceText {
    public static func text(_ recording: Recording, views: ViewSelection = .all) -> String {
        var lines: [String] = []
        var events = recording.events[...]
        for frame in recording.frames {
            while let e = events.first, e.tick <= frame.tick {
                lines.append(e.description)
                events = events.dropFirst()
            }
            lines += self.lines(frame.selecting(views))
        }
        lines += events.map(\.description)
        return lines.map { $0 + "\n" }.joined()
    }

    /// One line per view of the frame.
    public static func lines(_ frame: Frame) -> [String] {
        frame.views.map {
            Trace.line(at: frame.tick, name: $0.name, $0.presentation, hidden: $0.isHidden, back: $0.showsBack, clips: $0.clipsToBounds)
        }
    }
}
