/// What a presentation tells its delegate, as `UIAdaptivePresentationControllerDelegate` and
/// `UISheetPresentationControllerDelegate` (one protocol: UIKit's sheet delegate refines the
/// adaptive one). Every method does nothing by default; the Lua binding's delegate calls the
/// script's table.
public protocol AdaptivePresentationDelegate: AnyObject {
    /// Whether a swipe down may dismiss the sheet (asked once per drag, when the card first
    /// goes below its smallest detent); false refuses it, as `isModalInPresentation`.
    func presentationControllerShouldDismiss(_ controller: PresentationController) throws -> Bool
    /// The user began a swipe-down dismissal of a sheet (UIKit: "the presentation controller
    /// is about to be dismissed"); it may still settle back without dismissing.
    func presentationControllerWillDismiss(_ controller: PresentationController) throws
    /// A swipe-down dismissal completed.
    func presentationControllerDidDismiss(_ controller: PresentationController) throws
    /// The user tried to swipe down a sheet whose controller is `isModalInPresentation`.
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) throws
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) throws
}

extension AdaptivePresentationDelegate {
    public func presentationControllerShouldDismiss(_ controller: PresentationController) throws -> Bool { true }
    public func presentationControllerWillDismiss(_ controller: PresentationController) throws {}
    public func presentationControllerDidDismiss(_ controller: PresentationController) throws {}
    public func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) throws {}
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) throws {}
}
