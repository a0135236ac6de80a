/*
 * sortnames.c — views.lua's constructors' names in their order, in C.
 *
 * `splitNames(props, places)` reads a table without a metatable (raw, as views.lua's `next`
 * did) and returns the names it has of the fixed order, sorted by their place in it
 * (`places[name]` > 0), and its other names but those a maker takes (`places[name]` == 0),
 * in `next`'s order — sorted as `table.sort` sorts them when all are strings — and whether
 * they are; nil for a list it has no name for. Each list is made at its size. In Lua the loop, the lists grown by appends (a
 * PresentationController{…}'s eight overrides: rebuilt at 1, 2 and 4) and the sorts cost
 * ~13 k instructions a constructor. A table of a shape met before (the same keys in the same
 * `next` order) answers the lists made then (clua_cachedsplit, below).
 *
 * `sortNames(list)` sorts a list of strings in place in the order of Lua's `<` for strings
 * (lvm.c's l_strcmp: strcoll, chunk by chunk past embedded NULs), as `table.sort(list)` did
 * through lua_geti, lua_seti and lua_compare at each step; the strings stay on the stack and
 * only their bytes are compared. Names are a table's keys, so no two are equal and every sort
 * gives the one order — unless a locale's strcoll calls two distinct strings equal, where
 * table.sort's own order is an accident of its pivots too.
 */
#include "shim.h"
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *s; size_t len; int slot; } clua_Name;

/* lvm.c's l_strcmp: strcoll up to each embedded NUL, then on past it. */
static int clua_strcmp(const clua_Name *a, const clua_Name *b) {
    const char *l = a->s, *r = b->s;
    size_t ll = a->len, lr = b->len;
    for (;;) {
        int temp = strcoll(l, r);
        if (temp != 0) return temp;
        size_t len = strlen(l);                    /* equal up to a NUL: the first chunk's end */
        if (len == lr) return (len == ll) ? 0 : 1;
        else if (len == ll) return -1;
        len++;
        l += len; ll -= len; r += len; lr -= len;
    }
}

static int clua_namecmp(const void *a, const void *b) {
    return clua_strcmp((const clua_Name *)a, (const clua_Name *)b);
}

/* The list at `t` (absolute), all strings, sorted in place, raw. */
static void clua_sortstrings(lua_State *L, int t) {
    lua_Integer n = (lua_Integer)lua_rawlen(L, t);
    if (n < 2) return;
    if (n >= INT_MAX) luaL_error(L, "too many names to sort");
    luaL_checkstack(L, (int)n + 1, "too many names to sort");
    clua_Name small[32];
    clua_Name *names = small;
    if (n > 32) names = lua_newuserdatauv(L, (size_t)n * sizeof *names, 0);   /* collected */
    int base = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; i++) {        /* each string kept alive on the stack */
        if (lua_rawgeti(L, t, i) != LUA_TSTRING) luaL_error(L, "sortNames: strings expected");   /* +1 */
        names[i - 1].s = lua_tolstring(L, -1, &names[i - 1].len);   /* a string: no conversion */
        names[i - 1].slot = base + (int)i;
    }
    if (n <= 32) {                                /* a constructor's few: insertion, no calls */
        for (int i = 1; i < (int)n; i++) {
            clua_Name name = names[i];
            int j = i;
            for (; j > 0 && clua_strcmp(&names[j - 1], &name) > 0; j--) names[j] = names[j - 1];
            names[j] = name;
        }
    } else {
        qsort(names, (size_t)n, sizeof *names, clua_namecmp);
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_pushvalue(L, names[i - 1].slot);                                   /* +1 */
        lua_rawseti(L, t, i);                                                  /* -1 */
    }
    lua_settop(L, base - (n > 32));
}

/* sortNames(list): list[1..#list], all strings (the caller checked), sorted in place, raw. */
int clua_sortnames(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    clua_sortstrings(L, 1);
    return 0;
}

/* places[key] (raw, the table at 2) for the key on top, which stays: its place in the fixed
 * order (> 0), 0 for a name the maker takes, -1 for any other. */
static lua_Integer clua_place(lua_State *L) {
    lua_pushvalue(L, -1);                                                      /* +1 key */
    lua_Integer place = lua_rawget(L, 2) == LUA_TNUMBER ? lua_tointeger(L, -1) : -1;   /* -1 +1 */
    lua_pop(L, 1);
    return place;
}

/* The list at 3 (`named` names of the fixed order) sorted by place (`places`, at 2): places
 * are distinct integers, so insertion gives the one order. */
