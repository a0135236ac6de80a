import Foundation
import Testing

/// A misspelt override warns through the one channel: `transit run` prints it on standard
/// error and goes on; `transit test` fails the spec that caused it (an unexpected warning).
@Suite struct MisspellingCommandTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-spelling-\(UUID().uuidString)")
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static let script = """
        local vc = ViewController{
          viewDidload = function(self) print('never') end,
        }
        window.rootViewController = vc
        print('default view', vc.view.frame)
        """

    @Test func runWarnsAtTheLineAndGoesOn() throws {
        let dir = try Self.folder(["card.lua": Self.script])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["run", "card.lua"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr == "transit: warning: card.lua:2: 'viewDidload' is not a method of a view controller (a plain field, never called): did you mean 'viewDidLoad'?\n")
        #expect(r.stdout == "default view\tRect(0, 0, 393, 852)\n")
    }

    @Test func aSpecFailsOnIt() throws {
        let dir = try Self.folder(["spec/card_spec.lua": """
            describe("card", function()
              it("loads", function()
                local vc = ViewController{viewWillApear = function(self) end}
                window.rootViewController = vc
              end)
              it("is spelt right", function()
                window.rootViewController = ViewController{viewWillAppear = function(self) end}
              end)
            end)
            """])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["test", "spec"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("spec/card_spec.lua:3: unexpected warning: 'viewWillApear' is not a method of a view controller (a plain field, never called): did you mean 'viewWillAppear'?"))
        #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
    }
}
