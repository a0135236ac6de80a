/// The record of one `present` or `dismiss` call, for the timeline.
public struct TransitionBegin: Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable { case present, dismiss, push, pop, select }

    /// Counts from 1 per engine, present and dismiss together.
    public var id: Int
    public var tick: Int64
    public var kind: Kind
    /// The presented controller, or the dismissed ones bottom first (display names).
    public var controllers: [String]
    /// The presenting controller (display name).
    public var presenter: String
    /// The presented controller's style (presentations only).
    public var style: ModalPresentationStyle?
    public var animated: Bool
    /// Where the call came from (a script's `file:line`), as the caller passed it.
    public var origin: String

    /// `present #1 green on blue style=fullScreen animated=false at s.lua:3`, or
    /// `dismiss #2 green from blue animated=false at s.lua:9`.
    public var description: String {
        var s = "\(kind.rawValue) #\(id) \(controllers.joined(separator: ", "))"
        s += kind == .present || kind == .push || kind == .select ? " on \(presenter)" : " from \(presenter)"
        if let style { s += " style=\(style.rawValue)" }
        s += " animated=\(animated)"
        if !origin.isEmpty { s += " at \(origin)" }
        return s
    }

    /// About the bytes of ``description``, without building it (the bounded record weighs
    /// every event it keeps: ``TimelineEvent/footprint``): the names and the place, and 64
    /// for the words, numbers and separators around them.
    var stringBytes: Int {
        controllers.reduce(64 + presenter.utf8.count + origin.utf8.count) { $0 + $1.utf8.count }
    }
}

/// The record of a segue about to perform (after the source's `prepare(for:sender:)`).
public struct SeguePerform: Equatable, CustomStringConvertible {
    public var tick: Int64
    public var identifier: String
    /// Display names of the source and destination controllers.
    public var source: String
    public var destination: String
    public var isUnwind: Bool
    public var origin: String

    /// `segue GreenSegue blue -> green at s.lua:4` (`unwind …` for an unwind segue).
    public var description: String {
        var s = "\(isUnwind ? "unwind" : "segue") \(identifier) \(source) -> \(destination)"
        if !origin.isEmpty { s += " at \(origin)" }
        return s
    }
}
