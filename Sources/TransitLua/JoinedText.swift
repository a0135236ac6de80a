extension Array where Element == String {
    /// The elements with `separator` between them, as `joined(separator:)` gives them.
    /// `joined(separator:)` is generic over the collection: its first call in a process
    /// looks up an associated-type witness at run time (0.11 M instructions, paid by every
    /// `transit test` while it declares the first test, and by every start that set the
    /// sandbox's `package.path`); this loop is concrete.
    public func joinedText(_ separator: String) -> String {
        var text = ""
        for (i, element) in enumerated() {
            if i > 0 { text += separator }
            text += element
        }
        return text
    }
}
