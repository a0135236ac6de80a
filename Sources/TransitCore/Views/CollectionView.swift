/// Where a collection view's cells come from, as `UICollectionViewDataSource` for one
/// section. Indices count from 0 (the Lua side adds 1).
public protocol CollectionViewDataSource: AnyObject {
    func numberOfItems(in collectionView: CollectionView) throws -> Int
    /// A new cell for item `index`; the collection view sets its frame and adds it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) throws -> CollectionViewCell
}

/// A minimal grid, as `UICollectionView` with a vertical `UICollectionViewFlowLayout` and
/// one section: cells of ``itemSize`` in rows, ``spacing`` apart, scrolled by the bounds
/// origin (UIKit's `contentOffset`), with a selection.
///
/// The layout is simpler than UIKit's flow layout, on purpose: items sit exactly `spacing`
/// apart from the left edge (UIKit spreads a row's leftover width between its items), and
/// every cell exists while the data is loaded (UIKit makes only the visible ones and reuses
/// them) — ``cellForItem(at:)`` still answers only for visible cells, as UIKit's.
open class CollectionView: View {
    /// The source of the cells: see ``reloadData()``. Weak, as UIKit's.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Each cell's size (UIKit's flow-layout default: 50 × 50).
    public private(set) var itemSize = Size(50, 50)
    /// The gap between columns and between rows (UIKit's flow-layout defaults: 10).
    public private(set) var spacing = 10.0
    /// The cells of the loaded items, in item order.
    public private(set) var cells: [CollectionViewCell] = []
    /// The selected items, in the order they were selected.
    public private(set) var indexPathsForSelectedItems: [Int] = []

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

    /// The size of the laid-out grid: the width of the view, the height of its rows.
    public var contentSize: Size {
        let rows = (cells.count + columns - 1) / columns
        return Size(bounds.width, rows == 0 ? 0 : Double(rows) * (itemSize.height + spacing) - spacing)
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` unless both sides are finite and positive.
    public func setItemSize(_ size: Size) throws(CoreError) {
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw CoreError(.invalidNumber, "itemSize must have finite, positive sides (got \(size))")
        }
        itemSize = size
        try layoutCells()
    }

    /// - Throws: ``CoreError/Kind/invalidNumber`` unless finite and not negative.
    public func setSpacing(_ spacing: Double) throws(CoreError) {
        guard spacing.isFinite, spacing >= 0 else {
            throw CoreError(.invalidNumber, "spacing must be a finite, non-negative number (got \(spacing))")
        }
        self.spacing = spacing
        try layoutCells()
    }

    /// Columns that fit the width (at least one).
    public var columns: Int {
        // A tiny item size in a wide view gives a ratio past Int's range (1e302 for a 1e-300
        // item): clamped before the conversion, a trap otherwise. No view has 1e9 columns.
        let fit = ((bounds.width + spacing) / (itemSize.width + spacing)).rounded(.down)
        return max(1, Int(min(fit, 1e9)))
    }

    /// The frame of item `index` in the collection view's content (its bounds coordinates):
    /// row by row, left to right.
    public func frameForItem(at index: Int) -> Rect {
        let row = index / columns, column = index % columns
        return Rect(Double(column) * (itemSize.width + spacing), Double(row) * (itemSize.height + spacing),
                    itemSize.width, itemSize.height)
    }

    /// Replaces the cells with new ones from the data source (nothing without one) and
    /// clears the selection.
    ///
    /// - Throws: what the data source throws (the collection keeps what it had made);
    ///   ``CoreError/Kind/invalidArgument`` for a negative count.
    public func reloadData() throws {
        for cell in cells { cell.removeFromSuperview() }
        cells = []
        indexPathsForSelectedItems = []
        guard let source = try currentDataSource() else { return }
        let count = try source.numberOfItems(in: self)
        guard count >= 0 else {
            throw CoreError(.invalidArgument, "numberOfItems must not be negative (got \(count))")
        }
        for index in 0..<count {
            let cell = try source.collectionView(self, cellForItemAt: index)
            try cell.setFrame(frameForItem(at: index))
            try addSubview(cell)
            cells.append(cell)
        }
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

    private func layoutCells() throws(CoreError) {
        for (index, cell) in cells.enumerated() { try cell.setFrame(frameForItem(at: index)) }
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
