/*
 * transit_module.h — the C entry of Transit as a Lua C module (transit.so).
 *
 * Only what the entry needs of Lua is declared here, not lua.h: the module takes every lua_*
 * symbol from the host process (stock lua5.4 has the Lua core built in), and this target
 * links against no Lua library.
 */
#ifndef TRANSIT_MODULE_H
#define TRANSIT_MODULE_H

typedef struct lua_State lua_State;

/* What `require "transit"` calls: installs Transit's globals into the host's state and
 * returns them as a table. */
int luaopen_transit(lua_State *L);

/* The Swift half (Sources/TransitModule, @_cdecl): never raises. Returns the number of
 * results it left on L's stack, or -1 with the error message on top. */
int transit_module_open(lua_State *L);

/* From Sources/CLuaShim/borrow.c, linked into the same module: whether the process has the
 * address space a load takes, asked of mmap (1 or 0); and the ballast, taken after a load. */
int clua_roomtoload(void);
void clua_takeballast(void);

#endif
