/*
 * copytable.c — a table's shallow copy, made at its full size at once.
 *
 * The luassert prelude copies the globals at every spec file's start (spec_luassert.lua:
 * the libraries' own `_G`, the standard functions as they were before any spec ran). Written
 * in Lua (`for k, v in next, G do env[k] = v end`) the copy of some 70 globals grew its table
 * seven times, each growth counting and placing every key again, and called `next` once a
 * key: about 90 k instructions of a 7.3 M `transit test`. Here the keys are counted first,
 * the table is made that size, and the pairs are set raw, as the loop's were (the new table
 * has no metatable).
 */
#include "shim.h"

int clua_copytable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    int n = 0;
    lua_pushnil(L);                                        /* +1 the first key */
    while (lua_next(L, 1)) {                               /* -1 +2 key, value */
        n++;
        lua_pop(L, 1);                                     /* -1 the value */
    }
    lua_createtable(L, 0, n);                              /* +1 the copy */
    lua_pushnil(L);                                        /* +1 the first key */
    while (lua_next(L, 1)) {                               /* -1 +2 key, value */
        lua_pushvalue(L, -2);                              /* +1 the key again */
        lua_insert(L, -2);                                 /* key, key, value */
        lua_rawset(L, -4);                                 /* -2 copy[key] = value */
    }
    return 1;
}
