/*
 * shim.c — the allocator, hook, trampoline, message handler and protected helpers.
 * Each stack operation carries a comment saying what it does to the stack, as Lua's source does.
 */
#include "shim.h"
#include "slots.h"
#include "held.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include <signal.h>
#include <limits.h>

/* ------------------------------------------------------------------------------------------
 * Allocator: soft limit (raised by the hook, with a line), ceiling (refused by the allocator),
 * and a reserve window above the ceiling while a Swift frame is live, so that an API call made
 * from Swift never fails with a longjmp; the trampoline raises for it on the way out.
 * ---------------------------------------------------------------------------------------- */
static void clua_hook(lua_State *L, lua_Debug *ar);
static int clua_scriptline(lua_State *L, int level, char *buf, size_t size);
static int clua_scriptlinewithin(lua_State *L, int level, int last, char *buf, size_t size);
/* How far up the hook looks for a script line when it stops in Transit's own Lua: a prelude's
 * caller is a level or two up, unless the prelude recursed. */
#define CLUA_HOOK_WALK 16
static void clua_tracebackinto(lua_State *L, char *buf, size_t size);

/* The start arena (clua_usestartarena): one malloc'd block from which the first state of the
 * process takes new blocks by moving a pointer. Nothing freed in it is reused — free ignores
 * such blocks — and the whole goes when that state closes. At start Lua makes ~2,700 objects
 * and glibc's malloc and free cost a sixth of `transit run`'s instructions; lua_close then
 * frees every block one by one again. Only the owning state's allocator reads the pointers
 * below; other threads' states read just the owner, atomically. */
static size_t clua_arenawanted;               /* bytes, for the next state (clua_newstate) */
static clua_Control *clua_arenaowner;         /* atomic */
static char *clua_arenabase, *clua_arenanext, *clua_arenaend;

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLUA_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CLUA_SANITIZED 1
#endif

/* Not under AddressSanitizer (`make sanitize`): blocks inside the arena are invisible to it —
 * a use after free or an overflow among Lua's blocks would go unseen — and dead boxes there
 * would still point at their objects, hiding leaks from LeakSanitizer. */
void clua_usestartarena(size_t bytes) {
#ifndef CLUA_SANITIZED
    __atomic_store_n(&clua_arenawanted, bytes, __ATOMIC_RELAXED);
#else
    (void)bytes;
#endif
}

static inline int clua_inarena(const void *p) {
    return (const char *)p >= clua_arenabase && (const char *)p < clua_arenaend;
}

/* nsize rounded up to malloc's alignment, from the arena; NULL when it has no room left */
static inline void *clua_arenatake(size_t nsize) {
    if (nsize > (size_t)(clua_arenaend - clua_arenanext)) return NULL;   /* also no overflow below */
    size_t n = (nsize + 15) & ~(size_t)15;
    if (n > (size_t)(clua_arenaend - clua_arenanext)) return NULL;
    void *p = clua_arenanext;
    clua_arenanext += n;
    return p;
}

/* The owner's allocation: new blocks from the arena while it lasts; a block of the arena
 * shrinks in place, grows in place when it is the last one, else moves. */
static inline __attribute__((always_inline)) void *clua_arenaalloc(void *ptr, size_t osize, size_t nsize) {
    if (ptr == NULL) {
        void *p = clua_arenatake(nsize);
        return p != NULL ? p : malloc(nsize);
    }
    if (!clua_inarena(ptr)) return realloc(ptr, nsize);
    if (nsize <= osize) return ptr;
    size_t had = (osize + 15) & ~(size_t)15;
    if ((char *)ptr + had == clua_arenanext) {
        size_t n = (nsize + 15) & ~(size_t)15;
        if (n - had <= (size_t)(clua_arenaend - clua_arenanext)) {
            clua_arenanext = (char *)ptr + n;
            return ptr;
        }
    }
    void *p = clua_arenatake(nsize);
    if (p == NULL) p = malloc(nsize);
    if (p != NULL) memcpy(p, ptr, osize);
    return p;
}

/* ------------------------------------------------------------------------------------------
 * Lua's emergency collection. Lua answers a refused block (past the ceiling, or refused by the
 * system) with a full collection, then asks for the block again (lmem.c, tryagain). That
 * collection frees what only a C local of Lua's holds — Lua's bug "Use after free in
 * 'luaV_finishset'" (since 5.4.1, fixed upstream by lua/lua 983bc433 for 5.4.8; Debian's 5.4.4
 * has it): a weak-valued metatable's __newindex table that luaV_finishset is growing is freed
 * under it, with its array and hash part, and Lua goes on growing it — reallocates the freed
 * array, or writes the freed table's fields, reads its freed hash part back and frees that a
 * second time. So when the ceiling refuses a block of the sizes that bug grows (a table's hash
 * part or array: clua_maybetablepart), what the collection frees between the refusal and the
 * retry is held, not freed (c->held): its bytes leave the count, so the retry finds the room
 * it always did, and the blocks stay as they were, so Lua's late reads and writes land in
 * memory nobody else has. (After the system's refusal nothing is held: the retry needs that
 * very memory.) Then:
 * - a second free of a held block is dropped;
 * - a request to grow or shrink a held block (the freed array) is refused: Lua raises its
 *   memory error without touching the table again (inside a host frame, where nothing may
 *   raise, it gets a copy instead);
 * - the held blocks are freed at the running thread's next instruction (the hook is armed for
 *   it), at the hook's next call on any thread, at the host's next call into Lua, and at close:
 *   the bug's window is one operation of Lua's that calls no function, which none outlives;
 * - the block the retry got, and the new block after it, may have become the freed table's
 *   new hash part and array, which nothing reaches once the operation ends: they are watched
 *   (c->retried) until Lua frees them, and freed at close if Lua never does.
 * No legitimate script sees a difference but memory given back to the system an instruction
 * later, and only where a table part was refused: the count is the same, and Lua never rightly
 * touches a block it freed. Held bytes past the ceiling refuse the next block outside host
 * frames, so emergencies in a row keep no more than that held. One path stays open: a hash
 * part granted before the array is refused is not watched, and leaks until the process ends
 * (EmergencyCollectionTests, disabled; watching it would cost every allocation a store).
 * ---------------------------------------------------------------------------------------- */

/* clua_heldempty's release: a block of the arena stays in it (free ignores those). */
static void clua_freeheld(void *p, void *ud) {
    clua_Control *c = (clua_Control *)ud;
    if (__atomic_load_n(&clua_arenaowner, __ATOMIC_RELAXED) != c || !clua_inarena(p)) free(p);
}

/* c->watching: whether a request must take the allocator's watched path. */
static inline void clua_rewatch(clua_Control *c) {
    c->watching = c->retrypending | c->watchnext | (c->held.count != 0) | (c->nretried != 0);
}

/* Between two instructions, or back in the host: whatever operation of Lua's an emergency
 * collection interrupted has ended, so what it held goes, and no retry is awaited any more. */
static inline void clua_endemergency(clua_Control *c) {
    c->retrypending = 0;
    c->retryheld = 0;
    c->watchnext = 0;
    if (c->held.cap != 0) clua_heldempty(&c->held, clua_freeheld, c);
    clua_rewatch(c);
}

/* A free while blocks are held, a retry awaited or retried blocks watched. Returns 1 when the
 * block is not to be freed now: held by this free, or held already (Lua's bug frees the freed
 * table's old hash part a second time). */
static __attribute__((noinline)) int clua_watchedfree(clua_Control *c, void *ptr, size_t osize) {
    for (int i = 0; i < c->nretried; i++)
        if (c->retried[i].block == ptr) {              /* Lua frees it: not lost after all */
            c->retried[i] = c->retried[--c->nretried];
            break;
        }
    if (clua_heldhas(&c->held, ptr)) return 1;
    if (!c->retrypending || !c->holding) return 0;
    /* freed by the emergency collection. With no memory for the set, the block is left
     * unfreed and uncounted: a leak, rather than a block Lua's bug may still write to. */
    (void)clua_heldadd(&c->held, ptr, osize);
    c->retryheld = 1;
    c->used -= osize;
    return 1;
}

/* The request after a refusal, whose collection held blocks: the hook runs at the running
 * thread's next instruction, and frees them there — unless the thread has a hook of the
 * script's own (debug.sethook, without limits: `--unsafe`), which lua_sethook would replace:
 * then the next of ours on any thread, the call's end or the ceiling's rule frees them
 * (clua_endemergency's callers). The next new block is watched as the
 * retry's is: luaH_resize asks for the new hash part, then for the array — a new block when
 * the freed table had none (realloc of NULL), which only that table would reach. */
static __attribute__((noinline)) void clua_retryafterheld(clua_Control *c) {
    c->retryheld = 0;
    c->heldcollections++;
    c->watchnext = 1;
    if (c->running == NULL) return;
    lua_Hook hook = lua_gethook(c->running);
    if (hook == NULL || hook == clua_hook) lua_sethook(c->running, clua_hook, LUA_MASKCOUNT, 1);
}

/* The block a retry after held blocks got, watched until Lua frees it (a leak otherwise: the
 * freed table's new part). A block of the arena goes with the arena. */
static __attribute__((noinline)) void clua_watchretried(clua_Control *c, void *p, size_t size, int owner) {
    if (owner && clua_inarena(p)) return;
    if (c->nretried == CLUA_RETRIED) {                  /* forget the oldest: at worst a leak */
        memmove(c->retried, c->retried + 1, (CLUA_RETRIED - 1) * sizeof *c->retried);
        c->nretried--;
    }
    c->retried[c->nretried].block = p;
    c->retried[c->nretried++].size = size;
}

/* A refusal outside host frames: Lua raises LUA_ERRMEM itself, without the message handler,
 * so the host names `where`, which becomes the line asking now rather than the last one the
 * hook saw. The running thread's stack is consistent at every allocation (a collection there
 * may run finalizers), and lua_getstack and lua_getinfo("Sl") only read it: they allocate
 * nothing. Lua's emergency collection runs next, then the retry. */
static void clua_refusedhere(clua_Control *c, int hold) {
    if (c->running != NULL) {
        clua_scriptline(c->running, 0, c->where, sizeof c->where);
        clua_tracebackinto(c->running, c->memtrace, sizeof c->memtrace);
    }
    c->retrypending = 1;
    c->holding = hold;
    c->watching = 1;
}

/* Whether a refused block may be what Lua's bug grows: luaH_resize's new hash part, 2^k
 * Nodes of 24 bytes, or its array, n TValues of 16 (Lua 5.4's lobject.h on a 64-bit system).
 * Only such a refusal's collection is held: a string's block (24 bytes and its characters)
 * rarely has either size, and holding costs legitimate work memory — the garbage the
 * collection frees stays in the process beside the block the retry gets, for an instruction
 * (`s .. s` of 60 MiB after 180 MiB of garbage under --memory 256: peak RSS 284 → 407 MiB
 * when every refusal held). */
static inline int clua_maybetablepart(size_t nsize) {
    size_t nodes = nsize / 24;
    return nsize % 16 == 0 || (nsize % 24 == 0 && (nodes & (nodes - 1)) == 0);
}

/* After lua_close: what is held, and the retried blocks Lua never freed — nothing reaches
 * them now. */
void clua_closeallocator(clua_Control *c) {
    clua_endemergency(c);
    for (int i = 0; i < c->nretried; i++) {
        free(c->retried[i].block);                     /* (never one of the arena's) */
        c->used -= c->retried[i].size;
    }
    c->nretried = 0;
    c->watching = 0;
}

/* The system refused a block below the limit (`ulimit -v`, a container's cap, no swap left).
 * Outside host frames Lua raises its memory error, named at the line asking now as the
 * ceiling's is; the ballast stays for the host's code that reads the error (clua_roomforhost,
 * at the call's return): freed here, Lua's retry after its emergency collection would take it
 * and the script go on into the room kept for Swift. Inside a host frame the ballast grants
 * the block and the trampoline raises on the way out, as past the ceiling. */
static __attribute__((noinline)) void *clua_systemrefused(clua_Control *c, void *ptr, size_t osize,
                                                          size_t nsize, int owner) {
    __atomic_store_n(&clua_allocrefused, 1, __ATOMIC_RELAXED);   /* collect before Swift runs */
    c->refused = nsize;
    if (c->host_depth == 0) {
        /* nothing is held: the system's memory is what the retry needs, and what the
         * collection frees is all there is (Lua's bug stays open this way: docs/sandbox.md) */
        clua_refusedhere(c, 0);
        return NULL;
    }
    void *p = NULL;
    while (p == NULL && clua_dropballastblock())
        p = owner ? clua_arenaalloc(ptr, osize, nsize) : ptr == NULL ? malloc(nsize) : realloc(ptr, nsize);
    if (p == NULL) {
        fprintf(stderr, "transit: fatal: out of memory inside a host call (Lua asked for %zu bytes; "
                        "the ballast is spent)\n", nsize);
        abort();
    }
    c->oom_pending = 1;                                /* the trampoline raises it */
    c->used = c->used - (ptr ? osize : 0) + nsize;
    if (c->used > c->peak) c->peak = c->used;
    return p;
}

/* Lua asks to grow or shrink a block its emergency collection freed: only its bug does (the
 * freed table's array). Refused, so Lua raises its memory error and leaves the table; inside a
 * host frame, where nothing may raise, a copy, and the held block stays held. */
static __attribute__((noinline)) void *clua_resizeheld(clua_Control *c, void *ptr, size_t osize, size_t nsize) {
    if (c->host_depth == 0) {
        c->refused = 0;                                /* the limit's words, as its refusal's */
        clua_refusedhere(c, 1);
        return NULL;
    }
    void *p = malloc(nsize);
    if (p == NULL) p = clua_systemrefused(c, NULL, 0, nsize, 0);    /* counts it */
    else {
        c->used += nsize;
        if (c->used > c->peak) c->peak = c->used;
    }
    memcpy(p, ptr, osize < nsize ? osize : nsize);
    return p;
}

/* The allocation itself: a block freed, or given within the limits. */
static inline __attribute__((always_inline)) void *clua_allocblock(clua_Control *c, void *ptr, size_t osize,
                                                                  size_t nsize, int owner) {
    size_t old = ptr ? osize : 0;  /* with ptr == NULL, osize is a type tag, not a size */
    if (nsize == 0) {
        /* a thread's block starts at its extra space: a collected thread is no longer running */
        if (ptr != NULL && c->running != NULL && ptr == lua_getextraspace(c->running))
            c->running = NULL;
        if (!owner || !clua_inarena(ptr)) free(ptr);
        c->used -= old;
        return NULL;
    }
    if (c->ceiling && nsize > old) {
        size_t after = c->used - old + nsize;
        if (after > c->ceiling) {
            c->refused = 0;                            /* the limit's refusal, not the system's */
            if (c->host_depth == 0) {
                clua_refusedhere(c, clua_maybetablepart(nsize));
                return NULL;
            }
            if (after > c->ceiling + c->reserve) {
                /* Only host code that pushes something enormous gets here: a host bug. */
                fprintf(stderr, "transit: fatal: a host call asked Lua for %zu bytes past the "
                                "memory ceiling and its reserve\n", nsize);
                abort();
            }
            c->oom_pending = 1;                        /* the trampoline raises it */
        }
    }
    /* A new block straight from malloc: realloc(NULL, n) is malloc behind 30 instructions of
     * realloc's own, and most of Lua's requests are new objects (2,700 of them at start). */
    void *p = owner ? clua_arenaalloc(ptr, osize, nsize) : ptr == NULL ? malloc(nsize) : realloc(ptr, nsize);
    if (p == NULL) return clua_systemrefused(c, ptr, osize, nsize, owner);
    c->used = c->used - old + nsize;
    if (c->used > c->peak) c->peak = c->used;
    if (c->limit && c->used > c->limit && !c->memory_armed && c->running != NULL && c->hook_count > 0) {
        /* Past the limit between two hook calls (one large string can be): the hook runs at
         * the running thread's next instruction and raises with its line, before the ceiling
         * makes Lua raise a memory error that has none. lua_sethook only sets fields. */
        c->memory_armed = 1;
        lua_sethook(c->running, clua_hook, LUA_MASKCOUNT, 1);
    }
    return p;
}

