/// What a screen looks like in each interface orientation: its size and its safe area.
extension Screen {
    /// Whether the profile is an iPad: UIKit's defaults differ (an iPad controller supports
    /// every orientation, an iPhone one all but upside down).
    public var isPad: Bool { name.hasPrefix("iPad") }

    /// The orientations the device itself lets the interface take. Face ID iPhones (the
    /// iPhone 15s here) never turn it upside down, whatever the app and controller allow
    /// (Apple, to a report that an app allowing `.all` would not turn upside down on them:
    /// "It is by design"); the iPhone SE and the iPad do.
    public var supportedOrientations: InterfaceOrientationMask {
        name == Screen.iPhone15.name || name == Screen.iPhone15ProMax.name ? .allButUpsideDown : .all
    }

    /// The interface's size in `orientation`: the portrait size, swapped in landscape (as
    /// the window's bounds since iOS 8).
    public func size(in orientation: InterfaceOrientation) -> Size {
        let s = bounds.size
        return orientation.isLandscape ? Size(width: s.height, height: s.width) : s
    }

    /// The window's safe-area insets in `orientation`, as the real devices report them.
    ///
    /// - iPhone SE (home button): the status bar's 20 in portrait, nothing in landscape.
    /// - iPhone 15 and 15 Pro Max (Dynamic Island): 59 top, 34 bottom in portrait; 59 on
    ///   both sides and 21 at the bottom in landscape; upside down is portrait mirrored.
    /// - iPad (10th generation): 24 top, 20 bottom (status bar and home indicator) in every
    ///   orientation.
    /// - A custom screen: none.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch name {
        case Screen.iPhoneSE.name:
            return orientation == .portrait ? EdgeInsets(20, 0, 0, 0) : .zero
        case Screen.iPhone15.name, Screen.iPhone15ProMax.name:
            switch orientation {
            case .portrait: return EdgeInsets(59, 0, 34, 0)
            case .portraitUpsideDown: return EdgeInsets(34, 0, 59, 0)
            case .landscapeLeft, .landscapeRight: return EdgeInsets(0, 59, 21, 59)
            }
        case Screen.iPad.name:
            return EdgeInsets(24, 0, 20, 0)
        default:
            return .zero
        }
    }
}
