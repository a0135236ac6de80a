import TransitCore

/// What a stage binds and a reset replaces: one engine (the window, the clock, the
/// animations, the presentation chain) and the storyboard its scenes and segues live in.
/// The bindings read `stage.engine` when called, never keep one, so swapping the world
/// leaves the Lua state (globals, modules, closures) as it was.
public final class World {
    public let engine: Engine
    public let storyboard: Storyboard

    init(screen: Screen) {
        engine = Engine(screen: screen)
        storyboard = Storyboard(engine: engine)
    }
}
