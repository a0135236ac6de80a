-- attack: the message load returns when its reader fails or the parser overflows the C stack: outside the script's pcall, Lua 5.4 runs the host's message handler on it (luaD_protectedparser passes the errfunc on), whose traceback must read as stock lua5.4's, with no frame of the sandbox's own load
-- expect: ok "^[^\n]*load_error_message_frames\.lua:7: reader function must return a string\nstack traceback:\n\t\[C\]: in function 'load'\n\t[^\n]*load_error_message_frames\.lua:7: in main chunk\n\t\[C\]: in \?\n---\n[^\n]*load_error_message_frames\.lua:8: boom\nstack traceback:\n\t\[C\]: in function 'error'\n\t[^\n]*load_error_message_frames\.lua:8: in function <[^\n]*load_error_message_frames\.lua:8>\n\t\[C\]: in function 'load'\n\t[^\n]*load_error_message_frames\.lua:8: in main chunk\n\t\[C\]: in \?\n---\n(\S+: )?C stack overflow\nstack traceback:\n\t\[C\]: in function 'load'\n\t[^\n]*load_error_message_frames\.lua:9: in main chunk\n\t\[C\]: in \?\n---\n$"
-- The outside material: Redis's Lua CVE proofs and sandbox write-ups feed load readers that
-- fail and deep expressions. The expected text is lua5.4's (but for the location Transit puts
-- before "C stack overflow", which stock's message has none of: the host locates a message at
-- the script's line).
local _, reader = load(function() return {} end)
local _, raised = load(function() error("boom") end)
local _, deep = load("return " .. ("'a'.."):rep(20000) .. "'a'")
for _, m in ipairs{reader, raised, deep} do print(m) print("---") end
