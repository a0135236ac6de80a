/*
 * protected.c — operations the host runs under its protected call (protected.h says why).
 * Every one may run a metamethod, allocate, or raise; none is ever called from Swift directly.
 */
#include "shim.h"

/* The key of a field operation, made here (inside the protected call) from its bytes: the host
 * pushed a light userdata and a length, which cannot fail, rather than a string, which can. */
static void clua_pushkey(lua_State *L, int p) {
    size_t n = (size_t)lua_tointeger(L, p + 1);
    lua_pushlstring(L, (const char *)lua_touserdata(L, p), n);   /* +1 key */
}

int clua_op_gettable(lua_State *L) {
    lua_settop(L, 2);                          /* [t k] */
    lua_gettable(L, 1);                        /* [t v] */
    return 1;
}

int clua_op_settable(lua_State *L) {
    lua_settop(L, 3);                          /* [t k v] */
    lua_settable(L, 1);                        /* [t] */
    return 0;
}

int clua_op_getfield(lua_State *L) {
    lua_settop(L, 3);                          /* [t p n] */
    clua_pushkey(L, 2);                        /* [t p n key] */
    lua_gettable(L, 1);                        /* [t p n v] */
    return 1;
}

int clua_op_setfield(lua_State *L) {
    lua_settop(L, 4);                          /* [t p n v] */
    clua_pushkey(L, 2);                        /* [t p n v key] */
    lua_insert(L, 4);                          /* [t p n key v] */
    lua_settable(L, 1);                        /* [t p n] */
    return 0;
}

int clua_op_len(lua_State *L) {
    lua_settop(L, 1);                          /* [x] */
    lua_pushinteger(L, luaL_len(L, 1));        /* [x n]: luaL_len raises if not an integer */
    return 1;
}

int clua_op_tostring(lua_State *L) {
    lua_settop(L, 1);                          /* [x] */
    luaL_tolstring(L, 1, NULL);                /* [x s]: raises if __tostring gives no string */
    return 1;
}

int clua_op_next(lua_State *L) {
    lua_settop(L, 2);                          /* [t k] */
    if (lua_next(L, 1)) return 2;              /* [t k' v'] */
    return 0;                                  /* [t]: the end */
}

int clua_op_compare(lua_State *L) {
    lua_settop(L, 3);                          /* [a b op] */
    int op = (int)lua_tointeger(L, 3);
    lua_pushboolean(L, lua_compare(L, 1, 2, op));   /* [a b op r] */
    return 1;
}

int clua_op_arith(lua_State *L) {
    int op = (int)lua_tointeger(L, 1);         /* [op a b?] */
    lua_remove(L, 1);                          /* [a b?] */
    int unary = op == LUA_OPUNM || op == LUA_OPBNOT;
    lua_settop(L, unary ? 1 : 2);              /* lua_arith takes exactly its operands */
    lua_arith(L, op);                          /* [r] */
    return 1;
}

int clua_op_concat(lua_State *L) {
    lua_concat(L, lua_gettop(L));              /* [v1 … vn] -> [s] ("" for none) */
    return 1;
}

int clua_op_string(lua_State *L) {
    lua_settop(L, 2);                          /* [p n] */
    clua_pushkey(L, 1);                        /* [p n s]: past the memory limit, Lua raises here */
    return 1;
}

int clua_op_argtable(lua_State *L) {
    /* lua.c's createargtable: the script's words at 1…, what came before them (k words: the
     * interpreter and its options, then the script) at 0 and below. In C, so that building it
     * runs no Lua instruction of the script's budget, in linear time. */
    int n = lua_gettop(L) - 1;                 /* [k w1 … wn] */
    lua_Integer k = lua_tointeger(L, 1);
    lua_createtable(L, n, 1);                  /* [k w1 … wn t] */
    for (int i = 1; i <= n; i++) {
        lua_pushvalue(L, i + 1);
        lua_rawseti(L, -2, (lua_Integer)i - 1 - k);
    }
    lua_setglobal(L, "arg");                   /* [k w1 … wn] */
    return 0;
}
