internal import CLuaShim

/// A Swift class bound to Lua: a metatable whose `__index`/`__newindex` are C (one raw table
/// lookup resolves a key to a method or a property number; no string is built per access),
/// with hidden metatable, `__gc` that releases the retained object (safe to run twice), and
/// Lua-side fields kept in each userdata's user value (so the GC can trace them).
public struct LuaClass: Hashable, Sendable {
    public let id: Int32
    public let name: String
}

/// How a bound property is read (push exactly one value) and written (the value is at 3).
public struct PropertyAccessor {
    public var get: ((LuaCall, AnyObject) throws -> Void)?
    public var set: ((LuaCall, AnyObject) throws -> Void)?

    public init(get: ((LuaCall, AnyObject) throws -> Void)? = nil, set: ((LuaCall, AnyObject) throws -> Void)? = nil) {
        self.get = get
        self.set = set
    }
}

/// What a class definition gives the state.
public struct LuaClassDefinition {
    public var name: String
    public var parent: LuaClass?
    public var methods: [(String, Method)] = []
    public var properties: [(String, PropertyAccessor)] = []
    public var description: ((AnyObject) -> String)?

    public init(name: String, parent: LuaClass? = nil) {
        self.name = name
        self.parent = parent
    }

    /// A method receives its `self` already checked (argument 1 is an instance of this class
    /// or a subclass; otherwise Lua's "calling 'm' on bad self" error is raised).
    public typealias Method = (LuaCall, AnyObject) throws -> Int32

    public mutating func method(_ name: String, _ body: @escaping Method) { methods.append((name, body)) }
    public mutating func property(_ name: String, get: ((LuaCall, AnyObject) throws -> Void)? = nil,
                                  set: ((LuaCall, AnyObject) throws -> Void)? = nil) {
        properties.append((name, PropertyAccessor(get: get, set: set)))
    }
}

struct ClassRecord {
    let definition: LuaClassDefinition
    let metatable: Int32          // registry slot
    let ancestry: UInt64          // bit i set: this class is class i or derives from it
    let allMethods: [(String, HostFunction)]
    let allProperties: [(String, PropertyAccessor)]
}

extension LuaState {
    func createIdentityCache() {
        lua_createtable(L, 0, 0)                                   /* +1 cache */
        lua_createtable(L, 0, 1)                                   /* +1 its metatable */
        lua_pushstring(L, "v")                                     /* +1 */
        lua_setfield(L, -2, "__mode")                              /* -1 weak values */
        lua_setmetatable(L, -2)                                    /* -1 */
        identityCache = luaL_ref(L, clua_registryindex())          /* -1 */
    }

