-- Differential (--unsafe): lua.c's global arg (the script at 0, its arguments from 1) and
-- the same arguments as the chunk's `...`. Negative indices hold the interpreter and its
-- options, which differ between lua5.4 and transit by design, so only their presence is
-- printed.
print(arg[0], #arg, ...)
for i = 1, #arg do print(i, arg[i], (select(i, ...))) end
print(type(arg[-1]), select("#", ...))
