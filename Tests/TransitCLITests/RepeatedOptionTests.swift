import Foundation
import Testing

/// An option that takes one value, given twice with two values, is a usage error on every
/// command (the rule lives in the option parser, not in a command): the command cannot know
/// which was meant. The same value twice is one value; an option declared repeatable
/// (`--tags`) collects; a project config's option is one the command line replaces.
@Suite struct RepeatedOptionTests {
    @Test func twoFormatsForOneRenderAreRefused() throws {
        let r = try Executable.transit("render", "hello", "--format", "json", "--format", "trace")
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "transit: --format given twice ('json', then 'trace'): give one\n(see 'transit render --help')\n")
    }

    /// A one-letter alias and the long name are the same option.
    @Test func anAliasAndItsNameAreOneOption() throws {
        let r = try Executable.transit("test", "-o", "json", "--output", "tap")
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("transit: --output given twice ('json', then 'tap'): give one\n"))
        let run = try Executable.transit("run", "hello", "--seed", "1", "--seed=2")
        #expect(run.status == 64 && run.stderr.hasPrefix("transit: --seed given twice ('1', then '2'): give one\n"))
    }

    /// The render is the one `--format json` gives: hello's one frame, the window alone.
    @Test func theSameValueTwiceIsOneValue() throws {
        let r = try Executable.transit("render", "hello", "--format", "json", "--format", "json", "--quiet")
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == #"{"events":[],"frames":[{"time":0,"views":[{"alpha":1,"background":null,"bounds":[0,0,393,852],"center":[196.5,426],"clips":false,"cornerRadius":0,"depth":0,"frame":[0,0,393,852],"hidden":false,"id":1,"name":"window","transform":[1,0,0,1,0,0],"type":"Window"}]}],"screen":{"height":852,"name":"iPhone 15","width":393},"script":"scripts/examples/hello.lua","span":[0,0]}"# + "\n")
        #expect(r.stdout == (try Executable.transit("render", "hello", "--format", "json", "--quiet")).stdout)
    }

    /// The fixture suite's .transit.lua sets `instructions = 2000000`: the command line's
    /// value replaces it (busted's rule: the command line has the last word), it is no repeat.
    @Test func theCommandLineReplacesTheConfigsValue() throws {
        let suite = TestCommandTests.suite
        let r = try Executable.run("transit", ["test", "--instructions", "3000000", "--output", "json"], in: suite)
        #expect(r.status == 1, "\(r.stderr)")                         // the fixture suite has failing tests
        #expect(r.stderr.isEmpty)
        let twice = try Executable.run("transit", ["test", "--instructions", "3000000", "--instructions", "4000000"], in: suite)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("transit: --instructions given twice ('3000000', then '4000000'): give one\n"))
    }
}
