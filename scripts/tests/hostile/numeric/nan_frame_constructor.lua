-- attack: View{frame = Rect(NaN…)} in the constructor
-- expect: error ""
local v = View{frame = Rect(0, 0/0, 10, 10)}
window:addSubview(v)
