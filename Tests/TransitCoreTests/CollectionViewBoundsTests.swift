import Testing
@testable import TransitCore

/// The grid follows its bounds as UIKit's does: a change of the bounds' size invalidates the
/// flow layout and the cells move at the next layout pass (Apple,
/// `UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes`: the flow
/// layout sets it "when the collection view's bounds change in a way that affects the number
/// of items in a column or row"); a scroll, which moves only the origin, places nothing.
/// Each frame by hand for 150 × 150 items at least 10 apart, lines 160 apart:
/// - 393 wide (portrait): (393 + 10) / 160 → 2 columns; 393 − 310 = 83 left over, one gap of
///   10 + 83: the columns at 0 and 243;
/// - 852 wide (landscape): (852 + 10) / 160 → 5 columns; 852 − 790 = 62 left over, four gaps
///   of 10 + 15.5: the columns at 0, 175.5, 351, 526.5, 702.
@Suite struct CollectionViewBoundsTests {
    let engine = Engine(screen: .iPhone15)

    /// `count` items 150 × 150, 10 apart, in a grid 100 points down, `width` wide, in `parent`
    /// (the window by default).
    func grid(width: Double = 393, count: Int = 7, in parent: View? = nil) throws -> CollectionView {
        let grid = CollectionView(engine: engine)
        try grid.setFrame(Rect(0, 100, width, 752))
        try (parent ?? engine.window).addSubview(grid)
        try grid.setItemSize(Size(150, 150))
        try grid.setSpacing(10)
        let source = CollectionViewFlowLayoutTests.Source(count)
        grid.dataSource = source            // weak: kept alive until the cells are made
        try withExtendedLifetime(source) { try grid.reloadData() }
        return grid
    }

    func origins(_ grid: CollectionView) -> [Point] { grid.cells.map(\.frame.origin) }

    static let portrait = [Point(0, 0), Point(243, 0), Point(0, 160), Point(243, 160), Point(0, 320), Point(243, 320), Point(0, 480)]
    static let landscape = [Point(0, 0), Point(175.5, 0), Point(351, 0), Point(526.5, 0), Point(702, 0), Point(0, 160), Point(175.5, 160)]

    /// `frame =` a wider rect: the cells stay until the layout pass (as UIKit's, which lays
    /// them out in `layoutSubviews`), then take the five columns; and back to two.
    @Test func aWidthChangeLaysTheCellsOutAtTheNextLayoutPass() throws {
        let grid = try grid()
        #expect(origins(grid) == Self.portrait)
        try grid.setFrame(Rect(0, 100, 852, 752))
        #expect(grid.needsLayout && origins(grid) == Self.portrait)
        try engine.window.layoutIfNeeded()
        #expect(grid.columns == 5 && origins(grid) == Self.landscape)
        #expect(grid.cells[6].frame == Rect(175.5, 160, 150, 150))
        #expect(grid.contentSize == Size(852, 310))
        try grid.setFrame(Rect(0, 100, 393, 752))
        try grid.layoutIfNeeded()
        #expect(origins(grid) == Self.portrait)
    }

    /// A scroll is a bounds change too, of the origin only: no layout needed, and a layout
    /// pass asked for by hand places nothing — a cell a script moved stays where it put it —
    /// until the size changes.
    @Test func aScrollPlacesNothing() throws {
        let grid = try grid()
        try engine.window.layoutIfNeeded()              // the first pass, after its frame was set
        try grid.cells[1].setFrame(Rect(7, 7, 150, 150))
        try grid.setContentOffset(Point(0, 200))
        #expect(!grid.needsLayout)
        grid.setNeedsLayout()
        try engine.window.layoutIfNeeded()
        #expect(grid.cells[1].frame == Rect(7, 7, 150, 150) && grid.contentOffset == Point(0, 200))
        try grid.setFrame(Rect(0, 100, 852, 752))
        try grid.layoutIfNeeded()
        #expect(grid.cells[1].frame == Rect(175.5, 0, 150, 150) && grid.contentOffset == Point(0, 200))
    }

    /// A rotation resizes the controller's view and, by its mask, the grid (852 − 393 = 459
    /// wider, 459 shorter: 852 × 293), and lays the window out inside its 0.4 s animation: the
    /// cells' model frames are the landscape columns at once, and on screen they move with the
    /// rotation — halfway (easeInOut at ½ is ½) between the two, then there.
    @Test func aRotationMovesTheCellsWithItsAnimation() throws {
        let root = ViewController(engine: engine)
        try engine.window.setRootViewController(root)
        let grid = try grid(in: try root.view)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        try engine.setDeviceOrientation(.landscapeRight)
        #expect(grid.frame == Rect(0, 100, 852, 293))
        #expect(origins(grid) == Self.landscape)
        #expect(grid.cells[2].presentation.frame == Rect(0, 160, 150, 150))          // not moved yet
        try engine.clock.advance(0.2)
        expectClose(grid.cells[1].presentation.frame, Rect(209.25, 0, 150, 150), 1e-7)   // (243 + 175.5) / 2
        expectClose(grid.cells[2].presentation.frame, Rect(175.5, 80, 150, 150), 1e-7)   // from (0, 160) to (351, 0)
        try engine.clock.runUntilIdle()
        #expect(grid.cells.map(\.presentation.frame.origin) == Self.landscape)
    }

    /// Three items in one line, 1e308 apart from the next line (none yet): at 200 wide one
    /// fits per line, the second line at 1 × (150 + 1e308), the third at 2e308 — past
    /// Double's range. The bounds change cannot be refused: the pass places what it can,
    /// leaves the third cell where it was and throws once, naming the grid; a later pass
    /// at that size does not throw again, and a width where the frames fit places them all.
    @Test func aFrameThatOverflowsIsTheLayoutPassError() throws {
        let grid = try grid(width: 480, count: 3)
        try grid.setMinimumLineSpacing(1e308)
        #expect(grid.columns == 3 && grid.cells.map(\.frame.x) == [0, 165, 330])      // 480 − 470 = 10: gaps of 15
        try grid.setFrame(Rect(0, 100, 200, 752))
        let error = coreError { try engine.window.layoutIfNeeded() }
        #expect(error?.kind == .invalidNumber)
        #expect(error?.message.hasPrefix("\(grid.displayName), now 200.0 wide, cannot place its cells: frame ") == true)
        #expect(grid.cells.map(\.frame) == [Rect(25, 0, 150, 150), Rect(25, 1e308 + 150, 150, 150), Rect(330, 0, 150, 150)])
        grid.setNeedsLayout()
        #expect(coreError { try engine.window.layoutIfNeeded() } == nil)
        try grid.setFrame(Rect(0, 100, 480, 752))
        try engine.window.layoutIfNeeded()
        #expect(grid.cells.map(\.frame.origin) == [Point(0, 0), Point(165, 0), Point(330, 0)])
    }
}
