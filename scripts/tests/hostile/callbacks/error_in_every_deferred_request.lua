-- attack: two presents asked for from viewDidAppear both raise when they run after the end (the second's error was dropped)
-- expect: ok "^16 asked for at 7\n[\s\S]*^17 asked for at 8\ndone$"
local root = ViewController{}
window.rootViewController = root
local asked = false
local vc = ViewController{viewDidAppear = function(self)
  if not asked then asked = true; self:present(self, false)     -- an active controller: raises
  self:present(root, false) end                                  -- the root: raises
end}
local function report(ok, err)
  if not ok then
    print(err:match("error_in_every_deferred_request%.lua:(%d+):") .. " asked for at "
      .. err:match("asked for at [^,]*error_in_every_deferred_request%.lua:(%d+)"))
  end
end
report(pcall(root.present, root, vc, false))
for _ = 1, 2 do report(pcall(clock.runUntilIdle)) end
print("done")
