internal import CLuaShim

internal import CLuaShim

/// A Swift class bound to Lua: a metatable whose `__index`/`__newindex` are C (one raw table
/// lookup resolves a key to a method or a property number; no string is built per access),
/// with a hidden metatable, a `__gc` that releases the retained object (safe to run twice),
/// and Lua-side fields kept in each userdata's user value (so the GC can trace them).
public struct LuaClass: Hashable, Sendable {
    public let id: Int32
    public let name: String
}

/// A bound property, type-erased: `get` pushes exactly one value; `set` reads the value at
/// stack index 3 (as `__newindex` receives it). A class, for `Bridge`'s boxed storage.
///
/// The closures are concrete and non-optional on purpose: a closure kept inside an Optional
/// or any generic container is stored at maximal abstraction, and calling it back went
/// through reabstraction thunks that allocated on every property access.
@usableFromInline
final class PropertyAccessor {
    @usableFromInline typealias Erased = (LuaCall, AnyObject) throws -> Void
    let get: Erased
    let set: Erased
    let isWritable: Bool

    @usableFromInline
    init(get: @escaping Erased, set: @escaping Erased, isWritable: Bool) {
        self.get = get
        self.set = set
        self.isWritable = isWritable
    }
}

/// A number property, type-erased: the C metamethods check the value (a finite number) and
/// pass a plain Double, so the hottest property writes skip the general path.
@usableFromInline
final class NumberAccessor {
    @usableFromInline typealias Getter = (AnyObject) -> Double
    @usableFromInline typealias Setter = (AnyObject, Double) throws -> Void
    let get: Getter
    let set: Setter
    let isWritable: Bool

    @usableFromInline
    init(get: @escaping Getter, set: @escaping Setter, isWritable: Bool) {
        self.get = get
        self.set = set
        self.isWritable = isWritable
    }
}

/// A method, type-erased, boxed for the same reason as `PropertyAccessor`.
@usableFromInline
final class MethodBox {
    @usableFromInline typealias Erased = (LuaCall, AnyObject) throws -> Int32
    let body: Erased
    @usableFromInline init(_ body: @escaping Erased) { self.body = body }
}

/// How a class of `Object`s looks from Lua: methods (called with `:`; `self` arrives checked
/// and typed), properties, and how `tostring` shows an object.
public struct LuaClassDefinition<Object: AnyObject> {
    public typealias Method = (LuaCall, Object) throws -> Int32
    public typealias Getter = (LuaCall, Object) throws -> Void
    public typealias Setter = (LuaCall, Object) throws -> Void

    public var name: String
    public var parent: LuaClass?
    @usableFromInline var methods: [(String, MethodBox)] = []
    @usableFromInline var properties: [(String, PropertyAccessor)] = []
    @usableFromInline var numbers: [(String, NumberAccessor)] = []
    @usableFromInline var describe: ((AnyObject) -> String)?
    @usableFromInline var callMetamethod: MethodBox?
    @usableFromInline var functionFields: [String] = []
    @usableFromInline var defaultedFields: [String] = []
    @usableFromInline var shadowableMethods: [String] = []

    public init(name: String, parent: LuaClass? = nil) {
        self.name = name
        self.parent = parent
    }

    /// A method. Argument 1 must be an instance of this class (or a subclass); otherwise Lua's
    /// "calling 'm' on bad self" error is raised before `body` runs.
    /// (`@inlinable` so that the wrapping closure is built in the binding's module,
    /// specialised for `Object`: no generic thunk on the hot path.)
    @inlinable
    public mutating func method(_ name: String, _ body: @escaping Method) {
        methods.append((name, MethodBox { call, this in try body(call, unsafeDowncast(this, to: Object.self)) }))
    }

    /// A method that a Lua-side field of the same name shadows, for that object: a name a
    /// UIKit subclass commonly uses for a property of its own (a controller's `transition`,
    /// beside UIKit's `transition(from:to:…)`), which a script's existing field must keep.
    /// Read unset, the method; assigned, the field, whatever the value.
    @inlinable
    public mutating func shadowableMethod(_ name: String, _ body: @escaping Method) {
        method(name, body)
        shadowableMethods.append(name)
    }

