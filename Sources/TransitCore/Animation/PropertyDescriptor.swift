/// The Swift type of an animatable property's model field, which fixes how many numbers its
/// ``AnimVector`` uses and how it interpolates.
public enum PropertyValueKind: UInt8, Sendable {
    /// A `Double` (v0).
    case scalar
    /// A ``Point`` (x, y).
    case point
    /// A ``Rect`` (x, y, width, height).
    case rect
    /// An ``AffineTransform``, animated in its decomposed form (translation, angle, scale,
    /// shear), as Core Animation interpolates transforms.
    case transform
    /// An optional ``Color`` (r, g, b, a; `nil` animates as clear).
    case color
    /// A ``Transform3D``, animated in its CSS decomposition (``DecomposedTransform3D``).
    case transform3D
}

/// How a new animation of a property meets a running one, as UIKit's: additive animations
/// keep running and the presentation sums them (geometry since iOS 8); replacing ones cut the
/// running animation short (`alpha`, colours).
public enum PropertyComposition: Sendable {
    case additive, replacing
}

/// Which contiguous track list — and which specialised loop of the frame pass — holds a
/// property's tracks: one per (kind, composition) the engine supports. A property is one
/// list of its lane (``PropertyDescriptor/laneIndex``).
enum TrackLane: UInt8 {
    case additivePoint, additiveRect, additiveTransform, replacingScalar, replacingColor
    /// A replaced point or size (`anchorPoint`, `shadowOffset`).
    case replacingPoint
    /// The layer's 3D transform: summed in its decomposition (AnimationStore+Lanes.swift).
    case additiveTransform3D
}

/// What the engine knows about one animatable property, in the spirit of pop's
/// `POPAnimatableProperty`: its name, value kind, composition, where its model field lives,
/// and so how to read it, write it and interpolate it. The table is
/// ``PropertyDescriptor/all``; everything that used to switch on the property asks it.
///
/// Reads and writes go through the field's byte offset in its block of the model
/// (``ModelCore`` or ``LayerModel``), computed once from a key path: the frame pass writes a
/// field at `slot × stride + partOffset` in a loop specialised for the lane, as fast as a
/// named field, and no per-property code is needed.
struct PropertyDescriptor {
    let property: AnimatedProperty
    let name: String
    let kind: PropertyValueKind
    let composition: PropertyComposition
    /// Whether the field is the layer's (``ViewModel/layer``): the model holds those out of
    /// line and the store apart from the per-frame core (``AnimationStore``'s layer table).
    let inLayer: Bool
    /// The field's byte offset in its part, ``ModelCore`` or ``LayerModel`` (the frame
    /// pass writes the store's per-part arrays at `slot × stride + partOffset`).
    let partOffset: Int
    /// Whether the field is one of the core's last ones, which the store keeps apart from
    /// its per-frame rows (``CoreTail``: at `partOffset − RenderedCore.size` in its tail table).
    var inCoreTail: Bool { !inLayer && partOffset >= RenderedCore.size }
    /// Whether the store presents the field in ``AnimationStore/rendered`` (every view's
    /// row), rather than in a row of one of its sparse tables (``SlotRows``).
    var inRenderedCore: Bool { !inLayer && partOffset < RenderedCore.size }
    /// The field's offset in its row of a sparse table: in a ``LayerModel`` its part offset,
    /// in a ``CoreTail`` its offset less ``RenderedCore``'s bytes.
    var rowOffset: Int { inCoreTail ? partOffset - RenderedCore.size : partOffset }
    let lane: TrackLane
    /// The property's list among its lane's (set by ``table(_:)``).
    private(set) var laneIndex = 0

    var isAdditive: Bool { composition == .additive }

    /// The field's size in bytes (what ``read(field:)`` and ``write(_:field:)`` touch).
    var fieldSize: Int {
        switch kind {
        case .scalar: MemoryLayout<Double>.size
        case .point: MemoryLayout<Point>.size
        case .rect: MemoryLayout<Rect>.size
        case .transform: MemoryLayout<AffineTransform>.size
        case .color: MemoryLayout<Color?>.size
        case .transform3D: MemoryLayout<Transform3D>.size
        }
    }

