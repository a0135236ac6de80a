internal import CLuaShim

extension LuaCall {
    /// The bound object at `i`, if it is a `cls` (or derives from it); else Lua's argument
    /// error ("View expected, got nil"), or for a retired box (``LuaState/retireBoxes(madeSince:why:where:)``)
    /// the error saying why.
    public func object(_ i: Int32, _ cls: LuaClass) throws -> AnyObject {
        if let object = optionalObject(i, cls) { return object }
        try checkNotRetired(i)
        if let box = clua_tobox(L, i), box.pointee.object == nil {
            throw argumentError(i, "\(cls.name) expected, got a destroyed \(typeName(i))")
        }
        throw typeError(i, expected: cls.name)
    }

    /// Whether the value at `i` is a retired box (``LuaState/retireBoxes(madeSince:why:where:)``).
    public func isRetired(_ i: Int32) -> Bool {
        guard let box = clua_tobox(L, i) else { return false }
        return clua_isretired(box) != 0
    }

    /// Why retired boxes cannot be used, as their errors say it (``LuaState/retireBoxes(madeSince:why:where:)``):
    /// kept by C, whose method calls word the error too.
    var retiredWhy: String { String(cString: clua_retiredwhy(L)) }

    /// The retired box's own error ("attempt to use a View of an engine that was reset"), for
    /// a reader that takes any value and would otherwise treat a retired box as "not a view"
    /// (a snapshot of it, which would pass on its text).
    public func checkNotRetired(_ i: Int32) throws {
        guard isRetired(i) else { return }
        clua_pushretired(L, i)                                     /* +1 C's words, as a method's */
        let words = String(cString: lua_tolstring(L, -1, nil))
        clua_pop(L, 1)                                             /* -1 */
        throw error(words)
    }

    /// The bound object at `i` typed as `T` (the class must bind `T` or a subclass of it).
    public func object<T: AnyObject>(_ i: Int32, _ cls: LuaClass, as: T.Type) throws -> T {
        unsafeDowncast(try object(i, cls), to: T.self)
    }

    @inline(__always)
    public func optionalObject(_ i: Int32, _ cls: LuaClass) -> AnyObject? {
        guard let box = clua_tobox(L, i), let object = box.pointee.object else { return nil }
        guard clua_isa(clua_control(L), clua_boxclass(box), cls.id) != 0 else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
    }

    public func push(_ object: AnyObject, as cls: LuaClass) { state.push(object, as: cls, on: L) }

    /// Pushes `object`'s userdata when it has one (true); otherwise pushes nothing (false).
    public func pushBoxed(_ object: AnyObject) -> Bool { state.pushBoxed(object, on: L) }

    /// Pushes a new userdata for `object` as `cls`, right after ``pushBoxed(_:)`` said it has
    /// none: a caller that must look first (to choose the class of a new box) does not have
    /// ``push(_:as:)`` look again.
    public func pushNewBox(_ object: AnyObject, as cls: LuaClass) { state.pushNewBox(object, as: cls, on: L) }
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

extension LuaCall {
    /// Whether the value at `i` is a live bound object of this state, of any class (a box whose
    /// object is there and not retired): what may stand where UIKit takes "any object
    /// conforming" to a protocol, its methods among its Lua-side fields.
    public func isObject(_ i: Int32) -> Bool {
        guard let box = clua_tobox(L, i), box.pointee.object != nil else { return false }
        return clua_isretired(box) == 0 && Int(clua_boxclass(box)) < state.classes.count
    }
}
