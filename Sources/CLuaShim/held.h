/*
 * held.h — the set of blocks the allocator holds back from free (held.c; shim.c says why).
 */
#ifndef CLUA_HELD_H
#define CLUA_HELD_H

#include "shim.h"

/* Adds p (of `size` bytes) to the set; 0 when the system has no memory for the set itself,
 * and p was not added. */
int clua_heldadd(clua_Held *h, void *p, size_t size);
/* Whether p is in the set. */
int clua_heldhas(const clua_Held *h, const void *p);
/* Calls release on every block of the set, then empties it and frees its table. */
void clua_heldempty(clua_Held *h, void (*release)(void *p, void *ud), void *ud);

#endif
