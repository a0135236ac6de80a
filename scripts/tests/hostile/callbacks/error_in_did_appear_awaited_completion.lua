-- attack: a task awaits the coordinator's completion; viewDidAppear raises before it (the completion was skipped: the task hung)
-- expect: ok "^da task resumed presented\nerrors 1\n$"
local runs, errors = {}, 0
local root = ViewController()
window.rootViewController = root
local vc = ViewController()
function vc:viewWillAppear()
  local coordinator = self.transitionCoordinator
  task(function()
    await(function(done) coordinator:animateAlongsideTransition(nil, done) end)
    runs[#runs + 1] = "task resumed"
  end)
end
function vc:viewDidAppear() runs[#runs + 1] = "da"; error("da fails") end
root:present(vc, true, function() runs[#runs + 1] = "presented" end)
for _ = 1, 2 do
  local ok, err = pcall(clock.runUntilIdle)
  if not ok then
    assert(err:find("error_in_did_appear_awaited_completion.lua:%d+: da fails"), err)
    errors = errors + 1
  end
end
print(table.concat(runs, " "))
print("errors " .. errors)
