/*
 * callabletype.c — `type` for a spec's globals.
 *
 * busted's `describe` and `it` are functions, and suites check so: busted's own core_spec.lua
 * starts with `assert(type(describe) == 'function')`, and stopped there, its 49 tests unrun.
 * Transit's are callable tables, to carry Jest's `.only` and `.skip` (a function can have no
 * fields without a metatable that every function of the state shares). `typeOf(callables)`
 * makes a `type` that answers "function" for the tables of the set `callables`, its upvalue,
 * and for every other value what the standard `type` answers. In C, as the standard one: a
 * bad call names the caller's line and `type`, in the standard words.
 */
#include "shim.h"

static int clua_callabletype(lua_State *L) {
    luaL_checkany(L, 1);                                   /* "bad argument #1 to 'type' (value expected)" */
    int t = lua_type(L, 1);
    if (t == LUA_TTABLE) {
        lua_pushvalue(L, 1);                               /* +1 the table */
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {   /* -1 +1 its mark, read raw */
            lua_pushliteral(L, "function");
            return 1;
        }
    }
    lua_pushstring(L, lua_typename(L, t));
    return 1;
}

int clua_makecallabletype(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_pushcclosure(L, clua_callabletype, 1);             /* -1 +1 type, the set its upvalue */
    return 1;
}