/* Any request while a retry is awaited, blocks are held or retried blocks watched (Lua's
 * emergency collection, above); c->watching says so, one test on the common path. */
static __attribute__((noinline)) void *clua_allocwatched(clua_Control *c, void *ptr, size_t osize,
                                                         size_t nsize, int owner) {
    void *p;
    if (nsize == 0) {
        if (ptr != NULL && c->running != NULL && ptr == lua_getextraspace(c->running))
            c->running = NULL;                         /* as clua_allocblock's, held or not */
        p = ptr != NULL && clua_watchedfree(c, ptr, osize) ? NULL : clua_allocblock(c, ptr, osize, 0, owner);
    } else {
        int retry = c->retrypending;                   /* the next request after a refusal */
        c->retrypending = 0;
        if (retry && c->retryheld) clua_retryafterheld(c);
        else {
            retry = c->watchnext && ptr == NULL;       /* the new block after it: watched too */
            c->watchnext = 0;
        }
        if (ptr != NULL) {
            for (int i = 0; i < c->nretried; i++)
                if (c->retried[i].block == ptr) {      /* Lua resizes it: it holds it */
                    c->retried[i] = c->retried[--c->nretried];
                    break;
                }
        }
        if (ptr != NULL && clua_heldhas(&c->held, ptr)) {
            p = clua_resizeheld(c, ptr, osize, nsize);
        } else if (c->ceiling && c->held.bytes > c->ceiling && c->host_depth == 0 && nsize > (ptr ? osize : 0)) {
            c->refused = 0;                            /* held past the ceiling: refused */
            clua_refusedhere(c, 1);
            p = NULL;
        } else {
            p = clua_allocblock(c, ptr, osize, nsize, owner);
            if (retry && p != NULL) clua_watchretried(c, p, nsize, owner);
        }
    }
    clua_rewatch(c);
    return p;
}

static void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_Control *c = (clua_Control *)ud;
    int owner = __atomic_load_n(&clua_arenaowner, __ATOMIC_RELAXED) == c;
    if (__builtin_expect(c->watching, 0)) return clua_allocwatched(c, ptr, osize, nsize, owner);
    return clua_allocblock(c, ptr, osize, nsize, owner);
}

static int clua_panic(lua_State *L) {
    /* An error outside any protected call: a host bug. No Swift, no allocation. */
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(non-string error)";
    fprintf(stderr, "transit: fatal: unprotected Lua error: %s\n", msg);
    fflush(stderr);
    return 0;  /* Lua aborts */
}

/* The bytes of the place an error message starts with — the first "X: " whose X ends in
 * ":<line>", as luaL_where writes it ("f.lua:2: boom", "[string \"a: b\"]:1: boom") —
 * or 0 when it has none (error("boom", 0), an error object that is not a string). */
static size_t clua_placelength(const char *msg) {
    for (const char *gap = strstr(msg, ": "); gap != NULL; gap = strstr(gap + 1, ": ")) {
        const char *digit = gap;
        while (digit > msg && isdigit((unsigned char)digit[-1])) digit--;
        if (digit < gap && digit > msg && digit[-1] == ':') return (size_t)(gap - msg);
    }
    return 0;
}

/* Whether a message is still Lua's finalizer error after its piece `piece`: the first three
 * open it, "error in ", "__gc", " (", and more pieces follow them. */
static int clua_stillgc(int sofar, int piece, const char *msg, int tocont) {
    switch (piece) {
    case 0: return tocont && strcmp(msg, "error in ") == 0;
    case 1: return sofar && tocont && strcmp(msg, "__gc") == 0;
    case 2: return sofar && tocont && strcmp(msg, " (") == 0;
    default: return sofar;
    }
}

/* Warnings arrive in pieces (tocont); control messages "@on"/"@off" switch them. They start
 * on, unlike lua.c. An error in a finalizer comes as a warning too — lgc.c's
 * luaE_warnerror sends "error in ", "__gc", " (", the message, ")" as five pieces — and is
 * kept even while warnings are off: a script's warn("@off") silences its own warnings, never
 * a callback's error. Such a message is marked (warn_gc) for the host, which can tell it from
 * a script's warn by that alone; only the error's own message is kept, with the length of its
 * place (warn_place): the host takes them as they are, parsing nothing. A
 * message is buffered whole before it is judged: while off, one that turns out not to be a
 * finalizer's error is dropped at its last piece. A full ring drops new messages, counted
 * for the host: a finalizer's error always, another only while warnings are on. */
static void clua_warnf(void *ud, const char *msg, int tocont) {
    clua_Control *c = (clua_Control *)ud;
    if (!c->warn_continuing && !tocont && msg[0] == '@') {
        if (strcmp(msg, "@on") == 0) c->warn_on = 1;
        else if (strcmp(msg, "@off") == 0) c->warn_on = 0;
        return;
    }
    if (!c->warn_continuing) {                          /* a new message */
        c->warn_piece = 0;
        c->warn_dropping = c->warn_count == CLUA_WARN_SLOTS;   /* a full ring drops it */
        if (!c->warn_dropping) {
            c->warn_gc[c->warn_count] = 0;
            c->warn_place[c->warn_count] = 0;
            c->warn[c->warn_count++][0] = '\0';
        }
    }
    int piece = c->warn_piece++;
    c->warn_continuing = tocont;
    c->warn_isgc = clua_stillgc(c->warn_isgc, piece, msg, tocont);
    if (c->warn_dropping) {                             /* nor glued to the last kept */
        /* counted at its last piece: a finalizer's error always, others where shown */
        if (!tocont && c->warn_isgc) c->warn_gcdropped++;
        else if (!tocont && c->warn_on) c->warn_dropped++;
        return;
    }
    int last = c->warn_count - 1;
    char *slot = c->warn[last];
    /* a finalizer's error keeps what comes between " (" and the closing ")": the error's own
     * message; until its third piece, the slot keeps the pieces, whole if it is none */
    if (piece == 2 && c->warn_isgc) { slot[0] = '\0'; return; }
    int closing = c->warn_isgc && piece > 2 && !tocont && strcmp(msg, ")") == 0;
    size_t have = strlen(slot);
    if (!closing && have < CLUA_WARN_SIZE - 1) strncat(slot, msg, CLUA_WARN_SIZE - 1 - have);
    if (tocont) return;
    c->warn_gc[last] = (char)c->warn_isgc;
    if (c->warn_isgc) c->warn_place[last] = (short)clua_placelength(slot);
    else if (!c->warn_on) c->warn_count--;              /* off: not kept */
}

int clua_nextwarning(clua_Control *c, char *buf, size_t size, int *place) {
    if (c->warn_count == 0 || (c->warn_count == 1 && c->warn_continuing)) return 0;
    int gc = c->warn_gc[0];
    *place = c->warn_place[0];
    snprintf(buf, size, "%s", c->warn[0]);
    memmove(c->warn[0], c->warn[1], (size_t)(c->warn_count - 1) * CLUA_WARN_SIZE);
    memmove(c->warn_gc, c->warn_gc + 1, (size_t)(c->warn_count - 1));
    memmove(c->warn_place, c->warn_place + 1, (size_t)(c->warn_count - 1) * sizeof *c->warn_place);
    c->warn_count--;
    return gc ? 2 : 1;
}

