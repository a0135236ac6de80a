-- attack: every appearance override of an animated present raises: all run, in UIKit's order, each error reported once (the first skipped the rest)
-- expect: ok "^root.wd vc.wa vc.da root.dd presented\nwd wa da dd\n$"
local runs, errors = {}, {}
local function fails(name, tag)
  return function() runs[#runs + 1] = name; error(tag) end
end
local root = ViewController{viewWillDisappear = fails("root.wd", "wd"), viewDidDisappear = fails("root.dd", "dd")}
window.rootViewController = root
local vc = ViewController{viewWillAppear = fails("vc.wa", "wa"), viewDidAppear = fails("vc.da", "da")}
local function collect(ok, err)
  if not ok then
    errors[#errors + 1] = assert(err:match("error_in_every_appearance_override.lua:%d+: (%a+)"), err)
  end
end
collect(pcall(root.present, root, vc, true, function() runs[#runs + 1] = "presented" end))
for _ = 1, 4 do collect(pcall(clock.runUntilIdle)) end
print(table.concat(runs, " "))
print(table.concat(errors, " "))