    /// A property; without `set` it is read-only (assigning it is an error naming it).
    @inlinable
    public mutating func property(_ name: String, get: @escaping Getter, set: Setter? = nil) {
        // `__index`/`__newindex` live in this class's metatable, so only its instances (or its
        // subclasses') reach these closures: the downcast cannot fail.
        let getter: PropertyAccessor.Erased = { call, o in try get(call, unsafeDowncast(o, to: Object.self)) }
        if let set {
            let setter: PropertyAccessor.Erased = { call, o in try set(call, unsafeDowncast(o, to: Object.self)) }
            properties.append((name, PropertyAccessor(get: getter, set: setter, isWritable: true)))
        } else {
            properties.append((name, PropertyAccessor(get: getter, set: { _, _ in }, isWritable: false)))
        }
    }

    /// A property whose value is a finite number (`alpha`, `cornerRadius`): the type and
    /// finiteness are checked in C, with the same messages as `property`'s readers give, and
    /// the setter gets a Double. The fastest kind of property.
    /// (`@inline(__always)`: inlined where the binding passes its closures as literals, the
    /// optimizer folds each into the type-erasing wrapper built here (capture propagation),
    /// so a write calls one closure, not a wrapper that calls the binding's closure —
    /// callgrind: 11 instructions and an indirect call fewer per write.)
    @inlinable @inline(__always)
    public mutating func numberProperty(_ name: String, get: @escaping (Object) -> Double,
                                        set: ((Object, Double) throws -> Void)? = nil) {
        let getter: NumberAccessor.Getter = { o in get(unsafeDowncast(o, to: Object.self)) }
        if let set {
            numbers.append((name, NumberAccessor(get: getter, set: { o, d in try set(unsafeDowncast(o, to: Object.self), d) },
                                                  isWritable: true)))
        } else {
            numbers.append((name, NumberAccessor(get: getter, set: { _, _ in }, isWritable: false)))
        }
    }

    /// A name the script fills with a function the host calls (a UIKit override such as
    /// `viewDidLoad`): a Lua-side field like any other — read and written raw, no Swift runs —
    /// except that assigning it anything but nil or a callable value (a function, or a value
    /// whose metatable has `__call`: a busted spy) is an error at the script's line, as a
    /// bound property's bad value is, rather than at the override's first use far from it.
    /// A subclass inherits the names; a method or property of the same name wins.
    ///
    /// `doingNothingByDefault`: while unset, reading it gives a function that does nothing,
    /// as the UIKit base method does (`child:willMove(nil)` from a container), though the
    /// host's own look-up (`LuaCall.get`) still finds nothing set.
    public mutating func functionField(_ name: String, doingNothingByDefault: Bool = false) {
        functionFields.append(name)
        if doingNothingByDefault { defaultedFields.append(name) }
    }

    /// Makes objects callable (`__call`): `body` gets the object and the call's arguments
    /// from index 2 on.
    @inlinable
    public mutating func call(_ body: @escaping Method) {
        callMetamethod = MethodBox { call, this in try body(call, unsafeDowncast(this, to: Object.self)) }
    }

    /// What `tostring(object)` shows.
    @inlinable
    public mutating func description(_ body: @escaping (Object) -> String) {
        describe = { body(unsafeDowncast($0, to: Object.self)) }
    }
}

struct ClassRecord {
    let name: String
    let metatable: Int32          // registry slot
    let methods: [(String, Int)]  // Bridge.methods
    let properties: [(String, PropertyAccessor)]
    let numbers: [(String, NumberAccessor)]
    let functionFields: [String]
    let defaultedFields: [String]
    let shadowableMethods: [String]
    let callable: Bool
    let parent: LuaClass?
    /// A class defined but not made yet: what makes its Lua side (``LuaState/makeClass(_:on:)``).
    var builder: ((OpaquePointer) -> Void)? = nil
}
