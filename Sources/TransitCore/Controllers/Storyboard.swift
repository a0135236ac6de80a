/// Scenes and segues, as a storyboard file describes them: scenes are registered by
/// identifier with a factory, segues connect a source scene to a destination scene under an
/// identifier. `performSegue(withIdentifier:sender:origin:)` on a controller the storyboard
/// instantiated looks its segues up here.
///
/// The model is Swift; only a custom segue's `perform` is the host's (a
/// ``StoryboardSegue`` subclass made by ``SegueDefinition/make``).
public final class Storyboard {
    public unowned let engine: Engine
    private var factories: [String: () throws -> ViewController] = [:]
    private var segues: [SegueKey: SegueDefinition] = [:]

    /// The scenes and segues held, weighed by the engine's content meter — their identifiers
    /// and names, and each entry's own weight: a script registering scenes or segues in a loop
    /// grew them past its memory limit unseen (200,000 segues under `--memory 16`: 108 MB of
    /// RSS). The meter is held strongly, as a view holds it, to count them out at the end.
    private let meter: ContentMeter
    private var textBytes = 0

    /// An entry's weight besides its texts, at least what one was measured to hold: RSS
    /// growth over 200,000 registrations (`transit run --quiet` of a debug build, an outside
    /// review's figures) ~370 B a scene (its factory's closure and the script's function it
    /// keeps) and ~450 B a segue (its definition, key and perform).
    static let bytesPerScene = 400
    static let bytesPerSegue = 480

    public init(engine: Engine) {
        self.engine = engine
        meter = engine.contentMeter
    }

    deinit { meter.textBytes -= textBytes }

    private func weigh(_ entry: Int, _ texts: String...) {
        let bytes = texts.reduce(entry) { $0 + $1.utf8.count }
        textBytes += bytes
        meter.textBytes += bytes
    }

    /// The registered scenes' identifiers, sorted.
    public var sceneIdentifiers: [String] { factories.keys.sorted() }

    /// Registers scene `identifier`: `factory` makes a new controller for each instantiation.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when the identifier is taken (a
    ///   storyboard's identifiers are unique).
    public func registerScene(_ identifier: String, factory: @escaping () throws -> ViewController) throws(CoreError) {
        guard factories[identifier] == nil else {
            throw CoreError(.invalidArgument, "Storyboard already has a scene with identifier '\(identifier)'")
        }
        factories[identifier] = factory
        weigh(Self.bytesPerScene, identifier)
    }

    /// A new controller of scene `identifier`, as `instantiateViewController(withIdentifier:)`;
    /// it remembers this storyboard and the identifier.
    ///
    /// - Throws: ``CoreError/Kind/unknownIdentifier`` with UIKit's wording for an unknown
    ///   identifier; ``CoreError/Kind/wrongEngine`` when the factory made another engine's
    ///   controller; what the factory throws.
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        guard let factory = factories[identifier] else {
            throw CoreError(.unknownIdentifier, "Storyboard doesn't contain a view controller with identifier '\(identifier)'")
        }
        let controller = try factory()
        guard controller.engine === engine else {
            throw CoreError(.wrongEngine, "scene '\(identifier)': the factory made \(controller) of another engine")
        }
        controller.storyboard = self
        controller.storyboardIdentifier = identifier
        return controller
    }

    /// Adds a segue (or an unwind segue). Scenes may be registered before or after: they
    /// are looked up when the segue performs.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when scene `source` already has a segue
    ///   with this identifier.
    public func addSegue(_ segue: SegueDefinition) throws(CoreError) {
        let key = SegueKey(scene: segue.source, identifier: segue.identifier)
        guard segues[key] == nil else {
            throw CoreError(.invalidArgument, "scene '\(segue.source)' already has a segue with identifier '\(segue.identifier)'")
        }
        segues[key] = segue
        weigh(Self.bytesPerSegue, segue.identifier, segue.source, segue.destination)
    }

    /// The segue from scene `scene` with `identifier`, if any.
    public func segue(from scene: String, identifier: String) -> SegueDefinition? {
        segues[SegueKey(scene: scene, identifier: identifier)]
    }

    private struct SegueKey: Hashable {
        var scene: String
        var identifier: String
    }
}

/// One segue of a storyboard: from a scene to a scene under an identifier.
public struct SegueDefinition {
    public var identifier: String
    /// The source scene's identifier.
    public var source: String
    /// The destination scene's identifier. For an unwind segue, the scene of the existing
    /// controller to return to, found up the source's presentation chain.
    public var destination: String
    public var isUnwind: Bool
    /// Interface Builder's "Animates" checkbox, on by default (a storyboard file writes
    /// `animates="NO"` only when it is unticked): whether the plain segue presents, or the
    /// plain unwind dismisses, animated.
    public var animates: Bool
    /// Makes the segue object for one perform: UIKit's "custom class". The default is the
    /// plain ``StoryboardSegue`` (present modally; unwind by dismissing).
    public var make: (StoryboardSegue.Parts) -> StoryboardSegue

    public init(identifier: String, source: String, destination: String, isUnwind: Bool = false,
                animates: Bool = true,
                make: @escaping (StoryboardSegue.Parts) -> StoryboardSegue = StoryboardSegue.init) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.isUnwind = isUnwind
        self.animates = animates
        self.make = make
    }
}