    private init<Part: ModelPart>(_ property: AnimatedProperty, _ name: String, _ kind: PropertyValueKind,
                                  _ composition: PropertyComposition, _ keyPath: PartialKeyPath<Part>) {
        self.property = property
        self.name = name
        self.kind = kind
        self.composition = composition
        inLayer = Part.isLayer
        partOffset = MemoryLayout<Part>.offset(of: keyPath)!
        switch (kind, composition) {
        case (.point, .additive): lane = .additivePoint
        case (.rect, .additive): lane = .additiveRect
        case (.transform, .additive): lane = .additiveTransform
        case (.scalar, .replacing): lane = .replacingScalar
        case (.color, .replacing): lane = .replacingColor
        case (.point, .replacing): lane = .replacingPoint
        case (.transform3D, .additive): lane = .additiveTransform3D
        default: preconditionFailure("\(name): no track lane for a \(composition) \(kind) (add one to TrackLane)")
        }
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, Double>,
         _ composition: PropertyComposition) {
        self.init(p, name, .scalar, composition, keyPath)
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, Point>,
         _ composition: PropertyComposition) {
        self.init(p, name, .point, composition, keyPath)
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, Rect>,
         _ composition: PropertyComposition) {
        self.init(p, name, .rect, composition, keyPath)
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, AffineTransform>,
         _ composition: PropertyComposition) {
        self.init(p, name, .transform, composition, keyPath)
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, Color?>,
         _ composition: PropertyComposition) {
        self.init(p, name, .color, composition, keyPath)
    }

    init<Part: ModelPart>(_ p: AnimatedProperty, _ name: String, _ keyPath: WritableKeyPath<Part, Transform3D>,
         _ composition: PropertyComposition) {
        self.init(p, name, .transform3D, composition, keyPath)
    }

    /// Checks that each handle is its position and numbers the lists of each lane.
    static func table(_ list: [PropertyDescriptor]) -> [PropertyDescriptor] {
        precondition(list.count <= PropertyMask.bitWidth, "more animatable properties than mask bits")
        // The store copies a core into its rows as bytes and writes fields at these offsets:
        // each core field must lie wholly in one of its two parts.
        precondition(RenderedCore.matchesModelCore && CoreTail.matchesModelCore,
                     "RenderedCore and CoreTail must be laid out as ModelCore's parts")
        for d in list where !d.inLayer {
            let end = d.partOffset + d.fieldSize
            precondition(d.inCoreTail ? end - RenderedCore.size <= MemoryLayout<CoreTail>.size : end <= RenderedCore.size,
                         "\(d.name): a core field must be in RenderedCore or in CoreTail")
        }
        // the properties counted per lane, by the lane's raw value (a dictionary keyed by the
        // lane made the runtime look up its Hashable conformance at every start: 147,000
        // instructions of `transit run`'s 6.9 M)
        var counts = [Int](repeating: 0, count: Int(UInt8.max) + 1)
        return list.enumerated().map { i, d in
            precondition(Int(d.property.rawValue) == i, "\(d.name) is at \(i) in the table but its handle says \(d.property.rawValue)")
            let lane = Int(d.lane.rawValue)
            // The decomposed-transform cache of the store is one per view.
            precondition(d.lane != .additiveTransform || counts[lane] == 0,
                         "only one transform-kind property: the store's decomposed cache is per view")
            var d = d
            d.laneIndex = counts[lane]
            counts[lane] += 1
            return d
        }
    }

    /// The properties of `lane`, in their list order.
    static func properties(in lane: TrackLane) -> [PropertyDescriptor] {
        all.filter { $0.lane == lane }
    }

    // MARK: Values

    /// The field's value in `model` as a vector.
    func read(_ model: ViewModel) -> AnimVector {
        if inLayer { return withUnsafeBytes(of: model.layer) { read(field: $0.baseAddress! + partOffset) } }
        return withUnsafeBytes(of: model.core) { read(field: $0.baseAddress! + partOffset) }
    }

    /// Sets the field in `model` from a vector.
    func write(_ v: AnimVector, to model: inout ViewModel) {
        update(&model) { write(v, field: $0) }
    }

    /// Runs `body` on the address of the field in `model`'s part (a layer field in a copy
    /// of the layer's values, stored back: they are out of line).
    private func update(_ model: inout ViewModel, _ body: (UnsafeMutableRawPointer) -> Void) {
        if inLayer {
            var layer = model.layer
            withUnsafeMutableBytes(of: &layer) { body($0.baseAddress! + partOffset) }
            model.layer = layer
        } else {
            withUnsafeMutableBytes(of: &model.core) { body($0.baseAddress! + partOffset) }
        }
    }

    /// A transform-kind field as stored (not decomposed), to tell whether it changed.
    func affineTransform(in core: ModelCore) -> AffineTransform {
        precondition(kind == .transform && !inLayer, "\(name) is not the core's transform")
        return withUnsafeBytes(of: core) { $0.load(fromByteOffset: partOffset, as: AffineTransform.self) }
    }

    /// `field += v·k`, component-wise in the vector's numbers (for the additive kinds; a
    /// transform's sum is kept decomposed by the caller, never added to the field).
    func add(_ v: AnimVector, times k: Double, to model: inout ViewModel) {
        update(&model) { add(v, times: k, field: $0) }
    }

