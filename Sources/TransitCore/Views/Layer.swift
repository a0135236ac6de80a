/// A view's backing layer (`view.layer`, a `CALayer`): the properties Core Animation has and
/// `UIView` does not — the anchor point, a 3D transform, the z position, the shadow and the
/// border. One per view, made on first use, always the same object.
///
/// The values live in the view's model beside its own (``ViewModel``), so they animate and
/// show in presentations like the view's: inside ``Engine/animate(duration:delay:curve:options:repeatCount:origin:animations:completion:)``
/// each setter records its old value, as `alpha` does (docs/layers.md says why Transit
/// animates them in blocks where UIKit's blocks do not).
///
/// The layer holds its view weakly: a layer a script keeps after its view is gone throws
/// ``CoreError/Kind/invalidArgument`` instead of keeping the view alive or trapping.
public final class Layer {
    public private(set) weak var view: View?

    init(view: View) { self.view = view }

    private func owner() throws(CoreError) -> View {
        guard let view else { throw CoreError(.invalidArgument, "the layer's view no longer exists") }
        return view
    }

    private var model: ViewModel { view?.model ?? ViewModel() }

    // MARK: Values (a layer whose view is gone reads Core Animation's defaults)

    public var anchorPoint: Point { model.anchorPoint }
    public var zPosition: Double { model.zPosition }
    public var shadowOpacity: Double { model.shadowOpacity }
    public var shadowRadius: Double { model.shadowRadius }
    public var shadowOffset: Size { Size(width: model.shadowOffset.x, height: model.shadowOffset.y) }
    public var shadowColor: Color? { model.shadowColor }
    public var borderWidth: Double { model.borderWidth }
    public var borderColor: Color? { model.borderColor }
    /// `CALayer.isDoubleSided`: when false, the layer "hides its content when it faces away
    /// from the viewer" — with its sublayers, which are flattened into it — and takes no
    /// touches then (docs/layers.md, "Back faces"). Not animatable, as in Core Animation.
    public var isDoubleSided: Bool { view?.isDoubleSided ?? true }
    /// The whole transform (`transform3D × transform` of the model; see ``View/layerTransform``).
    public var transform: Transform3D { view?.layerTransform ?? .identity }

    // The layer's names for what UIKit keeps in the layer and shows on the view: `UIView.alpha`
    // is `layer.opacity`, `clipsToBounds` is `masksToBounds`, `backgroundColor` and `isHidden`
    // are the layer's, and a view's corner radius is only `layer.cornerRadius`. One storage,
    // the view's: a write under either name reads back under both, and animates as the
    // view's property does.
    public var opacity: Double { view?.alpha ?? 1 }
    public var cornerRadius: Double { view?.cornerRadius ?? 0 }
    /// Which corners `cornerRadius` rounds (``CornerMask``; all four by default). The layer's
    /// own, kept with its view.
    public var maskedCorners: CornerMask { view?.maskedCorners ?? .all }
    public var masksToBounds: Bool { view?.clipsToBounds ?? false }
    public var backgroundColor: Color? { view?.backgroundColor }
    public var isHidden: Bool { view?.isHidden ?? false }

    // The geometry under Core Animation's names: a view's `frame`, `bounds` and `center` are
    // accessors of its layer's `frame`, `bounds` and `position` (N. Lockwood, "iOS Core
    // Animation: Advanced Techniques", ch. 3 "Layout"). One storage, the view's: a write under
    // either name reads back under both, and animates inside a block as the view's does (the
    // view, its layer's delegate, gives these keys an action inside an animation block).
    public var position: Point { view?.center ?? .zero }
    public var bounds: Rect { view?.bounds ?? .zero }
    /// Derived from `bounds`, `anchorPoint`, `position` and the transform (`CALayer.frame`).
    public var frame: Rect { view?.frame ?? .zero }

    // MARK: Validated setters

    /// The point of the bounds (in unit coordinates, (0, 0) the top left) that sits at the
    /// view's `center` and about which the transform turns and scales. Changing it keeps
    /// `center` (CA's `position`) and so moves the frame, as Core Animation ("Anchor Points
    /// Affect Geometric Manipulations", Core Animation Programming Guide).
    public func setAnchorPoint(_ p: Point) throws(CoreError) {
        let v = try owner()
        try View.requireFinite(p.isFinite, "anchorPoint", p)
        try v.requireFiniteFrame("anchorPoint \(p)", anchorPoint: p)
        try v.setLayerValue(.anchorPoint, \.anchorPoint, p)
    }

    public func setDoubleSided(_ doubleSided: Bool) throws(CoreError) {
        try owner().isDoubleSided = doubleSided
    }

    public func setZPosition(_ z: Double) throws(CoreError) {
        try View.requireFinite(z.isFinite, "zPosition", z)
        try owner().setLayerValue(.zPosition, \.zPosition, z)
    }

