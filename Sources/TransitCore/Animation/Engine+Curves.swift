extension Engine {
    /// The timing curve of a running animation block, by its handle's id (as timeline events
    /// name it); nil once the block has ended, or when it animated nothing.
    ///
    /// Timeline events carry only the curve's name, which cannot rebuild a spring or a Lua
    /// curve; a renderer that plots the easing asks here while the block runs (when its
    /// `begin` event is recorded, say). A linear scan: blocks are few, and this is not per frame.
    public func timingCurve(ofAnimation id: Int) -> TimingCurve? {
        for case let state? in store.groups where state.handle.id == id { return state.curve }
        return nil
    }
}
