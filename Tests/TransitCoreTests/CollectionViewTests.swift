import Testing
@testable import TransitCore

/// The minimal grid: layout, loading cells from a data source, scrolling by the bounds
/// origin, visible cells, selection.
@Suite struct CollectionViewTests {
    final class Source: CollectionViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) throws -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell {
            let cell = CollectionViewCell(engine: collectionView.engine)
            cell.name = "cell\(index)"
            return cell
        }
    }

    let engine = Engine()

    func grid(_ count: Int) throws -> (CollectionView, Source) {
        let grid = CollectionView(engine: engine)
        try grid.setFrame(Rect(0, 0, 393, 300))
        try engine.window.addSubview(grid)
        try grid.setItemSize(Size(120, 100))
        try grid.setSpacing(10)
        let source = Source(count)
        grid.dataSource = source
        try grid.reloadData()
        return (grid, source)
    }

    @Test func cellsAreLaidOutRowByRow() throws {
        let (grid, _) = try grid(8)
        #expect(grid.columns == 3 && grid.numberOfItems == 8 && grid.subviews.count == 8)
        // 3 × 120 + 2 × 10 of 393: 13 left over, 6.5 more per gap (CollectionViewFlowLayoutTests)
        #expect(grid.cells[4].frame == Rect(136.5, 110, 120, 100) && grid.cells[4].name == "cell4")
        #expect(grid.contentSize == Size(393, 320) && grid.clipsToBounds)
        try grid.setItemSize(Size(180, 50))                // two columns now
        #expect(grid.cells[4].frame == Rect(0, 120, 180, 50))
    }

    @Test func scrollingMovesTheBoundsOriginAndWhatIsVisible() throws {
        let (grid, _) = try grid(12)
        #expect(grid.cellForItem(at: 11) == nil && grid.cellForItem(at: 0) === grid.cells[0])
        try grid.setContentOffset(Point(0, 300))
        #expect(grid.bounds == Rect(0, 300, 393, 300) && grid.contentOffset == Point(0, 300))
        #expect(grid.cellForItem(at: 0) == nil && grid.cellForItem(at: 11) === grid.cells[11])
        #expect(grid.cellForItem(at: 12) == nil)
        // a cell's place on screen goes through the bounds origin
        #expect(grid.cells[9].convert(grid.cells[9].bounds, to: nil) == Rect(0, 30, 120, 100))
    }

    @Test func selection() throws {
        let (grid, source) = try grid(6)
        try grid.selectItem(at: 4)
        try grid.selectItem(at: 1)
        try grid.selectItem(at: 4)
        #expect(grid.indexPathsForSelectedItems == [4, 1] && grid.cells[4].isSelected)
        try grid.deselectItem(at: 4)
        #expect(grid.indexPathsForSelectedItems == [1] && !grid.cells[4].isSelected)
        #expect(coreError { try grid.selectItem(at: 6) }?.message == "selectItem: item 6 is out of range (6 items)")
        source.count = 2
        try grid.reloadData()
        #expect(grid.indexPathsForSelectedItems.isEmpty && grid.subviews.count == 2)
    }

    /// The old cells leave in one pass (View.removeSubviews): a reload of 10,000 made 50
    /// million comparisons one by one (scripts/tests/hostile/ccalls/collection_reload_20k_cells.lua);
    /// what a script added among them stays in its order, and a cell it moved elsewhere
    /// still leaves from there, as before.
    @Test func reloadTakesTheOldCellsOutWhereverTheyAre() throws {
        let (grid, source) = try grid(4)
        let old = grid.cells
        let added = View(engine: engine), moved = old[2]
        try grid.insertSubview(added, at: 1)
        try engine.window.addSubview(moved)
        try withExtendedLifetime(source) { try grid.reloadData() }   // weak, as UIKit's
        #expect(grid.subviews.count == 5 && grid.subviews[0] === added)
        #expect(grid.subviews.dropFirst().map(\.name) == ["cell0", "cell1", "cell2", "cell3"])
        #expect(old.allSatisfy { $0.superview == nil && $0.window == nil })
        #expect(!engine.window.subviews.contains { $0 === moved })
    }

    @Test func badSizesAreErrors() throws {
        let (grid, _) = try grid(0)
        #expect(coreError { try grid.setItemSize(Size(0, 10)) }?.kind == .invalidNumber)
        #expect(coreError { try grid.setSpacing(-1) }?.kind == .invalidNumber)
        #expect(grid.contentSize == Size(393, 0))
    }
}
