import Lua
import Testing
@testable import TransitLua

/// A class's metatable is hidden from `getmetatable`, but `debug.getmetatable` reads it and
/// `debug.setmetatable` gives it to any value (`transit run --unsafe`; stock lua5.4 with
/// Transit as a module). A value that is not a Transit object then reaches the class's C
/// metamethods, which took its block to be a box: `print(io.stdout.alpha)` crashed the host
/// (SIGSEGV in clua_index). Each case is a Lua error naming the script's line, and the host
/// goes on.
@Suite struct HostileMetatableTests {
    /// A stage as `transit run --unsafe` makes it, with `setup` run.
    private func unsafeStage(_ setup: String) throws -> (Stage, Box) {
        let (s, out) = try stage(.unsafe)
        try s.run(setup, chunkName: "@setup.lua")
        return (s, out)
    }

    private func failure(_ s: Stage, _ source: String) -> String? { s.failure(source, name: "hostile.lua") }

    private let viewMetatable = "local mt = debug.getmetatable(View{})\n"

    @Test func aFileWithAViewsMetatableIsAnErrorNotAnObject() throws {
        let (r, out) = try unsafeStage(viewMetatable + "debug.setmetatable(io.stdout, mt)\nviewmt = mt")
        // a number property read, a write (the fast path and the general one), a method
        #expect(failure(r, "print(io.stdout.alpha)") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "\nio.stdout.alpha = 0.5") == "hostile.lua:2: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout.name = 'x'") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout.nothing = 1") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "io.stdout:layoutIfNeeded()") == "hostile.lua:1: attempt to use a userdata value as a View")
        // a method taken from a real view and called with the file as self (the method's own
        // check, which never trusted the block: the name it gives is the metatable's)
        #expect(failure(r, "local f = View{}.layoutIfNeeded\nf(io.stdout)")?
                    .hasPrefix("hostile.lua:2: bad argument #1 to 'f' (View expected, got ") == true)
        // errors a pcall catches like any other, with the line; tostring says what it is
        try r.run("print(pcall(function() return io.stdout.alpha end))", chunkName: "@caught.lua")
        try r.run("print(tostring(io.stdout), tostring(setmetatable({}, viewmt)))", chunkName: "@shown.lua")
        // the host goes on: objects, the file's own functions through its old methods
        try r.run("local v = View{alpha = 0.25}\nv.alpha = v.alpha * 2\nprint(v.alpha)", chunkName: "@after.lua")
        #expect(out.lines == ["false\tcaught.lua:1: attempt to use a userdata value as a View",
                              "userdata: not a View\ttable: not a View", "0.5"])
    }

    @Test func tablesNumbersAndLightUserdataAreRefusedAlike() throws {
        let (r, _) = try unsafeStage(viewMetatable + "t = setmetatable({}, mt)\ndebug.setmetatable(0, mt)\n"
                                     + "local up = 1\nlight = debug.upvalueid(function() return up end, 1)\n"
                                     + "debug.setmetatable(light, mt)")
        #expect(failure(r, "return t.alpha") == "hostile.lua:1: attempt to use a table value as a View")
        #expect(failure(r, "t.alpha = 1") == "hostile.lua:1: attempt to use a table value as a View")
        #expect(failure(r, "local n = 1\nreturn n.alpha") == "hostile.lua:2: attempt to use a number value as a View")
        #expect(failure(r, "local n = 1\nn.alpha = 2") == "hostile.lua:2: attempt to use a number value as a View")
        #expect(failure(r, "return light.alpha") == "hostile.lua:1: attempt to use a userdata value as a View")
        #expect(failure(r, "light.frame = nil") == "hostile.lua:1: attempt to use a userdata value as a View")
        try r.run("debug.setmetatable(0, nil)\nassert(View{alpha = 0.5}.alpha == 0.5)", chunkName: "@after.lua")
    }

    /// A box given another class's metatable is still a box, and the class's `__tostring`
    /// took it for one of its own: it downcast the object to its class's type, a trap
    /// (SIGILL, "invalid unsafeDowncast") — `debug.setmetatable(tap, debug.getmetatable(View{}))`
    /// then `tostring(tap)`, or `debug.getmetatable(View{}).__tostring(ViewController{})`. Now
    /// an argument error naming the box's own class (not its metatable's `__name`).
    @Test func aBoxOfAnotherClassIsAnArgumentErrorNotATrap() throws {
        let (r, out) = try unsafeStage("tap = TapGestureRecognizer(function() end)\n"
                                       + "debug.setmetatable(tap, debug.getmetatable(View{}))")
        #expect(failure(r, "return tostring(tap)") == "hostile.lua:1: bad argument #1 to '?' (View expected, got TapGestureRecognizer)")
        #expect(failure(r, "\nreturn debug.getmetatable(View{}).__tostring(ViewController{})")
                == "hostile.lua:2: bad argument #1 to '__tostring' (View expected, got ViewController)")
        // a method of the metatable's class names the box's class too
        #expect(failure(r, "local f = View{}.layoutIfNeeded\nf(tap)") == "hostile.lua:2: bad argument #1 to 'f' (View expected, got TapGestureRecognizer)")
        try r.run("print(tostring(View{name = 'v'}):match('^View'))", chunkName: "@after.lua")
        #expect(out.lines == ["View"])
    }

    /// Every bound class's `__tostring` and `__call` (the metamethods a class's metatable has
    /// besides `__index`/`__newindex`, which dispatch by the box's own class, and `__gc`, which
    /// only releases) applied to a box of every class a script can make: for a box of another
    /// class, an argument error naming both; for its own (or a subclass's), no such error.
    /// The metatables are all the classes', found in the registry: a class's is made at its
    /// first object, or when the reference lists the classes, asked first here for that.
    @Test func sweepEveryClassMetatableOverEveryBox() throws {
        let (r, out) = try unsafeStage("")
        let bound = r.lua.boundClasses
        try r.run(Self.sweep, chunkName: "@sweep.lua")
        let parents = Dictionary(bound.map { ($0.name, $0.parent) }) { a, _ in a }   // two TransitionCoordinators, no parent
        func isA(_ cls: String, _ ancestor: String) -> Bool {
            var c: String? = cls
            while let name = c { if name == ancestor { return true }; c = parents[name] ?? nil }
            return false
        }
        #expect(out.lines.first == "classes\t\(bound.count)")
        let made = out.lines.dropFirst().first?.split(separator: "\t").dropFirst().first?.split(separator: " ").map(String.init) ?? []
        #expect(made.count == 16, "\(made)")
        let rows = out.lines.dropFirst(2).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let callable = bound.filter(\.callable).count
        #expect(rows.count == (bound.count + callable) * made.count)
        var refused = 0
        for row in rows {
            guard row.count == 5 else { Issue.record("bad row \(row)"); continue }
            let (cls, box, event, ok, message) = (row[0], row[1], row[2], row[3], row[4])
            if isA(box, cls) {
                if event == "__tostring" { #expect(ok == "true", "\(row)") }
                continue
            }
            refused += 1
            #expect(ok == "false" && message == "sweep.lua:35: bad argument #1 to '?' (\(cls) expected, got \(box))", "\(row)")
        }
        #expect(refused > 300)
    }

    /// A box of every class a script can make, and every class metatable (sorted by name);
    /// prints one row per metatable, box and metamethod: what the call gave.
    static let sweep = """
    local boxes = {}
    local function add(make) local ok, b = pcall(make); if ok and type(b) == "userdata" then boxes[#boxes + 1] = b end end
    add(function() return View{} end)
    add(function() return Label{} end)
    add(function() return ImageView{} end)
    add(function() return window end)
    add(function() return View{}.layer end)
    add(function() return CollectionView{} end)
    add(function() return ViewController{} end)
    add(function() return TapGestureRecognizer(function() end) end)
    add(function() return PanGestureRecognizer(function() end) end)
    add(function() return PinchGestureRecognizer(function() end) end)
    add(function() return PropertyAnimator{duration = 1} end)
    add(function() return Timeline{} end)
    add(function() return Easing.spring{dampingRatio = 0.5, duration = 1} end)
    add(function() local v = View{}; window:addSubview(v); return View.animate(1, function() v.alpha = 0 end) end)
    add(function() return task(function() wait(1) end) end)
    add(function() return PercentDrivenInteractiveTransition() end)
    local function class(b) return rawget(debug.getmetatable(b), "__name") end
    local classes = {}
    for _, mt in pairs(debug.getregistry()) do
      if type(mt) == "table" and type(rawget(mt, "__name")) == "string" and rawget(mt, "__metatable") == false
         and rawget(mt, "__gc") then classes[#classes + 1] = mt end
    end
    table.sort(classes, function(a, b) return a.__name < b.__name end)
    local made = {}
    for _, b in ipairs(boxes) do made[#made + 1] = class(b) end
    print("classes", #classes)
    print("boxes", table.concat(made, " "))
    for _, mt in ipairs(classes) do
      for _, b in ipairs(boxes) do
        for _, event in ipairs{"__tostring", "__call"} do
          local f = rawget(mt, event)
          if f then
            local ok, e = pcall(f, b)
            print(mt.__name, class(b), event, ok, ok and "" or e)
          end
        end
      end
    end
    """

    /// A controller is a bound object too (its own class's maps); a record is a table whose
    /// metamethods are Lua and whose host functions check their argument's type.
    @Test func aControllersAndARecordsMetatablesAreRefusedAlike() throws {
        let (r, _) = try unsafeStage("debug.setmetatable(io.stdout, debug.getmetatable(ViewController{}))\n"
                                     + "debug.setmetatable(io.stderr, debug.getmetatable(Rect(0, 0, 1, 2)))")
        #expect(failure(r, "return io.stdout.view") == "hostile.lua:1: attempt to use a userdata value as a ViewController")
        #expect(failure(r, "io.stdout.name = 'x'") == "hostile.lua:1: attempt to use a userdata value as a ViewController")
        // (the record's checks name a userdata by its Lua type, not the `__name` its metatable
        // gives: "Rect expected, got Rect" read as a contradiction — an outside review)
        #expect(failure(r, "return io.stderr.maxX") == "hostile.lua:1: reading 'maxX' on bad self (Rect expected, got userdata)")
        #expect(failure(r, "return io.stderr:offsetBy(1, 1)")
                == "hostile.lua:1: calling 'offsetBy' on bad self (Rect expected, got userdata)")
        try r.run("assert(Rect(0, 0, 1, 2).maxX == 1)", chunkName: "@after.lua")
    }
}
