-- attack: a syntax error names the file and line
-- expect: error "unexpected symbol|expected"
local x = = 1
