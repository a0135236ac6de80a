internal import CLuaShim

// The Swift ends of the C metamethods of bound objects (`clua_index`, `clua_newindex` in
// shim.c): they find the accessor by number and call it with the borrowed object.

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
