-- attack: an error message with NUL and terminal escape bytes
-- expect: error "before"
error("before\0after\27[2J\27]0;title\7")
