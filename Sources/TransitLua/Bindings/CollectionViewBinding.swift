import Lua
import TransitCore

/// `CollectionView` and `CollectionViewCell`: the minimal grid (docs/transitions.md,
/// "The grid"). Item indices are Lua's: 1 is the first item.
enum CollectionViewBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua, t = stage.values
        var grid = LuaClassDefinition<CollectionView>(name: "CollectionView", parent: stage.classes.view)
        grid.property("itemSize", get: { c, g in c.push(g.itemSize, t) }, set: { c, g in try g.setItemSize(c.size(3, t)) })
        grid.numberProperty("minimumInteritemSpacing", get: { $0.minimumInteritemSpacing },
                            set: { g, s in try g.setMinimumInteritemSpacing(s) })
        grid.numberProperty("minimumLineSpacing", get: { $0.minimumLineSpacing },
                            set: { g, s in try g.setMinimumLineSpacing(s) })
        // the shorthand for both: read, their common value, or nil when they differ
        grid.property("spacing", get: { c, g in
            if g.minimumInteritemSpacing == g.minimumLineSpacing { c.push(g.minimumLineSpacing) } else { c.pushNil() }
        }, set: { c, g in try g.setSpacing(c.finite(3)) })
        grid.property("sectionInset", get: { c, g in c.push(g.sectionInset, t) },
                      set: { c, g in try g.setSectionInset(c.insets(3, t)) })
        grid.property("contentOffset", get: { c, g in c.push(g.contentOffset, t) },
                      set: { c, g in try g.setContentOffset(c.point(3, t)) })
        grid.property("contentSize", get: { c, g in c.push(g.contentSize, t) })
        grid.property("numberOfItems", get: { c, g in c.push(g.numberOfItems) })
        grid.property("indexPathsForSelectedItems", get: { c, g in
            c.newTable(arrayCount: Int32(g.indexPathsForSelectedItems.count))
            for (i, item) in g.indexPathsForSelectedItems.enumerated() {
                c.push(item + 1)
                c.setIndex(-2, i + 1)
            }
        })
        grid.method("reloadData") { [unowned stage] c, g in
            let reloaded = Result { try stage.lua.whileActive(c) { try g.reloadData() } }
            try (g as? ScriptedCollectionView)?.keepCells()          // whatever was made
            try reloaded.get()
            return 0
        }
        grid.method("cellForItem") { [unowned stage] c, g in
            // &-: math.mininteger - 1 would trap; wrapped, it is out of range, so nil
            stage.push(g.cellForItem(at: try c.integer(2) &- 1), c)
            return 1
        }
        grid.method("selectItem") { c, g in
            try g.selectItem(at: try item(c, g))
            return 0
        }
        grid.method("deselectItem") { c, g in
            try g.deselectItem(at: try item(c, g))
            return 0
        }
        grid.description { (g: CollectionView) -> String in ViewBinding.describe(g) + " items=\(g.numberOfItems)" }
        lua.defineClass(grid, as: stage.classes.collectionView)

        var cell = LuaClassDefinition<CollectionViewCell>(name: "CollectionViewCell", parent: stage.classes.view)
        cell.property("isSelected", get: { c, cell in c.push(cell.isSelected) })
        cell.description { (cell: CollectionViewCell) -> String in
            ViewBinding.describe(cell) + (cell.isSelected ? " selected" : "")
        }
        lua.defineClass(cell, as: stage.classes.cell)

        // the constructors' makers, for the prelude's `CollectionView{…}` and `CollectionViewCell{…}`
        stage.makers.add("CollectionView") { [unowned stage] c in
            try c.admitObject()
            stage.push(ScriptedCollectionView(stage: stage), c)
            return 1
        }
        stage.makers.add("CollectionViewCell") { [unowned stage] c in
            try c.admitObject()
            stage.push(CollectionViewCell(engine: stage.engine), c)
            return 1
        }
    }

    /// The item argument: a Lua index of a loaded item.
    static func item(_ c: LuaCall, _ grid: CollectionView) throws -> Int {
        let i = try c.integer(2)
        guard (1...max(1, grid.numberOfItems)).contains(i), grid.numberOfItems > 0 else {
            throw c.argumentError(2, "item \(i) is out of range (\(grid.numberOfItems) items)")
        }
        return i - 1
    }
}

