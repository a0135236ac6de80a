/// How an image view fits its image, as `UIView.ContentMode`.
public enum ContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A view that shows a named image, as `UIImageView`. Images are names (no pixels in the
/// core); renderers resolve them.
open class ImageView: View {
    public var imageName: String? {
        didSet { meter.textBytes += ContentMeter.size(imageName) - ContentMeter.size(oldValue) }
    }
    public var contentMode: ContentMode = .scaleToFill

    /// Ignores touches until told otherwise (`UIImageView.isUserInteractionEnabled`: "This class
    /// changes the default value of this property to false"): a tap goes to what is under it.
    public required init(engine: Engine) {
        super.init(engine: engine)
        isUserInteractionEnabled = false
    }

    deinit { meter.textBytes -= ContentMeter.size(imageName) }

    open override var typeName: String { "ImageView" }
}