int clua_takearena(clua_Control *control, size_t bytes) {
    if (control->leavesarena) return 0;
    clua_Control *none = NULL;
    if (!__atomic_compare_exchange_n(&clua_arenaowner, &none, control, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
        return 0;
    char *base = malloc(bytes);
    if (base == NULL) {
        __atomic_store_n(&clua_arenaowner, NULL, __ATOMIC_RELEASE);
        return 0;
    }
    clua_arenabase = clua_arenanext = base;
    clua_arenaend = base + bytes;
    return 1;
}

size_t clua_arenataken(const clua_Control *control) {
    if (__atomic_load_n(&clua_arenaowner, __ATOMIC_RELAXED) != control) return 0;
    return (size_t)(clua_arenanext - clua_arenabase);
}

void clua_endarena(clua_Control *control) {
    if (__atomic_load_n(&clua_arenaowner, __ATOMIC_RELAXED) != control) return;
    free(clua_arenabase);
    clua_arenabase = clua_arenanext = clua_arenaend = NULL;
    __atomic_store_n(&clua_arenaowner, NULL, __ATOMIC_RELEASE);
}

lua_State *clua_newstate(clua_Control *control) {
    control->warn_on = 1;
    if (!control->leavesarena && __atomic_load_n(&clua_arenawanted, __ATOMIC_RELAXED) > 0) {
        /* the first state after clua_usestartarena takes it, a side state excepted; none after it */
        size_t bytes = __atomic_exchange_n(&clua_arenawanted, 0, __ATOMIC_RELAXED);
        if (bytes > 0) clua_takearena(control, bytes);
    }
    lua_State *L = lua_newstate(clua_alloc, control);
    if (L == NULL) {
        clua_endarena(control);
        return NULL;
    }
    clua_countownstate(+1);                             /* (a borrowed block is no longer the only one) */
    clua_takeballast();                                 /* Swift's room when the system refuses */
    *(clua_Control **)lua_getextraspace(L) = control;   /* new threads copy it */
    lua_atpanic(L, clua_panic);
    lua_setwarnf(L, clua_warnf, control);
    /* The arena's state is a one-state process's (`transit run`, `transit test`): until its
     * script starts, the host only builds what it keeps — the libraries, the bindings, the
     * preludes — and the collector's cycles as that heap doubles and doubles again would
     * traverse it for no garbage (~2 % of `transit test`'s start). */
    if (__atomic_load_n(&clua_arenaowner, __ATOMIC_RELAXED) == control) {
        lua_gc(L, LUA_GCSTOP);
        control->collectorheld = 1;
    }
    return L;
}

void clua_gcgenerational(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (c->collectorheld) c->generationalheld = 1;
    else lua_gc(L, LUA_GCGEN, 0, 0);
}

void clua_releasecollector(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (!c->collectorheld) return;
    c->collectorheld = 0;
    if (c->heldhook > 0) clua_sethook(L, c->heldhook);     /* the limits, from the script on */
    c->heldhook = 0;
    lua_gc(L, LUA_GCRESTART);
    if (c->generationalheld) {
        /* lua.c's order, RESTART then GCGEN: entering generational mode collects in full and
         * leaves the debt of a minor collection (setminordebt, lgc.c), at 20 % growth. The
         * pause below would have put lua5.4's first minor collection off until the heap had
         * doubled, and with it when the script's finalizers run. */
        lua_gc(L, LUA_GCGEN, 0, 0);
        return;
    }
    /* RESTART leaves the collector's debt at 0: its first cycle would begin at the script's
     * first allocations and traverse the whole heap the set-up kept (240 k of the 5.4 M
     * instructions of `transit run` of print(1)). The script starts as after a finished cycle
     * instead, with the pause setpause (lgc.c) gives one at the default 200: the next cycle
     * begins when the heap has grown by what it holds. A step of -n KB is "as if n KB were
     * freed" (lapi.c's LUA_GCSTEP adds data * 1024 to the debt), with the collector running. */
    lua_gc(L, LUA_GCSTEP, -lua_gc(L, LUA_GCCOUNT));
}


/* ------------------------------------------------------------------------------------------
 * The count hook: instruction budget, time limit (CPU time), interrupts and the memory limit.
 * The stop is sticky: once set, every hook call in every thread raises again, and the thread
 * that raised is re-armed to call the hook on every instruction, so
 * `while true do pcall(function() while true do end end) end` cannot swallow it.
 * ---------------------------------------------------------------------------------------- */
static int clua_isscript(const lua_Debug *ar);

/* snprintf(buf, size, "%s:%d", source, line), the same bytes truncated alike, without stdio's
 * format machinery: 940 of the 1,340 instructions of each `callerLocation` (every animation,
 * presentation and task asks) were snprintf's. */
void clua_putwhere(char *buf, size_t size, const char *source, int line) {
    if (size == 0) return;
    char digits[12];
    int n = 0;
    unsigned long v = line < 0 ? 0UL - (unsigned long)line : (unsigned long)line;
    do { digits[n++] = (char)('0' + v % 10); v /= 10; } while (v != 0);
    if (line < 0) digits[n++] = '-';
    size_t i = strlen(source);                              /* a path: strlen and memcpy, not a byte loop */
    if (i > size - 1) i = size - 1;
    memcpy(buf, source, i);
    if (i + 1 < size) buf[i++] = ':';
    while (n > 0 && i + 1 < size) buf[i++] = digits[--n];
    buf[i] = '\0';
}

/* "file:line" of the nearest script function from `level` up to `last` (Transit's own Lua
 * skipped) into buf; returns 0, leaving buf alone, when there is none. Each lua_getstack walks
 * from the top to its level, so a walk to depth d costs d²/2 steps: 13 M for the 3,000 frames
 * of a spec's deep comparison. */
static int clua_scriptlinewithin(lua_State *L, int level, int last, char *buf, size_t size) {
    lua_Debug ar;
    for (; level <= last && lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (clua_isscript(&ar)) {
            clua_putwhere(buf, size, ar.short_src, ar.currentline);
            return 1;
        }
    }
    return 0;
}

/* The same, the whole stack up: what an error names (once an error, not once a hook). */
static int clua_scriptline(lua_State *L, int level, char *buf, size_t size) {
    return clua_scriptlinewithin(L, level, INT_MAX, buf, size);
}

/* The traceback of L's calls into buf, as luaL_traceback words it, without allocating (the
 * allocator calls it as it refuses): lua_getstack and lua_getinfo("Slnt") only read the
 * stack. One difference: luaL_traceback names a function found in a loaded module by its
 * path there ("function 'string.rep'"), a search that makes Lua strings; here a function is
 * named as its caller's code names it ("field 'rep'"; a global, "function 'f'"). Levels
 * past the buffer are left out after "...". */
static void clua_tracebackinto(lua_State *L, char *buf, size_t size) {
    lua_Debug ar;
    size_t n = (size_t)snprintf(buf, size, "stack traceback:");
    for (int level = 0; n < size && lua_getstack(L, level, &ar); level++) {
        char line[400];
        lua_getinfo(L, "Slnt", &ar);
        int k = ar.currentline > 0 ? snprintf(line, sizeof line, "\n\t%s:%d: in ", ar.short_src, ar.currentline)
                                   : snprintf(line, sizeof line, "\n\t%s: in ", ar.short_src);
        size_t used = k < 0 ? 0 : (size_t)k < sizeof line ? (size_t)k : sizeof line - 1;
        if (ar.namewhat != NULL && *ar.namewhat != '\0' && ar.name != NULL) {
            int global = strcmp(ar.namewhat, "global") == 0;
            snprintf(line + used, sizeof line - used, "%s '%s'", global ? "function" : ar.namewhat, ar.name);
        } else if (*ar.what == 'm') {
            snprintf(line + used, sizeof line - used, "main chunk");
        } else if (*ar.what != 'C') {
            snprintf(line + used, sizeof line - used, "function <%s:%d>", ar.short_src, ar.linedefined);
        } else {
            snprintf(line + used, sizeof line - used, "?");
        }
        if (ar.istailcall) {
            used = strlen(line);
            snprintf(line + used, sizeof line - used, "\n\t(...tail calls...)");
        }
        if (n + strlen(line) + 6 >= size) {                /* room for "\n\t..." */
            snprintf(buf + n, size - n, "\n\t...");
            return;
        }
        memcpy(buf + n, line, strlen(line) + 1);
        n += strlen(line);
    }
}

/* Pushes "file:line: msg" for a stop: the line where it was first raised (stopwhere) — the
 * nearest script line then, or, with only Transit's own Lua on the stack (the REPL's printer
 * sorting a script's keys), the last script line the hook saw. [-0, +1, m] */
static void clua_pushstophere(lua_State *L, const char *msg) {
    clua_Control *c = clua_control(L);
    if (c->stopwhere[0] == '\0') {
        if (!clua_scriptline(L, 0, c->stopwhere, sizeof c->stopwhere))
            memcpy(c->stopwhere, c->where, sizeof c->stopwhere);
        c->stopwhere[sizeof c->stopwhere - 1] = '\0';
    }
    if (c->stopwhere[0] != '\0') lua_pushfstring(L, "%s: %s", c->stopwhere, msg);   /* +1 */
    else lua_pushstring(L, msg);                                                        /* +1 */
}

/* The words for a stop, the same whether the hook or a C function raises it. */
static void clua_stopmessage(clua_Control *c, char *msg, size_t size) {
    switch (c->stop) {
    case CLUA_STOP_INSTRUCTIONS:
        snprintf(msg, size, "instruction limit exceeded (%lld instructions)", c->budget_reported);
        break;
    case CLUA_STOP_TIME: snprintf(msg, size, "time limit exceeded"); break;
    case CLUA_STOP_INTERRUPT: snprintf(msg, size, "interrupted!"); break;
    case CLUA_STOP_PATTERN:
        snprintf(msg, size, "pattern matching too complex (step limit exceeded: %lld steps)",
                 c->match_budget);
        break;
    default: clua_memorywords(c, msg, size); break;
    }
}

void clua_memorywords(const clua_Control *c, char *buf, size_t size) {
    char limit[48] = "";
    if (c->limit > 0) snprintf(limit, sizeof limit, "script memory limit %zu MiB", c->limit >> 20);
    if (c->refused == 0) {
        if (c->limit > 0) snprintf(buf, size, "not enough memory (%s)", limit);
        else snprintf(buf, size, "not enough memory");
        return;
    }
    char amount[32];
    if (c->refused < 1024) snprintf(amount, sizeof amount, "%zu bytes", c->refused);
    else if (c->refused < ((size_t)1 << 20)) snprintf(amount, sizeof amount, "%.1f KiB", c->refused / 1024.0);
    else snprintf(amount, sizeof amount, "%.1f MiB", c->refused / 1048576.0);
    snprintf(buf, size, "not enough memory (the system refused %s%s%s)", amount,
             c->limit > 0 ? "; " : "", limit);
}

int clua_checkcounted(clua_Control *c) {
    if (c->stop != CLUA_STOP_NONE) return 1;
    if (c->interrupt) {
        c->interrupt = 0;
        c->stop = CLUA_STOP_INTERRUPT;
    } else if (c->budget > 0 && c->executed > c->budget) {
        c->budget_reported = c->budget;
        c->stop = CLUA_STOP_INSTRUCTIONS;
    } else if (clua_pasttimelimit(c)) {
        c->stop = CLUA_STOP_TIME;
    }
    return c->stop != CLUA_STOP_NONE;
}

/* What the script holds: Lua's memory and the host's for it. */
static size_t clua_usage(clua_Control *c) {
    return c->used + (c->hostbytes != NULL ? c->hostbytes(c->host) : 0);
}

int clua_checkmemory(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (c->stop != CLUA_STOP_NONE || c->limit == 0 || clua_usage(c) <= c->limit) return 0;
    lua_gc(L, LUA_GCCOLLECT);                /* garbage is not usage, as in the hook */
    if (clua_usage(c) <= c->limit) return 0;
    c->stop = CLUA_STOP_MEMORY;
    c->refused = 0;                          /* the limit's words, whatever the system refused before */
    return 1;
}

static void clua_hook(lua_State *L, lua_Debug *ar) {
    clua_Control *c = clua_control(L);
    /* between two instructions: no operation of Lua's reaches a block its emergency
     * collection freed any more (the allocator armed this call for it) */
    if (c->held.cap != 0) clua_endemergency(c);
    /* a box's finalizer asked (identity.c); a host frame below waits for the next entry */
    if (c->identity_due && c->host_depth == 0) clua_identityrebuild(L);
    if (c->hook_count == 0 && !c->interrupt && c->stop == CLUA_STOP_NONE) {
        /* no limits: armed for the rebuild alone (on this thread, or on another that did it) */
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    int count = lua_gethookcount(L);
    c->running = L;
    if (c->stop == CLUA_STOP_NONE) {
        c->executed += count;
        c->memory_armed = 0;
        if (count != c->hook_count && c->hook_count > 0)          /* undo a past re-arm */
            lua_sethook(L, clua_hook, LUA_MASKCOUNT, c->hook_count);
        if (lua_getinfo(L, "Sl", ar) && clua_isscript(ar))
            snprintf(c->where, sizeof c->where, "%s:%d", ar->short_src, ar->currentline);
        else    /* in Transit's own Lua: its caller, near. Not the whole stack up, at every hook:
                 * a spec's deep toEqual recursed 3,000 frames in spec_values.lua, and each hook
                 * walked them all (d²/2 steps): 3.4 s for one check, and at 10,000 frames past
                 * the watchdog. A stop walks the stack itself (clua_pushstophere). */
            clua_scriptlinewithin(L, 1, CLUA_HOOK_WALK, c->where, sizeof c->where);
        if (clua_checkcounted(c)) {
            /* the stop is set */
        } else if (c->limit > 0 && clua_usage(c) > c->limit) {
            lua_gc(L, LUA_GCCOLLECT);        /* garbage is not usage (and may hold host objects) */
            if (clua_usage(c) > c->limit) {
                c->stop = CLUA_STOP_MEMORY;
                c->refused = 0;              /* the limit's words, as in clua_checkmemory */
            }
        }
        if (c->stop == CLUA_STOP_NONE) return;
    }
    if (count != 1) lua_sethook(L, clua_hook, LUA_MASKCOUNT, 1);  /* sticky: every step */
    char msg[160];
    clua_stopmessage(c, msg, sizeof msg);
    clua_pushstophere(L, msg);                                                    /* +1 */
    lua_error(L);
}

void clua_sethook(lua_State *L, int count) {
    clua_Control *c = clua_control(L);
    if (c->borrowed) return;        /* the host's hooks (a debugger, luacov) stay; no limits */
    if (c->collectorheld) {
        /* the arena's state before its script starts: the set-up runs only the host's own
         * Lua (the preludes), which a count hook would visit at every instruction (Lua 5.4's
         * luaG_traceexec counts them one by one: 2.5 % of `transit test`'s start) to limit
         * nothing. The hook comes with the script (clua_releasecollector). No coroutine is
         * made before then: a thread inherits its maker's hook, and one made unhooked would
         * run unlimited. */
        c->heldhook = count;
        return;
    }
    c->hook_count = count;
    if (count > 0) lua_sethook(L, clua_hook, LUA_MASKCOUNT, count);
    else lua_sethook(L, NULL, 0, 0);
}

void clua_resetstop(lua_State *L) {
    clua_Control *c = clua_control(L);
    c->stop = CLUA_STOP_NONE;
    c->executed = 0;
    c->match_steps = 0;
    c->interrupt = 0;
    c->memory_armed = 0;
    c->running = L;
    c->where[0] = '\0';
    c->stopwhere[0] = '\0';
    c->memtrace[0] = '\0';
    c->refused = 0;
    if (c->borrowed) return;        /* no limits: the host's hooks stay as they are */
    /* due at the entry's first instruction, so that `where` names a line of this entry even
     * if it runs fewer instructions than the interval; the hook then sets the interval back */
    if (c->hook_count > 0) lua_sethook(L, clua_hook, LUA_MASKCOUNT, 1);
    else if (c->identity_due) clua_armnow(L);
    /* ours only (a Ctrl-C or an emergency armed it on a state without limits): a script's own
     * (debug.sethook, --unsafe) is the thread's until the script changes it, as in stock */
    else if (lua_gethook(L) == clua_hook) lua_sethook(L, NULL, 0, 0);
}

/* ------------------------------------------------------------------------------------------
 * Ctrl-C, as lua.c's laction: the handler sets the interrupt flag and arms the hook to run at
 * the next instruction (or call), so a state without limits (no hook: --unsafe) stops too.
 * lua_sethook is safe to call from a signal handler (ldebug.c says so); nothing here
 * allocates. The hook turns the flag into the sticky stop; the next entry's
 * clua_resetstop puts the hook back as the limits want it.
 * ---------------------------------------------------------------------------------------- */
static lua_State *volatile clua_sigtarget;     /* the state Ctrl-C stops, or NULL */
static volatile sig_atomic_t clua_sigarrived;  /* a SIGINT came since the last take */

static void clua_onsigint(int signo) {
    clua_sigarrived = 1;
    lua_State *L = clua_sigtarget;
    if (L != NULL && clua_control(L)->interrupt && clua_control(L)->busy > 0) {
        /* lua.c's laction puts back the default action: a second SIGINT while the first has
         * not stopped anything ends the process. The first armed L's hook, and hooks are per
         * thread: a coroutine under --unsafe (no hook of its own) runs on past it, and only
         * SIGKILL ended the session. At a prompt no Lua runs (busy 0): Ctrl-C stays caught. */
        signal(signo, SIG_DFL);
        raise(signo);
        return;
    }
    if (L != NULL) {
        clua_control(L)->interrupt = 1;
        lua_sethook(L, clua_hook, LUA_MASKCALL | LUA_MASKCOUNT, 1);
    }
}

void clua_catchinterrupts(lua_State *L) {
    clua_sigtarget = L;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = L != NULL ? clua_onsigint : SIG_DFL;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;                        /* no SA_RESTART: a blocked read returns */
    sigaction(SIGINT, &action, NULL);
    if (L != NULL) {                            /* a parent may have left SIGINT blocked */
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGINT);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
    }
}

void clua_forgetinterrupts(lua_State *L) {
    if (clua_sigtarget == L) clua_sigtarget = NULL;
}

int clua_takeinterrupt(void) {
    int arrived = clua_sigarrived;
    clua_sigarrived = 0;
    return arrived;
}

/* The deadline passed while a call runs (watchdog.c signals the thread that runs it): the
 * running thread's next instruction calls the hook, which finds the deadline passed and
 * raises at the script's line. Without it the hook waits for its interval — 1,000
 * instructions, and an instruction may take long: `s < s` of two 100 MiB strings, `s:upper()`
 * — while the watchdog ends the process half a second after the deadline. Run from the
 * signal handler: lua_sethook only sets fields (ldebug.c), as for Ctrl-C above. */
void clua_armdeadline(clua_Control *c) {
    if (c->running != NULL && c->hook_count > 0) lua_sethook(c->running, clua_hook, LUA_MASKCOUNT, 1);
}

void clua_armstop(lua_State *L) {
    if (clua_control(L)->hook_count > 0) lua_sethook(L, clua_hook, LUA_MASKCOUNT, 1);
}

void clua_armcheck(lua_State *L) {
    if (clua_control(L)->limit > 0) clua_armstop(L);     /* the same arming, for the memory check */
}

void clua_armnow(lua_State *L) {
    /* not over a hook of the script's own (debug.sethook, --unsafe): ours would replace it and,
     * done, take itself off, leaving none; what is due waits for an entry on a thread without
     * one (clua_resetstop) */
    lua_Hook hook = lua_gethook(L);
    if (hook == NULL || hook == clua_hook) lua_sethook(L, clua_hook, LUA_MASKCOUNT, 1);
}

void clua_pushstop(lua_State *L) {
    clua_Control *c = clua_control(L);
    char msg[160];
    clua_stopmessage(c, msg, sizeof msg);
    clua_armstop(L);               /* sticky: the thread's next instruction raises it again */
    clua_pushstophere(L, msg);     /* level 0 is the C function: its nearest script caller */
}

void clua_stopwords(lua_State *L, char *buf, size_t size) {
    clua_Control *c = clua_control(L);
    if (c->stop == CLUA_STOP_NONE) {
        c->stop = c->interrupt ? CLUA_STOP_INTERRUPT : CLUA_STOP_TIME;
        c->interrupt = 0;
    }
    clua_stopmessage(c, buf, size);
}

int clua_raisestop(lua_State *L) {
    clua_pushstop(L);                                                             /* +1 */
    return lua_error(L);
}

/* ------------------------------------------------------------------------------------------
 * The trampoline: Lua calls it; it calls Swift; Swift returns; then, with no Swift frame left
 * on the C stack, it raises if Swift asked to (CLUA_RAISE) or if memory ran past the ceiling.
 * ---------------------------------------------------------------------------------------- */
static inline int clua_leave(lua_State *L, clua_Control *c, int n);

/* A block granted inside the host frames just left (c->oom_pending) is "not enough memory"
 * now that none is on the C stack. Transit's own state: the sticky memory stop, at the
 * script's line. A borrowed state has no limit and no stop: its host's allocator refused and
 * the ballast granted the block (borrow.c), so the error is stock Lua's, which a pcall
 * catches and goes on from, and the ballast is taken again after the collection. */
static __attribute__((noinline)) int clua_raiseoom(lua_State *L, clua_Control *c) {
    c->oom_pending = 0;
    lua_settop(L, 0);
    if (c->borrowed) {
        clua_collectrefused(L);
        lua_pushliteral(L, "not enough memory");   /* Lua's own message: interned, no allocation */
        return lua_error(L);
    }
    lua_gc(L, LUA_GCCOLLECT);
    c->stop = CLUA_STOP_MEMORY;    /* tagged: the host reads the kind, not the words */
    return clua_raisestop(L);
}

static inline int clua_enter(lua_State *L, lua_Integer index) {
    clua_beforehost(L);
    clua_Control *c = clua_control(L);
    c->host_depth++;
    int n = c->dispatch(L, index);
    c->host_depth--;
    return clua_leave(L, c, n);
}

/* After a host function returned n: raise or yield as it asked, with no Swift frame left. */
static inline int clua_leave(lua_State *L, clua_Control *c, int n) {
    /* One host call can make much the allocator never sees (a snapshot of a thousand views):
     * every CLUA_HOSTCALLS_CHECK calls, the memory limit is checked at the next instruction
     * rather than a thousand instructions on. */
    if ((++c->hostcalls & (CLUA_HOSTCALLS_CHECK - 1)) == 0 && c->hostbytes != NULL)
        clua_armcheck(L);
    if (c->oom_pending && c->host_depth == 0) return clua_raiseoom(L, c);
    if (n < 0) {
        if (n == CLUA_SUSPEND) return lua_yield(L, 0);  /* resumed: the resume values return */
        return lua_error(L);                            /* the error value is on top */
    }
    /* a limit that fired in a callback the host ran (and whose error it reported and went
     * on from) stops the script that called the host too: the stop is sticky */
    if (c->stop != CLUA_STOP_NONE) return clua_raisestop(L);
    return n;
}

/* Upvalue 1: the index, as a light userdata's address. */
static int clua_trampoline(lua_State *L) {
    return clua_enter(L, (lua_Integer)(intptr_t)lua_touserdata(L, lua_upvalueindex(1)));
}

/* CLUA_FIXED trampolines with their index compiled in. Each is named and numbered by an octal
 * literal (a leading 0): clua_t0000 … clua_t0377 are indices 0 … 255, in order. */
/* F(n) for the 256 octal numbers 0000 … 0377, in order: defines or lists one function each. */
#define CLUA_EACH8(F, n) F(n##0) F(n##1) F(n##2) F(n##3) F(n##4) F(n##5) F(n##6) F(n##7)
#define CLUA_EACH64(F, n) CLUA_EACH8(F, n##0) CLUA_EACH8(F, n##1) CLUA_EACH8(F, n##2) \
    CLUA_EACH8(F, n##3) CLUA_EACH8(F, n##4) CLUA_EACH8(F, n##5) CLUA_EACH8(F, n##6) CLUA_EACH8(F, n##7)
#define CLUA_EACH256(F) CLUA_EACH64(F, 00) CLUA_EACH64(F, 01) CLUA_EACH64(F, 02) CLUA_EACH64(F, 03)
#define CLUA_T1(n) static int clua_t##n(lua_State *L) { return clua_enter(L, n); }
#define CLUA_T1NAME(n) clua_t##n,
CLUA_EACH256(CLUA_T1)
static const lua_CFunction clua_fixed[CLUA_FIXED] = { CLUA_EACH256(CLUA_T1NAME) };

void clua_pushhostfunction(lua_State *L, lua_Integer index) {
    if (index >= 0 && index < CLUA_FIXED) {
        lua_pushcclosure(L, clua_fixed[index], 0);     /* +1 */
        return;
    }
    lua_pushlightuserdata(L, (void *)(intptr_t)index); /* +1 upvalue 1: which function */
    lua_pushcclosure(L, clua_trampoline, 1);           /* -1 +1 the closure */
}

/* A bound method: `self` is checked here — read from its slot (slots.h), else two API calls,
 * and the class test, where Swift's check (LuaCall.object) took three calls, a closure and
 * the state's buffers — and its object handed to Swift borrowed: the box at 1 holds it for
 * the whole call. A failed check passes NULL and Swift raises the argument error, worded as
 * for any argument. */
static inline clua_Box *clua_toboxof(lua_State *L, const clua_Control *c, int idx);
static inline int clua_callmethod(lua_State *L, clua_Control *c, lua_Integer method, int32_t cls) {
    clua_beforehost(L);
    clua_Box *box;
    if (c->directslots) {
        int given;
        const clua_Slot *a = clua_argslots(L, &given);
        box = given >= 1 ? clua_slotbox(c, a) : NULL;
    } else {
        box = clua_toboxof(L, c, 1);
    }
    void *self = box != NULL && box->object != NULL && clua_isa(c, clua_boxclass(box), cls) ? box->object : NULL;
    c->host_depth++;
    int n = c->methoddispatch(L, method, self);
    c->host_depth--;
    return clua_leave(L, c, n);
}

/* A method past the fixed ones. Upvalue 1: its number and class, as a light userdata's
 * address (number << 6 | class). */
static int clua_method(lua_State *L) {
    intptr_t v = (intptr_t)lua_touserdata(L, lua_upvalueindex(1));
    return clua_callmethod(L, clua_control(L), (lua_Integer)(v >> 6), (int32_t)(v & 63));
}

/* CLUA_FIXED methods with their number compiled in: no upvalue to read (an API call). */
#define CLUA_M1(n) static int clua_m##n(lua_State *L) { \
    clua_Control *c = clua_control(L); return clua_callmethod(L, c, n, c->methodclass[n]); }
#define CLUA_M1NAME(n) clua_m##n,
CLUA_EACH256(CLUA_M1)
_Static_assert(sizeof ((clua_Control *)0)->methodclass == CLUA_FIXED, "a class per fixed method");
static const lua_CFunction clua_fixedmethods[CLUA_FIXED] = { CLUA_EACH256(CLUA_M1NAME) };

void clua_pushmethod(lua_State *L, lua_Integer method, int32_t classid) {
    if (method >= 0 && method < CLUA_FIXED) {
        clua_control(L)->methodclass[method] = (int8_t)classid;   /* the same for every push */
        lua_pushcclosure(L, clua_fixedmethods[method], 0);          /* +1 */
        return;
    }
    lua_pushlightuserdata(L, (void *)(intptr_t)(method << 6 | classid));   /* +1 upvalue 1 */
    lua_pushcclosure(L, clua_method, 1);                                   /* -1 +1 the closure */
}

void *clua_methodentry(lua_Integer method) {
    return method >= 0 && method < CLUA_FIXED ? (void *)clua_fixedmethods[method] : NULL;
}

int clua_noop(lua_State *L) { (void)L; return 0; }

/* ------------------------------------------------------------------------------------------
 * Calls from the host: lua.c's msghandler and docall.
 * ---------------------------------------------------------------------------------------- */
/* Where a message's first line says "chunk:line:", the offset just past it; else -1. */
static long clua_locationend(const char *msg) {
    for (const char *p = msg; *p != '\0' && *p != '\n'; p++) {
        if (*p != ':' || p[1] < '0' || p[1] > '9') continue;
        const char *q = p + 1;
        while (*q >= '0' && *q <= '9') q++;
        if (*q == ':') return (long)(q + 1 - msg) + (q[1] == ' ' ? 1 : 0);
    }
    return -1;
}

/* The message a host reports names a line of the script: one raised where no Lua line was
 * current ("C stack overflow" in a host call, a memory error) or inside Transit's own Lua
 * (a "(transit …)" chunk) gets the nearest script line in front instead. */
/* [-0, +1] The message at idx (a string) with the script's line in front when it names none,
 * whole: by its length, so a NUL inside it (luassert's "Expected: (string) 'A\0B'") keeps what
 * follows, as busted shows it — a C string cut it there, and the cut text no longer matched
 * the assertion's failure, which then counted as an error. */
static void clua_pushlocated(lua_State *L, int idx) {
    size_t length;
    const char *msg = lua_tolstring(L, idx, &length);
    long end = clua_locationend(msg);
    char where[200];
    if ((end >= 0 && strncmp(msg, "(transit", 8) != 0) || (end < 0 && clua_control(L)->unplaced)
        || !clua_scriptline(L, 1, where, sizeof where)) {
        lua_pushvalue(L, idx);                                               /* +1 */
        return;
    }
    size_t skip = end >= 0 ? (size_t)end : 0;
    lua_pushfstring(L, "%s: ", where);                                       /* +1 */
    lua_pushlstring(L, msg + skip, length - skip);                           /* +1 */
    lua_concat(L, 2);                                                        /* -1 */
}

/* Where the message ends in the text a message handler made ("message\nstack traceback:…"),
 * kept out of band with that text: the message may hold those words itself (a luassert
 * failure's `(string) 'a\nstack traceback:\n'`, a task's error raised again), so the host
 * cannot find its end by searching the text (clua_messagelength). The text is named by its
 * address and size, not held: a handler also runs where a script's `load` catches the error
 * (a reader function's, the parser's C stack overflow), and no host call then takes the
 * record — a 60 MB message stayed alive for the rest of the run. An address reused since
 * is told apart by the size and by the traceback's words at the marked end. */
static const char handled_text = 0, handled_size = 0, handled_length = 0;

/* [-0, +0] the message at idx is the one that the handler's text, pushed next, starts with */
static void clua_markmessage(lua_State *L, int idx) {
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, idx));         /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &handled_length);          /* -1 */
}

