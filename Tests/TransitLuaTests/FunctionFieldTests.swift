import Lua
import Testing
@testable import TransitLua

/// The UIKit overrides a script stores on a bound object (`vc.viewDidLoad`, `view.layoutSubviews`,
/// a presentation controller's `frameOfPresentedViewInContainerView`) are the class's function
/// fields, named once in `UIKitMethod.all`: anything but nil or a callable value is refused
/// where it is stored, at the script's line — not where the engine first calls it (a view
/// loading, a layout, a presentation), far from the line at fault.
@Suite struct FunctionFieldTests {
    /// An object of each role's class, as a script makes one.
    static let makers: [UIKitMethod.Role: String] = [
        .viewController: "ViewController{}",
        .view: "View{}",
        .presentationController: "PresentationController{presentedViewController = ViewController{}, presentingViewController = ViewController{}}",
    ]

    static let fields: [(UIKitMethod.Role, String)] = [UIKitMethod.Role.viewController, .view, .presentationController]
        .flatMap { role in UIKitMethod.functionFields(of: role).map { (role, $0) } }

    /// Every function field of the three classes, at the line that stores it.
    @Test(arguments: fields)
    func aValueThatCannotBeCalledIsRefusedWhereItIsStored(role: UIKitMethod.Role, name: String) throws {
        let (s, _) = try stage()
        let maker = try #require(Self.makers[role])
        let className = String(maker.prefix { $0 != "{" })
        #expect(s.failure("local o = \(maker)\n\no.\(name) = 5") ==
                "s.lua:3: bad value for '\(name)' of \(className) (function expected, got number)")
        // nil clears it, a function or a callable table is stored and read back as is
        try s.run("""
            local o = \(maker)
            local f, spy = function() end, setmetatable({}, {__call = function() end})
            o.\(name) = f; assert(o.\(name) == f)
            o.\(name) = spy; assert(o.\(name) == spy)
            o.\(name) = nil; assert(o.\(name) == nil or type(o.\(name)) == "function")
            """, chunkName: "@ok.lua")
    }

    /// A presentation controller's overrides were stored whatever they held (the list of
    /// overrides checked was the view controller's and the view's): a Rect given for
    /// `frameOfPresentedViewInContainerView` failed only at `present`'s line.
    @Test func aPresentationControllersOverrideFailsAtTheLineThatSetIt() throws {
        let (s, _) = try stage()
        let message = s.failure("""
            local root = ViewController{}; window.rootViewController = root
            local vc = ViewController{modalPresentationStyle = "custom"}
            vc.transitioningDelegate = {presentationControllerForPresented = function(_, presented, presenting)
              local pc = PresentationController{presentedViewController = presented, presentingViewController = presenting}
              pc.frameOfPresentedViewInContainerView = Rect(0, 0, 10, 10)
              return pc
            end}
            root:present(vc, false)
            """)
        #expect(message?.hasPrefix("s.lua:5: bad value for 'frameOfPresentedViewInContainerView' of PresentationController (function expected, got Rect)") == true,
                "\(message ?? "no error")")
    }

    /// A subclass inherits its parent's fields; names of other classes, and the rotation
    /// properties, which may hold a value, are plain fields.
    @Test func subclassesInheritAndOtherNamesArePlainFields() throws {
        let (s, out) = try stage()
        #expect(s.failure("local l = Label{}\nl.layoutSubviews = true") ==
                "s.lua:2: bad value for 'layoutSubviews' of Label (function expected, got boolean)")
        try s.run("""
            local v, vc = View{}, ViewController{}
            v.viewDidLoad = 5
            vc.layoutSubviews = "no such override"
            vc.supportedInterfaceOrientations = "portrait"
            vc.shouldAutorotate = false
            print(v.viewDidLoad, vc.layoutSubviews, vc.supportedInterfaceOrientations, vc.shouldAutorotate)
            """, chunkName: "@plain.lua")
        #expect(out.lines == ["5\tno such override\tportrait\tfalse"])
    }
}