static void clua_sortplaces(lua_State *L, int named) {
    typedef struct { lua_Integer place; int slot; } clua_Placed;
    luaL_checkstack(L, named + 2, "too many names to sort");
    clua_Placed small[32];
    clua_Placed *names = small;
    if (named > 32) names = lua_newuserdatauv(L, (size_t)named * sizeof *names, 0);   /* collected */
    int base = lua_gettop(L);
    for (int i = 1; i <= named; i++) {            /* each name kept alive on the stack */
        lua_rawgeti(L, 3, i);                                                  /* +1 */
        clua_Placed name = {clua_place(L), base + i};
        int j = i - 1;
        for (; j > 0 && names[j - 1].place > name.place; j--) names[j] = names[j - 1];
        names[j] = name;
    }
    for (int i = 1; i <= named; i++) {
        lua_pushvalue(L, names[i - 1].slot);                                   /* +1 */
        lua_rawseti(L, 3, i);                                                  /* -1 */
    }
    lua_settop(L, base - (named > 32));
}

/* The shapes splitNames met lately, in its first upvalue: a table keyed by a shape's first key
 * in `next`'s order, each entry {places, names or false, rest or false, LC_COLLATE's name, n,
 * key 1 … key n}; its second upvalue counts the entries. A constructor's table is new at each
 * call but mostly of a shape met before (a PresentationController{…}'s ten names at each
 * present): its keys in the same `next` order — the same keys inserted in the same order into
 * tables of the same size — and then the lists are the same, so the walk compares keys instead
 * of looking each up in `places` twice, filling two new lists and sorting them. The lists are
 * shared between calls: views.lua only reads them (the lists it sorts in place, rest with a
 * key that is no string, are never cached). The order of `rest` is strcoll's, so an entry also
 * holds the collation it was sorted under (os.setlocale under --unsafe changes it). At most
 * CLUA_SPLIT_SHAPES entries: a script making tables of ever new first keys starts a new cache. */
#define CLUA_SPLIT_SHAPES 16
enum { CLUA_SPLIT_PLACES = 1, CLUA_SPLIT_NAMES, CLUA_SPLIT_REST, CLUA_SPLIT_COLLATE, CLUA_SPLIT_COUNT, CLUA_SPLIT_KEYS };

static const char *clua_collation(void) {
    const char *name = setlocale(LC_COLLATE, NULL);         /* a query: changes nothing */
    return name ? name : "";
}

/* The cached entry of props' shape (props at 1, places at 2), pushed, or 0 with the stack as
 * it was: all its keys, in `next`'s order, are the entry's, and so are places and the collation. */
static int clua_cachedsplit(lua_State *L) {
    int base = lua_gettop(L);
    lua_pushnil(L);                                                            /* +1 */
    if (!lua_next(L, 1)) return 0;                                             /* -1 (+2 key value) */
    lua_pop(L, 1);                                                             /* -1 value: [k1] */
    if (lua_type(L, -1) != LUA_TSTRING) { lua_settop(L, base); return 0; }
    lua_pushvalue(L, -1);                                                      /* +1 k1 */
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TTABLE) { lua_settop(L, base); return 0; }   /* -1 +1 entry */
    int entry = lua_gettop(L);
    lua_rawgeti(L, entry, CLUA_SPLIT_PLACES);                                  /* +1 */
    int same = lua_rawequal(L, -1, 2);
    lua_rawgeti(L, entry, CLUA_SPLIT_COLLATE);                                 /* +1 */
    same = same && strcmp(lua_tostring(L, -1), clua_collation()) == 0;
    lua_rawgeti(L, entry, CLUA_SPLIT_COUNT);                                   /* +1 */
    lua_Integer n = lua_tointeger(L, -1), i = 1;                               /* k1 is key 1: its entry */
    lua_settop(L, entry);
    if (!same) { lua_settop(L, base); return 0; }
    lua_pushvalue(L, base + 1);                                                /* +1 k1, to go on from */
    while (lua_next(L, 1)) {                                                   /* -1 +2 key value */
        lua_pop(L, 1);                                                         /* -1 value */
        if (++i > n) break;
        lua_rawgeti(L, entry, CLUA_SPLIT_KEYS + i - 1);                        /* +1 the entry's key i */
        same = lua_rawequal(L, -1, -2);
        lua_pop(L, 1);                                                         /* -1 */
        if (!same) break;
    }
    if (!same || i != n) { lua_settop(L, base); return 0; }                    /* a break left a key */
    lua_copy(L, entry, base + 1);
    lua_settop(L, base + 1);                                                   /* [entry] */
    return 1;
}

/* Caches the split just made (names at 3, rest at 4, each a list or nil) under props' first
 * key when that is a string, and leaves the stack as it was. */