/* [-0, +0] the handler's text, on top, is the one the marked length belongs to */
static void clua_markhandled(lua_State *L) {
    lua_pushlightuserdata(L, (void *)lua_topointer(L, -1));      /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &handled_text);            /* -1 */
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, -1));          /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &handled_size);            /* -1 */
}

long clua_messagelength(lua_State *L) {                          /* [... text] */
    static const char words[] = "\nstack traceback:";
    int top = lua_gettop(L);
    long length = -1;
    size_t size;
    const char *text = lua_type(L, top) == LUA_TSTRING ? lua_tolstring(L, top, &size) : NULL;
    if (text != NULL
        && lua_rawgetp(L, LUA_REGISTRYINDEX, &handled_text) == LUA_TLIGHTUSERDATA                      /* +1 */
        && lua_touserdata(L, -1) == lua_topointer(L, top)
        && lua_rawgetp(L, LUA_REGISTRYINDEX, &handled_size) == LUA_TNUMBER                             /* +1 */
        && (size_t)lua_tointeger(L, -1) == size
        && lua_rawgetp(L, LUA_REGISTRYINDEX, &handled_length) == LUA_TNUMBER) {                        /* +1 */
        lua_Integer at = lua_tointeger(L, -1);
        if (at >= 0 && (size_t)at + sizeof words - 1 <= size && memcmp(text + at, words, sizeof words - 1) == 0)
            length = (long)at;
    }
    lua_settop(L, top);                                          /* what was pushed */
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &handled_text);            /* raw: nothing runs */
    return length;
}

/* A Lua error that passed back through the host (a callback's, an override's, a nested
 * block's) is raised again where it surfaces, and each protected call it crosses would give
 * it the traceback of that place, the frames inside it gone: the one its first handler took,
 * from the raise itself, is carried with its message (clua_carrytraceback) and used when the
 * same message arrives from that same raise: the handler sees, at level 1, the host function
 * that raised it (the thread, the call and the function are kept, since a script's pcall may
 * catch the raise without running any handler, and the same text raised later elsewhere must
 * get its own traceback: `error` called where the host function was, at the same depth, is
 * a C function in the same call place too). Each handler's run takes the carry off, used or not, and so does each new call
 * from the host (clua_docall). */
static const char carried_message = 0, carried_text = 0, carried_traceback = 0, carried_function = 0;

static void clua_dropcarried(lua_State *L) {
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_message);         /* raw: nothing runs, and the */
    lua_pushnil(L);                                              /* keys are there: no allocation */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_text);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_traceback);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_function);
    clua_control(L)->carried = 0;
}

void clua_carrytraceback(lua_State *L, const char *message, size_t length, const char *traceback) {
    clua_Control *c = clua_control(L);
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return;                        /* no host function: no carry */
    c->carried = 1;
    c->carried_thread = L;
    c->carried_call = ar.i_ci;
    lua_pushvalue(L, -1);                                        /* +1 the value raised */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_message);         /* -1 */
    lua_pushlstring(L, message, length);                         /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_text);            /* -1 */
    lua_pushstring(L, traceback);                                /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_traceback);       /* -1 */
    lua_getinfo(L, "f", &ar);                                    /* +1 the host function */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &carried_function);        /* -1 */
}

/* [-0, +(0|1)] the message of the value at 1 with the traceback carried for it, if it is the
 * carried one (a string, or the error value a failed callback raised: clua_takethrown) */
static int clua_pushcarried(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (!c->carried) return 0;
    int found = 0;
    lua_Debug ar;
    /* the call places are reused by the next call at the same depth: it must also be a C
     * function's (the host function raising again), not a Lua line that raised by itself */
    int same = c->carried_thread == L && lua_getstack(L, 1, &ar) && (const void *)ar.i_ci == c->carried_call
               && lua_getinfo(L, "Sf", &ar) && ar.what[0] == 'C'                         /* +1 */
               && lua_rawgetp(L, LUA_REGISTRYINDEX, &carried_function) != LUA_TNIL       /* +1 */
               && lua_rawequal(L, -1, -2);
    lua_settop(L, 1);
    if (same && lua_rawgetp(L, LUA_REGISTRYINDEX, &carried_message) != LUA_TNIL && lua_rawequal(L, 1, -1)
        && lua_rawgetp(L, LUA_REGISTRYINDEX, &carried_text) == LUA_TSTRING
        && lua_rawgetp(L, LUA_REGISTRYINDEX, &carried_traceback) == LUA_TSTRING) {
        lua_remove(L, -3);                                       /* [text tb] */
        clua_markmessage(L, -2);
        lua_pushliteral(L, "\n");                               /* [text tb "\n"] */
        lua_rotate(L, -2, 1);                                    /* [text "\n" tb] */
        lua_concat(L, 3);                                        /* [text.."\n"..tb] */
        found = 1;
    } else {
        lua_settop(L, 1);
    }
    clua_dropcarried(L);                                         /* taken off: a pair once */
    return found;
}

/* An error value that is no string, number or nil — a table or a userdata (busted's assertion
 * failure, which busted tells from an error by its metatable), a boolean, a function, a thread —
 * is kept with the text its handler made of it, so the host can raise the value itself again
 * where the error surfaces (clua_takethrown), as if no host frame had been in between: the text
 * alone would turn every failure into an error, and `error(true)` under a host call into a
 * string where stock's pcall gives back `true`. (nil cannot be told from "none kept" here; its
 * handler's words say what it was.) */
static const char thrown_value = 0, thrown_text = 0;

/* [-0, +0] keeps the value at 1 with the handler's text on top (clua_takethrown) */
static void clua_keepthrown(lua_State *L) {
    int type = lua_type(L, 1);
    if (type <= LUA_TNIL || type == LUA_TNUMBER || type == LUA_TSTRING) return;
    lua_pushvalue(L, 1);                                         /* +1 the value */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &thrown_value);            /* -1 */
    lua_pushvalue(L, -1);                                        /* +1 the text */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &thrown_text);             /* -1 */
}

int clua_takethrown(lua_State *L) {                              /* [... text] */
    int found = lua_rawgetp(L, LUA_REGISTRYINDEX, &thrown_text) != LUA_TNIL   /* +1 */
                && lua_rawequal(L, -1, -2);
    lua_pop(L, 1);                                               /* -1 */
    if (found) lua_rawgetp(L, LUA_REGISTRYINDEX, &thrown_value); /* +1 the value */
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &thrown_value);            /* raw: nothing runs */
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &thrown_text);
    return found;
}

