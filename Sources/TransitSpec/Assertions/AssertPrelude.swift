/// `assert` as luassert shapes it: still callable as Lua's `assert(v, message)`, and a chain
/// of words — `assert.are.same(expected, actual)`, `assert.is_true(x)`,
/// `assert.is_not.equal(a, b)`, `assert.has_error(fn, "message")`,
/// `assert.spy(s).was.called_with(1, 2)` — where `not`/`no` negate and `is`, `are`, `was`,
/// `has`, `does`, `be`, `to` only read well. An underscore joins words as a dot does
/// (`is_not_nil` = `is.not_.nil`). A last string argument replaces the message.
///
/// Every check counts as an assertion; a failure raises through `host.fail`, which names
/// the spec's line (the preludes' frames are skipped) and tells the runner it was an
/// assertion, not an error. Misuse (an unknown word, a missing tolerance) raises through
/// `host.raise`, an error that also names the spec's line.
enum AssertPrelude {
    static let source = #"""
    local host, shared = ...
    local type, select, error, setmetatable, getmetatable, tostring, rawequal, pcall, ipairs, unpack =
          type, select, error, setmetatable, getmetatable, tostring, rawequal, pcall, ipairs, table.unpack
    local find, gsub, format = string.find, string.gsub, string.format
    local fmt, same, close, number = shared.format, shared.same, shared.close, shared.number

    local function pack(...) return {n = select("#", ...), ...} end

    -- Raises an assertion failure: the message's first line, then the details (the diff)
    local function fail(message, details)
      if details ~= nil and details ~= "" then message = message .. "\n" .. details end
      host.fail(message)
    end

    -- "Expected: 1\nReceived: 2", or a line diff of the two texts when either spans lines
    local function difference(expected, actual)
      local e, a = fmt(expected), fmt(actual)
      if not e:find("\n", 1, true) and not a:find("\n", 1, true) then
        return "Expected: " .. e .. "\nReceived: " .. a
      end
      return "- Expected\n+ Received\n\n" .. host.diff(e, a)
    end

    -- "at .frame.y: expected -426, received -425.5 (off by 0.5)"
    local function where(path, actual, expected)
      path = path or ""
      local s = (path ~= "" and "at " .. path .. ": " or "") .. "expected " .. fmt(expected) .. ", received " .. fmt(actual)
      if type(actual) == "number" and type(expected) == "number" and actual == actual and expected == expected then
        s = s .. " (off by " .. number(math.abs(actual - expected)) .. ")"
      end
      return s
    end

    -- luassert compares error messages without their "file:line: " prefix
    local function bare(message)
      if type(message) ~= "string" then return message end
      return (gsub(message, "^[^\n]-:%d+: ", "", 1))
    end

    local function errorOf(fn)
      if type(fn) ~= "function" and not (type(fn) == "table" and getmetatable(fn)) then
        return false, "(not a function: " .. type(fn) .. ")"
      end
      local ok, err = pcall(fn)
      return not ok, err
    end

    -- "Received: …", formatted only if the check fails
    local function received(v) return function() return "Received: " .. fmt(v) end end

    local function typeCheck(name)
      return {args = 1, positive = "Expected a " .. name .. ".", negative = "Expected not a " .. name .. ".",
              test = function(v) return type(v) == name, function() return "Received: " .. fmt(v) .. " (" .. type(v) .. ")" end end}
    end

    local function spyOf(s)
      if type(s) ~= "table" or type(s.calls) ~= "table" then
        host.raise("expected a spy (made by spy.new or spy.on), got " .. type(s))
      end
      return s
    end

    local function anyCall(s, expected, list)
      for _, args in ipairs(list) do
        if same(args, expected) then return true end
      end
      return false
    end

    -- "(1, \"a\")": a packed argument list as a call shows it
    local function argumentsText(args)
      local parts = {}
      for j = 1, args.n do parts[j] = fmt(args[j]) end
      return "(" .. table.concat(parts, ", ") .. ")"
    end

    local function callsText(list, what)
      if #list == 0 then return (what or "Calls") .. ": none" end
      local lines = {}
      for i, args in ipairs(list) do lines[i] = "  #" .. i .. ": " .. argumentsText(args) end
      return (what or "Calls") .. ":\n" .. table.concat(lines, "\n")
    end

