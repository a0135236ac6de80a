import TransitCore

/// Core Animation draws a layer's sublayers in `zPosition` order, lowest first, and in
/// sublayer order among equals ("The layer's position on the z axis… changing this value
/// changes the front-to-back ordering of onscreen layers", CALayer.zPosition). A frame's paint
/// order is the subviews' order; this re-sorts each view's children (whole subtrees) by
/// their presentation `zPosition`, stably. Hit testing keeps UIKit's order, which ignores
/// `zPosition` (docs/layers.md).
enum ZOrder {
    /// `views` in paint order with depths (a pre-order walk), siblings sorted by zPosition.
    /// Iterative: a very deep tree must not overflow the stack.
    static func sorted(_ views: [ViewSnapshot]) -> [ViewSnapshot] {
        guard views.contains(where: { $0.presentation.zPosition != 0 }) else { return views }
        // children[i]: the indices of view i's children, in order; roots under -1 → index n
        let n = views.count
        var children = [[Int]](repeating: [], count: n + 1)
        var stack: [Int] = []                                    // open ancestors
        for (i, v) in views.enumerated() {
            while let top = stack.last, views[top].depth >= v.depth { stack.removeLast() }
            children[stack.last ?? n].append(i)
            stack.append(i)
        }
        for i in children.indices where children[i].count > 1 {
            children[i] = children[i].enumerated()
                .sorted { (views[$0.element].presentation.zPosition, $0.offset) < (views[$1.element].presentation.zPosition, $1.offset) }
                .map(\.element)
        }
        var out: [ViewSnapshot] = []
        out.reserveCapacity(n)
        var work: [Int] = children[n].reversed()
        while let i = work.popLast() {
            out.append(views[i])
            work.append(contentsOf: children[i].reversed())
        }
        return out
    }
}
