/// Where a collection view's cells come from, as `UICollectionViewDataSource` for one
/// section. Indices count from 0 (the Lua side adds 1).
public protocol CollectionViewDataSource: AnyObject {
    func numberOfItems(in collectionView: CollectionView) throws -> Int
    /// A new cell for item `index`; the collection view sets its frame and adds it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell
}

/// A minimal grid, as `UICollectionView` with a vertical `UICollectionViewFlowLayout` and
/// one section: cells of ``itemSize`` in lines placed by UIKit's flow-layout arithmetic
/// (``FlowLayout``), scrolled by the bounds origin (UIKit's `contentOffset`), with a selection.
///
/// Simpler than UIKit's on purpose: every cell exists while the data is loaded (UIKit makes
/// only the visible ones and reuses them) — ``cellForItem(at:)`` still answers only for
/// visible cells, as UIKit's — and one size for all items (no `sizeForItemAt`).
open class CollectionView: View {
    /// The source of the cells: see ``reloadData()``. Weak, as UIKit's.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// The flow layout's settings (UIKit's defaults: 50 × 50 items, spacings 10, no inset).
    public private(set) var flowLayout = FlowLayout()
    /// The cells of the loaded items, in item order.
    public private(set) var cells: [CollectionViewCell] = []
    /// The selected items, in the order they were selected.
    public private(set) var indexPathsForSelectedItems: [Int] = []
    /// The bounds size the cells were last placed for (nil before any): a layout pass after
    /// the size changed places them again (``layoutSubviews()``).
    private var placedSize: Size?

    public required init(engine: Engine) {
        super.init(engine: engine)
        clipsToBounds = true            // a scroll view clips its content
    }

    open override var typeName: String { "CollectionView" }

    /// The data source the collection view asks at ``reloadData()``: by default
    /// ``dataSource``. The Lua binding's subclass reads the script's field.
    open func currentDataSource() throws -> (any CollectionViewDataSource)? { dataSource }

    /// The number of loaded items.
    public var numberOfItems: Int { cells.count }

    /// The scroll position: the bounds origin, as `UIScrollView.contentOffset`.
    public var contentOffset: Point { bounds.origin }

    /// Scrolls (animatable, as any bounds change).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite coordinates.
    public func setContentOffset(_ offset: Point) throws(CoreError) {
        try setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// The size of the laid-out grid: the width of the view; the height of its lines and the
    /// section's top and bottom insets.
    public var contentSize: Size {
        Size(bounds.width, flowLayout.contentHeight(count: cells.count, width: bounds.width))
    }

    public var itemSize: Size { flowLayout.itemSize }
    public var minimumInteritemSpacing: Double { flowLayout.minimumInteritemSpacing }
    public var minimumLineSpacing: Double { flowLayout.minimumLineSpacing }
    public var sectionInset: EdgeInsets { flowLayout.sectionInset }

    /// - Throws: ``CoreError/Kind/invalidNumber`` unless both sides are finite and positive,
    ///   or when the content's height would overflow (as for each setting below).
    public func setItemSize(_ size: Size) throws(CoreError) {
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw CoreError(.invalidNumber, "itemSize must have finite, positive sides (got \(size))")
        }
        try relayout("itemSize") { $0.itemSize = size }
    }

    /// The least gap between items of a line: a line's leftover width widens it.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless finite and not negative.
    public func setMinimumInteritemSpacing(_ spacing: Double) throws(CoreError) {
        try Self.checkSpacing(spacing, "minimumInteritemSpacing")
        try relayout("minimumInteritemSpacing") { $0.minimumInteritemSpacing = spacing }
    }

    /// The gap between lines (items of one size: exactly this).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless finite and not negative.
    public func setMinimumLineSpacing(_ spacing: Double) throws(CoreError) {
        try Self.checkSpacing(spacing, "minimumLineSpacing")
        try relayout("minimumLineSpacing") { $0.minimumLineSpacing = spacing }
    }

    /// Sets both spacings (Transit's shorthand; UIKit has no such property).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless finite and not negative.
    public func setSpacing(_ spacing: Double) throws(CoreError) {
        try Self.checkSpacing(spacing, "spacing")
        try relayout("spacing") {
            $0.minimumInteritemSpacing = spacing
            $0.minimumLineSpacing = spacing
        }
    }

    /// The margins around the section's items (UIKit's `sectionInset`); negative ones, as
    /// UIKit's, let the items out past the edges.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or infinite insets, or huge ones that
    ///   make the content's height overflow.
    public func setSectionInset(_ inset: EdgeInsets) throws(CoreError) {
        try View.requireFinite(inset.isFinite, "sectionInset", inset)
        try relayout("sectionInset") { $0.sectionInset = inset }
    }

    /// Items per line for the current width (at least one).
    public var columns: Int { flowLayout.columns(width: bounds.width) }

    /// The frame of item `index` in the collection view's content (its bounds coordinates).
    public func frameForItem(at index: Int) -> Rect {
        flowLayout.frameForItem(at: index, width: bounds.width)
    }

