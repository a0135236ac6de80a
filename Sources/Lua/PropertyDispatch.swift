internal import CLuaShim

// The Swift ends of the C metamethods of bound objects (`clua_index`, `clua_newindex` in
// shim.c) and of bound methods (`clua_method`): they find the accessor or method by number
// and call it with the borrowed object.

/// `clua_method` calls this with the method's number and `self`'s object, which C checked
/// (borrowed: the box at argument 1 holds it); nil when the check failed.
let methodDispatch: clua_MethodDispatch = { L, number, this in
    let bridge = Bridge.from(L!)
    let call = LuaCall(L: L!, state: bridge.pointee.state)
    // Borrowed: the state holds every method until it closes.
    return bridge.pointee.methods[Int(number)]._withUnsafeGuaranteedRef { method in
        do {
            if let this {
                return try Unmanaged<AnyObject>.fromOpaque(this)._withUnsafeGuaranteedRef { try method.body(call, $0) }
            }
            // C's check failed, so this one does too: it words the argument error.
            return try method.body(call, try call.object(1, method.cls))
        } catch {
            return Bridge.raise(error, on: L!)
        }
    }
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

/// The C metamethods call these for number properties (see `clua_NumberGet/Set`), with the
/// accessor and the object already found: both borrowed (the state owns the accessor in
/// `Bridge.numbers` until after `lua_close`; Lua's box holds the object, checked live in C).
let numberGet: clua_NumberGet = { L, accessor, object, out in
    out.unsafelyUnwrapped.pointee = Unmanaged<NumberAccessor>.fromOpaque(accessor.unsafelyUnwrapped)._withUnsafeGuaranteedRef { a in
        Unmanaged<AnyObject>.fromOpaque(object.unsafelyUnwrapped)._withUnsafeGuaranteedRef { a.get($0) }
    }
    return 0
}

let numberSet: clua_NumberSet = { L, accessor, object, value in
    Unmanaged<NumberAccessor>.fromOpaque(accessor.unsafelyUnwrapped)._withUnsafeGuaranteedRef { a in
        Unmanaged<AnyObject>.fromOpaque(object.unsafelyUnwrapped)._withUnsafeGuaranteedRef { o in
            do {
                try a.set(o, value)
                return 0
            } catch {
                return Bridge.raise(error, on: L.unsafelyUnwrapped)
            }
        }
    }
}

/// `clua_newindex_general` calls this for a new Lua-side field (`LuaState.onNewField`).
let newFieldHook: @convention(c) (OpaquePointer?, Int32) -> Void = { L, classID in
    let bridge = Bridge.from(L!)
    let state = bridge.pointee.state
    guard let observer = state.onNewField, Int(classID) < state.classes.count else { return }
    observer(LuaCall(L: L!, state: state), LuaClass(id: classID, name: state.classes[Int(classID)].name))
}
