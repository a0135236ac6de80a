internal import CLuaShim

extension LuaCall {
    /// The bound object at `i`, if it is a `cls` (or derives from it); else Lua's argument
    /// error ("View expected, got nil"), or for a retired box (``LuaState/retireBoxes(madeSince:why:where:)``)
    /// the error saying why.
    public func object(_ i: Int32, _ cls: LuaClass) throws -> AnyObject {
        if let object = optionalObject(i, cls) { return object }
        if let box = clua_tobox(L, i), clua_isretired(box) != 0 {
            throw error("attempt to use a \(typeName(i)) \(state.retiredWhy)")
        }
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
        guard clua_isa(clua_control(L), box.pointee.classid, cls.id) != 0 else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
    }

    public func push(_ object: AnyObject, as cls: LuaClass) { state.push(object, as: cls, on: L) }

    /// Pushes `object`'s userdata when it has one (true); otherwise pushes nothing (false).
    public func pushBoxed(_ object: AnyObject) -> Bool { state.pushBoxed(object, on: L) }
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
