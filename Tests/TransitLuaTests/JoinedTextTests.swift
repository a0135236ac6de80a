import Testing
import TransitLua

/// `joinedText` (JoinedText.swift) gives what `joined(separator:)` gives.
@Suite struct JoinedTextTests {
    @Test func sameTextAsJoined() {
        let lists: [[String]] = [[], [""], ["a"], ["", ""], ["a", "", "b"], ["spec", "a block", "its test"], ["é", "👍🏽", "x\ny"]]
        for list in lists {
            for separator in ["", " ", ";", " › ", "\n"] {
                #expect(list.joinedText(separator) == list.joined(separator: separator), "\(list) \(separator)")
            }
        }
    }
}
