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
    @inlinable
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
    let methods: [(String, FunctionBox)]
    let properties: [(String, PropertyAccessor)]
    let numbers: [(String, NumberAccessor)]
    let callable: Bool
    let parent: LuaClass?
}

extension LuaState {
    func createIdentityCache() {
        lua_createtable(L, 0, 0)                                   /* +1 cache */
        lua_createtable(L, 0, 1)                                   /* +1 its metatable */
        lua_pushstring(L, "v")                                     /* +1 */
        lua_setfield(L, -2, "__mode")                              /* -1 weak values */
        lua_setmetatable(L, -2)                                    /* -1 */
        identityCache = luaL_ref(L, clua_registryindex())          /* -1 */
        lua_createtable(L, 0, 0)                                   /* +1 anchors */
        anchors = luaL_ref(L, clua_registryindex())                /* -1 */
    }

    /// Keeps `object`'s userdata (and so its Lua-side fields and overrides) alive while Swift
    /// holds the object somewhere Lua cannot see — a view in the live tree. Anchored once,
    /// not per closure, and released by `unanchor` (BRIDGE.md, "Lifetime and identity").
    /// Objects not yet pushed get anchored at their first push if `shouldAnchor` says so.
    public func anchor(_ object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
        guard lua_rawgetp(L, -1, address) == LUA_TUSERDATA else {  /* +1 box? */
            clua_pop(L, 2)
            return                                                 /* no box: nothing to keep */
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        lua_rotate(L, -2, 1)                                       /* [cache anchors box] */
        lua_rawsetp(L, -2, address)                                /* -1 anchors[address] = box */
        clua_pop(L, 2)
    }

    public func unanchor(_ object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        lua_pushnil(L)                                             /* +1 */
        lua_rawsetp(L, -2, address)                                /* -1 */
        clua_pop(L, 1)
    }

    /// Defines a bound class. A subclass inherits its parent's methods and properties (and
    /// may redefine them). At most 64 classes per state.
    public func defineClass<Object>(_ definition: LuaClassDefinition<Object>) -> LuaClass {
        precondition(classes.count < 64, "at most 64 bound classes")
        let this = LuaClass(id: Int32(classes.count), name: definition.name)
        var ancestry = UInt64(1) << UInt64(this.id)
        var methods: [(String, FunctionBox)] = []
        var props: [(String, PropertyAccessor)] = []
        var numbers: [(String, NumberAccessor)] = []
        if let parent = definition.parent {
            let record = classes[Int(parent.id)]
            ancestry |= bridge.pointee.ancestry[Int(parent.id)]
            methods = record.methods
            props = record.properties
            numbers = record.numbers
        }
        for (name, box) in definition.methods {
            methods.removeAll { $0.0 == name }
            // Each method checks `self` against the class that defined it.
            methods.append((name, FunctionBox { call in try box.body(call, try call.object(1, this)) }))
        }
        for (name, accessor) in definition.properties {
            props.removeAll { $0.0 == name }
            numbers.removeAll { $0.0 == name }
            props.append((name, accessor))
        }
        for (name, accessor) in definition.numbers {
            props.removeAll { $0.0 == name }
            numbers.removeAll { $0.0 == name }
            numbers.append((name, accessor))
        }
        _ = bridge.pointee.ancestry.append(ancestry)

        lua_createtable(L, 0, 8)                                   /* +1 mt */
        let mt = lua_gettop(L)
        lua_pushstring(L, definition.name); lua_setfield(L, mt, "__name")
        lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable")  /* getmetatable() gives false */

        // The key maps (see shim.h): names resolve by the address of their interned string.
        let keys = methods.map(\.0) + props.map(\.0) + numbers.map(\.0)
        precondition(keys.allSatisfy { $0.utf8.count <= 40 }, "bound names must be short strings (≤ 40 bytes)")
        let map = clua_newclass(Int32(keys.count))!
        clua_setclass(control, this.id, map)                       // freed in deinit
        lua_createtable(L, 0, Int32(keys.count))                   /* +1 key strings, kept alive */
        let anchor = lua_gettop(L)
        func intern(_ name: String) -> UnsafePointer<CChar> {
            let p = lua_pushstring(L, name)!                       /* +1 the interned string */
            lua_pushboolean(L, 1)                                  /* +1 */
            lua_rawset(L, anchor)                                  /* -2 keys[name] = true */
            return p
        }
        lua_createtable(L, Int32(methods.count), 0)                /* +1 methods array */
        for (slot, (name, body)) in methods.enumerated() {
            pushFunction(body)                                     /* +1 */
            lua_rawseti(L, -2, lua_Integer(slot + 1))              /* -1 methods[slot + 1] */
            let key = intern(name)
            clua_mapput(&map.pointee.index, key, Int32(slot * 4) + Int32(CLUA_KEY_METHOD))
            clua_mapput(&map.pointee.assign, key, -1)              /* methods are read-only */
        }
        for (name, accessor) in props {
            let n = Int32(bridge.pointee.properties.append(Unmanaged.passRetained(accessor)))
            let key = intern(name)
            clua_mapput(&map.pointee.index, key, n * 4 + Int32(CLUA_KEY_PROPERTY))
            clua_mapput(&map.pointee.assign, key, accessor.isWritable ? n * 4 + Int32(CLUA_KEY_PROPERTY) : -1)
        }
        for (name, accessor) in numbers {
            let n = Int32(bridge.pointee.numbers.append(Unmanaged.passRetained(accessor)))
            let key = intern(name)
            clua_mapput(&map.pointee.index, key, n * 4 + Int32(CLUA_KEY_NUMBER))
            clua_mapput(&map.pointee.assign, key, accessor.isWritable ? n * 4 + Int32(CLUA_KEY_NUMBER) : -1)
        }
        // stack: mt keys methods
        lua_pushvalue(L, anchor)                                   /* +1 keys */
        lua_pushcclosure(L, clua_index, 2)                         /* -2 +1 __index(methods, keys) */
        lua_setfield(L, mt, "__index")                             /* -1 */
        lua_pushvalue(L, anchor)                                   /* +1 keys */
        lua_pushcclosure(L, clua_newindex, 1)                      /* -1 +1 __newindex(keys) */
        lua_setfield(L, mt, "__newindex")                          /* -1 */
        lua_settop(L, mt)                                          /* drop the key strings */

        pushFunction(FunctionBox { call in call.state.finalize(call) })
        lua_setfield(L, mt, "__gc")
        let describe = definition.describe
        let className = definition.name
        pushFunction(FunctionBox { call in
            guard let box = clua_tobox(call.L, 1), let object = box.pointee.object else {
                call.push("\(className) (destroyed)"); return 1
            }
            call.push(describe?(Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()) ?? className)
            return 1
        })
        lua_setfield(L, mt, "__tostring")
        if let callBox = definition.callMetamethod {
            pushFunction(FunctionBox { call in try callBox.body(call, try call.object(1, this)) })
            lua_setfield(L, mt, "__call")
        }

        let slot = luaL_ref(L, clua_registryindex())               /* -1 mt */
        classes.append(ClassRecord(name: definition.name, metatable: slot, methods: methods, properties: props, numbers: numbers,
                                   callable: definition.callMetamethod != nil, parent: definition.parent))
        return this
    }

    /// `__gc`: release the retained object once; a second call (resurrection) finds NULL.
    private func finalize(_ call: LuaCall) -> Int32 {
        if let box = clua_tobox(call.L, 1), let object = box.pointee.object {
            box.pointee.object = nil
            liveObjects -= 1
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        return 0
    }

    /// Pushes the one userdata for `object` (creating it on first push). `==` therefore
    /// compares identity, and Lua-side fields stay with the object while Lua holds it.
    public func push(_ object: AnyObject, as cls: LuaClass) { push(object, as: cls, on: L) }

    func push(_ object: AnyObject, as cls: LuaClass, on L: OpaquePointer) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
        if lua_rawgetp(L, -1, address) == LUA_TUSERDATA {          /* +1 existing? */
            lua_rotate(L, -2, 1); clua_pop(L, 1)                   /* keep the userdata */
            return
        }
        clua_pop(L, 1)                                             /* -1 nil */
        _ = clua_newbox(L, Unmanaged.passRetained(object).toOpaque(), cls.id)   /* +1 box */
        liveObjects += 1
        lua_rawgeti(L, clua_registryindex(), lua_Integer(classes[Int(cls.id)].metatable))  /* +1 mt */
        lua_setmetatable(L, -2)                                    /* -1 */
        lua_pushvalue(L, -1)                                       /* +1 box */
        lua_rawsetp(L, -3, address)                                /* -1 cache[address] = box */
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* drop the cache */
        if let shouldAnchor, shouldAnchor(object) {
            lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors))   /* +1 anchors */
            lua_pushvalue(L, -2)                                   /* +1 box */
            lua_rawsetp(L, -2, address)                            /* -1 */
            clua_pop(L, 1)                                         /* -1 anchors */
        }
    }
}

