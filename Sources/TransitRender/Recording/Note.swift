/// What a render says besides its output (standard error, in the CLI): the scripts' own
/// prints and warnings, and progress on large renders.
public enum Note: Equatable, Sendable {
    case printed(String)
    case warning(String)
    case progress(String)
}