/* A task's error, raised again by the Lua that resumed its coroutine (tasks.lua, travel.lua)
 * with the coroutine's traceback: "message\nstack traceback:…", and the value it raised. The
 * resumer's traceback, a second one after it, would show only the `error` that raised it
 * again, and the message may hold those words itself: the wrapper says where it ends. A full
 * userdata of this metatable, which only clua_traced makes, so that no script's error value
 * (luassert's failure, whose text may show a traceback's words) is taken for one. */
static const char traced_meta = 0;

typedef struct { lua_Integer length; } clua_Traced;     /* user values: the value, the text */

static int clua_tracedtext(lua_State *L) {                       /* its __tostring */
    luaL_checktype(L, 1, LUA_TUSERDATA);
    lua_getiuservalue(L, 1, 2);
    return 1;
}

/* The text is made here, not by the caller's debug.traceback(co, message): that one copies
 * the message only up to a "\0" in it (luaL_traceback), and the length would then cut the
 * text elsewhere, or not lie within it. */
int clua_traced(lua_State *L) {                                  /* (value, message, traceback) */
    size_t length;
    luaL_checklstring(L, 2, &length);
    luaL_checkstring(L, 3);
    lua_settop(L, 3);
    clua_Traced *t = lua_newuserdatauv(L, sizeof *t, 2);         /* +1 */
    t->length = (lua_Integer)length;
    lua_pushvalue(L, 1);
    lua_setiuservalue(L, -2, 1);
    lua_pushvalue(L, 2);
    lua_pushliteral(L, "\n");
    lua_pushvalue(L, 3);
    lua_concat(L, 3);                                            /* +1 the text */
    lua_setiuservalue(L, -2, 2);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &traced_meta) == LUA_TNIL) {   /* +1 */
        lua_pop(L, 1);
        lua_createtable(L, 0, 1);
        lua_pushcfunction(L, clua_tracedtext);
        lua_setfield(L, -2, "__tostring");
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &traced_meta);
    }
    lua_setmetatable(L, -2);                                     /* -1 */
    return 1;
}

/* [-0, +(0|1)] the text of the traced error at 1, its message's end marked, the value it
 * carries put at 1 in its place (raised again itself where it surfaces, as a callback's is) */
static int clua_pushtraced(lua_State *L) {
    if (lua_type(L, 1) != LUA_TUSERDATA || !lua_getmetatable(L, 1)) return 0;   /* +1 mt */
    lua_rawgetp(L, LUA_REGISTRYINDEX, &traced_meta);                             /* +1 */
    int traced = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);                                                               /* -2 */
    if (!traced) return 0;
    lua_Integer length = ((clua_Traced *)lua_touserdata(L, 1))->length;
    lua_getiuservalue(L, 1, 2);                                  /* +1 the text */
    lua_getiuservalue(L, 1, 1);                                  /* +1 the value */
    lua_replace(L, 1);                                           /* -1 */
    lua_pushinteger(L, length);                                  /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &handled_length);          /* -1 */
    return 1;
}

/* [-0, +1] the value's __tostring result, or nil when it has none: run protected by the
 * message handler, so that a __tostring that raises does not replace the value thrown */
static int clua_metatostring(lua_State *L) {
    if (!luaL_callmeta(L, 1, "__tostring")) lua_pushnil(L);
    return 1;
}

/* [-1, +1] the traceback on top, "stack traceback:…", without Transit's own frames
 * (preludeframes.c). The host drops them from what it reports anyway; they must go here
 * because Lua 5.4 runs this handler inside a script's `load` too — luaD_protectedparser passes
 * the errfunc on, so a failing reader's or a C stack overflow's message that load *returns*
 * holds this traceback, as stock's holds lua.c's — and there it read `[C]: in upvalue 'load'`
 * and `(transit sandbox_restricted.lua):94:` (hostile errors/load_error_message_frames.lua). */
static void clua_dropourframes(lua_State *L) {
    size_t len;
    const unsigned char *s = (const unsigned char *)lua_tolstring(L, -1, &len);
    luaL_Buffer b;
    unsigned char *out = (unsigned char *)luaL_buffinitsize(L, &b, len);    /* +(0|1) */
    size_t n = clua_withoutpreludeframes(s, len, out);
    luaL_pushresultsize(&b, n);                        /* -(0|1) +1 */
    lua_remove(L, -2);                                 /* -1 the full one */
}

static int clua_msghandler(lua_State *L) {
    if (clua_pushcarried(L) || clua_pushtraced(L)) { clua_markhandled(L); clua_keepthrown(L); return 1; }
    int at = 1;                                        /* where the message is */
    if (lua_tostring(L, 1) == NULL) {                  /* not a string or number */
        /* protected: an error in the handler would call the handler again with that error,
         * and the value thrown — kept below to come out unchanged, as stock pcall gives it —
         * would be lost for "…: no text" (an outside review). A __tostring that raises
         * leaves it as one without: "(error object is a table value)". */
        lua_pushcfunction(L, clua_metatostring);       /* +1 */
        lua_pushvalue(L, 1);                           /* +1 */
        if (lua_pcall(L, 1, 1, 0) != LUA_OK) {         /* -2 +1 result or message */
            lua_pop(L, 1);                             /* -1 */
            lua_pushnil(L);                            /* +1 as if it had none */
        }
        if (lua_type(L, -1) != LUA_TSTRING) {          /* its __tostring is the message */
            lua_pop(L, 1);                             /* -1 nil, or a result no string */
            lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
        at = lua_gettop(L);
    }
    clua_pushlocated(L, at);                           /* +1 the message */
    clua_markmessage(L, -1);
    lua_pushliteral(L, "\n");                          /* +1 */
    luaL_traceback(L, L, NULL, 1);                     /* +1 "stack traceback:…" */
    clua_dropourframes(L);
    lua_concat(L, 3);                                  /* -2 message and traceback */
    clua_markhandled(L);
    clua_keepthrown(L);
    return 1;
}

int clua_docall(lua_State *L, int nargs, int nresults) {
    clua_Control *c = clua_control(L);
    int base = lua_gettop(L) - nargs;                  /* the function's index */
    if (c->carried) clua_dropcarried(L);               /* not this call's: see clua_pushcarried */
    lua_pushcfunction(L, clua_msghandler);             /* +1 handler */
    lua_insert(L, base);                               /* put it under the function and args */
    int saved = c->host_depth;
    lua_State *resumer = c->running;
    c->host_depth = 0;                                 /* limits hold inside Lua again */
    c->running = L;
    clua_Control *outer = clua_watchcall(c);           /* the thread the deadline signals */
    c->busy++;                                         /* the watchdog's business now */
    int sorts = clua_sortsenter();                     /* an error may leave a sort: sort.c */
    int status = lua_pcall(L, nargs, nresults, base);
    clua_sortsleave(sorts);
    clua_endemergency(c);                              /* no operation of Lua's runs now */
    c->busy--;
    clua_unwatchcall(c, outer);
    c->running = resumer;
    c->host_depth = saved;
    lua_remove(L, base);                               /* -1 handler */
    /* A borrowed state's blocks come from the host's allocator, the same malloc as Swift's,
     * and no ceiling keeps room for Swift: what the failed call built is garbage now, but only
     * an allocation by Lua collects it, and the Swift code that reads this status allocates
     * first — Swift's allocator traps when malloc fails ("failed to allocate", under
     * `ulimit -v`). Collect before returning to it. */
    if (status == LUA_ERRMEM && c->borrowed) clua_gccollect(L);
    else if (__atomic_load_n(&clua_allocrefused, __ATOMIC_RELAXED) && !c->borrowed) clua_roomforhost(L);
    return status;
}

/* lua.c calls its script from pmain, a C function run by lua_pcall: one more C call level,
 * one more frame at the bottom of every traceback, and pmain's two arguments (argc, argv) on
 * the stack below the script — two nils here — so that a recursion meets "stack overflow" at
 * lua5.4's depth too (two levels deeper without them) */
static int clua_mainframe(lua_State *L) {
    lua_pushnil(L);
    lua_pushnil(L);
    lua_rotate(L, 1, 2);                               /* [nil nil chunk args…] */
    lua_call(L, lua_gettop(L) - 3, LUA_MULTRET);
    return lua_gettop(L) - 2;                          /* the chunk's results */
}

void clua_pushmainframe(lua_State *L) { lua_pushcfunction(L, clua_mainframe); }

/* A spec's test, hook or block body runs under a C function too, as busted runs each under
 * its xpcall: a library reading the frame below its caller's in a debug.traceback finds a
 * line there (`[C]: in ?`), where the spec's own function was the last line, with no newline
 * after it (Tieske/tabletrack.lua's get_trace). No pmain arguments: busted's are its own. */
static int clua_hostframe(lua_State *L) {
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);                              /* the function's results */
}

void clua_pushhostframe(lua_State *L) { lua_pushcfunction(L, clua_hostframe); }

int clua_loadbuffer(lua_State *L, const char *bytes, size_t len, const char *chunkname, const char *mode) {
    int sorts = clua_sortsenter();     /* the parser's collection runs finalizers: sort.c */
    int status = luaL_loadbufferx(L, bytes, len, chunkname, mode);   /* +1 function or message */
    clua_sortsleave(sorts);
    clua_endemergency(clua_control(L));                /* the parser's emergencies are over */
    return status;
}

static int clua_openlibs_k(lua_State *L) {
    luaL_openlibs(L);
    /* marks the state as Transit's own, so the C module refuses it (borrow.c) */
    lua_pushboolean(L, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, CLUA_OWNSTATE_FIELD);
    return 0;
}

int clua_openlibs(lua_State *L) {
    lua_pushcfunction(L, clua_openlibs_k);             /* +1 */
    return lua_pcall(L, 0, 0, 0);                      /* -1 (+1 message on error) */
}

/* ------------------------------------------------------------------------------------------
 * luaL_tolstring under a protected call (a __tostring may raise); the table and global
 * operations are protected.c's, run through the host's protected call.
 * ---------------------------------------------------------------------------------------- */
static int clua_tolstring_k(lua_State *L) { luaL_tolstring(L, 1, NULL); return 1; }

int clua_ptolstring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, clua_tolstring_k);  /* [f] */
    lua_pushvalue(L, idx);                   /* [f x] */
    int sorts = clua_sortsenter();           /* a __tostring may sort and raise: sort.c */
    int status = lua_pcall(L, 1, 1, 0);      /* [s] or [err] */
    clua_sortsleave(sorts);
    return status;
}

/* ------------------------------------------------------------------------------------------
 * Errors pushed, not raised.
 * ---------------------------------------------------------------------------------------- */
/* Like luaL_where(L, 1), but when the caller is C (a host function called straight from
 * pcall, or from a metamethod) it goes up to the nearest Lua function, so that every error
 * still names a line of the script. */
/* Transit's own Lua (the preludes, chunks named "=(transit …)") is skipped: an error in
 * View{alpha = "x"} names the script's line, not the prelude's. */
static int clua_isscript(const lua_Debug *ar) {
    return ar->currentline > 0 && strncmp(ar->source, "=(transit", 9) != 0;
}

static void clua_where(lua_State *L) {
    char where[200];
    if (clua_scriptline(L, 1, where, sizeof where))
        lua_pushfstring(L, "%s: ", where);                                 /* +1 */
    else
        lua_pushliteral(L, "");                                            /* +1 */
}

void clua_pusherror(lua_State *L, const char *message) {
    clua_where(L);                           /* +1 "file:line: " of the nearest Lua caller */
    lua_pushstring(L, message);              /* +1 */
    lua_concat(L, 2);                        /* two strings: no metamethod can run */
}

/* Stock's name for a function its call site does not name (lauxlib.c's findfield and
 * pushglobalfuncname): its path among the loaded modules, fields one level deep (string keys
 * only), "_G." dropped — `pcall(task, 1)` says 'task', as `pcall(string.rep)` says
 * 'string.rep'. Stock takes the first path lua_next meets, which its randomly seeded string
 * hashes reorder from run to run when a function has two (`task` is also `transit.task`:
 * stock's rule gives 'task' or 'transit.task' by the run). Transit's messages do not change
 * between runs: of the paths stock's rule may give, a global's name first, then the least in
 * byte order. The walk calls nothing and allocates nothing (the path is written into the
 * message itself), as stock's: under lua_pcall it had taken one more C level, and a host
 * function called one level short of "C stack overflow" said '?' where stock names it.
 * Sandboxed, the registry's table of loaded modules is the one the sandbox made at its
 * set-up, and the script's package.loaded another (sandbox_restricted.lua): both are walked,
 * so that a function in a module the script required later (`geo.adv`) is named as stock
 * names it, where it said '?'. */

/* The sandbox's package.loaded, in the registry under this key's address (no string made to
 * read it); none outside the sandbox, where package.loaded is the registry's. */
static const char clua_scriptloadedkey = 0;

void clua_keepscriptloaded(lua_State *L) {
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &clua_scriptloadedkey);
}

/* A path as it is shown: `module.field` (field NULL: `module` alone), "_G." dropped. */
typedef struct { const char *head, *tail; int global; } clua_Path;

static clua_Path clua_shownpath(const char *module, const char *field) {
    clua_Path p = { module, field, 0 };
    if (field != NULL && strcmp(module, LUA_GNAME) == 0) {
        p.head = field; p.tail = NULL; p.global = 1;
    } else if (strncmp(module, LUA_GNAME ".", 3) == 0) {
        p.head = module + 3; p.global = 1;
    }
    return p;
}

/* The byte at i of the shown path, -1 past its end (sorting first, as strcmp's end). */
static int clua_pathbyte(const clua_Path *p, size_t headlen, size_t taillen, size_t i) {
    if (i < headlen) return (unsigned char)p->head[i];
    if (p->tail == NULL || i > headlen + taillen) return -1;
    return i == headlen ? '.' : (unsigned char)p->tail[i - headlen - 1];
}

/* Whether shown path a comes before b: a global's first, then the least in byte order. */
static int clua_pathbefore(const clua_Path *a, const clua_Path *b) {
    if (a->global != b->global) return a->global;
    size_t ah = strlen(a->head), at = a->tail ? strlen(a->tail) : 0;
    size_t bh = strlen(b->head), bt = b->tail ? strlen(b->tail) : 0;
    for (size_t i = 0;; i++) {
        int ca = clua_pathbyte(a, ah, at, i), cb = clua_pathbyte(b, bh, bt, i);
        if (ca != cb) return ca < cb;
        if (ca < 0) return 0;
    }
}

/* Keeps the path of the module's name at top+5 (and the field's name at `field`, 0 for the
 * module itself) at top+2 and top+3 if it comes before the one there (*shown). */
static void clua_offerpath(lua_State *L, int top, int field, clua_Path *shown) {
    clua_Path p = clua_shownpath(lua_tostring(L, top + 5), field ? lua_tostring(L, field) : NULL);
    if (!lua_isnil(L, top + 2) && !clua_pathbefore(&p, shown)) return;
    *shown = p;                                            /* its strings: the keys kept below */
    lua_pushvalue(L, top + 5);
    lua_replace(L, top + 2);
    if (field) lua_pushvalue(L, field); else lua_pushnil(L);
    lua_replace(L, top + 3);
}

