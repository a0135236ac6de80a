/// A rectangle on screen, like `UIView`: model geometry and appearance, and a place in a
/// view tree.
///
/// A view belongs to one ``Engine`` (given at creation; there is no global engine), so its
/// setters can tell whether an animation block of *that* engine is open. The engine must
/// outlive its views (views hold it `unowned`, as views belong to an app).
///
/// ## Model values and setters
/// The properties hold model values: what the script set, final at once. The animatable
/// ones (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`,
/// `cornerRadius`) are read-only properties with throwing setters (`setFrame(_:)` …):
/// Swift setters cannot throw, and a NaN or infinite value must become a clean
/// ``CoreError`` (which the Lua binding reports with the script's line) rather than a trap or
/// a silently ignored assignment. Inside ``Engine/animate(duration:delay:curve:options:origin:animations:completion:)``
/// each setter records the old value so the block's end can animate old → new.
/// The other properties (`isHidden`, `name`, `tag` …) cannot be invalid and are plain vars.
///
/// What is on screen during an animation is ``presentation``.
open class View: CustomStringConvertible {
    /// The engine this view belongs to, reached through its meter (``ContentMeter/engine``),
    /// which the view holds anyway: a reference of its own was 8 of the view's bytes.
    public var engine: Engine { meter.engine.unsafelyUnwrapped }

    /// A number unique within the engine, in creation order (used in default trace names):
    /// the engine's count, kept in 32 bits in the model's free tail (``id``).
    public var objectID: Int { Int(id) }

    // Animation bookkeeping, owned by the engine's animation store. Declared first, within
    // the object's first 64 bytes beside its reference count: the ending frame, for every
    // view whose last track ended, clears `animationSlot`, and the store's release of the
    // view writes the count anyway. malloc aligns objects to 16 bytes, not 64: for an object
    // that starts on a cache line they share it (one line reached, not two; `perf` put most
    // of the ending frame's wall time on reaching the view: docs/benchmark.md).
    /// This view's live tracks, in the order they were added: the store lists them by the
    /// view's slot (AnimationStore+ViewTracks.swift), none without one. A copy, for the loops
    /// that call out (`removeAllAnimations`) and for tests.
    var trackRefs: [TrackRef] { engine.animations.store.tracks(of: self) }
    /// The serial of the last transaction that recorded a change of this view, and which
    /// properties it recorded (bit = `AnimatedProperty.rawValue`), to coalesce repeated sets.
    var transactionSerial: UInt64 = 0
    /// The view's slot in the engine's animated-view table, or -1.
    var animationSlot: Int32 = -1
    var transactionMask: PropertyMask = 0

    /// The animatable model values in one struct, so the frame pass reads a view with one
    /// access instead of six.
    ///
    /// While the view animates, the engine's store keeps a copy in its contiguous per-view
    /// table for the frame pass; `didSet` is the single write path that keeps it in step.
    var model = ViewModel() {
        didSet {
            if animationSlot >= 0 { engine.animations.modelDidChange(slot: animationSlot, model) }
        }
    }
    /// The view's flags (``ViewFlags``), in the seven bytes the model leaves free at its end
    /// (``ModelCore``'s optional color is its last field). Unchecked for exclusivity: plain
    /// bits, each accessor reads or writes the byte whole, and no access to it spans a call —
    /// ``isInWindow`` was unchecked on its own for the stage, whose reads at each view moved
    /// in or out of the window the dynamic check made ~89 instructions (docs/benchmark.md).
    @exclusivity(unchecked) private var flags: ViewFlags = [.isDoubleSided, .isUserInteractionEnabled, .autoresizesSubviews]
    /// ``objectID``'s bits, after the flags in the model's free tail: an engine makes four
    /// billion objects before two views could share one, and 8 bytes of their own would take
    /// the view past glibc's 256-byte block (docs/benchmark.md, memory).
    private let id: UInt32

