/// `motion{views =, from =, to =, fps =}` and its matchers (`toBeMonotonic`, `toStayInside`,
/// `toMoveAtMost`, `toOvershootAtMost`, `toSettleWithin`, `toEndAt`, `toBeContinuous`),
/// registered as `expect` matchers so they read, negate and fail as the others do
/// (docs/motion.md). The host records (SpecEnvironment+Motion.swift); the prelude judges.
enum MotionPrelude {
    /// In `Lua/spec_motion.lua`, embedded at build time.
    static let file = EmbeddedLua.specMotion
}
