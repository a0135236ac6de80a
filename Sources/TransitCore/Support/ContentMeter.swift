/// What an engine's views and property animators hold, kept as they change so a host can
/// weigh it at any moment: the Lua host charges it against a script's memory limit (a script
/// could otherwise keep gigabytes in view names, label texts, snapshot copies or animator
/// blocks that Lua's allocator never sees). Views and animators hold it strongly, so one
/// outliving its engine still counts itself out.
public final class ContentMeter {
    /// Views alive (any kind, in a window or not: snapshots too).
    public internal(set) var views = 0
    /// Bytes of the text the views hold: names, match IDs, label texts, image names; and the
    /// names of timelines' labels, storyboards' scene identifiers and segues.
    public internal(set) var textBytes = 0
    /// Gesture recognizers attached to the views.
    public internal(set) var recognizers = 0
    /// Blocks and completions that property animators hold (added, not yet finished): a
    /// script can add millions to one animator that never starts.
    public internal(set) var animatorBlocks = 0
    public internal(set) var animatorCompletions = 0

    /// The engine whose meter it is, set as the engine starts (before its first view): its
    /// views reach their engine through here (``View/engine``), so a view's 8 bytes are not
    /// a second reference. Unowned, as a view's own reference was: a view used after its
    /// engine is gone traps there, as before. Unchecked for exclusivity: written once, before
    /// any view reads it.
    @exclusivity(unchecked) unowned(safe) var engine: Engine?

    init() {}

    /// A string's bytes as the meter counts them.
    static func size(_ text: String?) -> Int { text?.utf8.count ?? 0 }
}