/// The collection view `CollectionView{…}` makes: its data source is the table in the
/// script's `dataSource` field, read at `reloadData` — `numberOfItems(collectionView)` and
/// `cellForItemAt(collectionView, index)` called colon-style.
final class ScriptedCollectionView: CollectionView {
    unowned let stage: Stage

    init(stage: Stage) {
        self.stage = stage
        super.init(engine: stage.engine)
    }

    required init(engine: Engine) {
        fatalError("ScriptedCollectionView is made by the binding, with its stage")
    }

    /// The data source of the reload in progress, until ``keepCells()``.
    private var loading: ScriptedDataSource?

    override func currentDataSource() throws -> (any CollectionViewDataSource)? {
        let (type, table) = try stage.field("dataSource") { [self] c in stage.push(self, c) }
        guard let table else { return nil }
        guard type == "table" else {
            throw CoreError(.invalidArgument, "dataSource of \(displayName) must be a table, got \(type)")
        }
        let source = ScriptedDataSource(stage: stage, table: table)
        loading = source
        return source
    }

    /// After a reload, the new cells' Lua side — their outlets, `cell.photoView` — lives as
    /// long as this collection view's: the cells leave Lua's hands when `cellForItemAt`
    /// returns, and a view outside the window keeps its Lua side only while Lua refers to it
    /// (docs/views.md, "Lifetime"). They are kept in this view's Lua side, which the
    /// collector traces, not in the registry.
    func keepCells() throws {
        guard let source = loading else { return }
        loading = nil
        try stage.lua.callback(stage.controllerSupport.keep, arguments: { [self] c in
            stage.push(self, c)
            c.newTable(arrayCount: Int32(source.made.count))
            for (i, cell) in source.made.enumerated() {
                c.push(cell)
                c.setIndex(-2, i + 1)
            }
            return 2
        })
    }
}

/// A data source written in Lua, for one `reloadData`.
final class ScriptedDataSource: CollectionViewDataSource {
    unowned let stage: Stage
    let table: LuaRef
    let subject = "the data source"
    /// The cells it made, held from the moment `cellForItemAt` returns one.
    private(set) var made: [LuaRef] = []

    init(stage: Stage, table: LuaRef) {
        self.stage = stage
        self.table = table
    }

    func numberOfItems(in collectionView: CollectionView) throws -> Int {
        var count: Int?
        var got = "nil"
        _ = try stage.callMethod("numberOfItems", of: table, subject, arguments: { [stage] c in
            stage.push(collectionView, c)
            return 1
        }, read: { c in
            count = try? c.integer(-1)
            if count == nil { got = c.typeName(-1) }
        })
        guard let count else {
            throw CoreError(.invalidArgument, "numberOfItems of \(subject) must return an integer, got \(got)")
        }
        return count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell {
        var cell: CollectionViewCell?
        var got = "nil"
        let ran = try stage.callMethod("cellForItemAt", of: table, subject, arguments: { [stage] c in
            stage.push(collectionView, c)
            c.push(index + 1)
            return 2
        }, read: { [stage] c in
            cell = c.optionalObject(-1, stage.classes.cell) as? CollectionViewCell
            if cell != nil { self.made.append(c.reference(-1)) } else { got = c.typeName(-1) }
        })
        guard let cell else {
            // "got nil" for a method not there at all sent one looking at what it returned
            guard ran else { throw CoreError(.invalidArgument, "\(subject) has no cellForItemAt: a function returning the item's CollectionViewCell") }
            throw CoreError(.invalidArgument, "cellForItemAt of \(subject) must return a CollectionViewCell, got \(got)")
        }
        return cell
    }
}
