/// The one error type TransitCore throws.
///
/// A small public struct (a kind to switch on, a message to show) rather than a wide enum
/// with payloads: the Lua binding turns it into `error(message)` with the script's line, and
/// Swift tests match on `kind`. Errors thrown by user actions (timers, completions, Lua
/// callbacks) are never wrapped: they propagate unchanged.
public struct CoreError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, coarsely.
    public enum Kind: String, Sendable, Equatable {
        /// A number was NaN, infinite, or out of its documented range (a negative duration).
        case invalidNumber
        /// Another argument was malformed (a bad hex colour, an unknown curve name).
        case invalidArgument
        /// A hierarchy change would make a cycle (a view added into its own subtree).
        case hierarchyCycle
        /// The named sibling is not a subview of the receiver.
        case notASubview
        /// A view of one engine was used with another engine.
        case wrongEngine
        /// `runUntilIdle` or `drainAsync` hit its loop guard.
        case runaway
        /// A long loop of the clock stopped because the host asked it to
        /// (``Clock/shouldStop``): its time limit ran out, or the user interrupted. The
        /// Lua binding reports it as the script's "time limit exceeded".
        case stopped
        /// A presentation UIKit refuses by raising (presenting a controller that is already
        /// presented, or an active one), or a transition misused (`completeTransition`
        /// twice, an animator without `animateTransition`).
        case invalidPresentation
        /// No scene, or no segue, with that identifier (UIKit raises
        /// `NSInvalidArgumentException`).
        case unknownIdentifier
    }

    public let kind: Kind
    public let message: String
    /// For a ``Kind/runaway`` of ``Clock/runUntilIdle(limit:)``: which bound of its
    /// ``IdleLimit`` stopped it, so a caller can lift that one (`transit run --until` plays
    /// past the time bound) without reading the message. Nil for every other error.
    public let idleBound: IdleLimit.Bound?

    public init(_ kind: Kind, _ message: String, idleBound: IdleLimit.Bound? = nil) {
        self.kind = kind
        self.message = message
        self.idleBound = idleBound
    }

    public var description: String { message }
}

extension CoreError {
    /// Checks that `value` is finite; `what` names it in the message ("frame.x"). The names
    /// are worded only for the message: some interpolate a controller's description, which
    /// a transition's every begin would otherwise build (callgrind, the slide-in twin: ~4,100
    /// instructions a begin).
    static func requireFinite(_ value: Double, _ what: @autoclosure () -> String) throws(CoreError) {
        guard value.isFinite else {
            throw CoreError(.invalidNumber, "\(what()) must be a finite number (got \(describe(value)))")
        }
    }

    /// Checks that `value` is finite, not negative and at most ``Clock/maxSeconds``
    /// (durations, delays: every one becomes ticks somewhere, and ticks must not overflow).
    static func requireDuration(_ value: Double, _ what: @autoclosure () -> String) throws(CoreError) {
        guard value.isFinite, value >= 0 else {
            throw CoreError(.invalidNumber,
                            "\(what()) must be a finite, non-negative number of seconds (got \(describe(value)))")
        }
        guard value <= Clock.maxSeconds else { throw tooLong(value, what()) }
    }

    /// "`what` must be at most 1000000000 seconds (got …)": one wording for every time over
    /// ``Clock/maxSeconds``, whether given or computed (duration × repeatCount).
    static func tooLong(_ seconds: Double, _ what: String) -> CoreError {
        CoreError(.invalidNumber, "\(what) must be at most \(formatNumber(Clock.maxSeconds)) seconds (got \(formatNumber(seconds)))")
    }

    /// A number as messages show it: NaN without the sign Swift prints for `0/0` (`-nan`),
    /// as Lua shows it.
    static func describe(_ value: Double) -> String { value.isNaN ? "nan" : "\(value)" }
}
