-- attack: 10 MB names kept by the host where no meter counts them: a gesture's method name, a controller's name, a storyboard identifier
-- expect: ok "^held$"
local big = ("x"):rep(10000000)
local refused = 0
for _, make in ipairs({
  function() return TapGestureRecognizer({}, big) end,
  function() return ViewController{name = big} end,
  function() storyboard.scene(big, function() return ViewController{} end) end,
  function() storyboard.segue{from = "a", to = "b", identifier = big} end,
}) do
  local ok, message = pcall(make)
  if not ok and message:find("at most 65536", 1, true) then refused = refused + 1 end
end
print(refused == 4 and "held" or ("ESCAPED: " .. refused .. " of 4 refused"))
