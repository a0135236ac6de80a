/*
 * pairs.c — the sandbox's `next` and `pairs`, which visit a table's keys in an order that is
 * the same on every run.
 *
 * Stock Lua 5.4 places a string key by a hash seeded per state from the time and from
 * addresses that ASLR moves (lstate.c, luai_makeseed), and an object key (a table, a
 * userdata) by its address: `pairs` over names or views runs in a new order on every run, so
 * a script that animates in that order gives a new trace each time, and the REPL's replay
 * (a fresh state, a fresh seed) builds a different world from the one it replays. The C API
 * cannot set the seed, so the order is made here instead:
 *
 *   1. every key that is neither a string nor a bound object (a box: shim.c), in Lua's own
 *      order — the array part by index, then integers, floats and booleans, whose places do
 *      not depend on the seed; tables, functions and foreign userdata as keys still go by
 *      address, in this first part (nothing about them is both stable and cheap to read);
 *   2. then the strings, by their bytes (memcmp, the shorter first on a tie: no locale);
 *   3. then the bound objects, in the order their boxes were made (a box's serial).
 *
 * Parts 2 and 3 are a snapshot, taken when part 1 runs out: an array of those keys, sorted,
 * kept while the traversal lasts in a weak-keyed table of the registry and dropped when it
 * ends. A step of part 2 or 3 finds its key's successor in the snapshot by binary search, so
 * a key cleared during the traversal (as the manual allows) is passed over, and a traversal
 * that finds no snapshot (another one over the same table ended meanwhile) takes a new one
 * and goes on from its key. Building a snapshot is one C call over the whole table: its
 * steps (a key each, and the sort's comparisons) are charged to the instruction limit, as
 * sandbox.c charges table.move's.
 */
#include "shim.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Its address is the registry key of the snapshots' table. */
static const char snapshots_key = 0;

/* 0: part 1 (Lua's order); 1: a string; 2: a bound object. */
static int clua_keypart(lua_State *L, int idx) {
    int t = lua_type(L, idx);
    if (t == LUA_TSTRING) return 1;
    if (t == LUA_TUSERDATA && clua_tobox(L, idx) != NULL) return 2;
    return 0;
}

typedef struct {
    const char *text;   /* a string key's bytes (the key is held by the snapshot table) */
    size_t length;
    uint32_t serial;    /* a box's */
    int part;
    lua_Integer index;  /* its place in the unsorted array */
} clua_SortKey;

static int clua_sortkeyless(const void *pa, const void *pb) {
    const clua_SortKey *a = pa, *b = pb;
    if (a->part != b->part) return a->part < b->part ? -1 : 1;
    if (a->part == 2) return a->serial < b->serial ? -1 : a->serial > b->serial;
    size_t n = a->length < b->length ? a->length : b->length;
    int c = memcmp(a->text, b->text, n);
    if (c != 0) return c;
    return a->length < b->length ? -1 : a->length > b->length;
}

static void clua_readsortkey(lua_State *L, int idx, clua_SortKey *k) {
    k->part = clua_keypart(L, idx);
    if (k->part == 1) {
        k->text = lua_tolstring(L, idx, &k->length);   /* a string: converts nothing */
        k->serial = 0;
    } else {
        k->text = NULL;
        k->length = 0;
        k->serial = clua_tobox(L, idx)->serial;
    }
}

/* [-0, +1, m] pushes the snapshots' table (weak keys), made on first use. */
static void clua_pushsnapshots(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &snapshots_key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &snapshots_key);
}

/* [-0, +(0|1), m] takes the snapshot of table 1's string and object keys, sorted, records it
 * in the snapshots' table at index `snapshots` and pushes it; returns its length. A table
 * with no such key (an array, an empty table: `next(t) == nil`) gets none: pushes nothing. */
