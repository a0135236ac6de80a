-- attack: rotation coordinator completions that raise: each error is reported, none after it is lost or run twice
-- expect: ok "^a b! c! d\nerrors 2\n$"
local runs, errors = {}, 0
local vc = ViewController{viewWillTransition = function(_, _, coordinator)
  coordinator:animate(nil, function() runs[#runs + 1] = "a" end)
  coordinator:animate(nil, function() runs[#runs + 1] = "b!"; error("b") end)
  coordinator:animate(nil, function() runs[#runs + 1] = "c!"; error("c") end)
  coordinator:animate(nil, function() runs[#runs + 1] = "d" end)
end}
window.rootViewController = vc
device.orientation = "landscapeRight"
for _ = 1, 4 do
  local ok, err = pcall(clock.advance, 1)
  if not ok then
    assert(err:find("error_in_rotation_completion.lua:%d+: [bc] %(in the rotation completion at"), err)
    errors = errors + 1
  end
end
print(table.concat(runs, " "))
print("errors " .. errors)
