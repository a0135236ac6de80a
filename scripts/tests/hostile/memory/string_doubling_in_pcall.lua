-- attack: string doubling retried under pcall: the memory stop is sticky
-- expect: error "not enough memory"
while true do
  pcall(function() local s = "x"; local keep = {}; while true do s = s .. s; keep[#keep + 1] = s end end)
end
