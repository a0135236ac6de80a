/*
 * slots.c — the check that this liblua's stack reads as slots.h says, before a state's
 * metamethods read their arguments from it.
 */
#include "slots.h"

#include <string.h>

/* Each kind the fast paths read, pushed and then read both ways: the slot's answer must be
 * the API's. A liblua built with other layouts (or a later Lua) fails one of them, and its
 * states keep to the API. */
void clua_checkslots(lua_State *L, clua_Control *c) {
    static const char longname[] = "a string longer than LUAI_MAXSHORTLEN, never interned";
    int base = lua_gettop(L);                    /* the box-sized userdata on top */
    int n = 0;
    const clua_Slot *a = clua_argslots(L, &n);
    int ok = base >= 1 && n == base && a[base - 1].tt == CLUA_TT_USERDATA;
    if (ok) {
        const struct clua_UdataHeader *u = (const struct clua_UdataHeader *)a[base - 1].value.gc;
        ok = (const void *)(u + 1) == lua_touserdata(L, base) && u->nuvalue == 1 &&
             u->len == sizeof(clua_Box) && lua_rawlen(L, base) == sizeof(clua_Box);
    }
    lua_pushliteral(L, "alpha");                                 /* +1 a short string */
    lua_pushlstring(L, longname, sizeof longname - 1);           /* +1 a long one */
    lua_pushnumber(L, 0.25);                                     /* +1 */
    lua_pushinteger(L, -7);                                      /* +1 */
    lua_pushlightuserdata(L, (void *)longname);                  /* +1 */
    lua_pushboolean(L, 1);                                       /* +1 */
    a = clua_argslots(L, &n);                    /* again: a push may have moved the stack */
    double d = 0;
    ok = ok && n == base + 6 && n == lua_gettop(L);
    ok = ok && clua_slotstring(&a[base]) == lua_topointer(L, base + 1) && a[base].value.gc != NULL;
    ok = ok && clua_slotstring(&a[base + 1]) == lua_topointer(L, base + 2) && a[base + 1].value.gc != NULL;
    ok = ok && clua_slotnumber(&a[base + 2], &d) && d == 0.25 && lua_type(L, base + 3) == LUA_TNUMBER;
    ok = ok && clua_slotnumber(&a[base + 3], &d) && d == -7.0 && lua_isinteger(L, base + 4);
    ok = ok && a[base + 4].tt != CLUA_TT_USERDATA && clua_slotstring(&a[base + 4]) == NULL &&
         !clua_slotnumber(&a[base + 4], &d) && a[base + 4].value.gc == lua_touserdata(L, base + 5);
    ok = ok && clua_slotstring(&a[base + 5]) == NULL && !clua_slotnumber(&a[base + 5], &d) &&
         a[base + 5].tt != CLUA_TT_USERDATA;
    lua_settop(L, base);                                         /* -6 */
    c->directslots = ok;
}
