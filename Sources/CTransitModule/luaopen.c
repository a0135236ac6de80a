/*
 * luaopen.c — `require "transit"`. Lua's errors unwind with longjmp, which must never cross a
 * Swift frame: the Swift half returns -1 instead of raising, and this C function raises the
 * message it left, after the Swift frame has returned.
 */
#include "transit_module.h"

int lua_error(lua_State *L);   /* lua.h's, from the host process */
const char *lua_pushstring(lua_State *L, const char *s);

int luaopen_transit(lua_State *L) {
    /* Under a cap on address space (`ulimit -v`) a load with little room left stopped the
     * process: the ballast, taken first, held what there was, and Swift's allocator trapped
     * ("Fatal error: failed to allocate 976 bytes"), or a segfault followed. Now a load
     * without room is an ordinary error at the `require`, raised before any Swift frame,
     * and the ballast takes what the load left. */
    if (!clua_roomtoload()) {
        lua_pushstring(L, "not enough memory to load Transit");
        return lua_error(L);
    }
    int n = transit_module_open(L);
    if (n < 0) return lua_error(L);          /* the message is on top */
    clua_takeballast();
    return n;
}
