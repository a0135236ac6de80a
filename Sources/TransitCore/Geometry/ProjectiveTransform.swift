/// A map of the plane that may divide by `w`: what a layer's 3D transform does to its
/// own plane once Core Animation flattens it into the superlayer's (a homography).
///
/// Rows as ``Transform3D`` (the entries keep their 4×4 names, with the z row and column
/// dropped): `(x, y, 1) × M = (X, Y, W)`, and the point is `(X/W, Y/W)`. An affine
/// transform is the case `m14 = m24 = 0, m44 = 1`. Hit testing and `convert` compose these
/// up the tree and invert them on the way down (docs/layers.md).
public struct ProjectiveTransform: Equatable, Sendable {
    public var m11, m12, m14: Double
    public var m21, m22, m24: Double
    public var m41, m42, m44: Double

    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0,
                                                     m41: 0, m42: 0, m44: 1)

    public init(m11: Double, m12: Double, m14: Double, m21: Double, m22: Double, m24: Double,
                m41: Double, m42: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m24 = m24
        self.m41 = m41; self.m42 = m42; self.m44 = m44
    }

    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m14: 0, m21: t.c, m22: t.d, m24: 0, m41: t.tx, m42: t.ty, m44: 1)
    }

    /// True when no point divides by anything but 1.
    public var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` then `o`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m14 * o.m42,
            m14: m11 * o.m14 + m12 * o.m24 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m24 * o.m42,
            m24: m21 * o.m14 + m22 * o.m24 + m24 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m44 * o.m42,
            m44: m41 * o.m14 + m42 * o.m24 + m44 * o.m44)
    }

    /// The inverse (the adjugate over the determinant), or nil when singular.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m44 - m24 * m42, c12 = -(m21 * m44 - m24 * m41), c13 = m21 * m42 - m22 * m41
        let det = m11 * c11 + m12 * c12 + m14 * c13
        if det == 0 || !det.isFinite { return nil }
        let r = ProjectiveTransform(
            m11: c11 / det, m12: -(m12 * m44 - m14 * m42) / det, m14: (m12 * m24 - m14 * m22) / det,
            m21: c12 / det, m22: (m11 * m44 - m14 * m41) / det, m24: -(m11 * m24 - m14 * m21) / det,
            m41: c13 / det, m42: -(m11 * m42 - m12 * m41) / det, m44: (m11 * m22 - m12 * m21) / det)
        return r
    }

    /// `w` of a point: positive in front of the eye. A point at `w ≤ 0` is behind it (Core
    /// Animation does not draw it); ``apply(_:)`` then gives nil.
    public func w(_ p: Point) -> Double { p.x * m14 + p.y * m24 + m44 }

    /// The image of `p`, or nil when it lands at or behind the eye (`w ≤ 0`).
    public func apply(_ p: Point) -> Point? {
        let w = w(p)
        if !(w > 0) { return nil }
        return Point(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
    }

    /// Whether `r`'s image shows its back: its projected corners wind the other way round
    /// (the signed area of the quadrilateral top left, top right, bottom right, bottom left
    /// is negative), as a renderer culls back faces. False when a corner is behind the eye
    /// (there is no whole image to judge) or the image has no area (edge-on).
    public func showsBack(of r: Rect) -> Bool {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].compactMap(apply)
        guard corners.count == 4 else { return false }
        var twiceArea = 0.0
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % 4]
            twiceArea += a.x * b.y - b.x * a.y
        }
        return twiceArea < 0
    }

    /// The bounding box of the images of `r`'s corners (what `convert` returns for a rect, as
    /// UIKit's bounding-box rule); corners behind the eye are left out, and a rect entirely
    /// behind it gives `Rect.null`.
    public func boundingBox(of r: Rect) -> Rect {
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].compactMap(apply)
        guard let first = corners.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for c in corners.dropFirst() {
            minX = min(minX, c.x); maxX = max(maxX, c.x); minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