    local function countCheck(word, holds)
      return {args = 2, spy = true,
              positive = "Expected the spy to be called " .. word .. ".",
              negative = "Expected the spy not to be called " .. word .. ".",
              test = function(s, n)
                s = spyOf(s)
                return holds(#s.calls, n), "Calls: " .. #s.calls .. ", limit: " .. tostring(n)
              end}
    end

    -- name → {args = how many values it checks, test = function(...) → ok, details (a string,
    -- or a function making it: formatting costs, and passing checks need none), positive and
    -- negative messages}
    local assertions = {
      same = {args = 2, positive = "Expected objects to be the same.", negative = "Expected objects not to be the same.",
              test = function(expected, actual)
                local ok, path, a, e = same(actual, expected)
                return ok, function()
                  return (not ok and path ~= "" and where(path, a, e) .. "\n" or "") .. difference(expected, actual)
                end
              end},
      equal = {args = 2, positive = "Expected objects to be equal.", negative = "Expected objects not to be equal.",
               test = function(expected, actual)
                 return rawequal(expected, actual) or expected == actual, function() return difference(expected, actual) end
               end},
      unique = {args = 1, positive = "Expected the list to have unique values.", negative = "Expected the list to have a repeated value.",
                test = function(list)
                  for i = 1, #list do
                    for j = i + 1, #list do
                      if same(list[i], list[j]) then return false, "Repeated: " .. fmt(list[i]) .. " at " .. i .. " and " .. j end
                    end
                  end
                  return true, "List: " .. fmt(list)
                end},
      near = {args = 3, positive = "Expected values to be near.", negative = "Expected values not to be near.",
              test = function(expected, actual, tolerance)
                if type(tolerance) ~= "number" then host.raise("near: the tolerance (argument #3) must be a number") end
                local ok, path, a, e = close(actual, expected, tolerance)
                return ok, function()
                  return (ok and "" or where(path, a, e) .. "\n") .. "Expected: " .. fmt(expected) .. " ± " .. number(tolerance) .. "\nReceived: " .. fmt(actual)
                end
              end},
      matches = {args = 4, positive = "Expected the string to match the pattern.", negative = "Expected the string not to match the pattern.",
                 test = function(pattern, actual, init, plain)
                   return type(actual) == "string" and find(actual, pattern, init, plain) ~= nil,
                          "Pattern: " .. fmt(pattern) .. "\nReceived: " .. fmt(actual)
                 end},
      truthy = {args = 1, positive = "Expected a truthy value.", negative = "Expected a falsy value.",
                test = function(v) return not not v, received(v) end},
      falsy = {args = 1, positive = "Expected a falsy value.", negative = "Expected a truthy value.",
               test = function(v) return not v, received(v) end},
      ["true"] = {args = 1, positive = "Expected true.", negative = "Expected not true.",
                  test = function(v) return v == true, received(v) end},
      ["false"] = {args = 1, positive = "Expected false.", negative = "Expected not false.",
                   test = function(v) return v == false, received(v) end},
      ["nil"] = {args = 1, positive = "Expected nil.", negative = "Expected a value, not nil.",
                 test = function(v) return v == nil, received(v) end},
      number = typeCheck("number"), string = typeCheck("string"), table = typeCheck("table"),
      ["function"] = typeCheck("function"), boolean = typeCheck("boolean"), userdata = typeCheck("userdata"),
      thread = typeCheck("thread"),
      error = {args = 2, positive = "Expected an error.", negative = "Expected no error.",
               test = function(fn, expected)
                 local raised, err = errorOf(fn)
                 if not raised then return false, "No error was raised." end
                 if expected == nil then return true, "Raised: " .. fmt(err) end
                 return (same(bare(err), bare(expected))), "Expected error: " .. fmt(expected) .. "\nRaised: " .. fmt(err)
               end},
      error_matches = {args = 2, positive = "Expected an error matching the pattern.", negative = "Expected no error matching the pattern.",
                       test = function(fn, pattern)
                         local raised, err = errorOf(fn)
                         if not raised then return false, "No error was raised." end
                         return type(err) == "string" and find(err, pattern) ~= nil,
                                "Pattern: " .. fmt(pattern) .. "\nRaised: " .. fmt(err)
                       end},
      called = {args = 2, spy = true, positive = "Expected the spy to be called.", negative = "Expected the spy not to be called.",
                test = function(s, times)
                  s = spyOf(s)
                  if times == nil then return #s.calls > 0, callsText(s.calls) end
                  return #s.calls == times, "Expected calls: " .. tostring(times) .. "\n" .. callsText(s.calls)
                end},
      called_with = {args = -1, spy = true, positive = "Expected the spy to be called with the arguments.",
                     negative = "Expected the spy not to be called with the arguments.",
                     test = function(s, ...)
                       s = spyOf(s)
                       local expected = pack(...)
                       return anyCall(s, expected, s.calls), "Expected arguments: " .. argumentsText(expected) .. "\n" .. callsText(s.calls)
                     end},
      returned_with = {args = -1, spy = true, positive = "Expected the spy to return the values.",
                       negative = "Expected the spy not to return the values.",
                       test = function(s, ...)
                         s = spyOf(s)
                         local expected = pack(...)
                         return anyCall(s, expected, s.returns), "Expected results: " .. argumentsText(expected) .. "\n" .. callsText(s.returns, "Returned")
                       end},
      called_at_least = countCheck("at least n times", function(c, n) return c >= n end),
      called_at_most = countCheck("at most n times", function(c, n) return c <= n end),
      called_more_than = countCheck("more than n times", function(c, n) return c > n end),
      called_less_than = countCheck("less than n times", function(c, n) return c < n end),
    }
    assertions.equals = assertions.equal
    assertions.match = assertions.matches
    assertions.errors = assertions.error
    assertions.Nil, assertions.True, assertions.False = assertions["nil"], assertions["true"], assertions["false"]
    assertions.Function = assertions["function"]

    local modifiers = {is = true, are = true, was = true, has = true, does = true, be = true, to = true}
    local negations = {["not"] = true, no = true}

    local chain
    -- A checked assertion, bound to its sign and (for assert.spy(s)) its subject
    local function bound(name, a, negated, subject, hasSubject)
      return function(...)
        host.count()
        local args = hasSubject and pack(subject, ...) or pack(...)
        local ok, details = a.test(unpack(args, 1, a.args >= 0 and a.args or args.n))
        if negated then ok = not ok end
        if not ok then
          if type(details) == "function" then details = details() end
          local custom = a.args >= 0 and args[a.args + 1] or nil
          local message = negated and a.negative or a.positive
          if type(custom) == "string" then message = custom end
          fail(message, details)
        end
      end
    end

    local function lookup(negated, subject, hasSubject, key)
      if type(key) ~= "string" then return nil end
      if modifiers[key] then return chain(negated, subject, hasSubject) end
      if negations[key] then return chain(not negated, subject, hasSubject) end
      if (key == "spy" or key == "stub") and not hasSubject then
        return function(s) return chain(negated, s, true) end
      end
      local a = assertions[key]
      if a then
        if a.spy and not hasSubject then
          host.raise("'" .. key .. "' checks a spy: write assert.spy(s).was." .. key .. "(…)")
        end
        return bound(key, a, negated, subject, hasSubject)
      end
      local first, rest = key:match("^([^_]+)_(.+)$")
      if first and modifiers[first] then return lookup(negated, subject, hasSubject, rest) end
      if first and negations[first] then return lookup(not negated, subject, hasSubject, rest) end
      host.raise("unknown assertion '" .. key .. "'")
    end

    chain = function(negated, subject, hasSubject)
      return setmetatable({}, {
        __index = function(_, key) return lookup(negated, subject, hasSubject, key) end,
        __name = "assert",
      })
    end

    -- The root: callable as Lua's assert (but naming the line and counting as an assertion)
    assert = setmetatable({}, {
      __index = function(_, key) return lookup(false, nil, false, key) end,
      __call = function(_, v, message, ...)
        host.count()
        if not v then
          if message == nil then fail("assertion failed!") end
          if type(message) == "string" then fail(message) end
          error(message)
        end
        return v, message, ...
      end,
      __name = "assert",
    })

    shared.argumentsText = argumentsText
    shared.callsText = callsText
    shared.fail = fail
    shared.difference = difference
    shared.where = where
    shared.bare = bare
    shared.assertions = assertions
    shared.modifiers = modifiers
    shared.negations = negations
    """#
}