    /// Defines a bound class. A subclass inherits its parent's methods and properties (and
    /// may redefine them). At most 64 classes per state.
    public func defineClass(_ definition: LuaClassDefinition) -> LuaClass {
        precondition(classes.count < 64, "at most 64 bound classes")
        let id = Int32(classes.count)
        var ancestry = UInt64(1) << UInt64(id)
        var methods: [(String, HostFunction)] = []
        var props: [(String, PropertyAccessor)] = []
        if let parent = definition.parent {
            let record = classes[Int(parent.id)]
            ancestry |= record.ancestry
            methods = record.allMethods
            props = record.allProperties
        }
        let this = LuaClass(id: id, name: definition.name)
        for (name, body) in definition.methods {
            methods.removeAll { $0.0 == name }
            methods.append((name, { call in try body(call, try call.object(1, this)) }))
        }
        for (name, accessor) in definition.properties {
            props.removeAll { $0.0 == name }
            props.append((name, accessor))
        }

        lua_createtable(L, 0, 8)                                   /* +1 mt */
        let mt = lua_gettop(L)
        lua_pushstring(L, definition.name); lua_setfield(L, mt, "__name")
        lua_pushboolean(L, 0); lua_setfield(L, mt, "__metatable")  /* getmetatable() gives false */

        // __index: [methods, getter numbers, dispatcher]
        lua_createtable(L, 0, Int32(methods.count))                /* +1 methods */
        for (name, body) in methods {
            pushFunction(body, upvalues: 0)                        /* +1 */
            lua_setfield(L, -2, name)                              /* -1 */
        }
        lua_createtable(L, 0, Int32(props.count))                  /* +1 getters */
        lua_createtable(L, 0, Int32(props.count))                  /* +1 setters */
        lua_createtable(L, 0, Int32(methods.count))                /* +1 read-only names */
        for (name, _) in methods {
            lua_pushboolean(L, 1); lua_setfield(L, -2, name)
        }
        for (name, accessor) in props {
            properties.append(accessor)
            let number = lua_Integer(properties.count - 1)
            if accessor.get != nil { lua_pushinteger(L, number); lua_setfield(L, -4, name) }
            if accessor.set != nil { lua_pushinteger(L, number); lua_setfield(L, -3, name) }
            else { lua_pushboolean(L, 1); lua_setfield(L, -2, name) }
        }
        // stack: mt methods getters setters readonly
        lua_pushvalue(L, -4)                                       /* +1 methods */
        lua_pushvalue(L, -4)                                       /* +1 getters */
        lua_pushlightuserdata(L, unsafeBitCast(propertyDispatch, to: UnsafeMutableRawPointer.self))
        lua_pushcclosure(L, clua_index, 3)                         /* -3 +1 */
        lua_setfield(L, mt, "__index")                             /* -1 */
        lua_pushvalue(L, -2)                                       /* +1 setters */
        lua_pushlightuserdata(L, unsafeBitCast(propertyDispatch, to: UnsafeMutableRawPointer.self))
        lua_pushvalue(L, -3)                                       /* +1 readonly */
        lua_pushcclosure(L, clua_newindex, 3)                      /* -3 +1 */
        lua_setfield(L, mt, "__newindex")                          /* -1 */
        lua_settop(L, mt)                                          /* drop the four tables */

        pushFunction({ call in call.state.finalize(call) }, upvalues: 0)
        lua_setfield(L, mt, "__gc")
        let describe = definition.description
        let className = definition.name
        pushFunction({ call in
            guard let box = clua_tobox(call.L, 1), let object = box.pointee.object else {
                call.push("\(className) (destroyed)"); return 1
            }
            let target = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
            call.push(describe?(target) ?? className)
            return 1
        }, upvalues: 0)
        lua_setfield(L, mt, "__tostring")

        let slot = luaL_ref(L, clua_registryindex())               /* -1 mt */
        classes.append(ClassRecord(definition: definition, metatable: slot, ancestry: ancestry,
                                   allMethods: methods, allProperties: props))
        return this
    }

    /// `__gc`: release the retained object once; a second call (resurrection) finds NULL.
    private func finalize(_ call: LuaCall) -> Int32 {
        if let box = clua_tobox(call.L, 1), let object = box.pointee.object {
            box.pointee.object = nil
            liveObjects -= 1
            lua_pushlightuserdata(call.L, object)                  /* +1 key */
            Unmanaged<AnyObject>.fromOpaque(object).release()
            _ = call                                               /* the key is only an address */
            clua_pop(call.L, 1)
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

    public func optionalObject(_ i: Int32, _ cls: LuaClass) -> AnyObject? {
        guard let box = clua_tobox(L, i), let object = box.pointee.object else { return nil }
        guard state.classes[Int(box.pointee.classid)].ancestry & (UInt64(1) << UInt64(cls.id)) != 0 else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
    }

    public func push(_ object: AnyObject, as cls: LuaClass) { state.push(object, as: cls, on: L) }
}

/// The C `__index`/`__newindex` call this with the object's box and the property number.
private let propertyDispatch: clua_PropertyDispatch = { L, box, number, write in
    let state = LuaState.from(L!)
    let call = LuaCall(L: L!, state: state)
    let object = Unmanaged<AnyObject>.fromOpaque(box!.pointee.object!).takeUnretainedValue()
    let accessor = state.properties[Int(number)]
    do {
        if write != 0 {
            try accessor.set!(call, object)
            return 0
        }
        try accessor.get!(call, object)
        return 1
    } catch is LuaRaise {
        return CLUA_RAISE
    } catch {
        clua_pusherror(L, String(describing: error))
        return CLUA_RAISE
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
