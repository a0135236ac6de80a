// The one file of TransitCore that imports the C math library: the core stays free of
// Foundation, and every trigonometric call goes through these helpers.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Internal math helpers: `sin`, `cos`, `atan2`, `exp`, `log`, `pow`, `hypot`.
///
/// Kept in one place so the rest of the core never imports a platform module; square roots,
/// rounding and absolute values come from the standard library (`squareRoot()`,
/// `rounded()`, `abs`).
enum Math {
    @inline(__always) static func sin(_ x: Double) -> Double { cMathSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { cMathCos(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { cMathAtan2(y, x) }
    @inline(__always) static func exp(_ x: Double) -> Double { cMathExp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { cMathLog(x) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cMathPow(x, y) }
    /// `√(x² + y²)` without the squares' overflow (finite wherever the result is).
    @inline(__always) static func hypot(_ x: Double, _ y: Double) -> Double { cMathHypot(x, y) }
}

// Free functions so the names inside `Math` do not shadow the C functions they call.
@inline(__always) private func cMathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func cMathCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func cMathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func cMathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func cMathLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func cMathPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func cMathHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
