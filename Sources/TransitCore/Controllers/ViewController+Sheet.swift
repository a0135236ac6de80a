extension ViewController {
    /// UIKit's `sheetPresentationController`: the controller that will present (or presents)
    /// this one as a sheet — the same object every time, made on first use — or nil when the
    /// style is not a sheet (`pageSheet`, `formSheet`, or `automatic`, which resolves to a
    /// page sheet). Configure it before presenting, or while presented.
    public var sheetPresentationController: SheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        return adaptiveSheetController()
    }
}
