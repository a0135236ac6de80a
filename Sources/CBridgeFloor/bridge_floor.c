/*
 * bridge_floor.c — see bridge_floor.h. Each function does the least its role allows, so what
 * a loop over it costs is Lua's own metamethod machinery (luaV_finishget / finishset,
 * luaT_callTM, a C call) and nothing of a binding's.
 */
#include "bridge_floor.h"

#include <lua.h>

static int floor_index(lua_State *L) {
    lua_pushnumber(L, 0.5);                                 /* [obj key 0.5] */
    return 1;
}

static int floor_newindex(lua_State *L) {
    (void)L;
    return 0;
}

static int floor_noop(lua_State *L) {
    (void)L;
    return 0;
}

/* Upvalue 1: floor_noop, pushed once: a method cached as a binding would cache it. */
static int floor_methodindex(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));                  /* [obj key noop] */
    return 1;
}

/* A userdata with a new metatable holding __newindex then __index, as Transit's class
 * metatables are made (32 slots, __newindex first: see LuaState+Classes.swift), so that
 * Lua's look-up of "__index" in it costs what it costs Transit's. Upvalue counts as given. */
static void floor_push(lua_State *L, lua_CFunction index, int indexupvalues) {
    lua_newuserdatauv(L, 0, 0);                             /* [.. up? ud] */
    lua_createtable(L, 0, 32);                              /* [.. up? ud mt] */
    lua_pushcfunction(L, floor_newindex);                   /* [.. up? ud mt f] */
    lua_setfield(L, -2, "__newindex");                      /* [.. up? ud mt] */
    if (indexupvalues > 0) lua_rotate(L, -3, -1);           /* [.. ud mt up] */
    lua_pushcclosure(L, index, indexupvalues);              /* [.. ud mt f] */
    lua_setfield(L, -2, "__index");                         /* [.. ud mt] */
    lua_setmetatable(L, -2);                                /* [.. ud] */
}

int bridgefloor_objects(lua_State *L) {
    floor_push(L, floor_index, 0);                          /* [prop] */
    lua_pushcfunction(L, floor_noop);                       /* [prop noop] */
    floor_push(L, floor_methodindex, 1);                    /* [prop methods] */
    return 2;
}