extension LuaCall {
    /// The bound object at `i`, if it is a `cls` (or derives from it); else Lua's argument
    /// error ("View expected, got nil").
    public func object(_ i: Int32, _ cls: LuaClass) throws -> AnyObject {
        if let object = optionalObject(i, cls) { return object }
        if let box = clua_tobox(L, i), box.pointee.object == nil {
            throw argumentError(i, "\(cls.name) expected, got a destroyed \(typeName(i))")
        }
        throw typeError(i, expected: cls.name)
    }

    /// The bound object at `i` typed as `T` (the class must bind `T` or a subclass of it).
    public func object<T: AnyObject>(_ i: Int32, _ cls: LuaClass, as: T.Type) throws -> T {
        unsafeDowncast(try object(i, cls), to: T.self)
    }

    @inline(__always)
    public func optionalObject(_ i: Int32, _ cls: LuaClass) -> AnyObject? {
        guard let box = clua_tobox(L, i), let object = box.pointee.object else { return nil }
        let ancestry = Bridge.from(L).pointee.ancestry[Int(box.pointee.classid)]
        guard ancestry & (UInt64(1) << UInt64(cls.id)) != 0 else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
    }

    public func push(_ object: AnyObject, as cls: LuaClass) { state.push(object, as: cls, on: L) }
}

