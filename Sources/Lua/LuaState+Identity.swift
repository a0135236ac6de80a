internal import CLuaShim

/// Each live box is in one of two tables, keyed by its object's address: the identity cache
/// (weak values: Lua may collect the box) or the anchors (strong: Lua keeps it, and with it
/// the object's Lua-side fields, while Swift holds the object where Lua cannot see it — a view
/// in the live tree). A box moves between them as its object is anchored and let go, its
/// CLUA_BOX_ANCHORED bit saying where it is; a look-up asks the anchors, then the cache.
/// One node per box: an anchored box also in the cache took a node of each (~39 B a view in
/// the window, docs/benchmark.md). The cache's own count of boxes (`liveObjects` less the
/// anchored) sizes its rebuild (identity.c).
extension LuaState {
    func createIdentityCache() {
        lua_createtable(L, 0, 0)                                   /* +1 cache */
        lua_createtable(L, 0, 1)                                   /* +1 its metatable */
        lua_pushstring(L, "v")                                     /* +1 */
        hostCall.setField(-2, "__mode")                            /* -1 weak values (raw) */
        lua_setmetatable(L, -2)                                    /* -1 */
        identityCache = luaL_ref(L, clua_registryindex())          /* -1 */
        control.pointee.identity_ref = identityCache               // identity.c rebuilds it there
        lua_createtable(L, 0, 0)                                   /* +1 anchors */
        anchors = luaL_ref(L, clua_registryindex())                /* -1 */
    }

    /// Boxes in the identity cache (not anchored) that hold an object.
    var cachedObjects: Int { liveObjects - anchoredObjects }

    /// Keeps `object`'s userdata (and so its Lua-side fields and overrides) alive while Swift
    /// holds the object somewhere Lua cannot see — a view in the live tree. Anchored once,
    /// not per closure, and released by `unanchor` (BRIDGE.md, "Lifetime and identity").
    /// Objects not yet pushed get anchored at their first push if `shouldAnchor` says so.
    public func anchor(_ object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        // Most calls find it anchored already (a presentation re-anchors its controller's
        // whole tree as it begins and ends): one look-up, the box's object checked, answers them.
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        lua_rawgetp(L, -1, address)                                /* +1 box? */
        let anchored = clua_tobox(L, -1)?.pointee.object == address
        clua_pop(L, 2)
        if anchored { return }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
        guard lua_rawgetp(L, -1, address) == LUA_TUSERDATA, let box = clua_tobox(L, -1) else {  /* +1 box? */
            clua_pop(L, 2)
            return                                                 /* no box: nothing to keep */
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        lua_rotate(L, -2, 1)                                       /* [cache anchors box] */
        lua_rawsetp(L, -2, address)                                /* -1 anchors[address] = box */
        lua_pushnil(L)                                             /* +1 */
        lua_rawsetp(L, -3, address)                                /* -1 cache[address] = nil */
        clua_pop(L, 2)
        clua_setanchored(box, 1)
        // Not told to the rebuild (clua_identityremoved): a view made then added to the
        // window moves at once, and counting each move armed a rebuild every few dozen views
        // of the tween's set-up, each restarting the collector (111 rebuilds, 40 M more
        // instructions of collection). A cache left sparse by moves is rebuilt at the next
        // finalizer that finds it so.
        anchoredObjects += 1
    }

    /// Drops the records of the box at 1 (a finalizer's argument), whose object at `address`
    /// it let go: the anchors' entry if it is anchored (a script called its `__gc`), else the
    /// identity cache's if that is still this box — another box may hold that place already:
    /// the collector took this one out of the weak cache before finalizing it, and the object
    /// may have been pushed again. Raw accesses, and setting an existing key to nil allocates
    /// nothing: this cannot raise.
    func forgetIdentity(of box: UnsafeMutablePointer<clua_Box>, at address: UnsafeMutableRawPointer, on L: OpaquePointer) {
        let anchored = clua_isanchored(box) != 0
        if anchored {
            clua_setanchored(box, 0)
            anchoredObjects -= 1
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchored ? anchors : identityCache))   /* +1 table */
        lua_rawgetp(L, -1, address)                                /* +1 box? */
        if lua_rawequal(L, -1, 1) != 0 {
            lua_pushnil(L)                                         /* +1 */
            lua_rawsetp(L, -3, address)                            /* -1 table[address] = nil */
        }
        clua_pop(L, 2)
    }