    /// Core Animation documents 0…1; Transit stores what it is given (as `alpha`) and the
    /// renderers clamp, but a value outside is not an error.
    public func setShadowOpacity(_ o: Double) throws(CoreError) {
        try View.requireFinite(o.isFinite, "shadowOpacity", o)
        try owner().setLayerValue(.shadowOpacity, \.shadowOpacity, o)
    }

    /// A blur radius cannot be negative.
    public func setShadowRadius(_ r: Double) throws(CoreError) {
        try View.requireFinite(r.isFinite, "shadowRadius", r)
        guard r >= 0 else { throw CoreError(.invalidNumber, "shadowRadius must not be negative (got \(formatNumber(r)))") }
        try owner().setLayerValue(.shadowRadius, \.shadowRadius, r)
    }

    public func setShadowOffset(_ s: Size) throws(CoreError) {
        try View.requireFinite(s.width.isFinite && s.height.isFinite, "shadowOffset", s)
        try owner().setLayerValue(.shadowOffset, \.shadowOffset, Point(x: s.width, y: s.height))
    }

    /// `nil` is no shadow colour (nothing drawn); it animates as clear.
    public func setShadowColor(_ c: Color?) throws(CoreError) {
        if let c { try View.requireFinite(c.isFinite, "shadowColor", c) }
        try owner().setLayerValue(.shadowColor, \.shadowColor, c)
    }

    /// A border width cannot be negative.
    public func setBorderWidth(_ w: Double) throws(CoreError) {
        try View.requireFinite(w.isFinite, "borderWidth", w)
        guard w >= 0 else { throw CoreError(.invalidNumber, "borderWidth must not be negative (got \(formatNumber(w)))") }
        try owner().setLayerValue(.borderWidth, \.borderWidth, w)
    }

    public func setBorderColor(_ c: Color?) throws(CoreError) {
        if let c { try View.requireFinite(c.isFinite, "borderColor", c) }
        try owner().setLayerValue(.borderColor, \.borderColor, c)
    }

    /// `view.alpha`'s setter, its errors naming `opacity`.
    public func setOpacity(_ o: Double) throws(CoreError) {
        try View.requireFinite(o.isFinite, "opacity", o)
        try owner().setAlpha(o)
    }

    /// `view.center`'s setter, its errors naming `position`.
    public func setPosition(_ p: Point) throws(CoreError) {
        try View.requireFinite(p.isFinite, "position", p)
        try owner().setCenter(p)
    }

    public func setBounds(_ r: Rect) throws(CoreError) {
        try owner().setBounds(r)
    }

    /// Sets `position` and `bounds` so the frame is `r` (`CALayer.frame`'s setter).
    public func setFrame(_ r: Rect) throws(CoreError) {
        try owner().setFrame(r)
    }

    public func setCornerRadius(_ r: Double) throws(CoreError) {
        try owner().setCornerRadius(r)
    }

    /// Not animatable (``CornerMask``): applies at once, inside a block too.
    public func setMaskedCorners(_ corners: CornerMask) throws(CoreError) {
        try owner().maskedCorners = corners
    }

    public func setMasksToBounds(_ masks: Bool) throws(CoreError) {
        try owner().clipsToBounds = masks
    }

    public func setBackgroundColor(_ c: Color?) throws(CoreError) {
        try owner().setBackgroundColor(c)
    }

    public func setHidden(_ hidden: Bool) throws(CoreError) {
        try owner().isHidden = hidden
    }

    /// Sets the whole transform: see ``View/setLayerTransform(_:)``.
    public func setTransform(_ t: Transform3D) throws(CoreError) {
        try owner().setLayerTransform(t)
    }
}

extension View {
    /// Writes one layer field, recording it in an open block first (as the view's setters).
    func setLayerValue<T: Equatable>(_ property: AnimatedProperty, _ field: WritableKeyPath<ViewModel, T>,
                                     _ value: T) throws(CoreError) {
        if model[keyPath: field] == value { return }
        engine.willChange(self, property)
        model[keyPath: field] = value
    }

    /// The layer's whole transform: the non-affine part, then the affine `transform`.
    public var layerTransform: Transform3D {
        model.transform3D.isIdentity ? Transform3D(model.transform)
            : model.transform3D.concatenating(Transform3D(model.transform))
    }

    /// Sets `layer.transform`. An affine value is stored as `transform` (so reading
    /// `view.transform` gives it back, as UIKit); any other value is kept whole as the 3D
    /// part, with `transform` the identity (docs/layers.md: two animatable parts, each
    /// interpolated by its own decomposition).
    public func setLayerTransform(_ t: Transform3D) throws(CoreError) {
        try View.requireFinite(t.isFinite, "transform", t)
        if t.isAffine {
            try setTransform(t.affine)
            return
        }
        try requireFiniteFrame("transform \(t)", transform: .identity, transform3D: t)
        if model.transform != .identity {
            engine.willChange(self, .transform)
            model.transform = .identity
        }
        if model.transform3D != t {
            engine.willChange(self, .transform3D)
            model.transform3D = t
        }
    }
}
