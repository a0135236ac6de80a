/// The handle `Clock.schedule` returns, to cancel the timer later.
///
/// It wraps the timer's scheduling sequence number, which is unique for the clock's life,
/// and where the clock keeps the timer (so cancelling is no search); ids compare by the
/// sequence alone.
public struct TimerID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    let location: TimerLocation?
    public init(rawValue: UInt64) { self.init(rawValue: rawValue, location: nil) }
    init(rawValue: UInt64, location: TimerLocation?) {
        self.rawValue = rawValue
        self.location = location
    }
    public static func == (a: TimerID, b: TimerID) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { "TimerID(\(rawValue))" }
}

/// The handle `Clock.hold` returns, to release the hold later.
public struct HoldID: Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// The loop guard of ``Clock/runUntilIdle(limit:)``: how many events may run and how much
/// virtual time may pass before the clock decides something keeps rescheduling itself.
public struct IdleLimit: Sendable, Equatable {
    /// The maximum number of timer events run by one call.
    public var maxEvents: Int
    /// The maximum virtual time, in seconds, one call may move the clock forward.
    public var maxSeconds: Double

    public init(maxEvents: Int = 100_000, maxSeconds: Double = 3600) {
        self.maxEvents = maxEvents
        self.maxSeconds = maxSeconds
    }

    public static let `default` = IdleLimit()

    /// The bound that stopped a `runUntilIdle` (``CoreError/idleBound``).
    public enum Bound: Sendable, Equatable {
        /// ``maxEvents`` events ran.
        case events
        /// The next event lies more than ``maxSeconds`` after the start.
        case seconds
    }
}
