/// The handle `Clock.schedule` returns, to cancel the timer later.
///
/// It wraps the timer's scheduling sequence number, which is unique for the clock's life.
public struct TimerID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
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
}
