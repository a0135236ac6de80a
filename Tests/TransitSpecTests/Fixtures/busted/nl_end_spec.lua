-- A message that ends with a line break: busted's reports keep it (an empty `# ` line in
-- -o TAP, a "\n" at the end of -o json's message), as luassert's own array-holes message has one.
it("an error ends its line", function() error("trail\n") end)
it("luassert's holes message ends its line", function() assert.array({1, nil, 3}).has.no.holes() end)
it("two line breaks", function() error("two\n\n") end)
it("no line break", function() error("none") end)
