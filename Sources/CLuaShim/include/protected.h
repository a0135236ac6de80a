/*
 * protected.h — API calls that may run Lua (a metamethod) or raise, as lua_CFunctions.
 *
 * The host never makes these calls itself (BRIDGE.md: a longjmp must not cross a Swift frame).
 * It pushes one of these operations and its operands, then runs it through its one protected
 * call (LuaState.call: clua_docall's message handler and traceback, the limits, the one error
 * funnel). Operands are chosen so that pushing them cannot fail: the value slots are
 * lua_pushvalue copies, a key's bytes arrive as a light userdata and an integer length, and the
 * string is made inside the protected call. Each comment gives the stack the operation sees
 * (its arguments) and what it returns.
 */
#ifndef TRANSIT_CLUA_PROTECTED_H
#define TRANSIT_CLUA_PROTECTED_H

#include <lua.h>

int clua_op_gettable(lua_State *L);   /* [t k]         -> [t[k]]             (__index) */
int clua_op_settable(lua_State *L);   /* [t k v]       -> []   t[k] = v       (__newindex) */
int clua_op_getfield(lua_State *L);   /* [t p n]       -> [t[key]]  key = n bytes at p */
int clua_op_setfield(lua_State *L);   /* [t p n v]     -> []   t[key] = v */
int clua_op_len(lua_State *L);        /* [x]           -> [#x as an integer] (__len; luaL_len) */
int clua_op_tostring(lua_State *L);   /* [x]           -> [string]           (__tostring, __name) */
int clua_op_next(lua_State *L);       /* [t k]         -> [k' v'], or [] at the end (bad key raises) */
int clua_op_compare(lua_State *L);    /* [a b op]      -> [boolean]  op: LUA_OPEQ, LUA_OPLT, LUA_OPLE */
int clua_op_arith(lua_State *L);      /* [op a b?]     -> [result]   b absent for LUA_OPUNM, LUA_OPBNOT */
int clua_op_concat(lua_State *L);     /* [v1 … vn]     -> [v1 .. … .. vn]    (__concat) */
int clua_op_string(lua_State *L);     /* [p n]         -> [string]   n bytes at p (may fail: memory) */
int clua_op_argtable(lua_State *L);   /* [k w1 … wn]   -> []   global arg = {[i − 1 − k] = wi} (lua.c's) */

/* Comparison and arithmetic operators, restated so Swift sees no raw macros. */
static const int CLUA_OPEQ = LUA_OPEQ, CLUA_OPLT = LUA_OPLT, CLUA_OPLE = LUA_OPLE;
static const int CLUA_OPADD = LUA_OPADD, CLUA_OPSUB = LUA_OPSUB, CLUA_OPMUL = LUA_OPMUL,
    CLUA_OPMOD = LUA_OPMOD, CLUA_OPPOW = LUA_OPPOW, CLUA_OPDIV = LUA_OPDIV, CLUA_OPIDIV = LUA_OPIDIV,
    CLUA_OPBAND = LUA_OPBAND, CLUA_OPBOR = LUA_OPBOR, CLUA_OPBXOR = LUA_OPBXOR,
    CLUA_OPSHL = LUA_OPSHL, CLUA_OPSHR = LUA_OPSHR, CLUA_OPUNM = LUA_OPUNM, CLUA_OPBNOT = LUA_OPBNOT;

#endif
