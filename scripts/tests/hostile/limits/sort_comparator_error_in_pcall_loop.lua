-- attack: table.sort whose comparator errors at once, caught by pcall, forever: each sort is
-- a C call that unwinds from the comparator; the instruction limit off, the CPU time limit
-- stops the loop at the comparator's line or the loop's
-- expect: error "sort_comparator_error_in_pcall_loop\.lua:[78]: time limit exceeded"
-- args: --time 0.3 --instructions 0
local t = {5, 3, 1, 4, 2}
local function cmp() error("no order") end
while true do pcall(table.sort, t, cmp) end
