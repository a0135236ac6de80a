/// How a label aligns its text, as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, justified, natural
}

/// A view that shows text, as `UILabel`. The engine does not lay out glyphs; the text and
/// its style are content for traces and renders.
open class Label: View {
    public var text: String = "" {
        didSet { meter.textBytes += text.utf8.count - oldValue.utf8.count }
    }
    public var textColor: Color = .black
    public var textAlignment: TextAlignment = .natural
    /// The font size in points (UIKit's default system size is 17).
    public private(set) var fontSize: Double = 17

    /// Ignores touches until told otherwise (`UILabel.isUserInteractionEnabled`: "This class
    /// changes the default value of this property to false"): a tap goes to what is under it.
    public required init(engine: Engine) {
        super.init(engine: engine)
        isUserInteractionEnabled = false
    }

    deinit { meter.textBytes -= text.utf8.count }

    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN, infinite or negative sizes.
    public func setFontSize(_ size: Double) throws(CoreError) {
        guard size.isFinite, size >= 0 else {
            throw CoreError(.invalidNumber, "fontSize must be a finite, non-negative number (got \(size))")
        }
        fontSize = size
    }

    open override var typeName: String { "Label" }
}
