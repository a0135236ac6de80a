extension TestCommand.Plan {
    /// What lua_cliargs, busted's parser, reads for an empty value on the command line
    /// (`--tags=`, `--filter=`): this text, which busted then takes as any other tag or
    /// pattern. So `--tags=` and `--filter=` keep no test (no name holds it), while
    /// `--exclude-tags=` and `--filter-out=` leave none out — where an empty pattern, which
    /// every name matches, had kept or left out all. A config's empty value is no value:
    /// busted splits `tags = ""` into no tag.
    static let cliargsNull = "__CLIARGS_NULL__"

    /// A selecting value as the "no test selected" message shows it: the empty one as typed,
    /// with what it was read as (the message said `--filter __CLIARGS_NULL__ left none` to
    /// someone who typed `--filter=`).
    static func shown(_ value: String) -> String {
        value == cliargsNull ? "'' (read as busted reads it, \(cliargsNull))" : value
    }

    /// The selecting options' empty values on the command line as busted reads them.
    static func bustedEmptyValues(_ args: Arguments, given: Arguments) -> Arguments {
        var args = args
        for name in ["tags", "exclude-tags", "filter", "filter-out"] {
            guard let values = given.lists[name], values.contains("") else { continue }
            // the command line's list replaced the config's whole (Arguments.overridden(by:))
            args.lists[name] = values.map { $0.isEmpty ? cliargsNull : $0 }
        }
        return args
    }
}
