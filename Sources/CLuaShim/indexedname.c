/*
 * indexedname.c — the variable stock Lua names when a script indexes busted's `describe` or
 * `it` (spec_dsl.lua's callable tables, which are functions in busted): "attempt to index a
 * function value (upvalue 'd')". Stock reads the name from the indexing instruction's
 * register, which the debug API does not show; the script's frame still holds the value in
 * the variable it went through, so the nearest script frame's named locals are asked, then
 * its function's upvalues, and else it was the global. A local or upvalue alias of the word
 * that the line does not use (`local d = describe; describe.x`) is named in its place: an
 * alias is made to be used.
 */
#include <string.h>
#include "shim.h"

void clua_pushindexedname(lua_State *L, int value, const char *global) {
    value = lua_absindex(L, value);
    lua_Debug ar;
    int level = 1;
    for (;; level++) {
        if (!lua_getstack(L, level, &ar)) {
            lua_pushfstring(L, "global '%s'", global);                     /* +1 */
            return;
        }
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0 && strncmp(ar.source, "=(transit", 9) != 0) break;
    }
    const char *local = NULL, *name;
    for (int i = 1; (name = lua_getlocal(L, &ar, i)) != NULL; i++) {   /* +1 its value */
        if (name[0] != '(' && lua_rawequal(L, -1, value)) local = name;   /* the innermost */
        lua_pop(L, 1);                                                     /* -1 */
    }
    if (local != NULL) {
        lua_pushfstring(L, "local '%s'", local);                          /* +1 */
        return;
    }
    lua_getinfo(L, "f", &ar);                                              /* +1 the function */
    for (int i = 1; (name = lua_getupvalue(L, -1, i)) != NULL; i++) {      /* +1 its value */
        int same = strcmp(name, "_ENV") != 0 && lua_rawequal(L, -1, value);
        lua_pop(L, 1);                                                     /* -1 */
        if (same) {
            lua_pushfstring(L, "upvalue '%s'", name);                     /* +1 */
            lua_remove(L, -2);                                             /* -1 the function */
            return;
        }
    }
    lua_pop(L, 1);                                                         /* -1 the function */
    lua_pushfstring(L, "global '%s'", global);                             /* +1 */
}