    /// `from + (to − from)·e`, as the value interpolates (component-wise: colours as
    /// ``Color/interpolated(to:_:)``, transforms in their decomposed numbers, turning the
    /// short way round).
    func interpolate(_ from: AnimVector, _ to: AnimVector, _ e: Double) -> AnimVector {
        kind == .transform || kind == .transform3D ? adding(difference(from, to), times: 1 - e, to: to)
            : AnimVector.lerp(from, to, e)
    }

    /// Reads the field at `field` (its address: in a model, or in the store's per-part arrays).
    func read(field: UnsafeRawPointer) -> AnimVector {
        switch kind {
        case .scalar: AnimVector(scalar: field.load(as: Double.self))
        case .point: AnimVector(field.load(as: Point.self))
        case .rect: AnimVector(field.load(as: Rect.self))
        case .transform: AnimVector(DecomposedTransform(field.load(as: AffineTransform.self)))
        case .color: AnimVector(field.load(as: Color?.self))
        case .transform3D: AnimVector(Self.decompose(field.load(as: Transform3D.self)))
        }
    }

    /// A 3D transform's parts; one the CSS algorithm cannot split (`m44 = 0`, or perspective
    /// over a flat layer) animates as if from the identity.
    static func decompose(_ t: Transform3D) -> DecomposedTransform3D {
        DecomposedTransform3D(t) ?? DecomposedTransform3D()
    }

    /// What an additive animation carries from `old` to `new`: `old − new`, except a
    /// transform's angle, the turn back from `new` to `old` the short way round (so the view
    /// turns from `old` to `new` as Core Animation turns it: ``DecomposedTransform/turn(from:to:)``),
    /// and a 3D transform's rotation, the rotation vector of `q_old · q_new⁻¹` (so that
    /// ``add(_:times:field:)`` lands on the spec's slerp; see ``DecomposedTransform3D``).
    func difference(_ old: AnimVector, _ new: AnimVector) -> AnimVector {
        var d = old - new
        switch kind {
        case .transform: d.v2 = -DecomposedTransform.turn(from: old.v2, to: new.v2)
        case .transform3D: d.rotation = (Quaternion.exp(old.rotation) * Quaternion.exp(new.rotation).conjugate).log
        default: break
        }
        return d
    }

    /// `value` with a transform's angle moved by whole turns to lie the short way round from
    /// `previous`'s: a keyframe path's next point, so each leg turns as an animation of its
    /// own would. Other kinds unchanged.
    func continuing(_ previous: AnimVector, with value: AnimVector) -> AnimVector {
        guard kind == .transform else { return value }
        var v = value
        v.v2 = previous.v2 + DecomposedTransform.turn(from: previous.v2, to: value.v2)
        return v
    }

    /// `base ⊕ delta·k`: component-wise, except a 3D rotation, turned by `exp(k·delta)` first;
    /// a number past Double's range (an overshoot near its limit) held at its edge (FiniteRange.swift).
    func adding(_ delta: AnimVector, times k: Double, to base: AnimVector) -> AnimVector {
        var r = base
        r.add(delta, times: k)
        if kind == .transform3D {
            let d = delta.rotation
            r.rotation = (Quaternion.exp((d.0 * k, d.1 * k, d.2 * k)) * Quaternion.exp(base.rotation)).log
        }
        return r.clampedToFinite
    }

    /// Writes the field at `field` (its address).
    func write(_ v: AnimVector, field: UnsafeMutableRawPointer) {
        switch kind {
        case .scalar: field.storeBytes(of: v.v0, as: Double.self)
        case .point: field.storeBytes(of: v.point, as: Point.self)
        case .rect: field.storeBytes(of: v.rect, as: Rect.self)
        case .transform: field.storeBytes(of: v.decomposed.transform.clampedToFinite, as: AffineTransform.self)
        case .color: field.storeBytes(of: Optional(v.color), as: Color?.self)
        case .transform3D: field.storeBytes(of: v.decomposed3D.transform, as: Transform3D.self)
        }
    }

    /// `field += v·k` at the field's address (see ``add(_:times:to:)``; a 3D rotation composes).
    func add(_ v: AnimVector, times k: Double, field: UnsafeMutableRawPointer) {
        write(adding(v, times: k, to: read(field: UnsafeRawPointer(field))), field: field)
    }
}

/// The two blocks of a ``ViewModel`` a descriptor's key path may start from.
protocol ModelPart {
    static var isLayer: Bool { get }
}

extension ModelCore: ModelPart { static var isLayer: Bool { false } }
extension LayerModel: ModelPart { static var isLayer: Bool { true } }
