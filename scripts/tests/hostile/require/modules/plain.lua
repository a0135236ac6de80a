-- plain.lua — an ordinary module, the target of the NUL-byte require.
return {}
