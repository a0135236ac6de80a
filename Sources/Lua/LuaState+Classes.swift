internal import CLuaShim

extension LuaState {
    /// Defines a bound class. A subclass inherits its parent's methods and properties (and
    /// may redefine them). At most 64 classes per state.
    public func defineClass<Object>(_ definition: LuaClassDefinition<Object>) -> LuaClass {
        let this = declareClass(definition.name)
        defineClass(definition, as: this)
        return this
    }

    /// Reserves a class: its handle now, its definition later (`defineClass(_:as:)`). A host
    /// whose classes' methods refer to one another declares them all first, so every handle
    /// exists before any method that uses it is written. An object of a class declared but
    /// not yet defined cannot be pushed.
    public func declareClass(_ name: String) -> LuaClass {
        precondition(classes.count < 64, "at most 64 bound classes")
        let this = LuaClass(id: Int32(classes.count), name: name)
        classes.append(ClassRecord(name: name, metatable: LUA_NOREF, methods: [], properties: [], numbers: [],
                                   functionFields: [], defaultedFields: [], shadowableMethods: [], callable: false, parent: nil))
        clua_setancestry(control, this.id, 0)
        return this
    }

    /// Defines a declared class, once; its parent must be defined already.
    ///
    /// `whenCollected` is told of an object of this class whose box Lua collects (or the
    /// closing state finalizes), just before the box lets it go: the one place a host can say
    /// that a script dropped something it should not have (a paused property animator). It
    /// runs inside Lua's finalizer, so it must not run Lua nor throw: it may warn, or defer.
    ///
    /// Only the class's ancestry is set now; its Lua side (metatable, key maps, method
    /// closures) is made when first needed (``makeClass(_:on:)``): a script sees a class only
    /// through its objects, and most starts push objects of few of the 26 classes (a start's
    /// `transit run` made them all at 1.0 M of its 5.6 M instructions).
    public func defineClass<Object>(_ definition: LuaClassDefinition<Object>, as this: LuaClass,
                                    whenCollected: ((Object) -> Void)? = nil) {
        precondition(!isDefined(this.id), "class \(this.name) is defined twice")
        precondition(classes[Int(this.id)].name == definition.name, "class \(this.name) defined as \(definition.name)")
        precondition(definition.parent.map { isDefined($0.id) } ?? true,
                     "the parent of \(definition.name) is not defined yet")
        // each name is resolved by its interned string's address, and Lua interns at most 40
        // bytes: a longer one would never be found. Checked here, not when the class is made,
        // so that a host stops at its definition whether or not an object is ever pushed.
        for (name, _) in definition.methods { Self.checkLength(of: name) }
        for (name, _) in definition.properties { Self.checkLength(of: name) }
        for (name, _) in definition.numbers { Self.checkLength(of: name) }
        for name in definition.functionFields { Self.checkLength(of: name) }
        var ancestry = UInt64(1) << UInt64(this.id)
        if let parent = definition.parent { ancestry |= clua_ancestry(control, parent.id) }
        clua_setancestry(control, this.id, ancestry)
        classes[Int(this.id)].builder = { [unowned self] L in
            self.build(definition, as: this, whenCollected: whenCollected, on: L)
        }
    }

    private static func checkLength(of name: String) {
        precondition(name.utf8.count <= 40, "bound names must be short strings (≤ 40 bytes)")
    }

    private func isDefined(_ id: Int32) -> Bool {
        classes[Int(id)].metatable != LUA_NOREF || classes[Int(id)].builder != nil
    }

    /// Makes the Lua side of a class defined but not made yet (its parent's first), on `L`,
    /// the thread a push runs on: before its first object is pushed, or when its names are
    /// asked. The collector waits meanwhile: a finalizer run by one of the build's
    /// allocations could push an object of this very class, half made.
    func makeClass(_ id: Int32, on L: OpaquePointer) {
        guard let build = classes[Int(id)].builder else { return }
        classes[Int(id)].builder = nil
        let held = clua_gchold(L)
        build(L)
        clua_gcunhold(L, held)
    }

    /// Every class's Lua side made: for what reads all their names.
    func makeAllClasses() {
        for id in classes.indices { makeClass(Int32(id), on: L) }
    }

