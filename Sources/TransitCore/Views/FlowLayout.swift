/// The arithmetic of a vertical `UICollectionViewFlowLayout` with one section whose items all
/// have one size (its `itemSize`, no `sizeForItemAt`): where each item goes in a view `width`
/// wide. docs/transitions.md "The grid" gives the sources of each rule.
public struct FlowLayout: Equatable, Sendable {
    public var itemSize = Size(50, 50)
    public var minimumInteritemSpacing = 10.0
    public var minimumLineSpacing = 10.0
    public var sectionInset = EdgeInsets.zero

    public init() {}

    /// Items per line (at least one): as many as fit between the section's left and right
    /// insets with at least `minimumInteritemSpacing` between them.
    public func columns(width: Double) -> Int {
        let available = width - sectionInset.left - sectionInset.right
        let fit = ((available + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)).rounded(.down)
        // `fit >= 2` is false for NaN (∞ / ∞ from huge sizes) as well: one column, not a trap.
        // A tiny item in a wide view gives a ratio past Int's range (1e302 for a 1e-300 item):
        // clamped before the conversion. No view has 1e9 columns.
        guard fit >= 2 else { return 1 }
        return Int(min(fit, 1e9))
    }

    /// Where item `index` goes: line by line, left to right. A line's leftover width is
    /// spread between its items (the spacing is only a minimum); the last line, shorter, keeps
    /// the full lines' columns; an item alone on its line (only one fits) is centred in the
    /// width between the insets — on the left inset when it is wider than that.
    public func frameForItem(at index: Int, width: Double) -> Rect {
        let columns = columns(width: width)
        let row = index / columns, column = index % columns
        let available = width - sectionInset.left - sectionInset.right
        let used = Double(columns) * itemSize.width + Double(columns - 1) * minimumInteritemSpacing
        let leftover = max(0, available - used)
        let x = columns == 1
            ? sectionInset.left + leftover / 2
            : sectionInset.left + Double(column) * (itemSize.width + minimumInteritemSpacing + leftover / Double(columns - 1))
        return Rect(x, sectionInset.top + Double(row) * (itemSize.height + minimumLineSpacing),
                    itemSize.width, itemSize.height)
    }

    /// The height of `count` items' lines with the section's top and bottom insets (which an
    /// empty section keeps too, as PSTCollectionView's `PSTGridLayoutSection` computes it).
    public func contentHeight(count: Int, width: Double) -> Double {
        let columns = columns(width: width)
        let rows = (count + columns - 1) / columns
        let lines = rows == 0 ? 0 : Double(rows) * itemSize.height + Double(rows - 1) * minimumLineSpacing
        return sectionInset.top + lines + sectionInset.bottom
    }
}
