/// Edges of a view held at fixed insets from its superview's bounds — the constraints
/// seed 002's `addSubviewFill` makes (`leading/trailing/top/bottom` equal to the parent's).
public struct Pin: Equatable, Sendable {
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Self(rawValue: 1 << 0)
        public static let left = Self(rawValue: 1 << 1)
        public static let bottom = Self(rawValue: 1 << 2)
        public static let right = Self(rawValue: 1 << 3)
        public static let all: Self = [.top, .left, .bottom, .right]
    }

    public var edges: Edges
    /// The distance of each pinned edge inside the superview's bounds (unpinned ones unused).
    public var insets: EdgeInsets

    public init(edges: Edges = .all, insets: EdgeInsets = .zero) {
        self.edges = edges
        self.insets = insets
    }

    /// This pin with `other`'s edges added, at `other`'s insets (the edges both hold too): the
    /// constraints of a later pin join the earlier ones, as activating a constraint does.
    public func adding(_ other: Pin) -> Pin {
        var insets = insets
        if other.edges.contains(.top) { insets.top = other.insets.top }
        if other.edges.contains(.left) { insets.left = other.insets.left }
        if other.edges.contains(.bottom) { insets.bottom = other.insets.bottom }
        if other.edges.contains(.right) { insets.right = other.insets.right }
        return Pin(edges: edges.union(other.edges), insets: insets)
    }

    /// `frame` with the pinned edges moved to `container` (the superview's bounds): an edge
    /// pinned alone moves the view keeping its size; two opposite edges set the size.
    public func apply(to frame: Rect, in container: Rect) -> Rect {
        var r = frame
        switch (edges.contains(.left), edges.contains(.right)) {
        case (true, true): r.x = container.x + insets.left; r.width = container.width - insets.left - insets.right
        case (true, false): r.x = container.x + insets.left
        case (false, true): r.x = container.x + container.width - insets.right - r.width
        case (false, false): break
        }
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, true): r.y = container.y + insets.top; r.height = container.height - insets.top - insets.bottom
        case (true, false): r.y = container.y + insets.top
        case (false, true): r.y = container.y + container.height - insets.bottom - r.height
        case (false, false): break
        }
        return r
    }
}
