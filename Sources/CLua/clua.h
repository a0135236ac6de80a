/* Debian's Lua 5.4 (liblua5.4-dev); pkg-config lua5.4 adds -I/usr/include/lua5.4. */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