static lua_Integer clua_takesnapshot(lua_State *L, int snapshots) {
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {                               /* [key value] */
        lua_pop(L, 1);
        if (clua_keypart(L, -1) != 0) n++;
    }
    if (n == 0) return 0;
    int size = n > INT_MAX ? 0 : (int)n;
    lua_createtable(L, size, 0);                           /* +1 the keys, unsorted */
    int keys = lua_gettop(L);
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        if (clua_keypart(L, -1) != 0) {
            lua_pushvalue(L, -1);
            lua_rawseti(L, keys, ++count);
        }
    }
    long long steps = 2 * n;
    lua_createtable(L, size, 0);                           /* +1 the snapshot */
    int snapshot = lua_gettop(L);
    /* a userdata, not malloc: an error while sorting (a limit) leaves nothing to free */
    clua_SortKey *order = lua_newuserdatauv(L, (size_t)n * sizeof *order, 0);   /* +1 */
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, keys, i);
        clua_readsortkey(L, -1, &order[i - 1]);            /* its bytes stay held by `keys` */
        order[i - 1].index = i;
        lua_pop(L, 1);
    }
    qsort(order, (size_t)n, sizeof *order, clua_sortkeyless);   /* keys differ: no ties */
    for (lua_Integer m = n; m > 1; m >>= 1) steps += n;        /* about n log2 n comparisons */
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, keys, order[i - 1].index);
        lua_rawseti(L, snapshot, i);
    }
    lua_pop(L, 1);                                         /* -1 the order */
    lua_remove(L, keys);                                   /* -1: the snapshot on top */
    lua_pushvalue(L, 1);
    lua_pushvalue(L, -2);
    lua_rawset(L, snapshots);                              /* snapshots[t] = snapshot */
    clua_chargesteps(L, steps);
    return n;
}

/* The first place in `snapshot` (of length n) whose key comes after the key at `key`. */
static lua_Integer clua_successor(lua_State *L, int snapshot, lua_Integer n, int key) {
    clua_SortKey k, probe;
    clua_readsortkey(L, key, &k);
    lua_Integer lo = 1, hi = n + 1;                        /* the answer lies in [lo, hi] */
    while (lo < hi) {
        lua_Integer mid = lo + (hi - lo) / 2;
        lua_rawgeti(L, snapshot, mid);
        clua_readsortkey(L, -1, &probe);
        int after = clua_sortkeyless(&probe, &k) > 0;
        lua_pop(L, 1);                                     /* the snapshot still holds it */
        if (after) hi = mid; else lo = mid + 1;
    }
    return lo;
}

/* next(table [, key]) */
int clua_detnext(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    lua_Integer i = 1, n;
    if (clua_keypart(L, 2) == 0) {
        /* part 1: Lua's own order, passing over the keys of parts 2 and 3. A key that is not
         * in the table is Lua's error ("invalid key to 'next'"), as stock next's. */
        while (lua_next(L, 1)) {
            if (clua_keypart(L, -2) == 0) return 2;
            lua_pop(L, 1);
        }
        lua_settop(L, 1);
        clua_pushsnapshots(L);                             /* 2 */
        n = clua_takesnapshot(L, 2);                       /* 3 */
        if (n == 0) { lua_pushnil(L); return 1; }
    } else {
        clua_pushsnapshots(L);                             /* 3 */
        lua_pushvalue(L, 1);
        if (lua_rawget(L, 3) == LUA_TTABLE) {              /* 4 */
            n = (lua_Integer)lua_rawlen(L, 4);
        } else {
            lua_pop(L, 1);
            n = clua_takesnapshot(L, 3);
            if (n == 0) { lua_pushnil(L); return 1; }      /* all cleared since */
        }
        i = clua_successor(L, 4, n, 2);
        lua_remove(L, 2);                                  /* [t snapshots snapshot] */
    }
    /* [t snapshots snapshot]: the first key from i on still in the table */
    for (; i <= n; i++) {
        lua_rawgeti(L, 3, i);                              /* +1 key */
        lua_pushvalue(L, -1);
        if (lua_rawget(L, 1) != LUA_TNIL) return 2;        /* +1 value */
        lua_pop(L, 2);                                     /* cleared since the snapshot */
    }
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    lua_rawset(L, 2);                                      /* the traversal is over */
    lua_pushnil(L);
    return 1;
}

static int clua_pairsdone(lua_State *L, int status, lua_KContext k) {
    (void)L; (void)status; (void)k;
    return 3;
}

/* pairs(t): the __pairs metamethod's three values, or this `next`, t, nil. */
int clua_detpairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") == LUA_TNIL) {
        lua_pushcfunction(L, clua_detnext);
        lua_pushvalue(L, 1);
        lua_pushnil(L);
    } else {
        lua_pushvalue(L, 1);
        lua_callk(L, 1, 3, 0, clua_pairsdone);             /* it may yield, as stock's */
    }
    return 3;
}

/* Its address is the registry key of the preludes' environment. */
static const char preludeenvironment_key = 0;

/* preludeenvironment(env), the sandbox's: records the table. */
int clua_setpreludeenvironment(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &preludeenvironment_key);
    return 0;
}

/* Called from Swift, outside any protected call: a light userdata key, so nothing here can
 * allocate or raise. */
void clua_usepreludeenvironment(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &preludeenvironment_key) == LUA_TTABLE) {
        lua_setupvalue(L, -2, 1);                          /* the chunk's one upvalue: _ENV */
    } else {
        lua_pop(L, 1);
    }
}
