/*
 * held.c — a set of block addresses (clua_Held): the blocks Lua's emergency collection freed,
 * which the allocator keeps instead of freeing until no operation of Lua's can still reach
 * them (shim.c, "Lua's emergency collection"). Open addressing, linear probing, at most half
 * full; no removal — the set empties all at once. Its memory is the system's, not the
 * script's: it holds what the script's limit already freed.
 */
#include "held.h"

#include <stdint.h>
#include <stdlib.h>

static inline size_t clua_heldslot(const void *p, size_t mask) {
    uint64_t h = (uint64_t)(uintptr_t)p >> 4;            /* malloc's blocks are 16-aligned */
    h *= 0x9E3779B97F4A7C15ull;                          /* Fibonacci hashing: spread the bits */
    return (size_t)(h >> 32) & mask;
}

static int clua_heldgrow(clua_Held *h) {
    size_t cap = h->cap ? h->cap * 2 : 256;
    void **slots = calloc(cap, sizeof *slots);
    if (slots == NULL) return 0;
    for (size_t i = 0; i < h->cap; i++) {
        void *p = h->slots[i];
        if (p == NULL) continue;
        size_t j = clua_heldslot(p, cap - 1);
        while (slots[j] != NULL) j = (j + 1) & (cap - 1);
        slots[j] = p;
    }
    free(h->slots);
    h->slots = slots;
    h->cap = cap;
    return 1;
}

int clua_heldadd(clua_Held *h, void *p, size_t size) {
    if ((h->count + 1) * 2 > h->cap && !clua_heldgrow(h)) return 0;
    size_t mask = h->cap - 1, j = clua_heldslot(p, mask);
    while (h->slots[j] != NULL) {
        if (h->slots[j] == p) return 1;                  /* held already */
        j = (j + 1) & mask;
    }
    h->slots[j] = p;
    h->count++;
    h->bytes += size;
    return 1;
}

int clua_heldhas(const clua_Held *h, const void *p) {
    if (h->count == 0) return 0;
    size_t mask = h->cap - 1;
    for (size_t j = clua_heldslot(p, mask); h->slots[j] != NULL; j = (j + 1) & mask)
        if (h->slots[j] == p) return 1;
    return 0;
}

void clua_heldempty(clua_Held *h, void (*release)(void *p, void *ud), void *ud) {
    if (h->count > 0)
        for (size_t i = 0; i < h->cap; i++)
            if (h->slots[i] != NULL) release(h->slots[i], ud);
    free(h->slots);
    h->slots = NULL;
    h->cap = h->count = h->bytes = 0;
}