/* Offers the paths to the function at top+1 in the table of loaded modules at top+4: each
 * module's own (as stock's findfield, string keys only), and its fields', one level deep. */
static void clua_walkloaded(lua_State *L, int top, clua_Path *shown) {
    lua_pushnil(L);
    while (lua_next(L, top + 4)) {                         /* top+5: module's name, top+6: module */
        if (lua_type(L, top + 5) != LUA_TSTRING) {
            /* stock's findfield skips a key that is not a string */
        } else if (lua_rawequal(L, top + 1, top + 6)) {
            clua_offerpath(L, top, 0, shown);
        } else if (lua_istable(L, top + 6)) {
            lua_pushnil(L);
            while (lua_next(L, top + 6)) {                 /* top+7: field's name, top+8: value */
                if (lua_type(L, top + 7) == LUA_TSTRING && lua_rawequal(L, top + 1, top + 8))
                    clua_offerpath(L, top, top + 7, shown);
                lua_pop(L, 1);
            }
        }
        lua_pop(L, 1);
    }
}

/* Finds the path of the function running at `ar` among the loaded modules — the registry's,
 * then the sandbox's package.loaded: [] -> [module, field] (the keys, field nil for a module
 * itself; module nil when none), and the path shown in *shown. */
static void clua_findglobalfunc(lua_State *L, lua_Debug *ar, clua_Path *shown) {
    int top = lua_gettop(L);
    lua_getinfo(L, "f", ar);                               /* top+1: the function */
    lua_pushnil(L);                                        /* top+2: the best path's module */
    lua_pushnil(L);                                        /* top+3: its field */
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);  /* top+4: loaded */
    if (lua_istable(L, top + 4)) clua_walkloaded(L, top, shown);
    lua_pop(L, 1);                                         /* loaded */
    lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_scriptloadedkey);   /* top+4: the script's */
    if (lua_istable(L, top + 4)) clua_walkloaded(L, top, shown);
    lua_pop(L, 1);
    lua_remove(L, top + 1);                                /* the function */
}

void clua_pushargerror(lua_State *L, int arg, const char *extramsg) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) {          /* no stack frame? */
        lua_pushfstring(L, "bad argument #%d (%s)", arg, extramsg);
        return;
    }
    lua_getinfo(L, "n", &ar);
    if (ar.namewhat != NULL && strcmp(ar.namewhat, "metamethod") == 0 && ar.name != NULL &&
        strcmp(ar.name, "newindex") == 0 && arg == 3 && lua_type(L, 2) == LUA_TSTRING) {
        /* a bound property's setter: name the property, not the metamethod */
        clua_where(L);
        lua_pushfstring(L, "bad value for '%s' of %s (%s)", lua_tostring(L, 2),
                        clua_typenameat(L, 1), extramsg);
        lua_concat(L, 2);
        return;
    }
    if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) {
        arg--;                               /* do not count 'self' */
        if (arg == 0) {
            clua_where(L);
            lua_pushfstring(L, "calling '%s' on bad self (%s)", ar.name ? ar.name : "?", extramsg);
            lua_concat(L, 2);
            return;
        }
    }
    if (ar.name != NULL) {
        clua_where(L);
        lua_pushfstring(L, "bad argument #%d to '%s' (%s)", arg, ar.name, extramsg);
        lua_concat(L, 2);
        return;
    }
    clua_Path shown = { "?", NULL, 0 };
    int held = lua_checkstack(L, 8);                       /* else no walk: '?' */
    if (held) clua_findglobalfunc(L, &ar, &shown);         /* +2 the keys naming it */
    clua_where(L);
    lua_pushfstring(L, "bad argument #%d to '%s%s%s' (%s)", arg, shown.head,
                    shown.tail ? "." : "", shown.tail ? shown.tail : "", extramsg);
    lua_concat(L, 2);
    if (held) {
        lua_insert(L, -3);
        lua_pop(L, 2);                                     /* the keys */
    }
}

const char *clua_typenameat(lua_State *L, int idx) {
    /* a table's __name too, as luaL_typeerror reads it (`clock`, the transit globals) */
    int type = lua_type(L, idx);
    if ((type == LUA_TUSERDATA || type == LUA_TTABLE) && lua_getmetatable(L, idx)) {   /* +1 mt */
        lua_pushliteral(L, "__name");                                       /* +1 */
        lua_rawget(L, -2);                                                  /* -1 +1 name */
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        lua_pop(L, 2);         /* the string stays alive: the metatable still holds it */
        if (name) return name;
    }
    return luaL_typename(L, idx);
}

/* LeakSanitizer's entry point, defined only in a process built with it (`make sanitize`). */
extern void __lsan_do_leak_check(void) __attribute__((weak));

int clua_leakcheckerison(void) { return __lsan_do_leak_check != NULL; }

/* ------------------------------------------------------------------------------------------
 * Boxes.
 * ---------------------------------------------------------------------------------------- */
clua_Box *clua_newbox(lua_State *L, void *object, int32_t classid) {
    clua_Control *c = clua_control(L);
    if (c->closing && c->nclosingboxes == c->capclosingboxes) {   /* room first: abort, not leak */
        int cap = c->capclosingboxes ? 2 * c->capclosingboxes : 16;
        struct clua_ClosingBox *grown = realloc(c->closingboxes, (size_t)cap * sizeof *grown);
        if (grown == NULL) { fprintf(stderr, "transit: fatal: out of memory\n"); abort(); }
        c->closingboxes = grown;
        c->capclosingboxes = cap;
    }
    clua_Box *box = (clua_Box *)lua_newuserdatauv(L, sizeof(clua_Box), 1);   /* +1 */
    box->object = object;
    box->kind = CLUA_BOX_TAG | ((uint32_t)classid & CLUA_BOX_CLASS);
    box->serial = c->boxserial++;   /* wraps after 2^32 boxes: only pairs' order reads it */
    if (c->closing) {          /* no finalizer will ever run for it: remember the object */
        c->closingboxes[c->nclosingboxes].box = box;
        c->closingboxes[c->nclosingboxes++].object = object;
    }
    return box;
}

static const char clua_retiredwhykey = 0;   /* its address keys the reason in the registry */

void clua_setretiredwhy(lua_State *L, const char *why) {
    lua_pushstring(L, why);                                            /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &clua_retiredwhykey);            /* -1 */
}

const char *clua_retiredwhy(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_retiredwhykey);            /* +1 why or nil */
    const char *why = lua_tostring(L, -1);
    lua_pop(L, 1);                 /* -1; the string stays alive: the registry still holds it */
    return why != NULL ? why : "";
}

/* "a" or "an" before `noun` (by its first letter: "an AnimationHandle", "a View"). */
static const char *clua_article(const char *noun) {
    return noun[0] != '\0' && strchr("AEIOUaeiou", noun[0]) != NULL ? "an" : "a";
}

void clua_pushretired(lua_State *L, int idx) {
    const char *name = clua_typenameat(L, idx);
    lua_pushfstring(L, "attempt to use %s %s %s", clua_article(name), name, clua_retiredwhy(L));   /* +1 */
}

int clua_raiseretired(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    /* the script's line, Transit's own Lua skipped: a reset (a line hook's) while View{…}
     * applies its table in views.lua named "(transit views.lua):68", not the constructor's */
    clua_where(L);                                                     /* +1 "file:line: " */
    clua_pushretired(L, idx);                                          /* +1 */
    lua_concat(L, 2);                                                  /* -2 +1, as luaL_error */
    return lua_error(L);
}

_Static_assert(sizeof(clua_Box) == 16, "a box is 16 bytes: a 72-byte request, glibc's 80-byte block");
_Static_assert(offsetof(struct clua_UdataHeader, uvalue) == 40 && sizeof(struct clua_UdataHeader) == 56,
               "Lua 5.4's Udata with one user value, on a 64-bit target");

/* Whether `mt` is any class's metatable: a box given another class's by debug.setmetatable is
 * still a box (its own class decides what it is). Out of line: only that box comes here. */
__attribute__((noinline)) int clua_isclassmetatable(const clua_Control *c, const void *mt) {
    for (int i = 0; i < 64; i++) if (c->classmetatables[i] == mt) return 1;
    return 0;
}

/* Two API calls, not three (this is every method's `self` check): lua_rawlen is a full
 * userdata's size, a string's or a table's length, and 0 for anything else (a light userdata
 * included); of those, lua_touserdata gives a block only for a full userdata (NULL for a
 * string or a table). So the tag is read only from a full userdata of exactly a box's size:
 * never past the end of a smaller block. The tag alone could be met by chance in another
 * library's 16-byte userdata, so the metatable must be a class's too: read from the header
 * (three loads), first against the one the box's class gives (every box but one a script
 * gave another metatable). debug.setmetatable can give a class's metatable to any value, but
 * then the tag must match as well. */
static inline clua_Box *clua_toboxof(lua_State *L, const clua_Control *c, int idx) {
    if (lua_rawlen(L, idx) != sizeof(clua_Box)) return NULL;
    clua_Box *box = (clua_Box *)lua_touserdata(L, idx);
    if (box == NULL || (box->kind & CLUA_BOX_TAGMASK) != CLUA_BOX_TAG) return NULL;
    const void *mt = clua_boxmetatable(box);
    /* (a class id no class has: its slot is NULL, as is a metatable-less block's) */
    return mt != NULL && (mt == c->classmetatables[box->kind & CLUA_BOX_CLASS] || clua_isclassmetatable(c, mt)) ? box : NULL;
}

clua_Box *clua_tobox(lua_State *L, int idx) { return clua_toboxof(L, clua_control(L), idx); }

void clua_setclassmetatable(lua_State *L, int32_t classid, int idx) {
    clua_Control *c = clua_control(L);
    idx = lua_absindex(L, idx);
    c->classmetatables[classid] = lua_topointer(L, idx);
    if (c->boxlayoutchecked) return;
    void *block = lua_newuserdatauv(L, sizeof(clua_Box), 1);         /* +1 */
    lua_pushvalue(L, idx);                                             /* +1 */
    lua_setmetatable(L, -2);                                           /* -1 */
    if (lua_rawlen(L, -1) != sizeof(clua_Box) || clua_boxmetatable(block) != c->classmetatables[classid]) {
        fprintf(stderr, "transit: fatal: this liblua's userdata are not laid out as Lua 5.4's "
                        "(lobject.h, Udata): boxes cannot be told from other userdata\n");
        abort();
    }
    clua_checkslots(L, c);                     /* may the metamethods read the stack itself */
    lua_pop(L, 1);                                                     /* -1 */
    c->boxlayoutchecked = 1;
}

/* ------------------------------------------------------------------------------------------
 * string.rep, checked before it allocates: a result past the memory limit is refused with
 * the caller's line instead of an out-of-memory error with none. Upvalue 1: the stock rep.
 * ---------------------------------------------------------------------------------------- */
/* The message handler of clua_callstock's call: an error the stock function raised itself
 * (a bad argument: its `luaL_where(L, 1)` named this wrapper, a C function, so nothing) takes
 * the position of the wrapper's caller — level 3, past the stock function and the wrapper —
 * as it would have named it, called from Lua directly; and an argument error names the
 * function as that caller named the wrapper (`'date'`, a local's name, a method's arguments
 * counted without its self), where stock, called from C, found no name and fell back on its
 * module path (`'os.date'`). An error of Lua code the stock function called (a metamethod
 * table.concat met, a stop the hook raised there) already names its own line and stays as it
 * is: `t.lua:4: t.lua:2: boom` had both. */
static int clua_stockmessage(lua_State *L) {
    lua_Debug raiser, wrapper;
    if (lua_type(L, 1) != LUA_TSTRING || !lua_getstack(L, 1, &raiser) || !lua_getstack(L, 2, &wrapper)) return 1;
    lua_getinfo(L, "f", &raiser);            /* +1 the function that raised */
    lua_getinfo(L, "fn", &wrapper);          /* +1 the wrapper (it called the stock function) */
    int own = lua_getupvalue(L, -1, 1) != NULL && lua_rawequal(L, -1, -3);   /* +1 the stock one */
    lua_settop(L, 1);
    if (!own) return 1;
    luaL_where(L, 3);                        /* +1 "file:line: " */
    const char *message = lua_tostring(L, 1);
    const char *name = NULL, *rest = NULL;
    char *end = NULL;
    long arg = 0;
    if (strncmp(message, "bad argument #", 14) == 0) {          /* luaL_argerror's words */
        arg = strtol(message + 14, &end, 10);
        if (end != message + 14 && strncmp(end, " to '", 5) == 0) {
            name = end + 5;
            rest = strstr(name, "' (");
        }
    }
    if (rest == NULL || wrapper.name == NULL) {
        lua_pushvalue(L, 1);                 /* +1 the message as it is */
    } else if (wrapper.namewhat != NULL && strcmp(wrapper.namewhat, "method") == 0 && arg == 1) {
        lua_pushfstring(L, "calling '%s' on bad self%s", wrapper.name, rest + 1);   /* +1 */
    } else {
        if (wrapper.namewhat != NULL && strcmp(wrapper.namewhat, "method") == 0) arg--;
        lua_pushfstring(L, "bad argument #%d to '%s%s", (int)arg, wrapper.name, rest);   /* +1 */
    }
    lua_concat(L, 2);                        /* -2 +1 */
    return 1;
}

/* Calls the stock function in upvalue 1 with this call's arguments; its errors as
 * clua_stockmessage says. Out of memory (no handler runs) with the caller's position. */
int clua_callstock(lua_State *L) {
    lua_pushcfunction(L, clua_stockmessage); /* +1 */
    lua_insert(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));   /* +1 the stock function */
    lua_insert(L, 2);                        /* under the arguments */
    int status = lua_pcall(L, lua_gettop(L) - 2, 1, 1);   /* [handler result] or [handler error] */
    if (status != LUA_OK) {
        if (status == LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);                /* +1 "file:line: " */
            lua_insert(L, -2);               /* [where error] */
            lua_concat(L, 2);                /* [where..error] */
        }
        return lua_error(L);
    }
    return 1;
}

/* The bytes left under the memory limit. When `need` does not fit, first a full collection,
 * as Lua's own emergency collection runs before an allocation fails: garbage — however much,
 * and with the collector stopped too — never makes a result "too large". */
size_t clua_roomfor(lua_State *L, clua_Control *c, size_t need) {
    size_t room = c->limit > c->used ? c->limit - c->used : 0;
    if (need <= room) return room;
    lua_gc(L, LUA_GCCOLLECT);
    return c->limit > c->used ? c->limit - c->used : 0;
}

