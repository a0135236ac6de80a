-- attack: describe nested without bound
-- expect: error "stack overflow"
local function nest() describe("again", nest) end
describe("top", nest)
