/*
 * sortnames.c — views.lua's sort of the names a constructor's table gives besides the fixed
 * order's, when all are strings: `sortNames(list)` puts them in the order of Lua's `<` for
 * strings (lvm.c's l_strcmp: strcoll, chunk by chunk past embedded NULs), as `table.sort(list)`
 * did. table.sort reads and writes each step through lua_geti, lua_seti and lua_compare (a
 * PresentationController{…}'s eight overrides: ~7 k instructions); here the strings stay on
 * the stack and only their bytes are compared. Names are a table's keys, so no two are equal
 * and every sort gives the one order — unless a locale's strcoll calls two distinct strings
 * equal, where table.sort's own order is an accident of its pivots too.
 */
#include "shim.h"
#include <limits.h>
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

/* sortNames(list): list[1..#list], all strings (the caller checked), sorted in place, raw. */
int clua_sortnames(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = (lua_Integer)lua_rawlen(L, 1);
    if (n < 2) return 0;
    if (n >= INT_MAX) luaL_argerror(L, 1, "array too big");
    luaL_checkstack(L, (int)n, "too many names to sort");
    clua_Name small[32];
    clua_Name *names = small;
    if (n > 32) names = lua_newuserdatauv(L, (size_t)n * sizeof *names, 0);   /* collected */
    int base = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; i++) {        /* each string kept alive on the stack */
        if (lua_rawgeti(L, 1, i) != LUA_TSTRING) luaL_argerror(L, 1, "strings expected");   /* +1 */
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
        lua_rawseti(L, 1, i);                                                  /* -1 */
    }
    return 0;
}
