#include "shim.h"
#include <string.h>

/* `obj[key]` for a Transit object, answered as clua_index answers it, without running Lua or
 * raising: called from Swift outside a protected call (LuaCall.get), which uses its protected
 * getfield when this cannot answer. clua_index is the reference: a bound method is the
 * closure in its methods upvalue; a bound property or number property runs a Swift getter,
 * which may raise (left to the protected call); any other key (a function field's too) is read
 * raw from the object's fields (its user value), nil without them — a function field's
 * default too, unlike clua_index: the host asks whether the script set one — ; a destroyed
 * object raises (left too). */
int clua_peekindex(lua_State *L, int obj) {                 /* [... key] */
    obj = lua_absindex(L, obj);
    int base = lua_gettop(L) - 1;                           /* below the key */
    clua_Box *box = clua_tobox(L, obj);
    if (box == NULL || box->object == NULL) goto unknown;
    /* The object's __index must be clua_index itself (its metatable is hidden from scripts,
     * but a borrowed state's host could still swap it with debug.setmetatable). "__index" is
     * one of Lua's fixed strings: pushing it finds it, allocates nothing. */
    if (!lua_getmetatable(L, obj)) goto unknown;            /* +1 mt */
    lua_pushliteral(L, "__index");                          /* +1 */
    lua_rawget(L, -2);                                      /* -1 +1 mt.__index */
    if (lua_tocfunction(L, -1) != clua_index) goto unknown;
    int v;
    if (clua_boundname(L, clua_boxclass(box), lua_topointer(L, base + 1), &v) && (v & 3) != CLUA_KEY_FUNCTION) {
        if ((v & 3) != CLUA_KEY_METHOD) goto unknown;       /* a getter: it may raise */
        if (lua_getupvalue(L, -1, 1) == NULL) goto unknown; /* +1 the methods array */
        lua_rawgeti(L, -1, (v >> 2) + 1);                   /* +1 method */
    } else if (lua_getiuservalue(L, obj, 1) == LUA_TTABLE) {   /* +1 fields */
        lua_pushvalue(L, base + 1);                         /* +1 key */
        lua_rawget(L, -2);                                  /* -1 +1 value */
    } else {
        lua_pushnil(L);                                     /* +1: no Lua-side fields yet */
    }
    lua_replace(L, base + 1);                               /* -1: the value where the key was */
    lua_settop(L, base + 1);
    return lua_type(L, -1);
unknown:
    lua_settop(L, base);                                    /* the key popped */
    return LUA_TNONE;
}

/* The key of these look-ups, pushed from Swift outside any protected call, or 0 when it is not
 * pushed. A key Lua has not met is a new string: inside a host call (host_depth > 0) the
 * allocator's reserve covers it, as any host push; outside one, Lua's memory error would
 * longjmp over the Swift frames, so the key is pushed only while it surely fits under the
 * ceiling — near it the caller takes the protected call, where the error is an error. The GC
 * step a push may make can run finalizers: they run under the script's limits, as anywhere,
 * and their errors are warnings, never raised here. */
int clua_pushlookupkey(lua_State *L, const char *s, size_t len) {
    clua_Control *c = clua_control(L);
    if (c->host_depth == 0 && c->ceiling > 0 && (c->used > c->ceiling || c->ceiling - c->used < len + 256))
        return 0;
    /* `s` ends in a NUL (Swift's withCString). A name the host spells is mostly a literal,
     * the same address at every call, which Lua's string cache (luaS_new, behind
     * lua_pushstring) answers with one strcmp; lua_pushlstring hashes every byte and looks
     * the string up (~490 instructions for a method's name). A name with a NUL inside
     * takes lua_pushlstring, which keeps it whole. */
    if (strlen(s) == len) lua_pushstring(L, s);
    else lua_pushlstring(L, s, len);
    return 1;
}

/* `t[key]` for a table with the key on top (base + 1 its slot), as luaV_finishget walks it when
 * only tables answer: the value held raw, else the metatable's `__index` — nil when there is
 * no metatable or no `__index`, the walk going on through a table. A function (or any other)
 * `__index` would run Lua: LUA_TNONE, the key popped. So does a chain past Lua's own bound
 * (MAXTAGLOOP, 2,000), left to the protected call's error. */
static int peektable(lua_State *L, int t) {                 /* [... key] */
    int base = lua_gettop(L) - 1;
    lua_pushvalue(L, t);                                    /* +1: [key t] */
    for (int loop = 0; loop < 2000; loop++) {
        lua_pushvalue(L, base + 1);                         /* +1: [key t key] */
        if (lua_rawget(L, -2) != LUA_TNIL) goto found;      /* -1 +1: [key t v] */
        lua_pop(L, 1);                                      /* [key t] */
        if (!lua_getmetatable(L, -1)) goto absent;          /* +(1|0): [key t mt] */
        lua_pushliteral(L, "__index");                      /* +1 */
        int index = lua_rawget(L, -2);                      /* -1 +1: [key t mt index] */
        if (index == LUA_TNIL) goto absent;
        if (index != LUA_TTABLE) break;                     /* a function runs Lua */
        lua_replace(L, base + 2);                           /* -1: [key index mt] */
        lua_settop(L, base + 2);                            /* [key index] */
    }
    lua_settop(L, base);                                    /* the key popped */
    return LUA_TNONE;
absent:
    lua_pushnil(L);
found:
    lua_replace(L, base + 1);                               /* the value where the key was */
    lua_settop(L, base + 1);
    return lua_type(L, -1);
}

/* One call for a look-up from Swift outside a protected call (LuaCall.get): the key pushed
 * (clua_pushlookupkey) and `t[key]` answered by peektable for a table, clua_peekindex for a
 * Transit object — the Swift walk it replaces made a dozen calls across the language boundary
 * for each of the ~33,000 presence checks and method look-ups of 1,000 slide-in cycles. */
int clua_peekfield(lua_State *L, int t, const char *s, size_t len) {
    t = lua_absindex(L, t);
    int type = lua_type(L, t);
    if (type != LUA_TTABLE && type != LUA_TUSERDATA) return LUA_TNONE;
    if (!clua_pushlookupkey(L, s, len)) return LUA_TNONE;  /* +1 key */
    return type == LUA_TTABLE ? peektable(L, t) : clua_peekindex(L, t);
}
