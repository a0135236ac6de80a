/// A gesture recognizer, as `UIGestureRecognizer`: attached to a view, it recognizes touches
/// that start on the view or a subview (``Window/tap(at:)``, ``Window/pan(from:to:duration:)``)
/// and calls its action with each change of state.
open class GestureRecognizer {
    /// UIKit's states; a discrete recognizer (tap) goes straight to `ended` (`recognized`).
    public enum State: String, CaseIterable, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    public internal(set) var state = State.possible
    /// The view it is attached to (weak, as UIKit's: the view holds its recognizers).
    public internal(set) weak var view: View?
    /// A disabled recognizer ignores touches. Apple: "If you change this property to false
    /// while a gesture recognizer is currently recognizing a gesture, the gesture recognizer
    /// transitions to a cancelled state" — the finger down on it is cancelled
    /// (``cancelTouches()``).
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { cancelTouches() } }
    }
    /// Asked whether the gesture may begin (`UIGestureRecognizerDelegate`). Weak, as UIKit's.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The touch's location in window coordinates.
    var windowLocation = Point.zero
    let action: (GestureRecognizer) throws -> Void

    public init(action: @escaping (GestureRecognizer) throws -> Void) { self.action = action }

    /// The type's name in messages.
    open var typeName: String { "GestureRecognizer" }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> Point {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Whether a touch going down at `point` (window coordinates) is this recognizer's: the
    /// rule of its kind (a screen-edge pan's region). A touch it refuses goes on to the
    /// recognizers of the views behind.
    open func receivesTouch(at point: Point) -> Bool { true }

    /// Whether the gesture may leave `possible` (UIKit asks the delegate's
    /// `gestureRecognizerShouldBegin`): false makes it fail, its action never runs.
    open func shouldBegin() throws -> Bool {
        try delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Moves to `state` and calls the action — unless the recognizer has lost its view.
    ///
    /// A recognizer belongs to its view (UIKit: the view holds its recognizers, and a
    /// recognizer removed from it, or gone with it, recognizes nothing more): once the view
    /// was collected or the recognizer removed from it, a finger still down on it reaches no
    /// action — its later moves and its lift do nothing, and the recognizer rests in
    /// `possible` (docs/events.md, "Recognizers").
    func send(_ state: State) throws {
        guard isAttached else { self.state = .possible; return }
        self.state = state
        try action(self)
    }

    /// Whether it is on a view (still alive): what a touch's samples check before the
    /// delegate or the action is asked anything.
    var isAttached: Bool { view != nil }

    /// Its view left the window (UIKit cancels the touches on a view that leaves the window)
    /// or it was disabled (``isEnabled``): a finger down on this recognizer is cancelled
    /// (``Touch/cancel()``). A tap has none in flight: it recognizes at once.
    func cancelTouches() {}
}

/// `UITapGestureRecognizer`: one tap recognizes at once.
public final class TapGestureRecognizer: GestureRecognizer {
    public override var typeName: String { "TapGestureRecognizer" }
    /// Where the tap being recognized came from (a script's `file:line`), while its action
    /// runs: what the action passes on (a tab bar item's selection names it on the timeline).
    public internal(set) var origin = ""
}

/// `UIPanGestureRecognizer`: began, changed with each move, ended; the translation since
/// the touch went down and the velocity of the last move.
open class PanGestureRecognizer: GestureRecognizer {
    /// Where the touch went down, in window coordinates (moved by ``setTranslation(_:in:)``).
    var start = Point.zero
    /// Points per second in window coordinates, from the last two samples.
    var windowVelocity = Point.zero
    /// The finger on it, while one is down (a pan tracks one touch).
    weak var touch: Touch?

    open override var typeName: String { "PanGestureRecognizer" }

    override func cancelTouches() { touch?.cancel() }

    /// The translation since the touch went down, in `view`'s coordinate system (its
    /// transform applies, as UIKit's; nil: the window's).
    public func translation(in view: View?) -> Point {
        vector(Point(x: windowLocation.x - start.x, y: windowLocation.y - start.y), in: view)
    }

    /// Resets the translation so that it reads `translation` now (UIKit's incremental pattern).
    public func setTranslation(_ translation: Point, in view: View?) {
        let t = vector(translation, toWindowFrom: view)
        start = Point(x: windowLocation.x - t.x, y: windowLocation.y - t.y)
    }

    /// The velocity in points per second in `view`'s coordinate system.
    public func velocity(in view: View?) -> Point { vector(windowVelocity, in: view) }

    /// A window vector in `view`'s coordinates: the difference of two converted points.
    private func vector(_ v: Point, in view: View?) -> Point {
        guard let view else { return v }
        let a = view.convert(Point.zero, from: nil), b = view.convert(v, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    private func vector(_ v: Point, toWindowFrom view: View?) -> Point {
        guard let view else { return v }
        let a = view.convert(Point.zero, to: nil), b = view.convert(v, to: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }
}

/// `UIGestureRecognizerDelegate`'s `gestureRecognizerShouldBegin(_:)`.
public protocol GestureRecognizerDelegate: AnyObject {
    /// False: the gesture fails instead of beginning.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool
}

extension View {
    /// Attaches `recognizer` (moving it from another view), as `addGestureRecognizer`.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        editGestureRecognizers { $0.append(recognizer) }
        meter.recognizers += 1
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        if !gestureRecognizers.isEmpty { removeGestureRecognizers { $0 === recognizer } }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// Replaces the recognizers with `list`, as UIKit's `gestureRecognizers` setter: what
    /// removing each and adding the list's one by one gives (one listed twice ends where it
    /// is listed last; one of another view moves here), in one pass over each view's list.
    /// One by one, each searched for in its old view's list, 5,000 took 5.9 s in one host
    /// call (the debug module), where no hook runs.
    public func setGestureRecognizers(_ list: [GestureRecognizer]) {
        var listed = Set<ObjectIdentifier>()
        let incoming = Array(list.reversed().filter { listed.insert(ObjectIdentifier($0)).inserted }.reversed())
        for g in gestureRecognizers where g.view === self { g.view = nil }
        removeGestureRecognizers { _ in true }
        var others: [ObjectIdentifier: View] = [:]
        for g in incoming { if let old = g.view { others[ObjectIdentifier(old)] = old } }
        for old in others.values { old.removeGestureRecognizers { listed.contains(ObjectIdentifier($0)) } }
        for g in incoming { g.view = self }
        editGestureRecognizers { $0 = incoming }
        meter.recognizers += incoming.count
    }

    private func removeGestureRecognizers(where leaves: (GestureRecognizer) -> Bool) {
        let removed = editGestureRecognizers { list in
            let before = list.count
            list.removeAll(where: leaves)
            return before - list.count
        }
        meter.recognizers -= removed
    }
}
