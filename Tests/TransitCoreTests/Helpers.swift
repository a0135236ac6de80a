import Testing
@testable import TransitCore

/// Asserts |a − b| ≤ tol, printing both on failure.
func expectClose(_ a: Double, _ b: Double, _ tol: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tol, "\(a) vs expected \(b) (tolerance \(tol))", sourceLocation: sourceLocation)
}

func expectClose(_ a: Point, _ b: Point, _ tol: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol, "\(a) vs expected \(b)",
            sourceLocation: sourceLocation)
}

func expectClose(_ a: Rect, _ b: Rect, _ tol: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
        && abs(a.width - b.width) <= tol && abs(a.height - b.height) <= tol
    #expect(ok, "\(a) vs expected \(b)", sourceLocation: sourceLocation)
}

func expectClose(_ a: AffineTransform, _ b: AffineTransform, _ tol: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(a.a - b.a) <= tol && abs(a.b - b.b) <= tol && abs(a.c - b.c) <= tol
        && abs(a.d - b.d) <= tol && abs(a.tx - b.tx) <= tol && abs(a.ty - b.ty) <= tol
    #expect(ok, "\(a) vs expected \(b)", sourceLocation: sourceLocation)
}

/// Runs `body` and returns the CoreError it throws (nil if it does not throw one).
func coreError(_ body: () throws -> Void) -> CoreError? {
    do { try body() } catch let e as CoreError { return e } catch { return nil }
    return nil
}

/// An error user actions throw in tests.
struct Boom: Error, Equatable { let tag: String }

/// Records strings in order (completion and timer order).
final class Log {
    var entries: [String] = []
    func callAsFunction(_ s: String) { entries.append(s) }
}

extension Engine {
    /// Cuts every animation of `view` short, even one whose block ends at this tick with its
    /// end not yet run — which `removeAllAnimations` spares (it has reached its end) and a new
    /// animation of the same property still replaces: the block-end tests cancel an end
    /// that is due, inside the run of ends, with it.
    func cutShortAnimations(of view: View) {
        for track in view.trackRefs { animations.cutShort(track) }
    }
}
