internal import CLuaShim

/// What the C dispatchers need on every call from Lua, reached through the state's extra
/// space (`lua_getextraspace`, copied into every coroutine) as one raw pointer.
///
/// The hot path — a bound call or a property access — must cost little over a raw
/// `lua_CFunction` (BRIDGE.md measures ~30 ns for that). So the tables are raw, append-only
/// buffers: no exclusivity check, no bounds check, no copy-on-write, no retain of the state.
struct Bridge {
    unowned(unsafe) let state: LuaState
    /// Closures live in final-class boxes: a closure stored directly in a generic buffer is
    /// kept at maximal abstraction, and calling it back at its concrete type allocated a
    /// reabstraction thunk per call (measured: one malloc per property access).
    var functions = Buffer<Unmanaged<FunctionBox>>()
    var properties = Buffer<Unmanaged<PropertyAccessor>>()
    var numbers = Buffer<Unmanaged<NumberAccessor>>()
    /// Bound methods, by the number `clua_pushmethod` compiled into each method's closure.
    var methods = Buffer<Unmanaged<BoundMethod>>()

    @inline(__always)
    static func from(_ L: OpaquePointer) -> UnsafeMutablePointer<Bridge> {
        clua_control(L).pointee.host.unsafelyUnwrapped.assumingMemoryBound(to: Bridge.self)
    }
}

/// An append-only buffer read by index through a raw pointer. Elements are never removed
/// while the state lives; `deinit` of the owner calls `release()`.
struct Buffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>? = nil
    private(set) var count = 0
    private var capacity = 0

    /// Appends and returns the new element's index.
    mutating func append(_ element: Element) -> Int {
        if count == capacity {
            let grown = max(64, capacity * 2)
            let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            if let old = base {
                fresh.moveInitialize(from: old, count: count)
                old.deallocate()
            }
            base = fresh
            capacity = grown
        }
        (base! + count).initialize(to: element)
        count += 1
        return count - 1
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base.unsafelyUnwrapped[index] }
        nonmutating set { base.unsafelyUnwrapped[index] = newValue }
    }

    mutating func release() where Element == Unmanaged<FunctionBox> {
        for i in 0..<count { base![i].release() }
        releaseStorage()
    }

    mutating func release() where Element == Unmanaged<PropertyAccessor> {
        for i in 0..<count { base![i].release() }
        releaseStorage()
    }

    mutating func release() where Element == Unmanaged<NumberAccessor> {
        for i in 0..<count { base![i].release() }
        releaseStorage()
    }

    mutating func release() where Element == Unmanaged<BoundMethod> {
        for i in 0..<count { base![i].release() }
        releaseStorage()
    }

    mutating func releaseStorage() {
        base?.deinitialize(count: count)
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }
}

/// A host function, boxed (see `Bridge.functions`).
final class FunctionBox {
    let body: HostFunction
    init(_ body: @escaping HostFunction) { self.body = body }
}

/// A bound method with the class its `self` must be (see `Bridge.methods`); the body is
/// stored concretely, as `FunctionBox`'s.
final class BoundMethod {
    let body: MethodBox.Erased
    let cls: LuaClass
    init(body: @escaping MethodBox.Erased, cls: LuaClass) {
        self.body = body
        self.cls = cls
    }
}
