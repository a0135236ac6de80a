/*
 * pairs.c — the sandbox's `pairs`, which visits a table's keys in an order that is the same
 * on every run.
 *
 * Stock Lua 5.4 places a string key by a hash seeded per state from the time and from
 * addresses that ASLR moves (lstate.c, luai_makeseed), an object key (a table, a userdata)
 * by its address, and any key that collides with those wherever a free node is left: `pairs`
 * over names, views, or numbers that share a table with names runs in a new order on every
 * run, so a script that animates in that order gives a new trace each time, and the REPL's
 * replay (a fresh state, a fresh seed) builds a different world from the one it replays. The
 * C API cannot set the seed, so the order is made here instead: `pairs(t)` takes a snapshot of
 * t's keys, sorts it, and returns an iterator over it —
 *
 *   integers ascending, then floats ascending, then false and true, then strings by their
 *   bytes (memcmp, the shorter first on a tie: no locale), then bound objects (boxes, shim.c)
 *   in the order they were made, then any other key (a table, a function, a coroutine, a
 *   foreign or light userdata) in Lua's own order, which goes by address.
 *
 * Each step gives the next key of the snapshot still in the table (rawget), so a field
 * cleared during the traversal, as the manual allows, is passed over; a key added during it is
 * not visited. The snapshot lives as long as the iterator: a loop left by `break` leaves
 * nothing behind. Sorting is one C call over the whole table, so its steps are charged to
 * the instruction limit (a key each, and its comparisons: more for long strings), as
 * sandbox.c charges table.move's. `next` stays stock: its order is Lua's (docs/sandbox.md).
 */
#include "shim.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { PART_INTEGER, PART_FLOAT, PART_BOOLEAN, PART_STRING, PART_BOX, PART_OTHER };

typedef struct {
    int part;
    lua_Integer integer;     /* an integer's value, a boolean's, a box's serial, or the place
                                an other key had in Lua's order */
    lua_Number number;       /* a float's value */
    const char *text;        /* a string's bytes: the key is held by the table of keys */
    size_t length;
    lua_Integer index;       /* its place in the table of keys */
} clua_SortKey;

static int clua_compare(lua_Integer a, lua_Integer b) { return a < b ? -1 : a > b; }

static int clua_sortkeyorder(const void *pa, const void *pb) {
    const clua_SortKey *a = pa, *b = pb;
    if (a->part != b->part) return a->part < b->part ? -1 : 1;
    switch (a->part) {
    case PART_FLOAT: return a->number < b->number ? -1 : a->number > b->number;
    case PART_STRING: {
        size_t n = a->length < b->length ? a->length : b->length;
        int c = memcmp(a->text, b->text, n);
        if (c != 0) return c;
        return a->length < b->length ? -1 : a->length > b->length;
    }
    default: return clua_compare(a->integer, b->integer);
    }
}

static void clua_readsortkey(lua_State *L, int idx, lua_Integer place, clua_SortKey *k) {
    k->integer = 0;
    k->number = 0;
    k->text = NULL;
    k->length = 0;
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) { k->part = PART_INTEGER; k->integer = lua_tointeger(L, idx); }
        else { k->part = PART_FLOAT; k->number = lua_tonumber(L, idx); }
        break;
    case LUA_TBOOLEAN: k->part = PART_BOOLEAN; k->integer = lua_toboolean(L, idx); break;
    case LUA_TSTRING: k->part = PART_STRING; k->text = lua_tolstring(L, idx, &k->length); break;
    default: {
        clua_Box *box = lua_type(L, idx) == LUA_TUSERDATA ? clua_tobox(L, idx) : NULL;
        if (box != NULL) { k->part = PART_BOX; k->integer = box->serial; }
        else { k->part = PART_OTHER; k->integer = place; }
    }
    }
}

/* Up to this many keys, the snapshot is gathered on the stack and ordered in a C array: one
 * pass of lua_next and one table a call (a small table is what pairs most often walks). */
enum { FEW_KEYS = 32 };

/* Charges and sorts `count` keys read into `order`; whether they needed it. */
static int clua_sortkeys(lua_State *L, clua_SortKey *order, lua_Integer count) {
    int sorted = 1;
    long long bytes = 0;
    for (lua_Integer i = 0; i < count; i++) {
        bytes += (long long)order[i].length;
        if (i > 0 && sorted && clua_sortkeyorder(&order[i - 1], &order[i]) > 0) sorted = 0;
    }
    long long steps = count;
    if (!sorted) {                                         /* an array arrives in order */
        if (count <= FEW_KEYS) {                           /* qsort's calls cost more here */
            for (lua_Integer i = 1; i < count; i++) {
                clua_SortKey key = order[i];
                lua_Integer j = i;
                for (; j > 0 && clua_sortkeyorder(&order[j - 1], &key) > 0; j--) order[j] = order[j - 1];
                order[j] = key;
            }
        } else {
            qsort(order, (size_t)count, sizeof *order, clua_sortkeyorder);   /* keys differ: no ties */
        }
        long long depth = 1;
        for (lua_Integer m = count; m > 1; m >>= 1) depth++;
        steps += depth * (count + bytes / 64);            /* comparisons, long strings' bytes */
    }
    clua_chargesteps(L, steps);
    return !sorted;
}