int clua_saferep(lua_State *L) {
    size_t len = 0, seplen = 0;
    luaL_checklstring(L, 1, &len);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &seplen);
    clua_Control *c = clua_control(L);
    /* Copies of nothing: stock's loop runs n times in one C call to make "" (for
     * math.maxinteger, past any time limit: the watchdog ended the run), so its result is
     * given here without the loop. */
    if (n > 0 && len == 0 && seplen == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    if (n > 0 && c->limit > 0) {
        size_t unit = len + seplen;          /* the result is len + unit * (n - 1) bytes */
        /* past lstrlib's MAXSIZE (INT_MAX) stock refuses it itself, allocating nothing:
         * its "resulting string too large", as under lua5.4 */
        if (unit > (size_t)INT_MAX / (lua_Unsigned)n) return clua_callstock(L);
        lua_Unsigned more = (lua_Unsigned)n - 1;
        size_t need = unit > 0 && more > (SIZE_MAX - len) / unit ? SIZE_MAX : len + unit * (size_t)more;
        /* Refused before it allocates only when the result alone is over the whole limit: one
         * that would fit the limit but not what the heap has left is stock's case, whose
         * allocation fails with its own "not enough memory" — the heap is full, not the
         * result too large. */
        if (need > c->limit)
            return luaL_error(L, "string.rep result too large (%I copies of %I bytes; script "
                                 "memory limit %I MiB)", n, (lua_Integer)len, (lua_Integer)(c->limit >> 20));
    }
    return clua_callstock(L);
}

/* ------------------------------------------------------------------------------------------
 * Objects' __index and __newindex (see shim.h).
 * ---------------------------------------------------------------------------------------- */
static unsigned clua_hashkey(const void *key, unsigned mask) {
    uintptr_t p = (uintptr_t)key;
    return (unsigned)((p >> 3) * 2654435761u) & mask;        /* Fibonacci hashing of the address */
}

/* A class's two maps hold the same names (defineClass puts every name in both: a method or a
 * read-only property is -1 in `assign`) with the same data, so they share one keys array and
 * one data array and differ only in their values: one block of keys, data, index values and
 * assign values (24 bytes a slot, against 40 for two maps of their own: 161 KB of the start's
 * heap, half of malloc's pages at start, before). Keys first, so freeing the keys frees all.
 * Only the keys are zeroed (an empty slot is NULL): a slot's values and data are read only
 * once its key has matched, so they are always ones clua_mapput wrote. Zeroing them too was
 * 0.16 M of the start's instructions by callgrind's count (which counts each byte `rep stosb`
 * stores: the time saved is less). */
static void clua_classalloc(clua_Class *c, unsigned capacity) {
    char *block = (char *)malloc(capacity * (2 * sizeof(void *) + 2 * sizeof(int)));
    memset(block, 0, capacity * sizeof(void *));
    const void **keys = (const void **)block;
    void **data = (void **)(block + capacity * sizeof(void *));
    int *values = (int *)(block + 2 * capacity * sizeof(void *));
    c->index = (clua_KeyMap){ keys, values, data, capacity - 1 };
    c->assign = (clua_KeyMap){ keys, values + capacity, data, capacity - 1 };
}

clua_Class *clua_newclass(int n) {
    clua_Class *c = (clua_Class *)calloc(1, sizeof(clua_Class));
    unsigned capacity = 8;
    while (capacity < (unsigned)n * 2) capacity <<= 1;       /* at most half full */
    clua_classalloc(c, capacity);
    return c;
}

void clua_freeclass(clua_Class *c) {
    if (c == NULL) return;
    free(c->index.keys);                                     /* the assign map's too */
    free(c);
}

void clua_mapput(clua_KeyMap *map, const void *key, int value, void *data) {
    unsigned i = clua_hashkey(key, map->mask);
    while (map->keys[i] != NULL && map->keys[i] != key) i = (i + 1) & map->mask;
    map->keys[i] = key;
    map->values[i] = value;
    map->data[i] = data;
}

/* Whether the map's keys would each have their own slot in a map of `capacity` slots (their
 * hashes all differ), marked in `taken` (capacity bits): asked of each size before building
 * it, so only the size chosen is allocated and filled. */
static int clua_mapfits(const clua_KeyMap *map, unsigned capacity, uint64_t *taken) {
    memset(taken, 0, (capacity + 63) / 64 * sizeof(uint64_t));
    for (unsigned i = 0; i <= map->mask; i++) {
        if (map->keys[i] == NULL) continue;
        unsigned h = clua_hashkey(map->keys[i], capacity - 1);
        if (taken[h / 64] >> (h % 64) & 1) return 0;
        taken[h / 64] |= (uint64_t)1 << (h % 64);
    }
    return 1;
}

/* Moves the class's entries into maps of `capacity` slots. */
static void clua_classrebuild(clua_Class *c, unsigned capacity) {
    clua_Class old = *c;
    clua_classalloc(c, capacity);
    for (unsigned i = 0; i <= old.index.mask; i++) {
        if (old.index.keys[i] == NULL) continue;
        clua_mapput(&c->index, old.index.keys[i], old.index.values[i], old.index.data[i]);
        clua_mapput(&c->assign, old.index.keys[i], old.assign.values[i], old.index.data[i]);
    }
    free(old.index.keys);
}

/* Names resolve by their strings' addresses, which fall where the allocator put them, so two
 * of a class's names may share a slot and a lookup on the hottest path takes a second probe —
 * in some runs and not others (the benchmark's two-name class: 8 instructions more per
 * `obj.alpha` in one build than in another). The maps double until every name has its slot to
 * itself, up to 64 slots or 8 per name: a small class is then always one probe (two names in
 * 64 slots share one in 1.6 % of layouts); a large one (a View's ~100 names) cannot be made
 * collision-free at any size worth its memory — n names in m slots collide unless
 * n² / 2m is small — but at an eighth full it takes ~1.07 probes per lookup, for 192 bytes
 * per name (both maps). Each size is tried on a bitmap, and the maps rebuilt once, at the size
 * chosen: building every size on the way was 0.4 M instructions at start (25 classes). The
 * two maps hold the same keys, so the size one needs is the other's. */
void clua_finishclass(clua_Class *c, int n) {
    const clua_KeyMap *map = &c->index;
    unsigned most = n > 8 ? 8u * (unsigned)n : 64u;
    unsigned top = map->mask + 1;                            /* the largest size the loop tries */
    while (top < most) top <<= 1;
    uint64_t *taken = (uint64_t *)malloc((top + 63) / 64 * sizeof(uint64_t));
    unsigned capacity = map->mask + 1;
    while (!clua_mapfits(map, capacity, taken) && capacity < most) capacity <<= 1;
    free(taken);
    if (capacity != map->mask + 1) clua_classrebuild(c, capacity);
}

static inline int clua_mapget(const clua_KeyMap *map, const void *key, int *value, void **data) {
    unsigned i = clua_hashkey(key, map->mask);
    while (map->keys[i] != NULL) {
        if (map->keys[i] == key) { *value = map->values[i]; *data = map->data[i]; return 1; }
        i = (i + 1) & map->mask;
    }
    return 0;
}

/* After a host call from a metamethod: raise what it asked for, or the memory it overran.
 * Out of line: the property paths call it only when the host failed or memory ran over, and
 * inlined, its calls made every caller save more registers on the way in. */
static __attribute__((noinline)) int clua_leavehost(lua_State *L, clua_Control *c, int n) {
    if (c->oom_pending && c->host_depth == 0) return clua_raiseoom(L, c);
    if (n < 0) return lua_error(L);
    return n;
}

static int clua_dispatch_property(lua_State *L, clua_Control *c, clua_Box *box, lua_Integer prop, int write) {
    c->host_depth++;
    int n = c->propdispatch(L, box, prop, write);
    c->host_depth--;
    return clua_leavehost(L, c, n);
}

/* "bad value for 'alpha' of View (number expected, got string)", at the script's line. */
static int clua_badvalue(lua_State *L, const char *expected) {
    const char *got;
    char buf[32];
    if (lua_type(L, 3) == LUA_TNUMBER) {
        double d = lua_tonumberx(L, 3, NULL);
        snprintf(buf, sizeof buf, "%s", d != d ? "nan" : d > 0 ? "inf" : "-inf");
        got = buf;
    } else {
        got = clua_typenameat(L, 3);
    }
    clua_where(L);
    lua_pushfstring(L, "bad value for '%s' of %s (%s expected, got %s)",
                    lua_tostring(L, 2), clua_typenameat(L, 1), expected, got);
    lua_concat(L, 2);
    return lua_error(L);
}

/* "attempt to use a userdata value as a View", at the script's line: a value that is not a
 * box reached a class's metamethod (see clua_self). Out of line: the hot paths only branch
 * here. */
static __attribute__((noinline)) int clua_notabox(lua_State *L) {
    /* read before anything is pushed: called with no arguments (pcall(mt.__index)), index 1
     * would be the first string pushed below. (luaL_typename's names are static strings.) */
    int none = lua_isnone(L, 1);
    const char *type = luaL_typename(L, 1);
    const char *cls = "Transit object";
    if (lua_getmetatable(L, 1)) {                           /* +1 the class's metatable */
        lua_pushliteral(L, "__name");                       /* +1 */
        if (lua_rawget(L, -2) == LUA_TSTRING) cls = lua_tostring(L, -1);   /* -1 +1 */
    }                                  /* (left on the stack until the error: the name stays) */
    clua_where(L);                                          /* +1 "file:line: " */
    if (none) lua_pushfstring(L, "attempt to use no value as a %s", cls);      /* +1 */
    else lua_pushfstring(L, "attempt to use a %s value as a %s", type, cls);   /* +1 */
    lua_concat(L, 2);                                       /* -2 +1 */
    return lua_error(L);
}

/* Only the VM calls these metamethods, with a value whose metatable is a class's at 1. Scripts
 * cannot call them on anything else, nor read the metatable (__metatable = false) — but
 * debug.getmetatable reads it anyway and debug.setmetatable gives it to any value (`transit
 * run --unsafe`, or stock lua5.4 with Transit as a module): io.stdout, a table, every number.
 * So the value is checked to be a box (clua_tobox) before its block is read, and anything else
 * is an error, as luaL_checkudata's are in stock libraries. The VM always passes 2 (or 3)
 * values and cleans the stack on return. */
static inline clua_Box *clua_self(lua_State *L, const clua_Control *c) {
    clua_Box *box = clua_toboxof(L, c, 1);
    if (box == NULL) clua_notabox(L);
    else if (box->object == NULL) {      /* cold: a retired box's object is NULL too */
        if (clua_isretired(box)) clua_raiseretired(L, 1);
        luaL_error(L, "attempt to use a destroyed %s", clua_typenameat(L, 1));
    }
    return box;
}

/* The value of the key at 2 in one of the class's maps; 0 if the key is not a bound name.
 * One API call: lua_topointer gives a string's own object (documented for strings since 5.4:
 * "different objects will give different pointers"), NULL for numbers and booleans, and
 * never converts or allocates (lua_tolstring would turn a number key into a string in
 * place, so it needed a lua_type check first: a second call on the hottest path). The map
 * holds the objects of the class's interned names, which the class keeps alive, so no other
 * string, table, function or full userdata can have their address. Only a light userdata
 * made by C code to hold that exact address could; Transit gives scripts none, and a C
 * module able to forge one can corrupt the state anyway. */
static inline int clua_lookup(lua_State *L, const clua_KeyMap *map, int *value, void **data) {
    return clua_mapget(map, lua_topointer(L, 2), value, data);   /* NULL is never a key */
}

/* The object and key read from the stack (slots.h) when the state may, the value at 1 is a
 * live box and the key is there; else through the API, where anything but a live box raises
 * (clua_self). */
int clua_index(lua_State *L) {                              /* [obj key] */
    clua_beforehost(L);
    clua_Control *c = clua_control(L);
    clua_Box *box = NULL;
    const void *key = NULL;
    if (c->directslots) {
        int n;
        const clua_Slot *a = clua_argslots(L, &n);
        if (n >= 2 && (box = clua_slotbox(c, a)) != NULL && box->object != NULL) key = clua_slotstring(&a[1]);
        else box = NULL;
    }
    if (box == NULL) {
        box = clua_self(L, c);
        key = lua_topointer(L, 2);
    }
    int v;
    void *accessor;
    if (clua_mapget(&c->classes[clua_boxclass(box)]->index, key, &v, &accessor)) {   /* NULL is never a key */
        switch (v & 3) {
        case CLUA_KEY_METHOD:
            /* A fixed method is a light C function (pushing it is setting a value: the same
             * value the methods array holds, without the upvalue's and the array's reads). */
            if (accessor != NULL) lua_pushcfunction(L, (lua_CFunction)accessor);   /* [obj key method] */
            else lua_rawgeti(L, lua_upvalueindex(1), (v >> 2) + 1);           /* [obj key method] */
            return 1;
        case CLUA_KEY_NUMBER: {
            double d = 0;
            c->host_depth++;
            int n = c->numberget(L, accessor, box->object, &d);
            c->host_depth--;
            if (n < 0) return clua_leavehost(L, c, n);
            lua_pushnumber(L, d);                           /* [obj key value] */
            return 1;
        }
        case CLUA_KEY_FUNCTION:
            if (v >> 2) {                                   /* a method a field may shadow */
                if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {   /* [obj key fields] */
                    lua_pushvalue(L, 2);                    /* [obj key fields key] */
                    if (lua_rawget(L, -2) != LUA_TNIL) return 1;  /* [obj key fields value] */
                }
                lua_rawgeti(L, lua_upvalueindex(1), v >> 2);      /* [… method] */
                return 1;
            }
            break;                                          /* a Lua-side field: below */
        default:
            return clua_dispatch_property(L, c, box, v >> 2, 0);   /* pushes the value */
        }
    } else {
        accessor = NULL;
    }
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {         /* [obj key fields?] */
        lua_pushnil(L);                                     /* no Lua-side fields yet */
    } else {
        lua_pushvalue(L, 2);                                /* [obj key fields key] */
        lua_rawget(L, -2);                                  /* [obj key fields value] */
    }
    /* a function field with a default (clua_donothing), unset: the default */
    if (accessor != NULL && lua_type(L, -1) == LUA_TNIL) lua_pushcfunction(L, (lua_CFunction)accessor);
    return 1;
}

/* The default of a function field whose UIKit method does nothing in the base class
 * (`willMove(toParent:)`): a script may call it without having set one. */
static int clua_donothing(lua_State *L) {
    (void)L;
    return 0;
}

void *clua_donothingaddress(void) { return (void *)clua_donothing; }

/* A function, or a value whose metatable has a __call (read raw: nothing runs), as
 * LuaCall.isCallable: a busted spy is a table. */
static int clua_iscallable(lua_State *L, int idx) {
    if (lua_type(L, idx) == LUA_TFUNCTION) return 1;
    if (!lua_getmetatable(L, idx)) return 0;                /* +1 mt */
    lua_pushliteral(L, "__call");                           /* +1 */
    int callable = lua_rawget(L, -2) != LUA_TNIL;           /* -1 +1 */
    lua_pop(L, 2);
    return callable;
}

/* "bad value for 'viewDidLoad' of ViewController (function expected, got number)", at the
 * script's line, as a bound property's bad value */
static int clua_notcallable(lua_State *L) {
    clua_where(L);
    lua_pushfstring(L, "bad value for '%s' of %s (function expected, got %s)",
                    lua_tostring(L, 2), clua_typenameat(L, 1), clua_typenameat(L, 3));
    lua_concat(L, 2);
    return lua_error(L);
}