    /// Lets go of what `anchor` kept: the box goes back into the identity cache (an insert,
    /// which may allocate, as `anchor`'s does), where Lua may collect it once no script holds it.
    public func unanchor(_ object: AnyObject) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        guard lua_rawgetp(L, -1, address) == LUA_TUSERDATA, let box = clua_tobox(L, -1) else {  /* +1 box? */
            clua_pop(L, 2)
            return                                                 /* not anchored */
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
        lua_rotate(L, -2, 1)                                       /* [anchors cache box] */
        lua_rawsetp(L, -2, address)                                /* -1 cache[address] = box */
        lua_pushnil(L)                                             /* +1 */
        lua_rawsetp(L, -3, address)                                /* -1 anchors[address] = nil */
        clua_pop(L, 2)
        clua_setanchored(box, 0)
        anchoredObjects -= 1
        clua_identityadded(control, size_t(cachedObjects))
    }

    /// Pushes the one userdata for `object` (creating it on first push). `==` therefore
    /// compares identity, and Lua-side fields stay with the object while Lua holds it.
    public func push(_ object: AnyObject, as cls: LuaClass) { push(object, as: cls, on: L) }

    func push(_ object: AnyObject, as cls: LuaClass, on L: OpaquePointer) {
        if pushBoxed(object, on: L) { return }
        pushNewBox(object, as: cls, on: L)
    }

    /// The classes whose new boxes ``shouldAnchor`` is asked about (see `anchorableMask`):
    /// a host that anchors objects of some classes only names them — each subclass too: the
    /// ids are matched, not their ancestry — so the boxes of the others are made without asking.
    public func askShouldAnchor(only anchorable: [LuaClass]) {
        anchorableMask = anchorable.reduce(0) { $0 | 1 << UInt64($1.id) }
    }

    /// Pushes a new box for `object`, which has none: ``pushBoxed(_:on:)`` has just said so
    /// (a second box would break identity). For a caller that looked first to choose the class.
    func pushNewBox(_ object: AnyObject, as cls: LuaClass, on L: OpaquePointer) {
        let address = Unmanaged.passUnretained(object).toOpaque()
        let asked = anchorableMask & 1 << UInt64(cls.id) != 0
        let anchored = asked && shouldAnchor?(object) ?? false
        // Read once (each read is an exclusivity check); a class made has its metatable, so
        // only one without asks `makeClass`, whose read of the optional builder cost 174
        // instructions a new box.
        var metatable = classes[Int(cls.id)].metatable
        if metatable == LUA_NOREF {
            makeClass(cls.id, on: L)                               // its Lua side, on first use
            metatable = classes[Int(cls.id)].metatable
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchored ? anchors : identityCache))   /* +1 table */
        precondition(metatable != LUA_NOREF, "class \(cls.name) is declared but not defined")
        let box = clua_newbox(L, Unmanaged.passRetained(object).toOpaque(), cls.id)   /* +1 box */
        liveObjects += 1
        lua_rawgeti(L, clua_registryindex(), lua_Integer(metatable))   /* +1 mt */
        lua_setmetatable(L, -2)                                    /* -1 */
        lua_pushvalue(L, -1)                                       /* +1 box */
        lua_rawsetp(L, -3, address)                                /* -1 table[address] = box */
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* drop the table */
        if anchored {
            clua_setanchored(box, 1)
            anchoredObjects += 1
        } else {
            clua_identityadded(control, size_t(cachedObjects))
        }
    }
}

