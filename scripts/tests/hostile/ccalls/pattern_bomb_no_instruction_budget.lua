-- attack: a pattern bomb with --instructions 0 (no step budget): the wall clock must stop it
-- expect: error "time limit exceeded"
-- args: --time 2 --memory 64 --instructions 0
local s = ("a"):rep(30)
print(s:find(("a?"):rep(30) .. ("a"):rep(30) .. "b"))