/* [-0, +1, m] the keys of a table of at most FEW_KEYS keys, sorted, as a sequence; or
 * nothing, when it has more (or the stack has no room for them). */
static int clua_pushfewsortedkeys(lua_State *L, int t) {
    int base = lua_gettop(L);
    /* (no room near the stack's limit: the other path needs no more than stock's pairs) */
    if (!lua_checkstack(L, FEW_KEYS + 3)) return 0;
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {                               /* the keys pile up at base+1… */
        lua_pop(L, 1);
        if (count == FEW_KEYS) { lua_settop(L, base); return 0; }
        lua_pushvalue(L, -1);                              /* one kept, one for next */
        count++;
    }
    clua_SortKey order[FEW_KEYS];                          /* strings held on the stack */
    for (int i = 0; i < count; i++) {
        clua_readsortkey(L, base + 1 + i, i + 1, &order[i]);
        order[i].index = base + 1 + i;                     /* its stack slot */
    }
    clua_sortkeys(L, order, count);
    lua_createtable(L, count, 0);
    for (int i = 0; i < count; i++) {
        lua_pushvalue(L, (int)order[i].index);
        lua_rawseti(L, -2, i + 1);
    }
    if (count > 0) {                                       /* (else it is at base+1) */
        lua_replace(L, base + 1);
        lua_settop(L, base + 1);
    }
    return 1;
}

/* [-0, +1, m] the keys of table `t`, sorted, as a sequence. */
static void clua_pushsortedkeys(lua_State *L, int t) {
    if (clua_pushfewsortedkeys(L, t)) return;
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) { lua_pop(L, 1); n++; }
    int size = n > INT_MAX ? 0 : (int)n;
    lua_createtable(L, size, 0);                           /* +1 the keys, in Lua's order */
    int keys = lua_gettop(L);
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, keys, ++count);
    }
    /* a userdata, not malloc: an error (a limit) leaves nothing to free */
    clua_SortKey *order = lua_newuserdatauv(L, (size_t)count * sizeof *order, 0);   /* +1 */
    for (lua_Integer i = 1; i <= count; i++) {
        lua_rawgeti(L, keys, i);
        clua_readsortkey(L, -1, i, &order[i - 1]);         /* its bytes stay held by `keys` */
        lua_pop(L, 1);
        order[i - 1].index = i;
    }
    if (clua_sortkeys(L, order, count)) {
        lua_createtable(L, size, 0);                       /* +1 the keys, sorted */
        for (lua_Integer i = 1; i <= count; i++) {
            lua_rawgeti(L, keys, order[i - 1].index);
            lua_rawseti(L, -2, i);
        }
        lua_replace(L, keys);                              /* the sorted ones take its place */
    }
    lua_pop(L, 1);                                         /* -1 the order */
}

/* Whether the key at `idx` is the control value at 2 as next finds a key: rawequal, but a
 * float never an integer key (2.0 is not 2: a table's keys are normalized when stored, and
 * luaH_next looks the control value up as it is, so stock's next(t, 2.0) is "invalid key"). */
static int clua_samekey(lua_State *L, int idx) {
    return lua_rawequal(L, idx, 2)
        && (lua_type(L, 2) != LUA_TNUMBER || lua_isinteger(L, idx) == lua_isinteger(L, 2));
}

/* Its address is the registry key of stock's next, kept at the sandbox's set-up. */
static const char stocknext_key = 0;

void clua_keepstocknext(lua_State *L) {
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &stocknext_key);
}

static int clua_sortedstep(lua_State *L);

/* Whether the loaded modules' _G.next is next to stock — its next, or an iterator of pairs,
 * which is next there (`next = pairs({})`): where no call site names next, stock's
 * luaL_argerror names it by its place among them ('next'), and '?' once a script removed or
 * replaced the global (`next = nil`). */
static int clua_globalnextisstock(lua_State *L) {
    int top = lua_gettop(L), found = 0;
    if (lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE) == LUA_TTABLE
        && lua_getfield(L, -1, LUA_GNAME) == LUA_TTABLE) {
        lua_pushliteral(L, "next");
        lua_rawget(L, -2);
        lua_rawgetp(L, LUA_REGISTRYINDEX, &stocknext_key);
        found = lua_rawequal(L, -1, -2) || lua_tocfunction(L, -2) == clua_sortedstep;
    }
    lua_settop(L, top);
    return found;
}

/* The iterator called with a table not its own: stock's next (luaB_next) on it, as stock's
 * pairs returns next itself and scripts take it so (`local nxt = pairs({})`, then `nxt(t, k)`
 * or `for k, v in nxt, t`). A value that is not a table is next's argument error, named as
 * the call site names the iterator ('nxt', 'for iterator'); where it names none (a pcall),
 * as stock's names next: worded here as luaL_typeerror words it. */
