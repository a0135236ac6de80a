/// UIKit's hit testing (`hitTest(_:with:)`), on model geometry: the deepest view under a
/// point that can receive touches. The rules are UIKit's documented ones (docs/events.md).
extension View {
    /// Whether this view takes part in hit testing: visible (not hidden, `alpha` at least
    /// 0.01, not a single-sided layer showing its back), interactive, and not being animated
    /// unless its animations allow interaction.
    public var receivesTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && engine.allowsUserInteraction(self) && !showsBack
    }

    /// A layer that is not double-sided and whose back faces the viewer (its bounds through
    /// every transform up to the window wind the other way): hidden from sight and from touches
    /// (`CALayer.isDoubleSided`; docs/layers.md, "Back faces").
    public var showsBack: Bool {
        !isDoubleSided && projectionToRoot.showsBack(of: bounds)
    }

    /// UIKit's `hitTest(_:with:)` as a caller gets it: the view's override when it has one
    /// (``hitTestingOverrides`` holds `.hitTest`: ``Engine/hitTestHook`` answers), else
    /// ``defaultHitTest(_:)``. `point` is in this view's coordinates. UIKit's `event`
    /// argument has no counterpart: touches here are not events.
    ///
    /// - Throws: what an override throws (the Lua binding: the script's error, at its line).
    public func hitTest(_ point: Point) throws -> View? {
        if hitTestingOverrides.contains(.hitTest), let hook = engine.hitTestHook { return try hook(self, point) }
        return try defaultHitTest(point)
    }

    /// UIKit's `point(inside:with:)` as a caller gets it: the override's answer, else
    /// ``defaultPointInside(_:)``.
    public func point(inside point: Point) throws -> Bool {
        if hitTestingOverrides.contains(.pointInside), let hook = engine.pointInsideHook { return try hook(self, point) }
        return defaultPointInside(point)
    }

    /// UIKit's own `point(inside:with:)` (what an override's `super` gives): whether `point`,
    /// in this view's coordinates, is within its bounds — the max edges outside.
    public func defaultPointInside(_ point: Point) -> Bool { bounds.contains(point) }

    /// UIKit's own `hitTest(_:with:)` (what an override's `super` gives): the deepest
    /// descendant (or this view) containing `point`, given in this view's coordinates:
    /// subviews front to back, each through its transform and bounds origin. A point this
    /// view's ``point(inside:)`` refuses hits nothing here, even in a subview that sticks out
    /// (whether or not it clips). Apple: "This method traverses the view hierarchy by calling
    /// the point(inside:with:) method of each subview"; it "ignores view objects that are
    /// hidden, that have disabled user interactions, or have an alpha level less than 0.01".
    /// A subview that overrides `hitTest` is asked instead of walked, whatever its state (the
    /// checks are the default method's): its first non-nil answer is the hit.
    ///
    /// A subview that contains the point yields a hit (itself at least) unless it lets
    /// touches through (``passesTouchesThrough``: a sheet's container over undimmed content)
    /// and none of its subviews takes the point; then the walk resumes with the siblings
    /// behind it. It descends in a loop, not by recursion (a deep tree would overflow the
    /// stack), keeping a place to resume only under pass-through views.
    public func defaultHitTest(_ point: Point) throws -> View? {
        guard receivesTouches, try self.point(inside: point) else { return nil }
        // Each level's subviews as they were when the walk reached it: an override (Lua) may
        // add or remove views while it runs, and the walk must not read past a shrunk list.
        var view = self, subs = subviews, local = point, next = subs.count - 1
        var resume: [(view: View, subs: [View], local: Point, next: Int)] = []
        descending: while true {
            while next >= 0 {
                let sub = subs[next]
                next -= 1
                let p: Point
                if sub.model.transform3D.isIdentity {
                    guard let inverse = sub.transformToSuperview.inverted() else { continue }   // a collapsed view
                    p = local.applying(inverse)
                } else {
                    // Through a 3D transform: the inverse of the projection takes the point
                    // back onto the view's plane; no image (behind the eye) is a miss.
                    guard let inverse = sub.projectionToSuperview.inverted(), let q = inverse.apply(local) else { continue }
                    p = q
                }
                let overrides = sub.hitTestingOverrides
                if overrides.contains(.hitTest), let hook = engine.hitTestHook {
                    if let hit = try hook(sub, p) { return hit }
                    continue
                }
                guard sub.receivesTouches else { continue }
                let inside = overrides.contains(.pointInside) ? try sub.point(inside: p) : sub.bounds.contains(p)
                if inside && sub.passesTouches?(p) != true {
                    if sub.passesTouchesThrough { resume.append((view, subs, local, next)) }
                    view = sub
                    subs = sub.subviews
                    local = p
                    next = subs.count - 1
                    continue descending
                }
            }
            guard view.passesTouchesThrough else { return view }
            guard let back = resume.popLast() else { return nil }        // this view itself lets it through
            (view, subs, local, next) = back
        }
    }
}

/// The hit-testing methods a view overrides (``View/hitTestingOverrides``).
public struct HitTestingOverrides: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `hitTest(_:with:)`: ``Engine/hitTestHook`` answers for the view and its subtree.
    public static let hitTest = HitTestingOverrides(rawValue: 1 << 0)
    /// `point(inside:with:)`: ``Engine/pointInsideHook`` answers whether a point is inside.
    public static let pointInside = HitTestingOverrides(rawValue: 1 << 1)
}