    // Model values (animatable). Set them with the `set…` methods.
    public var bounds: Rect { model.bounds }
    public var center: Point { model.center }
    /// The affine part of the layer's transform (`CATransform3DGetAffineTransform`), as
    /// UIKit's `transform` reads under a non-affine `layer.transform`.
    public var transform: AffineTransform {
        model.transform3D.isIdentity ? model.transform : layerTransform.affine
    }
    public var alpha: Double { model.alpha }
    public var backgroundColor: Color? { model.backgroundColor }
    public var cornerRadius: Double { model.cornerRadius }

    // The stored properties are declared so that the small ones share words: Swift lays a
    // class's fields out in declaration order, and a lone `Bool` between pointers took eight
    // bytes. With the rare ones out of line (``rare``), the track list in the store, the
    // flags and the id in the model's tail and the engine reached through the meter, a view
    // is 248 bytes (glibc's 256-byte block; 264 and 272 before, 280 and 288 before that, 448
    // before those; docs/benchmark.md, memory).

    /// The engine's count of views and their text (strong: see ``ContentMeter``).
    let meter: ContentMeter

    // Hierarchy (maintained by View+Hierarchy.swift).
    public internal(set) weak var superview: View?
    /// The subviews, back to front (index 0 is the back-most, as UIKit).
    public internal(set) var subviews: [View] = []

    /// A name for `find(_:)` and traces.
    public var name: String? {
        didSet { meter.textBytes += ContentMeter.size(name) - ContentMeter.size(oldValue) }
    }

    /// The autoresizing mask (View+Layout.swift, through ``layout``).
    private var autoresizing: AutoresizingMask = []
    /// Autoresizing and layout flag (View+Layout.swift): the mask, and two of ``flags``; the
    /// pin is in ``rare``. Kept apart because `LayoutState` (a word and two flags) took
    /// sixteen bytes of the view.
    var layout: LayoutState {
        get {
            LayoutState(autoresizingMask: autoresizing, autoresizesSubviews: flags.contains(.autoresizesSubviews),
                        needsLayout: flags.contains(.needsLayout))
        }
        set {
            autoresizing = newValue.autoresizingMask
            flags.set(.autoresizesSubviews, newValue.autoresizesSubviews)
            flags.set(.needsLayout, newValue.needsLayout)
        }
    }

