-- attack: window:tap(NaN, 0)
-- expect: error ""
window:tap(0/0, 0)