static int clua_nextofother(lua_State *L) {
    if (!lua_istable(L, 1)) {
        lua_Debug ar;
        if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) && ar.name != NULL) {
            luaL_checktype(L, 1, LUA_TTABLE);
        }
        const char *name = clua_globalnextisstock(L) ? "next" : "?";
        const char *got = luaL_getmetafield(L, 1, "__name") == LUA_TSTRING ? lua_tostring(L, -1)
            : lua_type(L, 1) == LUA_TLIGHTUSERDATA ? "light userdata" : luaL_typename(L, 1);
        return luaL_error(L, "bad argument #1 to '%s' (table expected, got %s)", name, got);
    }
    lua_settop(L, 2);
    if (lua_next(L, 1)) return 2;
    lua_pushnil(L);
    return 1;
}

/* The iterator: upvalue 1 the sorted keys, 2 the place of the last key given, 3 the table,
 * 4 each key's place (nil until a control value other than the last key is given), 5 the
 * last key given (compared as it is, not read back from 1: this runs once a step).
 * Its control value (argument 2) is the key to go on from, as stock's next takes it: nil
 * starts again and the key it gave last goes on at once, so the same iterator runs a second
 * loop (`local f, s = pairs(t)`, then `for k in f, s` twice) and `f(s, nil)` gives the first
 * key each time, as with stock's; another key of the snapshot is looked up, its steps
 * charged, and a key not in it is next's "invalid key to 'next'". */
static int clua_sortedstep(lua_State *L) {
    lua_Integer i;
    int keys = lua_upvalueindex(1), t = lua_upvalueindex(3);
    if (!lua_rawequal(L, 1, t)) return clua_nextofother(L);
    if (lua_isnoneornil(L, 2)) {
        i = 0;
    } else if (clua_samekey(L, lua_upvalueindex(5))) {
        i = lua_tointeger(L, lua_upvalueindex(2));
    } else {
        /* another key (a loop resumed from a saved key): its place from a table of the
         * snapshot's places, made at the first such key and charged once, not a search
         * per key, which made resuming from each key in turn quadratic (10^5 keys ran
         * past the instruction limit, where stock's next takes 0.05 s) */
        int places = lua_upvalueindex(4);
        if (!lua_istable(L, places)) {
            lua_Integer count = (lua_Integer)lua_rawlen(L, keys);
            lua_createtable(L, 0, (int)count);             /* +1 */
            for (lua_Integer k = 1; k <= count; k++) {
                lua_rawgeti(L, keys, k);                   /* +1 */
                lua_pushinteger(L, k);                     /* +1 */
                lua_rawset(L, -3);                         /* -2 */
            }
            lua_replace(L, places);                        /* -1 */
            clua_chargesteps(L, count);
        }
        lua_pushvalue(L, 2);                               /* +1 */
        /* (a float 2.0 finds 2's place: the key there must be the same key) */
        i = lua_rawget(L, places) == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
        lua_pop(L, 1);                                     /* -1 */
        if (i > 0) {
            lua_rawgeti(L, keys, i);                       /* +1 */
            if (!clua_samekey(L, -1)) i = 0;
            lua_pop(L, 1);                                 /* -1 */
        }
        if (i == 0) {
            lua_pushliteral(L, "invalid key to 'next'");   /* as luaH_next: no place */
            return lua_error(L);
        }
    }
    for (;;) {
        if (lua_rawgeti(L, keys, ++i) == LUA_TNIL) {       /* +1 the key */
            return 1;                                      /* nil: the end (the last key given stays) */
        }
        lua_pushvalue(L, -1);
        if (lua_rawget(L, t) != LUA_TNIL) break;           /* +1 the value */
        lua_pop(L, 2);                                     /* cleared since pairs was called */
    }
    lua_copy(L, -2, lua_upvalueindex(5));
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(2));
    return 2;
}

static int clua_pairsdone(lua_State *L, int status, lua_KContext k) {
    (void)L; (void)status; (void)k;
    return 3;
}

/* pairs(t): the __pairs metamethod's three values, or an iterator over t's keys in the order
 * above, t, nil. Upvalue 1: the stock next, for a value that is not a table (whose error,
 * raised by the loop's first step, is then stock's: "bad argument #1 to 'for iterator'"). */
int clua_detpairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_callk(L, 1, 3, 0, clua_pairsdone);             /* it may yield, as stock's */
        return 3;
    }
    if (!lua_istable(L, 1)) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        return 3;
    }
    lua_settop(L, 1);
    clua_pushsortedkeys(L, 1);                             /* 2 */
    lua_pushinteger(L, 0);
    lua_pushvalue(L, 1);
    lua_pushnil(L);                                        /* the places, made when asked */
    lua_pushnil(L);                                        /* no key given yet */
    lua_pushcclosure(L, clua_sortedstep, 5);               /* the iterator */
    lua_pushvalue(L, 1);
    lua_pushnil(L);
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