/// The C `__index`/`__newindex` call this with the object's box and the property number.
let propertyDispatch: clua_PropertyDispatch = { L, box, number, write in
    let bridge = Bridge.from(L!)
    let call = LuaCall(L: L!, state: bridge.pointee.state)
    // Borrowed, not retained: Lua's box holds the object and the state holds the accessor.
    return Unmanaged<AnyObject>.fromOpaque(box.unsafelyUnwrapped.pointee.object!)._withUnsafeGuaranteedRef { object in
        bridge.pointee.properties[Int(number)]._withUnsafeGuaranteedRef { accessor in
            do {
                if write != 0 {
                    try accessor.set(call, object)
                    return 0
                }
                try accessor.get(call, object)
                return 1
            } catch {
                return Bridge.raise(error, on: L!)
            }
        }
    }
}

extension LuaCall {
    /// Constructors call this before creating a Swift object for Lua: the Lua allocator does
    /// not see Swift memory, so live bound objects are capped (`LuaLimits.hostObjects`).
    /// A full collection runs first, so garbage does not count.
    public func admitObject() throws {
        let cap = state.limits.hostObjects
        guard cap > 0, state.liveObjects >= cap else { return }
        clua_gccollect(L)
        if state.liveObjects >= cap {
            throw error("too many objects (limit \(cap) alive at once)")
        }
    }
}

extension LuaState {
    /// Every bound class with the property and method names it adds to its parent's, in
    /// definition order — the bound half of the Lua surface (the reference test compares it
    /// with the docs).
    public var boundClasses: [(name: String, parent: String?, properties: [String], methods: [String], callable: Bool)] {
        classes.map { record in
            let parent = record.parent.map { classes[Int($0.id)] }
            let inheritedProperties = Set((parent?.properties.map(\.0) ?? []) + (parent?.numbers.map(\.0) ?? []))
            let inheritedMethods = Set(parent?.methods.map(\.0) ?? [])
            return (record.name, parent?.name,
                    (record.properties.map(\.0) + record.numbers.map(\.0)).filter { !inheritedProperties.contains($0) },
                    record.methods.map(\.0).filter { !inheritedMethods.contains($0) },
                    record.callable)
        }
    }
}

/// The C metamethods call these for number properties (see `clua_NumberGet/Set`).
let numberGet: clua_NumberGet = { L, box, number, out in
    let bridge = Bridge.from(L!)
    let object = Unmanaged<AnyObject>.fromOpaque(box.unsafelyUnwrapped.pointee.object!)
    out!.pointee = object._withUnsafeGuaranteedRef { o in
        bridge.pointee.numbers[Int(number)]._withUnsafeGuaranteedRef { $0.get(o) }
    }
    return 0
}

let numberSet: clua_NumberSet = { L, box, number, value in
    let bridge = Bridge.from(L!)
    let object = Unmanaged<AnyObject>.fromOpaque(box.unsafelyUnwrapped.pointee.object!)
    return object._withUnsafeGuaranteedRef { o in
        bridge.pointee.numbers[Int(number)]._withUnsafeGuaranteedRef { accessor in
            do {
                try accessor.set(o, value)
                return 0
            } catch {
                return Bridge.raise(error, on: L!)
            }
        }
    }
}