extension LuaState {
    /// Pushes `object`'s userdata if it has one already (true), else nothing (false): a
    /// caller that must choose the class of a new box (a view's kind) asks this first.
    /// The anchors first: a box is in one table only, and most objects pushed again are
    /// anchored — views in the window, their controllers (a present or dismissal pushes
    /// two anchored boxes for each cached one: docs/benchmark.md, branch twins105).
    func pushBoxed(_ object: AnyObject, on L: OpaquePointer) -> Bool {
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        if lua_rawgetp(L, -1, address) != LUA_TUSERDATA {          /* +1 anchored? */
            clua_pop(L, 2)
            lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
            guard lua_rawgetp(L, -1, address) == LUA_TUSERDATA else {      /* +1 existing? */
                clua_pop(L, 2)
                return false
            }
        }
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* keep the userdata */
        return true
    }

    /// Calls `body` with every object Lua holds a box of (the identity cache: a box that is
    /// garbage but not yet collected is included; then the anchors). Runs no Lua.
    public func forEachBoxedObject(_ body: (AnyObject) -> Void) {
        forEachBox { _, object in body(object) }
    }

    /// The one walk of the identity cache and the anchors, with each object's box. `body`
    /// may retire the box it is given; it must not change either table.
    private func forEachBox(_ body: (UnsafeMutablePointer<clua_Box>, AnyObject) -> Void) {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        for table in [identityCache, anchors] {
            lua_rawgeti(L, clua_registryindex(), lua_Integer(table))   /* +1 table */
            lua_pushnil(L)                                         /* +1 first key */
            while lua_next(L, -2) != 0 {                           /* -1 +2 key, box */
                if let box = clua_tobox(L, -1), let object = box.pointee.object {
                    body(box, Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue())
                }
                clua_pop(L, 1)                                     /* -1 the box; the key stays */
            }
            clua_pop(L, 1)                                         /* -1 the table */
        }
    }
}

extension LuaState {
    /// The serial the next box gets: a host notes it to retire, later, only boxes made since.
    public var nextBoxSerial: UInt32 { control.pointee.boxserial }

    /// Retires the boxes made since `serial` (``nextBoxSerial`` then) whose objects `retires`
    /// picks — a reset engine's: the identity cache and the anchors forget them, their boxes
    /// let go of them (returned: released when the caller lets go, rather than when Lua
    /// collects the boxes), and every later use of one (a method, a property, a field, an
    /// argument) is a Lua error naming the line: "attempt to use a View " + `why`. Runs no Lua.
    @discardableResult
    public func retireBoxes(madeSince serial: UInt32, why: String, where retires: (AnyObject) -> Bool) -> [AnyObject] {
        clua_setretiredwhy(L, why)
        let made = control.pointee.boxserial &- serial             // boxes made since (serials wrap)
        var released: [Unmanaged<AnyObject>] = []
        var uncached = 0                                           // of them, those anchored
        forEachBox { box, object in
            guard box.pointee.serial &- serial < made, retires(object) else { return }
            if clua_isanchored(box) != 0 {
                clua_setanchored(box, 0)
                anchoredObjects -= 1
                uncached += 1
            }
            clua_retirebox(box)
            released.append(Unmanaged.passUnretained(object))
        }
        // The cache and the anchors forget them after the walk, as `forEachBox` asks.
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(identityCache))   /* +1 cache */
        lua_rawgeti(L, clua_registryindex(), lua_Integer(anchors)) /* +1 anchors */
        for object in released {
            let address = object.toOpaque()
            liveObjects -= 1
            lua_pushnil(L)                                         /* +1 */
            lua_rawsetp(L, -3, address)                            /* -1 cache[address] = nil */
            lua_pushnil(L)                                         /* +1 */
            lua_rawsetp(L, -2, address)                            /* -1 anchors[address] = nil */
        }
        clua_identityremoved(L, size_t(released.count - uncached), size_t(cachedObjects))   // at the next instruction
        // Last, after the walk: a release runs deinits, which must not meet the cache half
        // walked or half cleared. The caller holds them: when it releases them is its business
        // (a host frame below may still be running a method of one).
        return released.map { $0.takeRetainedValue() }
    }
}
