-- attack: error(nil)
-- expect: error ""
error(nil)
