import Foundation
import Testing
@testable import TransitLua

/// docs/getting-started.md's UIKit → Lua name table is `UIKitMethod.all`, row for row: the
/// list the misspelling warning reads is the list a reader sees.
@Suite struct NameTableTests {
    static func row(_ m: UIKitMethod) -> String {
        "| \(m.role.rawValue) | `\(m.swift)` | `\(m.objc)` | `\(m.lua)` |"
    }

    @Test func theGettingStartedTableIsTheList() throws {
        let page = try String(contentsOfFile: packageRoot + "/docs/getting-started.md", encoding: .utf8)
        let rows = page.components(separatedBy: "\n").filter { line in
            UIKitMethod.Role.allCases.contains { line.hasPrefix("| \($0.rawValue) |") }
        }
        #expect(rows == UIKitMethod.all.map(Self.row))
    }

    @Test func everyLuaNameIsOneTheEngineCalls() {
        // each name once: a name in two roles would make the warning's answer ambiguous —
        // but for `interactionControllerFor`, Swift's same label in the navigation and the tab
        // bar controller delegates, one method with one meaning in both (no scope looks in both)
        let names = UIKitMethod.all.map(\.lua)
        #expect(names.filter { $0 == "interactionControllerFor" }.count == 2)
        #expect(Set(names).count == names.count - 1)
        #expect(!MisspellingScope.tabBarDelegate.roles.contains(.navigationDelegate))
        // the controller overrides docs/lua-reference.md lists
        #expect(UIKitMethod.of([.viewController]).map(\.lua) == [
            "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
            "viewDidDisappear", "viewWillTransition", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "prepareForSegue",
            "unwind", "allowedChildrenForUnwinding", "supportedInterfaceOrientations",
            "shouldAutorotate", "willMove", "didMove", "shouldAutomaticallyForwardAppearanceMethods",
        ])
    }
}
