import Lua

/// The host functions behind the constructors' prelude (`View{…}`, `ViewController{…}` …,
/// views.lua): each binding adds the maker of its kind while it installs, and the prelude
/// receives them all as one table once every binding is in. A maker makes the bare object;
/// the prelude applies the table's properties in a fixed order.
struct Makers {
    private(set) var entries: [(name: String, make: HostFunction)] = []

    /// Adds the maker of `kind` (`View{…}` calls `host.View(props)`).
    mutating func add(_ kind: String, _ make: @escaping HostFunction) {
        entries.append((kind, make))
    }

    /// The host table the prelude receives, pushed on `lua`'s stack; with `metacall`, which
    /// makes the classes' `__call` C, and `splitNames` and `sortNames`, which put a table's
    /// names in order (views.lua).
    func push(on lua: LuaState) {
        let c = lua.hostCall
        c.newTable(fieldCount: Int32(entries.count + 3))           // sized once, not grown
        lua.pushMetacallMaker()
        c.setField(-2, "metacall")
        lua.pushNameSplitter()
        c.setField(-2, "splitNames")
        lua.pushNameSorter()
        c.setField(-2, "sortNames")
        for (name, make) in entries {
            lua.push(make)
            c.setField(-2, name)
        }
    }
}