static void clua_cachesplit(lua_State *L, lua_Integer n) {
    int base = lua_gettop(L);
    lua_createtable(L, CLUA_SPLIT_KEYS - 1 + (int)n, 0);                       /* +1 entry */
    int entry = lua_gettop(L);
    lua_pushvalue(L, 2);
    lua_rawseti(L, entry, CLUA_SPLIT_PLACES);
    if (lua_isnil(L, 3)) lua_pushboolean(L, 0); else lua_pushvalue(L, 3);
    lua_rawseti(L, entry, CLUA_SPLIT_NAMES);
    if (lua_isnil(L, 4)) lua_pushboolean(L, 0); else lua_pushvalue(L, 4);
    lua_rawseti(L, entry, CLUA_SPLIT_REST);
    lua_pushstring(L, clua_collation());
    lua_rawseti(L, entry, CLUA_SPLIT_COLLATE);
    lua_pushinteger(L, n);
    lua_rawseti(L, entry, CLUA_SPLIT_COUNT);
    lua_Integer i = 0;
    lua_pushnil(L);                                                            /* +1 first key */
    while (lua_next(L, 1)) {                                                   /* -1 +2 key value */
        lua_pop(L, 1);                                                         /* -1 value */
        lua_pushvalue(L, -1);
        lua_rawseti(L, entry, CLUA_SPLIT_KEYS + i++);
    }
    if (lua_rawgeti(L, entry, CLUA_SPLIT_KEYS) != LUA_TSTRING) {               /* +1 k1: the one looked up by */
        lua_settop(L, base);
        return;
    }
    lua_pop(L, 1);                                                             /* -1 */
    lua_rawgeti(L, entry, CLUA_SPLIT_KEYS);                                    /* +1 k1 */
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TNIL) {                      /* -1 +1: a new first key */
        lua_Integer count = lua_tointeger(L, lua_upvalueindex(2)) + 1;
        if (count > CLUA_SPLIT_SHAPES) {
            lua_newtable(L);
            lua_replace(L, lua_upvalueindex(1));
            count = 1;
        }
        lua_pushinteger(L, count);
        lua_replace(L, lua_upvalueindex(2));
    }
    lua_pop(L, 1);                                                             /* -1 */
    lua_rawgeti(L, entry, CLUA_SPLIT_KEYS);                                    /* +1 k1 */
    lua_pushvalue(L, entry);
    lua_rawset(L, lua_upvalueindex(1));                                        /* -2 cache[k1] = entry */
    lua_settop(L, base);
}

/* splitNames(props, places) -> names?, rest?, strings (above), with upvalues (cache, count). */
int clua_splitnames(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_settop(L, 2);
    if (clua_cachedsplit(L)) {                                                 /* +1 entry (3) */
        if (lua_rawgeti(L, 3, CLUA_SPLIT_NAMES) == LUA_TBOOLEAN) { lua_pop(L, 1); lua_pushnil(L); }
        if (lua_rawgeti(L, 3, CLUA_SPLIT_REST) == LUA_TBOOLEAN) { lua_pop(L, 1); lua_pushnil(L); }
        lua_pushboolean(L, 1);                                                 /* only all-string shapes are cached */
        return 3;
    }
    int named = 0, others = 0, strings = 1;
    lua_Integer keys = 0;
    lua_pushnil(L);                                                            /* +1 first key */
    while (lua_next(L, 1)) {                                                   /* -1 +2 key value */
        lua_pop(L, 1);                                                         /* -1 value */
        keys++;
        lua_Integer place = clua_place(L);
        if (place > 0) named++;
        else if (place < 0) {
            others++;
            strings = strings && lua_type(L, -1) == LUA_TSTRING;
        }
    }
    if (named > 0) lua_createtable(L, named, 0); else lua_pushnil(L);         /* +1 names (3) */
    if (others > 0) lua_createtable(L, others, 0); else lua_pushnil(L);       /* +1 rest (4) */
    int n = 0, r = 0;
    lua_pushnil(L);                                                            /* +1 first key */
    while (lua_next(L, 1)) {                                                   /* -1 +2 key value */
        lua_pop(L, 1);                                                         /* -1 value */
        lua_Integer place = clua_place(L);
        if (place == 0) continue;
        lua_pushvalue(L, -1);
        if (place > 0) lua_rawseti(L, 3, ++n);                                 /* in next's order: below */
        else lua_rawseti(L, 4, ++r);                                           /* in next's order, as Lua's */
    }
    if (named > 1) clua_sortplaces(L, named);
    if (others > 1 && strings) clua_sortstrings(L, 4);
    /* kept when views.lua sorts nothing itself (its others all strings); found by the first
     * key, which clua_cachesplit takes only when it is a string */
    if (strings && keys > 0) clua_cachesplit(L, keys);
    lua_pushboolean(L, strings);                                               /* +1 */
    return 3;
}
