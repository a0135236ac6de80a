/* The identity cache's size (BRIDGE.md, "Lifetime and identity"; docs/benchmark.md).
 *
 * The cache is a weak-valued table from an object's address to its one box. Lua grows a
 * table when an insert finds no free node and never shrinks it otherwise: once the boxes of
 * 10,000 views and of the 10,000 handles their `View.animate` calls returned are in it, it
 * has 32,768 nodes, and after a collection clears the handles' entries the nodes stay until
 * some later insert happens to rehash it. When a box lets go of its object and the live
 * boxes would fit in half the nodes, the cache is rebuilt at its live size — not there (a
 * finalizer, or a Swift frame an allocation error must not unwind) but by the hook, at the
 * running thread's next instruction, in a protected call: a memory error leaves the old
 * table in place. A rebuild waits until as many boxes were made or let go since the last as
 * are alive: a program whose objects cross a power of two back and forth does not pay one a
 * collection, and each rebuild's walk is paid for by the pushes and collections before it. */

#include "shim.h"
#include <lauxlib.h>

/* Below this many nodes (24 KB) a cache is not rebuilt. A script whose few dozen boxes come
 * and go (a presentation's controller, views and animation handles at each present) crosses a
 * small power of two back and forth: it paid a rebuild every few presentations, each a copy and
 * a collector restart that forces the next collection step — with those steps 0.8–3.5 % of
 * the seed transitions' instructions (docs/benchmark.md, branch twins94) — to give back a few
 * KB its next growth took again. Lua itself rehashes such a churning table at its live size
 * as inserts use up its free nodes; the rebuild is for a large cache that no insert rehashes
 * (10,000 views' handles gone), and a small one keeps at most this many nodes. */
#define CLUA_IDENTITY_MINNODES 1024

void clua_identityremoved(lua_State *L, size_t removed, size_t live) {
    clua_Control *c = clua_control(L);
    c->identity_changes += removed;
    if (c->identity_due || c->borrowed || c->closing) return;   /* borrowed: the host's hooks */
    if (c->identity_nodes < CLUA_IDENTITY_MINNODES || live * 2 > c->identity_nodes
        || c->identity_changes < live) return;
    c->identity_due = 1;
    clua_armnow(L);                        /* only sets fields: safe in a finalizer */
}

/* The copy: the same keys and boxes, the same weak metatable, in a table made at the count's
 * size; the registry slot then names it (an existing integer key: that set allocates
 * nothing). [-0, +0, m] */
static int clua_identitycopy(lua_State *L) {
    clua_Control *c = clua_control(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, c->identity_ref);       /* +1 old (1) */
    int count = 0;
    lua_pushnil(L);                                            /* +1 */
    while (lua_next(L, 1) != 0) { count++; lua_pop(L, 1); }    /* raw: keys from next */
    lua_createtable(L, 0, count);                              /* +1 new (2) */
    lua_getmetatable(L, 1);                                    /* +1 the weak-values metatable */
    lua_setmetatable(L, 2);                                    /* -1 */
    lua_pushnil(L);                                            /* +1 */
    while (lua_next(L, 1) != 0) {                              /* -1 +2 key box */
        lua_pushvalue(L, -2);                                  /* +1 key */
        lua_insert(L, -2);                                     /* key key box */
        lua_rawset(L, 2);                                      /* -2 new[key] = box */
    }
    lua_pushvalue(L, 2);                                       /* +1 */
    lua_rawseti(L, LUA_REGISTRYINDEX, c->identity_ref);        /* -1 */
    size_t nodes = 0;                                          /* what Lua gave: a power of two */
    if (count > 0) for (nodes = 1; nodes < (size_t)count; nodes <<= 1) {}
    c->identity_nodes = nodes;
    c->identity_changes = 0;
    return 0;
}

void clua_identityrebuild(lua_State *L) {
    clua_Control *c = clua_control(L);
    c->identity_due = 0;
    /* No collection while copying: no finalizer runs between the count and the copy, and
     * none forgets an entry in the old table after it was copied. (An emergency collection
     * on a refused allocation still clears both tables alike: both are weak.) */
    int running = lua_gc(L, LUA_GCISRUNNING);
    if (running) lua_gc(L, LUA_GCSTOP);
    lua_pushcfunction(L, clua_identitycopy);                  /* +1 */
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) lua_pop(L, 1);        /* -1 (+1 -1 error): keep the old */
    if (running) lua_gc(L, LUA_GCRESTART);
}
