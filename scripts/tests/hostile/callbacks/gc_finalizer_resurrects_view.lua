-- attack: a finalizer that stores a view in a global at close (resurrection during teardown)
-- expect: any ""
KEEP = setmetatable({}, {__gc = function(self)
  RESURRECTED = {self, View{}, window, clock}
  setmetatable({}, {__gc = function() window:addSubview(View{}) end})
end})
print("chunk done")