    private func build<Object>(_ definition: LuaClassDefinition<Object>, as this: LuaClass,
                               whenCollected: ((Object) -> Void)?, on L: OpaquePointer) {
        lua_checkstack(L, 8)        // a host call's thread has LUA_MINSTACK free; this uses 5
        var methods: [(String, Int)] = []
        var props: [(String, PropertyAccessor)] = []
        var numbers: [(String, NumberAccessor)] = []
        var functionFields: [String] = []
        var defaultedFields: [String] = []
        var shadowableMethods: [String] = []
        if let parent = definition.parent {
            makeClass(parent.id, on: L)
            let record = classes[Int(parent.id)]
            methods = record.methods
            props = record.properties
            numbers = record.numbers
            functionFields = record.functionFields
            defaultedFields = record.defaultedFields
            shadowableMethods = record.shadowableMethods
        }
        for (name, box) in definition.methods {
            Self.drop(name, from: &methods)
            // Each method checks `self` against the class that defined it (in C: clua_method).
            methods.append((name, bridge.pointee.methods.append(Unmanaged.passRetained(BoundMethod(body: box.body, cls: this)))))
        }
        for (name, accessor) in definition.properties {
            Self.drop(name, from: &props)
            Self.drop(name, from: &numbers)
            props.append((name, accessor))
        }
        for (name, accessor) in definition.numbers {
            Self.drop(name, from: &props)
            Self.drop(name, from: &numbers)
            numbers.append((name, accessor))
        }
        for name in definition.functionFields where !functionFields.contains(name) { functionFields.append(name) }
        for name in definition.defaultedFields where !defaultedFields.contains(name) { defaultedFields.append(name) }
        for name in definition.shadowableMethods where !shadowableMethods.contains(name) { shadowableMethods.append(name) }
        // a bound name wins: the field would never be reached. A look through the lists for
        // each of the few function fields, not a Set of every bound name: a subclass inherits
        // hundreds, and hashing them all cost 0.23 M instructions at every start.
        if !functionFields.isEmpty {
            functionFields.removeAll { name in
                methods.contains { $0.0 == name } || props.contains { $0.0 == name } || numbers.contains { $0.0 == name }
            }
        }

        // 32 slots for its 6 or 7 fields: `__index` then sits at its hash's main position
        // unless that is `__newindex`'s (1 in 32 string seeds, against 1 in 8 at 8 slots),
        // else every read and method lookup walks a chain step (see below).
        lua_createtable(L, 0, 32)                                  /* +1 mt */
        let mt = lua_gettop(L)
        clua_setclassmetatable(L, this.id, mt)                     // what tells its boxes

        // The key maps (see shim.h): names resolve by the address of their interned string.
        let keyCount = methods.count + props.count + numbers.count + functionFields.count
        let map = clua_newclass(Int32(keyCount))!
        clua_setclass(control, this.id, map)                       // freed in deinit
        lua_createtable(L, 0, Int32(keyCount))                     /* +1 key strings, kept alive */
        let anchor = lua_gettop(L)
        func intern(_ name: String) -> UnsafeRawPointer {
            pushName(name, on: L)                                  /* +1 the interned string */
            let p = lua_topointer(L, -1)!                          // its object, as clua_lookup sees keys
            lua_pushboolean(L, 1)                                  /* +1 */
            lua_rawset(L, anchor)                                  /* -2 keys[name] = true */
            return p
        }
        lua_createtable(L, Int32(methods.count), 0)                /* +1 methods array */
        for (slot, (name, method)) in methods.enumerated() {
            clua_pushmethod(L, lua_Integer(method), bridge.pointee.methods[method]._withUnsafeGuaranteedRef { $0.cls.id })   /* +1 */
            lua_rawseti(L, -2, lua_Integer(slot + 1))              /* -1 methods[slot + 1] */
            let key = intern(name)
            if shadowableMethods.contains(name) {                  // a field of its name shadows it
                let entry = Int32((slot + 1) * 4) + Int32(CLUA_KEY_FUNCTION)
                clua_mapput(&map.pointee.index, key, entry, nil)
                clua_mapput(&map.pointee.assign, key, entry, nil)
                continue
            }
            let entry = clua_methodentry(lua_Integer(method))      // clua_index pushes it as is
            clua_mapput(&map.pointee.index, key, Int32(slot * 4) + Int32(CLUA_KEY_METHOD), entry)
            clua_mapput(&map.pointee.assign, key, -1, entry)       /* methods are read-only */
        }
        for (name, accessor) in props {
            let n = Int32(bridge.pointee.properties.append(Unmanaged.passRetained(accessor)))
            let key = intern(name)
            clua_mapput(&map.pointee.index, key, n * 4 + Int32(CLUA_KEY_PROPERTY), nil)
            clua_mapput(&map.pointee.assign, key, accessor.isWritable ? n * 4 + Int32(CLUA_KEY_PROPERTY) : -1, nil)
        }
        for (name, accessor) in numbers {
            // bridge.numbers holds the retain (released after lua_close); the maps borrow it,
            // so C hands numberGet/numberSet the accessor itself: no lookup in Swift.
            let n = Int32(bridge.pointee.numbers.append(Unmanaged.passRetained(accessor)))
            let key = intern(name)
            let borrowed = Unmanaged.passUnretained(accessor).toOpaque()
            clua_mapput(&map.pointee.index, key, n * 4 + Int32(CLUA_KEY_NUMBER), borrowed)
            clua_mapput(&map.pointee.assign, key, accessor.isWritable ? n * 4 + Int32(CLUA_KEY_NUMBER) : -1, borrowed)
        }
        for name in functionFields {
            let key = intern(name)
            let fallback = defaultedFields.contains(name) ? clua_donothingaddress() : nil   // read by clua_index
            clua_mapput(&map.pointee.index, key, Int32(CLUA_KEY_FUNCTION), fallback)
            clua_mapput(&map.pointee.assign, key, Int32(CLUA_KEY_FUNCTION), fallback)
        }
        clua_finishclass(map, Int32(keyCount))
        // stack: mt keys methods. The metatable is new (no metamethods), so its fields are set
        // raw: nothing here runs Lua.
        // __newindex goes into the empty metatable first, then __index: Lua looks them up in
        // the metatable on every access (no cache for userdata), and a key inserted before
        // any other always sits at its hash's main position, found in one probe. Inserted
        // later, it could collide with a key already there and land one chain step away —
        // by the per-state random string seed, so in some runs and not others. (Callgrind, the
        // same binary run twice with a metatable of 8 slots: one of liblua's functions took 30
        // instructions per `obj.alpha` in one run and 48 in the other, and 30 per write in both.)
        lua_pushvalue(L, anchor)                                   /* +1 keys */
        let call = LuaCall(L: L, state: self)
        lua_pushcclosure(L, clua_newindex, 1)                      /* -1 +1 __newindex(keys) */
        call.setField(mt, "__newindex")                            /* -1 */
        lua_rotate(L, -2, 1)                                       /* stack: mt methods keys */
        lua_pushcclosure(L, clua_index, 2)                         /* -2 +1 __index(methods, keys) */
        call.setField(mt, "__index")                               /* -1 */
        lua_settop(L, mt)                                          /* (nothing left above mt) */
        pushName(definition.name, on: L); call.setField(mt, "__name")
        lua_pushboolean(L, 0); call.setField(mt, "__metatable")    /* getmetatable() gives false */

        // (a box of another class given this metatable by debug.setmetatable is not told of)
        // (`if let`, not `whenCollected.map`: the map made the runtime build the metadata of
        // `Optional<(Object) -> Void>` for each class, 5,500 instructions a class at every start)
        var collected: ((AnyObject) -> Void)?
        if let hook = whenCollected { collected = { object in if let o = object as? Object { hook(o) } } }
        pushFunction(FunctionBox { call in call.state.finalize(call, of: this, telling: collected) }, on: L)
        call.setField(mt, "__gc")
        let describe = definition.describe
        let className = definition.name
        pushFunction(FunctionBox { call in
            guard let box = clua_tobox(call.L, 1) else {
                // a value given the class's metatable by debug.setmetatable (HostileMetatableTests)
                call.push("\(String(cString: lua_typename(call.L, lua_type(call.L, 1)))): not a \(className)"); return 1
            }
            guard let object = box.pointee.object else {
                call.push(clua_isretired(box) != 0 ? "\(className) (\(call.retiredWhy))" : "\(className) (destroyed)")
                return 1
            }
            // A box of another class (debug.setmetatable gave it this metatable, or a script
            // called this metamethod on it): `describe` would downcast its object to this
            // class's type, a trap (SIGILL). The VM finds metamethods by the metatable, not
            // by the box, so this is the one place that can tell.
            guard clua_isa(call.state.control, clua_boxclass(box), this.id) != 0 else {
                throw call.typeError(1, expected: className)
            }
            call.push(describe?(Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()) ?? className)
            return 1
        }, on: L)
        call.setField(mt, "__tostring")
        if let callBox = definition.callMetamethod {
            pushFunction(FunctionBox { call in try callBox.body(call, try call.object(1, this)) }, on: L)
            call.setField(mt, "__call")
        }

        let slot = luaL_ref(L, clua_registryindex())               /* -1 mt */
        classes[Int(this.id)] = ClassRecord(name: definition.name, metatable: slot, methods: methods, properties: props,
                                            numbers: numbers, functionFields: functionFields, defaultedFields: defaultedFields,
                                            shadowableMethods: shadowableMethods,
                                            callable: definition.callMetamethod != nil,
                                            parent: definition.parent)
    }