/* "table index is NaN", as Lua words a plain table's, at the script's line: lua_rawset's own
 * error, raised in this C function, named no line at all inside a script's pcall. */
static int clua_badkey(lua_State *L, const char *what) {
    clua_where(L);                                          /* +1 "file:line: " */
    lua_pushfstring(L, "table index is %s", what);          /* +1 */
    lua_concat(L, 2);                                       /* -2 +1 */
    return lua_error(L);
}

/* The general __newindex: every check in the order the messages promise (destroyed object,
 * read-only name, the value's type), any kind of property, and Lua-side fields. Out of line:
 * inlined into clua_newindex, its buffers and calls gave the fast path a frame of 200 bytes
 * and five saved registers to set up and tear down on every write. */
static __attribute__((noinline)) int clua_newindex_general(lua_State *L) {   /* [obj key value] */
    clua_Control *c = clua_control(L);
    clua_Box *box = clua_self(L, c);
    int unknown = 1;                                        /* no bound name: the host may look */
    int v;
    void *accessor;
    if (clua_lookup(L, &c->classes[clua_boxclass(box)]->assign, &v, &accessor)) {
        if (v < 0) {              /* at the script's line, as a bad value: luaL_error would name
                                   * the frame that assigned, Transit's constructor for View{…} */
            clua_where(L);
            lua_pushfstring(L, "cannot assign to '%s' of %s (it is read-only)",
                            lua_tostring(L, 2), clua_typenameat(L, 1));
            lua_concat(L, 2);
            return lua_error(L);
        }
        if ((v & 3) == CLUA_KEY_FUNCTION) {
            /* a UIKit override the host calls: refused here, at the script's line, rather
             * than at its use — a view loading, a layout, a presentation — far from it; a
             * method a field may shadow (v >> 2: its slot + 1) takes any value */
            if ((v >> 2) == 0 && lua_type(L, 3) > LUA_TNIL && !clua_iscallable(L, 3)) return clua_notcallable(L);
            unknown = 0;
            goto field;
        }
        if ((v & 3) == CLUA_KEY_NUMBER) {
            if (lua_type(L, 3) != LUA_TNUMBER) return clua_badvalue(L, "number");
            double d = lua_tonumberx(L, 3, NULL);
            if (d != d || d - d != 0) return clua_badvalue(L, "finite number");   /* NaN, ±inf */
            c->host_depth++;
            int n = c->numberset(L, accessor, box->object, d);
            c->host_depth--;
            return clua_leavehost(L, c, n);
        }
        return clua_dispatch_property(L, c, box, v >> 2, 1);  /* reads the value at 3 */
    }
    if (lua_isnil(L, 2)) return clua_badkey(L, "nil");
    if (lua_type(L, 2) == LUA_TNUMBER) {
        double d = lua_tonumberx(L, 2, NULL);
        if (d != d) return clua_badkey(L, "NaN");
    }
field:
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {         /* [obj key value fields?] */
        lua_pop(L, 1);
        lua_newtable(L);                                    /* [obj key value fields] */
        lua_pushvalue(L, -1);
        lua_setiuservalue(L, 1, 1);                         /* the object keeps it */
    }
    if (unknown && c->newfield != NULL && lua_type(L, 2) == LUA_TSTRING && !lua_isnil(L, 3)) {
        /* only a field made now: a field written again, and every bound name, never get here */
        lua_pushvalue(L, 2);
        int had = lua_rawget(L, -2) != LUA_TNIL;            /* [obj key value fields old] */
        lua_pop(L, 1);
        if (!had) {
            c->host_depth++;
            c->newfield(L, clua_boxclass(box));
            c->host_depth--;
        }
    }
    lua_insert(L, 2);                                       /* [obj fields key value] */
    lua_rawset(L, 2);                                       /* fields[key] = value */
    return 0;
}

/* __newindex. The fast path is a write of a finite number to a writable number property of a
 * live object (`view.alpha = 0.5`, the benchmark's "property write"): the box, the key's
 * object and the number read from the stack (slots.h: no API call) and one call into Swift.
 * It only reads until Swift is called, so anything else — not a box, a destroyed object, a
 * read-only or unknown name, a bad value, another kind of property, fewer than three
 * arguments, a liblua whose stack the state may not read — starts over in the general path
 * (the API's), which raises the same errors in the same order as before. */
int clua_newindex(lua_State *L) {                           /* [obj key value] */
    clua_beforehost(L);
    clua_Control *c = clua_control(L);
    if (!c->directslots) return clua_newindex_general(L);
    int given;
    const clua_Slot *a = clua_argslots(L, &given);
    clua_Box *box = given >= 3 ? clua_slotbox(c, a) : NULL; /* NULL: not a box (clua_self) */
    if (box == NULL || box->object == NULL) return clua_newindex_general(L);
    int v;
    void *accessor;
    double d;
    if (!clua_mapget(&c->classes[clua_boxclass(box)]->assign, clua_slotstring(&a[1]), &v, &accessor) || v < 0 ||
        (v & 3) != CLUA_KEY_NUMBER || !clua_slotnumber(&a[2], &d))
        return clua_newindex_general(L);
    if (d - d != 0) return clua_newindex_general(L);        /* NaN and ±inf give NaN */
    c->host_depth++;
    int n = c->numberset(L, accessor, box->object, d);
    c->host_depth--;
    if (n == 0 && !c->oom_pending) return 0;
    return clua_leavehost(L, c, n);
}

/* [-0, +1] t[k] as stock's lua_geti finds it when that runs no code: the raw value, else the
 * value in its metatable's __index table, and so on down the chain (as Lua follows it, at
 * most 2000 deep); its type, or LUA_TNONE (nil pushed) when an __index that is no table
 * would be asked — a function, whose calls must run only once, in stock's concat. Adds the
 * __index tables it went through to *hops. */
static int clua_codelessget(lua_State *L, int t, lua_Integer k, long long *hops) {
    lua_pushvalue(L, t);                                 /* +1 the table asked */
    for (int depth = 0; depth < 2000 && lua_type(L, -1) == LUA_TTABLE; depth++) {
        int type = lua_rawgeti(L, -1, k);                /* +1 */
        if (type != LUA_TNIL) {
            lua_remove(L, -2);                           /* -1 the table asked */
            return type;
        }
        lua_pop(L, 1);                                   /* -1 nil */
        if (luaL_getmetafield(L, -1, "__index") == LUA_TNIL) return LUA_TNIL;   /* the nil left */
        lua_remove(L, -2);                               /* -1: its __index is asked next */
        ++*hops;
    }
    lua_pop(L, 1);
    lua_pushnil(L);
    return LUA_TNONE;
}

/* The bytes table.concat(t, sep, i, j) makes, counted until they pass `cap`, over the values
 * its loop reads without running code (clua_codelessget). At a value that is neither a string
 * nor a number the count ends: stock raises "invalid value … at index k" there, having made
 * only what came before it (lua5.4's message for `table.concat({}, ",", 1, math.maxinteger)`,
 * and for a table whose __index table ends before j, not "too large"); at one an __index
 * function gives it ends too, uncounted: what that makes is Lua's to make, under the hook,
 * and stock's buffer grows only as far as the allocator lets it. The hops down __index
 * tables are charged to the instruction budget, as sandbox.c's loops charge theirs: values
 * 2000 tables down cost stock's loop 2000 lookups each, in one C call no hook sees. */
/* The length of the text lua_tolstring makes of the number at idx (lobject.c's tostringbuff:
 * an integer's digits, a float's "%.14g" with ".0" when it looks like an integer), without
 * making it: a concat of millions of numbers made a string of each. (Counted as 44 bytes,
 * LUAI_MAXSHORTLEN, 2^19 one-digit numbers were "too large" under 16 MiB: stock joins them
 * in 1 MiB.) */
static size_t clua_numberlength(lua_State *L, int idx) {
    if (lua_isinteger(L, idx)) {
        lua_Integer n = lua_tointeger(L, idx);
        lua_Unsigned u = n < 0 ? 0u - (lua_Unsigned)n : (lua_Unsigned)n;
        size_t len = n < 0 ? 2 : 1;
        while (u >= 10) { u /= 10; len++; }
        return len;
    }
    char buf[64];
    clua_formatnumber(buf, lua_tonumber(L, idx));
    return strlen(buf);
}

static size_t clua_concatsize(lua_State *L, lua_Integer i, lua_Integer j, size_t seplen, size_t cap) {
    size_t total = 0;
    long long hops = 0;
    for (lua_Integer k = i; k <= j && total <= cap; k++) {
        size_t len = 0;
        int type = clua_codelessget(L, 1, k, &hops);     /* +1 */
        if (type == LUA_TSTRING) lua_tolstring(L, -1, &len);
        else if (type == LUA_TNUMBER) len = clua_numberlength(L, -1);
        lua_pop(L, 1);                                   /* -1 */
        if (hops >= 4096) { clua_chargesteps(L, hops); hops = 0; }
        if (type != LUA_TSTRING && type != LUA_TNUMBER) break;
        total += len + (k < j ? seplen : 0);
        if (k == LUA_MAXINTEGER) break;
    }
    clua_chargesteps(L, hops);
    return total;
}

/* table.concat(list [, sep [, i [, j]]]) as the manual gives it, for a table with a metatable:
 * stock's loop reads each index in one C call, and an __index that is a C function (table.concat
 * itself, giving "" for an empty table) runs no instruction for the count hook and allocates
 * nothing for the memory limit, so `concat(t, "", 1, 2^40)` never ended. Each read is charged
 * to the instruction budget, as clua_safemove's steps are; the rest is stock's order (the
 * length first, a __len run even when j is given) and words. */
static int clua_countedconcat(lua_State *L) {
    lua_Integer last = luaL_len(L, 1);
    size_t seplen;
    const char *sep = luaL_optlstring(L, 2, "", &seplen);
    lua_Integer i = luaL_optinteger(L, 3, 1);
    last = luaL_optinteger(L, 4, last);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    long long pending = 0;
    for (; i <= last; i++) {
        lua_geti(L, 1, i);                               /* +1 */
        if (!lua_isstring(L, -1))
            return luaL_error(L, "invalid value (%s) at index %I in table for 'concat'",   /* 5.4.4's */
                              luaL_typename(L, -1), (LUAI_UACINT)i);
        luaL_addvalue(&b);                               /* -1 */
        if (++pending == 4096) { clua_chargesteps(L, pending); pending = 0; }
        if (i == last) break;                            /* last may be math.maxinteger */
        luaL_addlstring(&b, sep, seplen);
    }
    clua_chargesteps(L, pending);
    luaL_pushresult(&b);
    return 1;
}

int clua_safeconcat(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (c->limit > 0 && lua_type(L, 1) == LUA_TTABLE) {
        /* stock's concat asks a __len first (aux_getn), before it reads its other arguments,
         * and only the concat's own call may run it: a table with one skips the count below
         * (which raised a bad separator first, and counted to the raw length, which stock
         * does not read) */
        if (luaL_getmetafield(L, 1, "__len") != LUA_TNIL) {
            lua_pop(L, 1);
            return clua_countedconcat(L);
        }
        size_t seplen = 0;
        luaL_optlstring(L, 2, "", &seplen);
        lua_Integer i = luaL_optinteger(L, 3, 1);
        lua_Integer j = lua_isnoneornil(L, 4) ? (lua_Integer)lua_rawlen(L, 1) : luaL_checkinteger(L, 4);
        /* as string.rep: "too large" only for a result over the whole limit (counted up to
         * it); one that fits the limit but not the heap's room fails in stock's allocation */
        if (clua_concatsize(L, i, j, seplen, c->limit) > c->limit)
            return luaL_error(L, "table.concat result too large (over %I bytes; script memory limit %I MiB)",
                              (lua_Integer)c->limit, (lua_Integer)(c->limit >> 20));
        if (lua_getmetatable(L, 1)) {                    /* +1: its reads may call an __index */
            lua_pop(L, 1);
            return clua_countedconcat(L);
        }
    }
    return clua_callstock(L);
}

long clua_findbytes(const unsigned char *text, size_t size, const char *needle, size_t n) {
    if (n == 0) return 0;
    const unsigned char *p = text, *end = text + size;
    while (p + n <= end) {
        p = memchr(p, (unsigned char)needle[0], (size_t)(end - p) - n + 1);
        if (p == NULL) return -1;
        if (memcmp(p, needle, n) == 0) return (long)(p - text);
        p++;
    }
    return -1;
}

void clua_formatnumber(char *buf, double d) {
    snprintf(buf, 64, LUA_NUMBER_FMT, d);
    if (buf[strspn(buf, "-0123456789")] == '\0') strcat(buf, ".0");   /* looks like an int */
}

/* ------------------------------------------------------------------------------------------
 * Value records.
 * ---------------------------------------------------------------------------------------- */
int clua_getnumbers(lua_State *L, int idx, const char *const *keys, int n, double *out, int *badtype) {
    idx = lua_absindex(L, idx);
    for (int i = 0; i < n; i++) {
        lua_pushstring(L, keys[i]);                          /* +1 key */
        int t = lua_rawget(L, idx);                          /* -1 +1 value */
        if (t != LUA_TNUMBER) {
            *badtype = t;
            lua_pop(L, 1);                                   /* -1 */
            return i + 1;
        }
        out[i] = lua_tonumberx(L, -1, NULL);
        lua_pop(L, 1);                                       /* -1 */
    }
    return 0;
}

void clua_pushnumbers(lua_State *L, const char *const *keys, int n, const double *values, int mt) {
    lua_createtable(L, 0, n);                                /* +1 record */
    for (int i = 0; i < n; i++) {
        lua_pushnumber(L, values[i]);                        /* +1 */
        lua_setfield(L, -2, keys[i]);                        /* -1 raw: no metatable yet */
    }
    if (mt > 0) {
        /* The registry is the debug library's to write (`debug.getregistry()[k] = 42` from
         * stock Lua, docs/lua-module.md): a slot that no longer holds a table leaves the
         * record without its methods — their calls are Lua errors — where setting a
         * non-table as a metatable corrupted the state (SIGSEGV). */
        if (lua_rawgeti(L, LUA_REGISTRYINDEX, mt) == LUA_TTABLE)   /* +1 metatable? */
            lua_setmetatable(L, -2);                         /* -1 */
        else
            lua_pop(L, 1);                                   /* -1 not one */
    }
}

void clua_where_into(lua_State *L, char *buf, size_t size) {
    buf[0] = '\0';
    clua_scriptline(L, 1, buf, size);
}

/* clua_scriptline's frame, asked what it is: busted's --list names no place for a test that
 * a file's main chunk declares (its trace's `what` is "main"). */
int clua_where_is_main(lua_State *L) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (clua_isscript(&ar)) return *ar.what == 'm';
    }
    return 0;
}

/* clua_index's first step, for lookup.c: whether `key` (lua_topointer of the key) is a bound
 * name of class `classid`, and its value in the class's index map. Here because the map's
 * probe is this file's. */
int clua_boundname(lua_State *L, int32_t classid, const void *key, int *value) {
    void *accessor;
    return key != NULL && clua_mapget(&clua_control(L)->classes[classid]->index, key, value, &accessor);
}
