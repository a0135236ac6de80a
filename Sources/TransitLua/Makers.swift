import Lua

/// The host functions behind the constructors' prelude (`View{…}`, `ViewController{…}` …,
/// views.lua): each binding adds the maker of its kind while it installs, and the prelude
/// receives them all as one table once every binding is in. A maker makes the bare object;
/// the prelude applies the table's properties in a fixed order.
struct Makers {
    /// A maker, or a table of functions (a presentation controller's UIKit base answers).
    enum Entry {
        case function(HostFunction)
        case table([(name: String, function: HostFunction)])
    }

    private(set) var entries: [(name: String, entry: Entry)] = []

    /// Adds the maker of `kind` (`View{…}` calls `host.View(props)`).
    mutating func add(_ kind: String, _ make: @escaping HostFunction) {
        entries.append((kind, .function(make)))
    }

    /// Adds a table of functions under `name`.
    mutating func add(_ name: String, table: [(name: String, function: HostFunction)]) {
        entries.append((name, .table(table)))
    }

    /// The host table the prelude receives, pushed on `lua`'s stack; with `metacall`, which
    /// makes the classes' `__call` C (views.lua).
    func push(on lua: LuaState) {
        let c = lua.hostCall
        c.newTable(fieldCount: Int32(entries.count + 1))           // sized once, not grown
        lua.pushMetacallMaker()
        c.setField(-2, "metacall")
        for (name, entry) in entries {
            switch entry {
            case .function(let make): lua.push(make)
            case .table(let functions):
                c.newTable(fieldCount: Int32(functions.count))
                for (key, function) in functions {
                    lua.push(function)
                    c.setField(-2, key)
                }
            }
            c.setField(-2, name)
        }
    }
}
