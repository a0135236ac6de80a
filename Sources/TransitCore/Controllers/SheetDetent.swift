/// A height where a sheet rests, as `UISheetPresentationController.Detent`: the system's
/// ``medium`` and ``large``, or a custom detent whose resolver computes its value.
///
/// A detent's value is the height of the sheet above the bottom of the safe area (Apple:
/// custom detents are resolved against `maximumDetentValue`, the height of the largest sheet
/// the container allows). docs/sheets.md gives the numbers.
public struct SheetDetent {
    /// What a resolver is given, as `UISheetPresentationControllerDetentResolutionContext`.
    public struct Context: Sendable {
        /// The value of the ``large`` detent in this container.
        public let maximumDetentValue: Double
        /// Whether the container is in a compact-height size class (an iPhone in landscape).
        public let isCompactHeight: Bool
    }

    public typealias Resolver = (Context) throws -> Double?

    enum Kind {
        case medium, large
        case custom(Resolver)
    }

    /// `"medium"`, `"large"`, or a custom detent's identifier.
    public let identifier: String
    let kind: Kind

    /// "approximately half the height of the screen, and is inactive in compact height".
    /// (`nonisolated(unsafe)`: a detent is not `Sendable`, as a custom one holds a script's
    /// resolver; the two system detents hold none and are never mutated.)
    nonisolated(unsafe) public static let medium = SheetDetent(identifier: "medium", kind: .medium)
    /// "a sheet at full height".
    nonisolated(unsafe) public static let large = SheetDetent(identifier: "large", kind: .large)

    /// `Detent.custom(identifier:resolver:)`: the resolver returns the value, or nil to make the
    /// detent inactive.
    public static func custom(identifier: String, resolver: @escaping Resolver) -> SheetDetent {
        SheetDetent(identifier: identifier, kind: .custom(resolver))
    }

    /// The detent's value in `context`, or nil when the detent is inactive there; `medium` is
    /// the medium detent's value there (``SheetLayout/mediumDetentValue``). A custom value
    /// above the maximum is held at the maximum (Transit's choice: a sheet cannot be taller
    /// than the large one).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` when a resolver returns NaN, an infinity or
    ///   a negative number; what the resolver throws.
    public func resolvedValue(in context: Context, medium: Double) throws -> Double? {
        switch kind {
        case .large: return context.maximumDetentValue
        case .medium: return context.isCompactHeight ? nil : medium
        case .custom(let resolver):
            guard let value = try resolver(context) else { return nil }
            guard value.isFinite, value >= 0 else {
                throw CoreError(.invalidNumber, "the resolver of detent '\(identifier)' must return a finite, non-negative number or nil (got \(formatNumber(value)))")
            }
            return min(value, context.maximumDetentValue)
        }
    }
}
