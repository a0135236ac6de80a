import Testing
@testable import TransitCore

@Suite struct RectTests {
    @Test func edgesUseTheStandardizedRect() {
        let r = Rect(10, 20, -30, -40)
        #expect(r.minX == -20 && r.midX == -5 && r.maxX == 10)
        #expect(r.minY == -20 && r.midY == 0 && r.maxY == 20)
        #expect(r.standardized == Rect(-20, -20, 30, 40))
    }

    @Test func insetAndOffset() {
        #expect(Rect(0, 0, 100, 50).insetBy(dx: 10, dy: 5) == Rect(10, 5, 80, 40))
        #expect(Rect(0, 0, 100, 50).insetBy(dx: -10, dy: -5) == Rect(-10, -5, 120, 60))
        #expect(Rect(0, 0, 10, 10).insetBy(dx: 6, dy: 0).isNull)
        #expect(Rect(10, 10, -4, 4).offsetBy(dx: 1, dy: 2) == Rect(7, 12, 4, 4))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
        #expect(Rect(0, 0, 100, 50).inset(by: EdgeInsets(1, 2, 3, 4)) == Rect(2, 1, 94, 46))
    }

    @Test func unionAndIntersection() {
        let a = Rect(0, 0, 10, 10), b = Rect(5, -5, 10, 10)
        #expect(a.union(b) == Rect(0, -5, 15, 15))
        #expect(a.intersection(b) == Rect(5, 0, 5, 5))
        #expect(a.intersection(Rect(20, 20, 1, 1)) == .null)
        #expect(a.intersection(Rect(20, 20, 1, 1)).isNull)
        // Touching edges: a zero-width rect on the shared edge, as CoreGraphics.
        #expect(a.intersection(Rect(10, 0, 5, 5)) == Rect(10, 0, 0, 5))
        // CGRectIntersectsRect: an intersection that is not the null rect, so touching rects
        // and an empty rect inside intersect (both read false before); apart, they do not
        #expect(a.intersects(Rect(10, 0, 5, 5)))
        #expect(a.intersects(Rect(5, 5, 0, 0)))
        #expect(!a.intersects(Rect(10.5, 0, 5, 5)))
        #expect(!a.intersects(.null))
        #expect(Rect.null.union(b) == b)
        #expect(a.union(.null) == a)
        #expect(Rect.null.intersection(a).isNull)
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(0, 0, 10, 10)
        #expect(r.contains(Point(0, 0)))
        #expect(r.contains(Point(9.999, 9.999)))
        #expect(!r.contains(Point(10, 5)))
        #expect(!r.contains(Point(5, 10)))
        #expect(!Rect(0, 0, 0, 10).contains(Point(0, 5)))
        #expect(r.contains(Rect(2, 2, 3, 3)))
        #expect(!r.contains(Rect(8, 8, 3, 3)))
    }

    @Test func applyingGivesTheBoundingBox() {
        let r = Rect(0, 0, 100, 50)
        let rotated = r.applying(.rotation(.pi / 2))
        // (x, y) ↦ (−y, x): corners (0,0) (100,0) (0,50) (100,50) → x ∈ [−50, 0], y ∈ [0, 100].
        expectClose(rotated, Rect(-50, 0, 50, 100), 1e-12)
        let s = 1 / 2.0.squareRoot()
        expectClose(Rect(-50, -25, 100, 50).applying(.rotation(.pi / 4)),
                    Rect(-75 * s, -75 * s, 150 * s, 150 * s), 1e-12)
        #expect(r.applying(.translation(5, 7)) == Rect(5, 7, 100, 50))
        #expect(Rect.null.applying(.scale(2, 2)).isNull)
    }

    @Test func descriptions() {
        #expect(Rect(0, -852, 393, 852).description == "Rect(0, -852, 393, 852)")
        #expect(Rect(0.5, 0, 1, 2).description == "Rect(0.5, 0, 1, 2)")
        #expect(Rect.null.description == "Rect.null")
        #expect(Point(1, 2).description == "Point(1, 2)")
        #expect(Size(3, 4).description == "Size(3, 4)")
        #expect(EdgeInsets(1, 2, 3, 4).description == "EdgeInsets(1, 2, 3, 4)")
    }
}
