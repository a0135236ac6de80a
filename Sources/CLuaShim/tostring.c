/* tostring in the sandbox: stock's (luaL_tolstring), but where stock shows an address — a
 * table, function, thread or userdata without __tostring, `table: 0x55d0c8a3b2c0` — it shows
 * the value's serial number in this state, in order of first showing: `table: 0x00000001`.
 * Addresses move with ASLR from run to run, and Transit's runs must print the same bytes
 * every time (a script printing a table, luassert's messages, the REPL's replays). The
 * serials sit in a weak-keyed table: a value keeps its number while it lives, and a number is
 * never given twice — until the host restarts the numbering (a fresh engine: `transit test`'s
 * each test, `transit.reset()`), so a test's messages read the same whichever tests ran
 * before it. string.format's %s and %p still show addresses (stock C code). */
#include <stdio.h>
#include "shim.h"
#include "lauxlib.h"

static const char serials_key = 0;

/* [-0, +1, m] the serials table, made on first use */
static void clua_pushserials(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &serials_key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 4);                              /* +1 serials */
    lua_createtable(L, 0, 1);                              /* +1 its metatable */
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);                               /* -1 */
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &serials_key);       /* -1 the registry holds it */
}

int clua_dettostring(lua_State *L) {
    luaL_checkany(L, 1);
    lua_settop(L, 1);
    int t = lua_type(L, 1);
    int byaddress = t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TTHREAD
                 || t == LUA_TUSERDATA || t == LUA_TLIGHTUSERDATA;
    if (!byaddress || luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        lua_settop(L, 1);
        luaL_tolstring(L, 1, NULL);                        /* +1 stock's text */
        return 1;
    }
    const char *kind = luaL_getmetafield(L, 1, "__name") == LUA_TSTRING   /* +1 if any: 2 */
        ? lua_tostring(L, -1) : luaL_typename(L, 1);
    clua_pushserials(L);                                   /* +1 serials */
    int serials = lua_gettop(L);
    lua_pushvalue(L, 1);
    lua_Integer serial;
    if (lua_rawget(L, serials) == LUA_TNUMBER) {           /* +1 its number, or nil */
        serial = lua_tointeger(L, -1);
    } else {
        lua_rawgeti(L, serials, 0);                        /* +1 the last number given */
        serial = lua_tointeger(L, -1) + 1;
        lua_pushinteger(L, serial);
        lua_rawseti(L, serials, 0);                        /* 0 is never collected */
        lua_pushvalue(L, 1);
        lua_pushinteger(L, serial);
        lua_rawset(L, serials);
    }
    char text[32];
    snprintf(text, sizeof text, "0x%08llx", (unsigned long long)serial);
    lua_pushfstring(L, "%s: %s", kind, text);              /* +1 */
    return 1;
}

void clua_restartserials(lua_State *L) {
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &serials_key);       /* raw: cannot fail or run Lua */
}
