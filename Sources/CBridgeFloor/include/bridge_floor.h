/*
 * bridge_floor.h — the least a userdata binding can cost on stock Lua 5.4, for transit-bench's
 * bridge section: the floor Transit's own property reads, writes and methods are held against.
 * Not part of the product.
 */
#ifndef TRANSIT_BRIDGE_FLOOR_H
#define TRANSIT_BRIDGE_FLOOR_H

struct lua_State;

/* A lua_CFunction returning two userdata: the first answers every read with a constant and
 * ignores every write (C __index and __newindex doing nothing else); the second answers every
 * key with one cached C function that does nothing (`obj:noop()`: a C __index, then the call). */
int bridgefloor_objects(struct lua_State *L);

#endif
