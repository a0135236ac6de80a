/*
 * luaopen.c — `require "transit"`. Lua's errors unwind with longjmp, which must never cross a
 * Swift frame: the Swift half returns -1 instead of raising, and this C function raises the
 * message it left, after the Swift frame has returned.
 */
#include "transit_module.h"

int lua_error(lua_State *L);   /* lua.h's, from the host process */

int luaopen_transit(lua_State *L) {
    int n = transit_module_open(L);
    if (n < 0) return lua_error(L);          /* the message is on top */
    return n;
}
