-- attack: View{center = Point(NaN, 0)} in the constructor
-- expect: error ""
window:addSubview(View{center = Point(0/0, 0)})