    // Plain properties.
    public var isHidden: Bool {
        get { flags.contains(.isHidden) }
        set { flags.set(.isHidden, newValue) }
    }
    public var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { flags.set(.clipsToBounds, newValue) }
    }
    /// The layer's `isDoubleSided` (``Layer/isDoubleSided``): stored here beside the other
    /// flags nothing animates.
    public var isDoubleSided: Bool {
        get { flags.contains(.isDoubleSided) }
        set { flags.set(.isDoubleSided, newValue) }
    }
    /// A view that is not itself a target: a touch on it and on none of its subviews goes to
    /// what is behind (UIKit's transition container over an undimmed sheet's backdrop;
    /// ``hitTest(_:)``).
    public internal(set) var passesTouchesThrough: Bool {
        get { flags.contains(.passesTouchesThrough) }
        set { flags.set(.passesTouchesThrough, newValue) }
    }
    public var isUserInteractionEnabled: Bool {
        get { flags.contains(.isUserInteractionEnabled) }
        set { flags.set(.isUserInteractionEnabled, newValue) }
    }
    /// Whether the tree this view is in hangs from a window: kept by the hierarchy methods
    /// (the one walk that tells the observers sets it), so asking costs nothing on a deep
    /// tree, where walking up to the root per view made building a deep chain quadratic.
    public internal(set) var isInWindow: Bool {
        get { flags.contains(.isInWindow) }
        set { flags.set(.isInWindow, newValue) }
    }

    /// The fields few views set, made when the first is set (nil: all their defaults): a
    /// popover's touch filter, a matched-view ID, a snapshot's source, the layer object, a
    /// pin, gesture recognizers, a tag. Inline they took about 120 of a view's bytes.
    private var rare: RareViewFields?
    private var rareFields: RareViewFields {
        if let rare { return rare }
        let made = RareViewFields()
        rare = made
        return made
    }

    /// The gesture recognizers attached with `addGestureRecognizer` (docs/events.md).
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { rare?.gestureRecognizers ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareFields.gestureRecognizers = newValue } }
    }
    /// Changes the recognizers in place: through the property's get and set each change
    /// copied the whole list (adding 20,000 one by one took 7.9 s in the debug module).
    func editGestureRecognizers<R>(_ change: (inout [GestureRecognizer]) -> R) -> R {
        change(&rareFields.gestureRecognizers)
    }
    public var tag: Int {
        get { rare?.tag ?? 0 }
        set { if newValue != 0 || rare != nil { rareFields.tag = newValue } }
    }
    /// The points at which a touch skips this view and its subviews for what is behind it (a
    /// popover's dismissal view over its passthrough views; ``hitTest(_:)``).
    var passesTouches: ((Point) -> Bool)? {
        get { rare?.passesTouches }
        set { if newValue != nil || rare != nil { rareFields.passesTouches = newValue } }
    }
    /// Which of UIKit's hit-testing methods this view overrides (``Engine/hitTestHook``,
    /// ``Engine/pointInsideHook``): a rare field, so the common tap pays one nil check a view.
    public var hitTestingOverrides: HitTestingOverrides {
        get { rare?.hitTestingOverrides ?? [] }
        set { if !newValue.isEmpty || rare != nil { rareFields.hitTestingOverrides = newValue } }
    }
    /// Pairs this view with the view of the same ID in the other hierarchy of a matched-view
    /// transition (`Transition.match`, docs/matched.md); nil: not matched. Snapshots do not
    /// copy it.
    public var matchID: String? {
        get { rare?.matchID }
        set {
            // weighed as a name is: a script's matchIDs are host strings its limit must see
            meter.textBytes += ContentMeter.size(newValue) - ContentMeter.size(rare?.matchID)
            if newValue != nil || rare != nil { rareFields.matchID = newValue }
        }
    }
    /// The view a snapshot copies (``snapshotView()``, and each copy inside it): motion
    /// records follow a view's on-screen identity into its snapshot. Held weakly.
    public internal(set) var snapshotSource: View? {
        get { rare?.snapshotSource }
        set { if newValue != nil || rare != nil { rareFields.snapshotSource = newValue } }
    }
    /// The controller whose view this is (``ViewController/setView(_:)``): a view has at
    /// most one. Held `unowned`, and cleared by the controller when the view stops being its
    /// own or the controller goes (`ViewController.loadedView`) — not `weak`: a weak
    /// reference gives every controller a side table for good, which puts each retain and
    /// release of it on Swift's slow path (Liveness.swift in TransitLua says what that costs).
    var owningController: ViewController? {
        get { rare?.owningController }
        set { if newValue != nil || rare != nil { rareFields.owningController = newValue } }
    }
    /// The layer's `maskedCorners` (``CornerMask``): a rare field, all four corners when unset.
    public var maskedCorners: CornerMask {
        get { rare?.maskedCorners ?? .all }
        set { if newValue != .all || rare != nil { rareFields.maskedCorners = newValue } }
    }
    /// `UIView.mask` (View+Mask.swift): a rare field, nil when unset.
    public internal(set) var mask: View? {
        get { rare?.mask }
        set { if newValue != nil || rare != nil { rareFields.mask = newValue } }
    }
    /// Whether a mask was ever set on this view or in its subtree or masks (View+Mask.swift).
    var holdsMask: Bool {
        get { rare?.holdsMask ?? false }
        set { if newValue || rare != nil { rareFields.holdsMask = newValue } }
    }
    /// The view whose ``mask`` this view is, if any. Held weakly.
    public internal(set) var maskedView: View? {
        get { rare?.maskedView }
        set { if newValue != nil || rare != nil { rareFields.maskedView = newValue } }
    }
    /// The `View.transition(from:to:…)` whose end takes this view out (or hides it), if any
    /// (Engine+ViewTransition.swift): a later transition that brings the view back clears it.
    var transitionExit: AnyObject? {
        get { rare?.transitionExit }
        set { if newValue != nil || rare != nil { rareFields.transitionExit = newValue } }
    }
    /// The snapshot of this view's old look that a running `View.transition(with:…)` lays
    /// over it (Engine+ContainerTransition.swift), kept in front of the subviews. Held weakly.
    var transitionOverlay: View? {
        get { rare?.transitionOverlay }
        set { if newValue != nil || rare != nil { rareFields.transitionOverlay = newValue } }
    }
    /// The view transition's flip turning this view now, if one is (Engine+FlipTransition.swift).
    var transitionFlip: AnimationHandle? {
        get { rare?.transitionFlip }
        set { if newValue != nil || rare != nil { rareFields.transitionFlip = newValue } }
    }
    /// The pin made by `pin(_:insets:to:)` and the superview it was made in (View+Layout.swift).
    var pinning: (pin: Pin, superview: View?)? {
        get { rare.flatMap { r in r.pin.map { ($0, r.pinnedIn) } } }
        set {
            guard newValue != nil || rare != nil else { return }
            rareFields.pin = newValue?.pin
            rareFields.pinnedIn = newValue?.superview
        }
    }

    /// The backing layer (`view.layer`): made on first use, the same object afterwards.
    public var layer: Layer {
        if let loadedLayer { return loadedLayer }
        let made = Layer(view: self)
        rareFields.loadedLayer = made
        return made
    }
    /// The layer if something asked for it (hosts keep its side of the bridge with the view's).
    public var loadedLayer: Layer? { rare?.loadedLayer }

    /// Creates a view with a zero frame.
    public required init(engine: Engine) {
        id = UInt32(truncatingIfNeeded: engine.nextObjectID())
        meter = engine.contentMeter
        meter.views += 1
    }

    /// Releasing the root of a deep tree would release its subviews recursively, one stack
    /// frame per level, and 100,000 levels overflow the stack. Instead each view that dies
    /// with this one hands its subviews to a worklist here, so it dies with none left. A
    /// subview someone else still holds (a script, a controller) keeps its subtree.
    deinit {
        meter.views -= 1
        meter.textBytes -= ContentMeter.size(name) + ContentMeter.size(rare?.matchID)
        meter.recognizers -= gestureRecognizers.count
        guard !subviews.isEmpty else { return }
        var work = subviews
        subviews = []
        while var view = work.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            work.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    /// Creates a view with `frame`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` if the frame is not finite.
    public convenience init(engine: Engine, frame: Rect) throws(CoreError) {
        self.init(engine: engine)
        try setFrame(frame)
    }

    /// The type's name for default trace names (`"View"`, `"Label"` …).
    open var typeName: String { "View" }

    /// The view type's own layout at its layout pass (``layoutIfNeeded()``), before the
    /// script's `layoutSubviews` function — what UIKit's `super.layoutSubviews()` does, which
    /// a subclass calls first. A plain view has none; a collection view places its cells.
    open func layoutSubviews() throws {}

    /// `name` (``Swift/String/shownAsName``), or the type and object ID (`"View#3"`) when unnamed.
    public var displayName: String { name?.shownAsName ?? "\(typeName)#\(objectID)" }

    /// `name` as the script wrote it, or the type and object ID: for an output that quotes
    /// names itself (a snapshot's dump), where ``displayName``'s escapes would be escaped again
    /// and a stored snapshot would no longer match.
    public var writtenName: String { name ?? "\(typeName)#\(objectID)" }

    // MARK: Frame

    /// The bounding box of `bounds` (size) transformed about `center`, as UIKit.
    ///
    /// With the identity transform this is exactly
    /// `(center.x − w/2, center.y − h/2, w, h)`. UIKit's docs call `frame` undefined under a
    /// non-identity transform; what UIKit returns (and Transit too) is the bounding box.
    public var frame: Rect { View.frame(model) }

    /// The frame rule shared by views and presentations, with the default anchor point.
    public static func frame(center: Point, size: Size, transform: AffineTransform) -> Rect {
        var m = ViewModel()
        m.center = center
        m.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        m.transform = transform
        return frame(m)
    }

    /// Core Animation's frame rule: the bounds, placed so that the anchor point sits at
    /// `center` (the layer's `position`), transformed about it, and boxed — for a 3D
    /// transform the box of the corners projected into the superview's plane (corners
    /// behind the eye left out).
    static func frame(_ m: ViewModel) -> Rect {
        let w = m.bounds.width, h = m.bounds.height, a = m.anchorPoint, c = m.center
        let local = Rect(x: -a.x * w, y: -a.y * h, width: w, height: h)
        let box: Rect
        if !m.transform3D.isIdentity {
            box = m.transform3D.concatenating(Transform3D(m.transform)).flattened.boundingBox(of: local)
            if box.isNull { return Rect(x: c.x, y: c.y, width: 0, height: 0) }
        } else if m.transform.isIdentity {
            box = local
        } else {
            box = local.applying(m.transform)
        }
        return Rect(x: box.x + c.x, y: box.y + c.y, width: box.width, height: box.height)
    }

    /// Places the view so that its ``frame`` is `r`, as Core Animation's frame setter does
    /// (`CALayer.frame`: "the layer changes its position and bounds properties to match the
    /// rectangle you specified"), keeping `bounds.origin`.
    ///
    /// The size goes back through the inverse of the transform into `bounds.size`, and
    /// `center` moves so that the transformed bounds land on `r`: under a scale of 2, frame
    /// (0, 0, 100, 100) gives bounds 50 × 50 about (50, 50), and `frame` reads back `r`. So it
    /// does for any transform that keeps the axes (scales, translations, quarter turns);
    /// under another rotation — which Apple says not to set a frame under — the size is the
    /// box of `r` turned back, centred where `r` is, and `frame` reads back a larger box.
    /// A transform that cannot be inverted (a scale of 0), or a 3D one with perspective,
    /// leaves the size as given, as the identity would (docs/views.md, "Frame").
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite fields, or a size the
    ///   inverse carries past Double's range.
    public func setFrame(_ r: Rect) throws(CoreError) {
        try View.requireFinite(r.isFinite, "frame", r)
        let (c, size) = View.placement(of: r.standardized, in: model)
        let b = Rect(x: bounds.x, y: bounds.y, width: size.width, height: size.height)
        // checked whole, before either half is set: a frame is refused or taken entire
        try requireFiniteFrame("frame \(r)", center: c, bounds: b)
        try setCenter(c)
        try setBounds(b)
    }

    /// The frame before the transform: `bounds.size` placed with the anchor point at `center`
    /// (``frame`` under the identity). What pins and autoresizing lay out, as Auto Layout
    /// lays out "a view's alignment rectangle based on its untransformed frame" (UIView.transform).
    var untransformedFrame: Rect {
        let m = model, a = m.anchorPoint
        return Rect(x: m.center.x - a.x * m.bounds.width, y: m.center.y - a.y * m.bounds.height,
                    width: m.bounds.width, height: m.bounds.height)
    }

    /// Gives the view `r` as its frame before its transform: `center` at the anchor point's
    /// place in `r` and `bounds.size` = `r`'s size, whatever the transform — the engine's own
    /// fitting of a view to a container it fills (a root view pushed back by a sheet when the
    /// window turns), where the transform is the engine's decoration, laid over that frame.
    func setUntransformedFrame(_ r: Rect) throws(CoreError) {
        try View.requireFinite(r.isFinite, "frame", r)
        let s = r.standardized, a = model.anchorPoint
        let c = Point(x: s.x + s.width * a.x, y: s.y + s.height * a.y)
        let b = Rect(x: bounds.x, y: bounds.y, width: s.width, height: s.height)
        try requireFiniteFrame("frame \(r)", center: c, bounds: b)
        try setCenter(c)
        try setBounds(b)
    }

    /// The center and bounds size for which ``frame(_:)`` of `m` is `r` (exactly, when the
    /// transform keeps the axes; else a larger box with the same centre).
    static func placement(of r: Rect, in m: ViewModel) -> (center: Point, size: Size) {
        var t = m.transform
        if !m.transform3D.isIdentity {
            let p = m.transform3D.concatenating(Transform3D(m.transform)).flattened
            t = p.isAffine ? p.affine : .identity
        }
        var size = r.size
        if let (back, k) = linearInverse(of: t) {
            let turned = Rect(x: 0, y: 0, width: r.width, height: r.height).applying(back).size
            size = Size(width: turned.width / k, height: turned.height / k)
        } else {
            t = .identity
        }
        let a = m.anchorPoint
        if t.isIdentity {   // the anchor's place in the rectangle, computed as it always was
            return (Point(x: r.x + r.width * a.x, y: r.y + r.height * a.y), size)
        }
        let local = Rect(x: -a.x * size.width, y: -a.y * size.height, width: size.width, height: size.height)
        // the box's centre on the rectangle's: the box is the rectangle wherever it can be
        let box = local.applying(t)
        return (Point(x: r.midX - box.midX, y: r.midY - box.midY), size)
    }

    /// The inverse of `t`'s linear part, as `back` divided by `k`: by the determinant where it
    /// is a normal number, else by that of `t` over its largest entry — a scale of 1e-200 has a
    /// determinant of 1e-400, 0 in a Double, and was taken for one of 0 (and 1e200 for an
    /// infinite one), where its inverse is a scale of 1e200. Nil when `t` squashes the plane.
    static func linearInverse(of t: AffineTransform) -> (back: AffineTransform, k: Double)? {
        let linear = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        if abs(linear.determinant) >= Double.leastNormalMagnitude, let back = linear.inverted() { return (back, 1) }
        let k = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        guard k > 0, k.isFinite else { return nil }
        let unit = AffineTransform(a: t.a / k, b: t.b / k, c: t.c / k, d: t.d / k, tx: 0, ty: 0)
        guard abs(unit.determinant) >= Double.leastNormalMagnitude, let back = unit.inverted() else { return nil }
        return (back, k)
    }

    // MARK: Validated setters

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite fields.
    public func setBounds(_ r: Rect) throws(CoreError) {
        try View.requireFinite(r.isFinite, "bounds", r)
        if r == bounds { return }
        try requireFiniteFrame("bounds \(r)", bounds: r)
        let oldSize = bounds.size
        engine.willChange(self, .bounds)
        model.bounds = r
        if oldSize != r.size { boundsSizeDidChange(from: oldSize) } else { boundsOriginDidChange() }
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite coordinates.
    public func setCenter(_ p: Point) throws(CoreError) {
        try View.requireFinite(p.isFinite, "center", p)
        if p == center { return }
        try requireFiniteFrame("center \(p)", center: p)
        engine.willChange(self, .center)
        model.center = p
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite fields.
    /// Sets the layer's transform to the affine one (`CATransform3DMakeAffineTransform`, as
    /// UIKit): a non-affine 3D part is dropped.
    public func setTransform(_ t: AffineTransform) throws(CoreError) {
        try View.requireFinite(t.isFinite, "transform", t)
        try requireFiniteFrame("transform \(t)", transform: t, transform3D: .identity)
        if !model.transform3D.isIdentity {
            engine.willChange(self, .transform3D)
            model.transform3D = .identity
        }
        if t == model.transform { return }
        engine.willChange(self, .transform)
        model.transform = t
    }

    /// Stored as given (not clamped); renderers clamp to 0…1.
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinity.
    public func setAlpha(_ a: Double) throws(CoreError) {
        try View.requireFinite(a.isFinite, "alpha", a)
        if a == alpha { return }
        engine.willChange(self, .alpha)
        model.alpha = a
    }

    /// `nil` is no background; it animates as `Color.clear`.
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite components.
    public func setBackgroundColor(_ c: Color?) throws(CoreError) {
        if let c { try View.requireFinite(c.isFinite, "backgroundColor", c) }
        if c == backgroundColor { return }
        engine.willChange(self, .backgroundColor)
        model.backgroundColor = c
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinity.
    public func setCornerRadius(_ r: Double) throws(CoreError) {
        try View.requireFinite(r.isFinite, "cornerRadius", r)
        if r == cornerRadius { return }
        engine.willChange(self, .cornerRadius)
        model.cornerRadius = r
    }

    /// Sets geometry without validation or recording (values the engine knows are finite).
    func setModelGeometry(center: Point, bounds: Rect) {
        model.center = center
        model.bounds = bounds
    }

    static func requireFinite(_ ok: Bool, _ what: String, _ value: Any) throws(CoreError) {
        guard ok else {
            throw CoreError(.invalidNumber, "\(what) must have finite numbers (got \(value))")
        }
    }

    // MARK: Presentation

    /// The in-flight values at the engine's current time (a fresh value on every read).
    public var presentation: Presentation { engine.presentation(of: self) }

    /// True while an animation of this view is running.
    public var isAnimating: Bool {
        // a slot is held only with live tracks — and with those of blocks ended with their
        // timing row until they are reclaimed (AnimationSystem+RowEnds.swift)
        if animationSlot >= 0 { engine.animations.settleRows() }
        return animationSlot >= 0
    }

    /// Stops this view's running animations (`layer.removeAllAnimations()`): see
    /// ``Engine/removeAllAnimations(of:)``.
    public func removeAllAnimations() { engine.removeAllAnimations(of: self) }

    open var description: String { "\(typeName)(\(displayName), frame: \(frame))" }
}

/// A view's animatable model values (and, wrapped, a ``Presentation``'s). Each field is one
/// property of ``PropertyDescriptor/all``.
struct ViewModel: Equatable {
    /// The backing layer's values out of line, nil while they are Core Animation's defaults:
    /// most views never set one, and a view (and each copy of its model) then carries eight
    /// bytes of layer instead of 272. Shared between copies until one is written. First, so
    /// that the model ends with the core's free tail (``View``'s flags live there).
    private var layerBox: LayerBox?
    /// The view's own values, in a block of their own: the store's frame pass copies only
    /// this part per animated view and frame (152 bytes; with the layer's values inline the
    /// model was 424, and copying that made the tween benchmark's frame half again slower —
    /// docs/benchmark.md).
    var core = ModelCore()

    /// The backing layer's values (the frame pass touches them only for views with a layer
    /// animation: ``AnimationStore``'s layer table).
    var layer: LayerModel {
        get { layerBox?.value ?? LayerModel.defaults }
        set {
            if newValue == LayerModel.defaults {
                layerBox = nil
            } else if isKnownUniquelyReferenced(&layerBox) {
                layerBox!.value = newValue
            } else {
                layerBox = LayerBox(newValue)
            }
        }
    }

    /// Whether the model holds layer storage (it does not while the values are the defaults).
    var hasLayerStorage: Bool { layerBox != nil }

    static func == (a: ViewModel, b: ViewModel) -> Bool {
        a.core == b.core && (a.layerBox === b.layerBox || a.layer == b.layer)
    }

    init() {}

    init(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
         backgroundColor: Color?, cornerRadius: Double) {
        core = ModelCore(bounds: bounds, center: center, transform: transform, alpha: alpha,
                         backgroundColor: backgroundColor, cornerRadius: cornerRadius)
    }

    // Each field by name, so code reading the model need not know which part holds it.
    var bounds: Rect { get { core.bounds } set { core.bounds = newValue } }
    var center: Point { get { core.center } set { core.center = newValue } }
    var transform: AffineTransform { get { core.transform } set { core.transform = newValue } }
    var alpha: Double { get { core.alpha } set { core.alpha = newValue } }
    var backgroundColor: Color? { get { core.backgroundColor } set { core.backgroundColor = newValue } }
    var cornerRadius: Double { get { core.cornerRadius } set { core.cornerRadius = newValue } }
    var anchorPoint: Point { get { layer.anchorPoint } set { layer.anchorPoint = newValue } }
    var zPosition: Double { get { layer.zPosition } set { layer.zPosition = newValue } }
    var shadowOpacity: Double { get { layer.shadowOpacity } set { layer.shadowOpacity = newValue } }
    var shadowRadius: Double { get { layer.shadowRadius } set { layer.shadowRadius = newValue } }
    var shadowOffset: Point { get { layer.shadowOffset } set { layer.shadowOffset = newValue } }
    var shadowColor: Color? { get { layer.shadowColor } set { layer.shadowColor = newValue } }
    var borderWidth: Double { get { layer.borderWidth } set { layer.borderWidth = newValue } }
    var borderColor: Color? { get { layer.borderColor } set { layer.borderColor = newValue } }
    var transform3D: Transform3D { get { layer.transform3D } set { layer.transform3D = newValue } }
}

/// The view's own animatable values (``ViewModel/core``): plain numbers, copied as bytes by
/// the frame pass. The optional color is last: its tag byte ends the struct (145 bytes, a
/// stride of 152), and the seven bytes after it are free for what follows a model — a
/// view's flags (``View``); between `alpha` and `cornerRadius` they were padding.
struct ModelCore: Equatable {
    var bounds: Rect = .zero
    var center: Point = .zero
    var transform: AffineTransform = .identity
    var alpha: Double = 1
    var cornerRadius: Double = 0
    var backgroundColor: Color? = nil

    init() {}

    init(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
         backgroundColor: Color?, cornerRadius: Double) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
    }
}

/// ``View``'s flags, one bit each (``View/flags``).
struct ViewFlags: OptionSet {
    let rawValue: UInt8
    static let isHidden = ViewFlags(rawValue: 1 << 0)
    static let clipsToBounds = ViewFlags(rawValue: 1 << 1)
    static let isDoubleSided = ViewFlags(rawValue: 1 << 2)
    static let passesTouchesThrough = ViewFlags(rawValue: 1 << 3)
    static let isUserInteractionEnabled = ViewFlags(rawValue: 1 << 4)
    static let isInWindow = ViewFlags(rawValue: 1 << 5)
    static let autoresizesSubviews = ViewFlags(rawValue: 1 << 6)
    static let needsLayout = ViewFlags(rawValue: 1 << 7)

    @inline(__always)
    mutating func set(_ flag: ViewFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}

/// The backing layer's own values (``Layer``), with Core Animation's defaults (CALayer
/// reference: anchorPoint (0.5, 0.5), shadowOpacity 0, shadowRadius 3, shadowOffset (0, −3),
/// shadowColor and borderColor opaque black, borderWidth 0).
struct LayerModel: Equatable {
    static let defaults = LayerModel()

    var anchorPoint = Point(x: 0.5, y: 0.5)
    var zPosition: Double = 0
    var shadowOpacity: Double = 0
    var shadowRadius: Double = 3
    var shadowOffset = Point(x: 0, y: -3)
    var shadowColor: Color? = .black
    var borderWidth: Double = 0
    var borderColor: Color? = .black
    /// The non-affine part of the layer's transform: the layer's `transform` is
    /// `transform3D × transform` (docs/layers.md); identity whenever the layer's transform
    /// is affine, so the 2D path of every view stays as it was.
    var transform3D: Transform3D = .identity
}

/// ``ViewModel``'s out-of-line layer values (copy on write). Sendable as a value is: a box is
/// written only while one model holds it (``ViewModel/layer``'s setter checks), never once
/// shared, so models stay values wherever they go.
final class LayerBox: @unchecked Sendable {
    var value: LayerModel
    init(_ value: LayerModel) { self.value = value }
}

/// ``View``'s rarely set fields (``View/rare``), in one box made on the first non-default
/// write.
private final class RareViewFields {
    var passesTouches: ((Point) -> Bool)?
    var matchID: String?
    weak var snapshotSource: View?
    unowned var owningController: ViewController?
    var loadedLayer: Layer?
    var pin: Pin?
    /// The superview the pin was made in: a pin holds only there (UIKit removes a view's
    /// constraints to its old superview when it moves).
    weak var pinnedIn: View?
    var gestureRecognizers: [GestureRecognizer] = []
    var tag = 0
    var hitTestingOverrides: HitTestingOverrides = []
    var transitionExit: AnyObject?
    weak var transitionOverlay: View?
    var transitionFlip: AnimationHandle?
    var maskedCorners: CornerMask = .all
    /// `UIView.mask`, held strongly as UIKit's property (View+Mask.swift).
    var mask: View?
    /// The view this one masks, if it is a mask: one view's at a time.
    weak var maskedView: View?
    /// Whether a mask was ever set in this view's subtree or masks (View+Mask.swift's
    /// ``View/holdsMask``).
    var holdsMask = false
}
