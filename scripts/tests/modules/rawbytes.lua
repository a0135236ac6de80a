-- A module whose source holds a raw byte that is not UTF-8 (E1, in the string below): Lua
-- source is bytes, so the string is one byte long.
return { raw = "á", length = #"á" }
