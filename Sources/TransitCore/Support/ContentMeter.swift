/// What an engine's views hold, kept as they change so a host can weigh it at any moment:
/// the Lua host charges it against a script's memory limit (a script could otherwise keep
/// gigabytes in view names, label texts or snapshot copies that Lua's allocator never sees).
/// Views hold it strongly, so a view outliving its engine still counts itself out.
public final class ContentMeter {
    /// Views alive (any kind, in a window or not: snapshots too).
    public internal(set) var views = 0
    /// Bytes of the text the views hold: names, match IDs, label texts, image names; and the
    /// names of timelines' labels, storyboards' scene identifiers and segues.
    public internal(set) var textBytes = 0
    /// Gesture recognizers attached to the views.
    public internal(set) var recognizers = 0

    init() {}

    /// A string's bytes as the meter counts them.
    static func size(_ text: String?) -> Int { text?.utf8.count ?? 0 }
}
