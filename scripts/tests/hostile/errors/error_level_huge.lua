-- attack: error with levels 0, 2^31 and negative
-- expect: error "levels"
error("levels", 2^31)
