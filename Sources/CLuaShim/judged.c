#include "shim.h"

/* Whether the misspelling check of the object at `obj` would find nothing to say: every
 * function it holds under a string key — a table's own fields, a box's Lua-side fields (its
 * user value) — has its key in the table at `memo`, the keys the check judged fine before
 * (LuaCall.functionFields' `judged`). Then the check would warn about nothing and add nothing
 * to `memo`, and the host skips its protected call (Stage.warnMisspellings: a delegate,
 * animator, presentation controller or controller is checked at each transition and
 * appearance, and is mostly unchanged since). A key not in `memo` — a near miss, which never
 * enters it, or a key not met yet, a field added since — answers 0, and the host runs the
 * check as before: nothing it would report is skipped. The traversal is raw `lua_next` over
 * keys it gave itself and the reads raw, of tables nothing changes meanwhile: no Lua runs,
 * nothing allocates, nothing raises (called outside any protected call). Also 0 when the stack
 * has no room for the walk. [-0, +0, -] */
int clua_alljudged(lua_State *L, int obj, int memo) {
    obj = lua_absindex(L, obj);
    memo = lua_absindex(L, memo);
    if (lua_type(L, memo) != LUA_TTABLE || !lua_checkstack(L, 4)) return 0;
    int base = lua_gettop(L);
    switch (lua_type(L, obj)) {
    case LUA_TTABLE:
        lua_pushvalue(L, obj);                              /* +1 the fields */
        break;
    case LUA_TUSERDATA:
        if (lua_getiuservalue(L, obj, 1) == LUA_TTABLE) break;   /* +1 the fields, or not */
        /* fallthrough: no Lua-side fields, no functions (as functionFields) */
    default:
        lua_settop(L, base);
        return 1;
    }
    int fields = lua_gettop(L), all = 1;
    lua_pushnil(L);                                         /* +1 first key */
    while (lua_next(L, fields) != 0) {                      /* -1 +2 key value (or -1 at the end) */
        /* the value's slot takes the key, then memo[key]: one pop for both (a few API calls
         * less a key: the walk runs at each delegate read, animator and presentation) */
        if (lua_type(L, -1) == LUA_TFUNCTION && lua_type(L, -2) == LUA_TSTRING) {
            lua_copy(L, -2, -1);                            /* key key */
            if (lua_rawget(L, memo) == LUA_TNIL) {          /* key memo[key] */
                all = 0;
                break;
            }
        }
        lua_pop(L, 1);                                      /* -1 value or memo[key]; keep the key */
    }
    lua_settop(L, base);
    return all;
}