    /// Replaces the cells with new ones from the data source (nothing without one) and
    /// clears the selection.
    ///
    /// - Throws: what the data source throws (the collection keeps what it had made);
    ///   ``CoreError/Kind/invalidArgument`` for a negative count; ``CoreError/Kind/invalidNumber``
    ///   for a count whose lines overflow the content's height (no cell made).
    public func reloadData() throws {
        removeSubviews(cells)
        cells = []
        indexPathsForSelectedItems = []
        placedSize = bounds.size
        guard let source = try currentDataSource() else { return }
        let count = try source.numberOfItems(in: self)
        guard count >= 0 else {
            throw CoreError(.invalidArgument, "numberOfItems must not be negative (got \(count))")
        }
        try checkContentHeight(count: count, "\(count) items")
        for index in 0..<count {
            let cell = try source.collectionView(self, cellForItemAt: index)
            try cell.setFrame(frameForItem(at: index))
            try addSubview(cell)
            cells.append(cell)
        }
    }

    /// Places the cells again when the bounds' size changed since they were placed, as
    /// UIKit's flow layout invalidates itself on a size change
    /// (`shouldInvalidateLayout(forBoundsChange:)`) and the collection view lays the cells
    /// out at its next `layoutSubviews`: a rotation's pass, inside its animation block, moves
    /// them with it. A scroll changes only the bounds' origin and places nothing, so a cell a
    /// script moved stays where it put it.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` when a cell's new frame overflows (a huge
    ///   line spacing in fewer columns): that cell stays where it was, the others are placed.
    open override func layoutSubviews() throws {
        guard bounds.size != placedSize else { return }
        placedSize = bounds.size           // tried once per size: a refusal is not thrown again at every pass
        var refused: CoreError?
        for (index, cell) in cells.enumerated() {
            do {
                try cell.setFrame(frameForItem(at: index))
            } catch {
                refused = refused ?? CoreError(.invalidNumber, "\(displayName), now \(bounds.width) wide, cannot place its cells: \(error.message)")
            }
        }
        if let refused { throw refused }
    }

    /// The cell of item `index` if it is visible (its frame meets the bounds), else nil —
    /// UIKit's `cellForItem(at:)`.
    public func cellForItem(at index: Int) -> CollectionViewCell? {
        guard cells.indices.contains(index) else { return nil }
        let cell = cells[index]
        return cell.frame.intersection(bounds).isEmpty ? nil : cell   // a cell only touching the edge shows nothing
    }

    /// Selects item `index` (UIKit's `selectItem(at:animated:scrollPosition:)`, which tells
    /// no delegate); selecting it again does nothing.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an index outside the items.
    public func selectItem(at index: Int) throws(CoreError) {
        try checkItem(index, "selectItem")
        guard !cells[index].isSelected else { return }
        cells[index].isSelected = true
        indexPathsForSelectedItems.append(index)
    }

    /// Deselects item `index` (nothing if it is not selected).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an index outside the items.
    public func deselectItem(at index: Int) throws(CoreError) {
        try checkItem(index, "deselectItem")
        cells[index].isSelected = false
        indexPathsForSelectedItems.removeAll { $0 == index }
    }

    private func checkItem(_ index: Int, _ method: String) throws(CoreError) {
        guard cells.indices.contains(index) else {
            throw CoreError(.invalidArgument, "\(method): item \(index) is out of range (\(cells.count) items)")
        }
    }

    private static func checkSpacing(_ spacing: Double, _ name: String) throws(CoreError) {
        guard spacing.isFinite, spacing >= 0 else {
            throw CoreError(.invalidNumber, "\(name) must be a finite, non-negative number (got \(spacing))")
        }
    }

    /// The content's height for `count` items must be finite: `contentSize` reaches Lua as a
    /// `Size`, whose sides are finite. Huge insets overflow it with no item at all.
    private func checkContentHeight(count: Int, _ what: @autoclosure () -> String) throws(CoreError) {
        let height = flowLayout.contentHeight(count: count, width: bounds.width)
        guard height.isFinite else {
            throw CoreError(.invalidNumber, "\(what()) would make the content's height overflow (got \(height))")
        }
    }

    /// Applies `change` (to the setting `name`) and moves the cells to the new frames. A
    /// frame refused (a huge spacing's far lines overflow), or a content height past the
    /// finite range, refuses the change entire: the settings go back, and so do the cells
    /// moved before it.
    private func relayout(_ name: String, _ change: (inout FlowLayout) -> Void) throws(CoreError) {
        let old = flowLayout
        change(&flowLayout)
        do {
            try checkContentHeight(count: cells.count, name)
        } catch {
            flowLayout = old
            throw error
        }
        for (index, cell) in cells.enumerated() {
            do {
                try cell.setFrame(frameForItem(at: index))
            } catch {
                flowLayout = old
                for (i, moved) in cells[..<index].enumerated() { try? moved.setFrame(frameForItem(at: i)) }
                throw error
            }
        }
        placedSize = bounds.size
    }
}

/// One cell of a ``CollectionView``, as `UICollectionViewCell`: a view the data source
/// fills (a script keeps its outlets as Lua-side fields: `cell.photoView = photo`).
open class CollectionViewCell: View {
    /// Whether its item is selected (set by the collection view).
    public internal(set) var isSelected = false

    public required init(engine: Engine) {
        super.init(engine: engine)
    }

    open override var typeName: String { "CollectionViewCell" }
}
