import Testing
@testable import TransitCore

/// UIKit's flow-layout arithmetic for items of one size, each expected frame computed here by
/// hand from the rules (docs/transitions.md "The grid" cites them):
/// - a line takes as many items as fit with `minimumInteritemSpacing` between them, and its
///   leftover width is spread between them ("the layout object increases the interitem
///   spacing until the items fit evenly within the line boundaries": Apple's Collection View
///   Programming Guide, "Specifying the Space Between Items and Lines");
/// - with one `itemSize` the last line keeps the full lines' columns (steipete's
///   PSTCollectionView, `PSTGridLayoutRow`: "the last row should justify as if it is filled
///   with more (invisible) items"; openradar 20825965: a left-aligned last line is what
///   non-uniform sizes give);
/// - an item alone on its line because only one fits is centred (PSTGridLayoutRow's
///   "special case one item row"; the SO answers on "how do you determine spacing between
///   cells in UICollectionView flowLayout": "if an item ended up on a line by itself, it
///   would be centered by the flow layout");
/// - lines are `minimumLineSpacing` apart; `sectionInset` narrows the width and pads the
///   content.
@Suite struct CollectionViewFlowLayoutTests {
    final class Source: CollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) throws -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell {
            CollectionViewCell(engine: collectionView.engine)
        }
    }

    let engine = Engine()

    /// A grid `width` wide of `count` 120 × 120 items, `spacing` apart (the zoom example's).
    func grid(width: Double = 393, count: Int, spacing: Double = 6, source: Source? = nil) throws -> (CollectionView, Source) {
        let grid = CollectionView(engine: engine)
        try grid.setFrame(Rect(0, 100, width, 752))
        try engine.window.addSubview(grid)
        try grid.setItemSize(Size(120, 120))
        try grid.setSpacing(spacing)
        let source = source ?? Source(count)
        grid.dataSource = source
        try grid.reloadData()
        return (grid, source)
    }

    func xs(_ grid: CollectionView, _ items: Range<Int>) -> [Double] { items.map { grid.cells[$0].frame.x } }

    /// The zoom example's grid: 3 × 120 + 2 × 6 = 372 of 393 wide, so 21 points are left
    /// over, 10.5 more per gap: the gaps are 16.5 and the columns at 0, 136.5, 273 (the old
    /// layout put them at 0, 126, 252).
    @Test func fullLinesSpreadTheirLeftoverWidth() throws {
        let (grid, _) = try grid(count: 18)
        #expect(grid.columns == 3)
        #expect(xs(grid, 0..<3) == [0, 136.5, 273])
        #expect(grid.cells[7].frame == Rect(136.5, 2 * 126, 120, 120))       // row 3, column 2
        #expect(grid.cells[2].frame.maxX == 393)                             // the last column ends at the edge
        #expect(grid.contentSize == Size(393, 6 * 120 + 5 * 6))
    }

    /// A last line of one item and of two: they sit in the full lines' columns, the second at
    /// 136.5 (at 126 minimumInteritemSpacing would give, as sizeForItemAt's do in UIKit).
    @Test func theLastLineKeepsTheColumns() throws {
        let (four, _) = try grid(count: 4)
        #expect(xs(four, 0..<4) == [0, 136.5, 273, 0] && four.cells[3].frame.y == 126)
        let (five, _) = try grid(count: 5)
        #expect(xs(five, 3..<5) == [0, 136.5] && five.cells[4].frame.y == 126)
        #expect(five.contentSize.height == 2 * 120 + 6)
    }

    /// Insets that leave exactly 3 × 120 + 2 × 6 = 372 (10 + 11 of 393): no leftover, the
    /// gaps are the minimum, the columns start at the left inset: 10, 136, 262; the lines at
    /// the top inset, and the content ends with the bottom one.
    @Test func anExactFitKeepsTheMinimumSpacing() throws {
        let (grid, _) = try grid(count: 5)
        try grid.setSectionInset(EdgeInsets(top: 20, left: 10, bottom: 30, right: 11))
        #expect(grid.columns == 3 && grid.sectionInset == EdgeInsets(20, 10, 30, 11))
        #expect(xs(grid, 0..<5) == [10, 136, 262, 10, 136])
        #expect(grid.cells[4].frame.y == 20 + 126)
        #expect(grid.contentSize == Size(393, 20 + 2 * 120 + 6 + 30))
        // one point narrower and the third column no longer fits: two, 372 - 1 - 246 = 125
        // left over, one gap of 6 + 125 = 131
        try grid.setSectionInset(EdgeInsets(top: 20, left: 10, bottom: 30, right: 12))
        #expect(grid.columns == 2 && xs(grid, 0..<3) == [10, 261, 10])
    }

    /// 200 wide: only one 120-point item fits, so each line holds one, centred: (200 − 120) / 2
    /// = 40; the lines `minimumLineSpacing` apart, whatever the interitem spacing says.
    @Test func anItemAloneOnItsLineIsCentred() throws {
        let (grid, _) = try grid(width: 200, count: 3)
        try grid.setMinimumLineSpacing(25)
        try grid.setMinimumInteritemSpacing(70)
        #expect(grid.columns == 1 && grid.minimumLineSpacing == 25 && grid.minimumInteritemSpacing == 70)
        #expect(grid.cells.map(\.frame) == [Rect(40, 0, 120, 120), Rect(40, 145, 120, 120), Rect(40, 290, 120, 120)])
        // centred between the insets: (200 − 30 − 10 − 120) / 2 = 20 from the left inset
        try grid.setSectionInset(EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(grid.cells[2].frame == Rect(50, 290, 120, 120))
        // a huge interitem spacing only says that one fits: the same single centred column
        try grid.setSectionInset(.zero)
        try grid.setMinimumInteritemSpacing(1e308)
        #expect(grid.columns == 1 && grid.cells[1].frame == Rect(40, 145, 120, 120))
    }

    /// 100 wide, narrower than an item (UIKit logs that its behaviour "is not defined"): one
    /// per line, on the left inset, overflowing to the right — not centred to a negative x.
    @Test func anItemWiderThanTheViewSitsOnTheLeftInset() throws {
        let (grid, _) = try grid(width: 100, count: 2)
        try grid.setSectionInset(EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(grid.columns == 1 && grid.cells.map(\.frame) == [Rect(8, 0, 120, 120), Rect(8, 126, 120, 120)])
    }

    /// Spacing 0: 393 / 120 gives three columns again, and the same 33 points spread: the
    /// columns where spacing 6 puts them, the lines touching.
    @Test func zeroSpacing() throws {
        let (grid, _) = try grid(count: 4, spacing: 0)
        #expect(xs(grid, 0..<4) == [0, 136.5, 273, 0] && grid.cells[3].frame.y == 120)
    }

    /// Negative and non-finite spacings and insets are refused, naming the setting. A huge
    /// line spacing pushes the third line past the finite range: the content's height
    /// overflows, and the change is refused — the spacings and every cell as they were.
    @Test func badSpacingsAreRefusedWhole() throws {
        let (grid, _) = try grid(count: 18)
        #expect(coreError { try grid.setMinimumInteritemSpacing(-1) }?.message
                == "minimumInteritemSpacing must be a finite, non-negative number (got -1.0)")
        #expect(coreError { try grid.setMinimumLineSpacing(.nan) }?.kind == .invalidNumber)
        #expect(coreError { try grid.setSpacing(-.infinity) }?.message
                == "spacing must be a finite, non-negative number (got -inf)")
        #expect(coreError { try grid.setSectionInset(EdgeInsets(0, .infinity, 0, 0)) }?.kind == .invalidNumber)
        let before = grid.cells.map(\.frame)
        // row 2: 2 × (120 + 1e308) = 2e308, past Double's 1.8e308
        #expect(coreError { try grid.setSpacing(1e308) }?.kind == .invalidNumber)
        #expect(grid.minimumInteritemSpacing == 6 && grid.minimumLineSpacing == 6)
        #expect(grid.cells.map(\.frame) == before && before[4] == Rect(136.5, 126, 120, 120))
    }

    /// `contentSize` stays finite (Lua's `Size` has finite sides): insets whose sum passes
    /// Double's 1.8e308 are refused even with no item (an empty section keeps its insets), and
    /// so is a count whose lines would overflow — before any cell is made. (They were taken,
    /// and `contentSize` read Size(393, inf).)
    @Test func aContentHeightPastTheFiniteRangeIsRefused() throws {
        let (grid, _) = try grid(count: 0)
        #expect(coreError { try grid.setSectionInset(EdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0)) }?.message
                == "sectionInset would make the content's height overflow (got inf)")
        #expect(grid.sectionInset == .zero && grid.contentSize == Size(393, 0))
        try grid.setSectionInset(EdgeInsets(top: 1e308, left: 0, bottom: 0, right: 0))     // finite: taken
        #expect(grid.contentSize == Size(393, 1e308))
        try grid.setSectionInset(.zero)
        try grid.setMinimumLineSpacing(1e307)
        let twenty = Source(3 * 20), eighteen = Source(3 * 18)     // (the data source is weak)
        grid.dataSource = twenty                            // 20 lines: 19 × 1e307 = 1.9e308
        #expect(coreError { try grid.reloadData() }?.message == "60 items would make the content's height overflow (got inf)")
        #expect(grid.cells.isEmpty && grid.subviews.isEmpty)
        grid.dataSource = eighteen                          // 18 lines: 1.7e308, finite
        try grid.reloadData()
        #expect(grid.cells.count == 54 && grid.contentSize.height.isFinite)
    }
}