    /// The property names of a defined class, its parent's included (a near miss of one is
    /// worth a warning: ``onNewField``).
    public func propertyNames(of cls: LuaClass) -> [String] {
        makeClass(cls.id, on: L)
        let record = classes[Int(cls.id)]
        return record.properties.map(\.0) + record.numbers.map(\.0)
    }

    /// Removes the entry for `name`, if any: a redefined name leaves its place in the list.
    /// Each list holds a name once (every name appended is dropped first), so this is what
    /// `removeAll(where:)` did, without the partition and empty subrange replacement it made
    /// for every name a definition binds (254 calls at start).
    private static func drop<Entry>(_ name: String, from list: inout [(String, Entry)]) {
        if let i = list.firstIndex(where: { $0.0 == name }) { list.remove(at: i) }
    }

    /// Pushes a bound name from its UTF-8 in place: `lua_pushstring` given a `String` first
    /// copied a short one (stored inline) into a new C array, an allocation for each of the
    /// 400 names bound at every start.
    private func pushName(_ name: String, on L: OpaquePointer) {
        var name = name
        name.withUTF8 { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }   /* +1 */
    }

    /// `__gc`: release the retained object once; a second call (resurrection) finds NULL.
    /// A script can call it too (`debug.getmetatable(v).__gc(v)` under --unsafe) on a box it
    /// still holds, at any time. Releasing is still safe then: the box's retain is the
    /// script's own, and the engine keeps what it uses (a view in a window's tree) by its own
    /// references, so the object lives on there and `v` is "destroyed" to the script. What
    /// must not outlive the release is every other record of the box: the identity cache's
    /// entry (else a new object at the freed address, or the same object pushed again, got
    /// the dead box: "attempt to use a destroyed View") and, while the state closes, the
    /// closing list's (else the object was released again after lua_close).
    ///
    /// `collected` (the class's `whenCollected`) hears of the object first, while it is whole.
    private func finalize(_ call: LuaCall, of cls: LuaClass, telling collected: ((AnyObject) -> Void)?) -> Int32 {
        if let box = clua_tobox(call.L, 1), let object = box.pointee.object {
            if let collected, clua_isa(control, clua_boxclass(box), cls.id) != 0 {
                collected(Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue())
            }
            box.pointee.object = nil
            if control.pointee.closing != 0 { clua_forgetclosingbox(control, box, object) }
            forgetIdentity(of: box, at: object, on: call.L)
            liveObjects -= 1
            clua_identityremoved(call.L, 1, size_t(cachedObjects))            // arms the hook, no more
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        return 0
    }
}

extension LuaState {
    /// Every bound class with the property and method names it adds to its parent's, in
    /// definition order — the bound half of the Lua surface (the reference test compares it
    /// with the docs).
    public var boundClasses: [(name: String, parent: String?, properties: [String], methods: [String], callable: Bool)] {
        makeAllClasses()
        return classes.map { record in
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
