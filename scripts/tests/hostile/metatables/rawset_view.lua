-- attack: rawset on a view (a userdata)
-- expect: error "bad argument #1 to 'rawset'"
rawset(View{}, "frame", 5)
