import TransitCore

/// The screen at one sampled instant: every view of the window's tree (or the selected
/// ones) with its presentation at that tick.
public struct Frame: Equatable {
    public var tick: Int64
    /// Paint order: a pre-order walk from the window, subviews back to front — the window
    /// first, each view before its subviews. (For ``ViewSelection/named(_:)``, the order of
    /// the names.)
    public var views: [ViewSnapshot]

    public init(tick: Int64, views: [ViewSnapshot]) {
        self.tick = tick
        self.views = views
    }

    /// Bytes the frame holds, at least: each view's snapshot and what it keeps on the heap. A
    /// recording is charged to the script's memory limit by it.
    public var heldBytes: Int {
        MemoryLayout<Frame>.stride + views.reduce(0) { $0 + $1.heldBytes }
    }

    /// The window (the first view of a full frame), whose bounds are the screen.
    public var window: ViewSnapshot? { views.first { $0.depth == 0 } }

    /// Takes the views of `engine`'s window at `tick` — the presentation at that tick if
    /// nothing changes before it, which is what the recorder guarantees.
    public static func capture(_ engine: Engine, at tick: Int64, _ selection: ViewSelection) -> Frame {
        var views: [ViewSnapshot] = []
        switch selection {
        case .all:
            // iterative: a tree 100,000 deep would overflow the stack
            engine.window.walkTree { v, depth in
                views.append(ViewSnapshot(v, depth: depth, at: tick))
                return true
            }
            views = ZOrder.sorted(views)                         // CA's zPosition order
        case .named(let names):
            var found: [String: (View, Int)] = [:]
            engine.window.walkTree { v, depth in
                let name = v.displayName
                if found[name] == nil && names.contains(name) { found[name] = (v, depth) }
                return true
            }
            for name in names {
                if let (v, depth) = found[name] { views.append(ViewSnapshot(v, depth: depth, at: tick)) }
            }
        }
        return Frame(tick: tick, views: views)
    }

    /// The frame with only the views `selection` picks (from a full frame).
    public func selecting(_ selection: ViewSelection) -> Frame {
        guard case .named(let names) = selection else { return self }
        let picked = names.compactMap { name in views.first { $0.name == name } }
        return Frame(tick: tick, views: picked)
    }
}

/// Which views a frame holds.
public enum ViewSelection: Equatable, Sendable {
    /// The whole tree.
    case all
    /// For each name, the first view in paint order whose name (or `Type#id`) it is; a name
    /// not in the window at that instant is left out of that frame — a traced view shows
    /// from the frame it enters the window until it leaves.
    case named([String])
}
