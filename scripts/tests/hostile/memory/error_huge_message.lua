-- attack: an error whose message is 40 MB (the host formats, copies and prints it)
-- expect: error "xxxx|not enough memory"
-- args: --time 2 --memory 128
error(("x"):rep(40 * 1024 * 1024))
