-- attack: EdgeInsets with infinities given to pin and addSubviewFill
-- expect: error ""
local p = View{frame = Rect(0, 0, 100, 100)}
window:addSubview(p)
p:addSubviewFill(View{}, EdgeInsets(1/0, 0, 0, 0))
