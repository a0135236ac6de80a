import Foundation
import Testing

/// `transit run segues`: seed 003's storyboard end to end, and the engine's warnings on
/// standard error.
@Suite struct SeguesCommandTests {
    @Test func theSeguesTimelineIsExact() throws {
        let r = try Executable.transit("run", "segues")
        #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
        #expect(r.stdout == """
        blue appeared at 0.00 s
        0.000000 segue GreenSegue blue -> green at scripts/examples/segues.lua:35
        0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/transitions/slide_segue.lua:32
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        1.500000 present #1 green on blue style=fullScreen animated=false at scripts/transitions/slide_segue.lua:36
        green appeared at 1.50 s
        1.500000 present #1 completed
        1.500000 unwind unwindToBlue green -> blue at scripts/examples/segues.lua:37
        1.500000 begin #2 [thirdView.center, thirdView.transform] duration=1 curve=easeInOut at scripts/transitions/throw_unwind.lua:29
        2.500000 end #2 finished=true
        2.500000 completion #2 finished=true
        2.500000 dismiss #2 green from blue animated=false at scripts/transitions/throw_unwind.lua:35
        blue appeared at 2.50 s
        2.500000 dismiss #2 completed
        2.500000 segue YellowSegue blue -> yellow at scripts/examples/segues.lua:39
        2.500000 begin #3 [yellow.center] duration=1.5 curve=easeInOut at scripts/transitions/slide_segue.lua:32
        4.000000 end #3 finished=true
        4.000000 completion #3 finished=true
        4.000000 present #3 yellow on blue style=fullScreen animated=false at scripts/transitions/slide_segue.lua:36
        yellow appeared at 4.00 s
        4.000000 present #3 completed
        4.000000 unwind unwindToBlue yellow -> blue at scripts/examples/segues.lua:41
        4.000000 begin #4 [thirdView.center, thirdView.transform] duration=1 curve=easeInOut at scripts/transitions/throw_unwind.lua:29
        5.000000 end #4 finished=true
        5.000000 completion #4 finished=true
        5.000000 dismiss #4 yellow from blue animated=false at scripts/transitions/throw_unwind.lua:35
        blue appeared at 5.00 s
        5.000000 dismiss #4 completed

        """)
    }

    @Test func ignoredPresentationsWarnOnStandardErrorWithTheLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-warn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("twice.lua")
        try """
        local root = ViewController{name = 'root'}
        window.rootViewController = root
        root:present(ViewController{name = 'a'}, false)
        root:present(ViewController{name = 'b'}, false)

        """.write(to: file, atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                   ["run", "twice.lua"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == """
        0.000000 present #1 a on root style=fullScreen animated=false at twice.lua:3
        0.000000 present #1 completed

        """)
        #expect(r.stderr == "transit: warning: twice.lua:4: Attempt to present <ViewController: b> on <ViewController: root> which is already presenting <ViewController: a>\n")
    }
}
