/*
 * borrow.c — Transit on a Lua state it did not make: stock lua5.4 (or busted) loading Transit
 * as a C module (`require "transit"`).
 *
 * The state is the host's: its allocator, hooks, warning and panic handlers and its extra
 * space stay as the host set them, and Transit never closes it. The bridge still needs a
 * control block (the dispatchers, the bound classes, the seal); it lives in a sentinel
 * userdata kept in the registry, found there by clua_control (not through the extra space,
 * which is the host's and which coroutines made before the module loaded never received).
 *
 * The sentinel is made before any bound object, so when the host closes the state (lua_close:
 * finalizers run newest first) every object's __gc has run before the sentinel's, which hands
 * the end to the host (control->onclose). Lua frees the sentinel — and the control block in it
 * — only after the last finalizer, so a finalizer that runs later still finds the block, whose
 * dispatchers by then only raise (clua_detach).
 */
#include "shim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

int clua_borrowing = 0;
clua_Control *clua_soleborrowed = NULL;

/* The states alive that Transit's functions live in, by kind, and the borrowed block made
 * last (NULL once its state closed). Own states are made and closed on any thread (the tests
 * run many at once), so their count is atomic; borrowing happens only in a host process,
 * whose states a host running them on several threads at once would reach through the
 * registry (clua_soleborrowed stays NULL with two states). */
static int clua_ownstates = 0, clua_borrowedstates = 0;
static clua_Control *clua_lastborrowed = NULL;

/* With exactly one such state alive, and that one borrowed, any lua_State that reaches
 * Transit's C functions is a thread of it: its control block needs no lookup. */
static void clua_recount(void) {
    int own = __atomic_load_n(&clua_ownstates, __ATOMIC_SEQ_CST);
    clua_soleborrowed = own == 0 && clua_borrowedstates == 1 ? clua_lastborrowed : NULL;
}

void clua_countownstate(int delta) {
    __atomic_add_fetch(&clua_ownstates, delta, __ATOMIC_SEQ_CST);
    if (clua_borrowing) clua_recount();     /* a process that never borrowed has nothing to recount */
}

/* Its address keys the sentinel in the registry (a light userdata no script can forge). */
static const char clua_sentinelkey = 'T';

/* The borrowed blocks whose states are open, newest first (a host rarely has more than one). */
static clua_Control *clua_borrowedlist = NULL;

/* The block of the sentinel at `idx`, or NULL when the value there is not a sentinel: a
 * userdata of the block's size that holds its own address in `sentinelmark`, which no script
 * can write (a script's userdata come from C code that is not Transit's, and Transit's own
 * boxes hold no pointer to themselves). */
static clua_Control *clua_sentinelblock(lua_State *L, int idx) {
    if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(clua_Control)) return NULL;
    clua_Control *c = (clua_Control *)lua_touserdata(L, idx);
    return c->sentinelmark == (void *)c ? c : NULL;
}

static clua_Control *clua_mainthreadblock(lua_State *main) {
    for (clua_Control *c = clua_borrowedlist; c != NULL; c = c->nextborrowed)
        if (c->mainthread == main) return c;
    return NULL;
}

clua_Control *clua_findborrowed(lua_State *L) {
    if (!lua_checkstack(L, 1)) {          /* C functions have 20 free slots: a host bug */
        fprintf(stderr, "transit: fatal: no Lua stack slot left to find the bridge\n");
        abort();
    }
    int type = lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_sentinelkey);               /* +1 sentinel? */
    clua_Control *c = clua_sentinelblock(L, -1);
    lua_pop(L, 1);                                                                /* -1 */
    if (c != NULL || type == LUA_TNIL) return c;
    /* The slot holds something else: a script replaced it (debug.getregistry()). The true
     * sentinel, unreachable now, goes back at the next collection (clua_keepsentinel); until
     * then its block is found by the state's main thread. */
    return clua_borrowedlist != NULL ? clua_mainthreadblock(clua_mainthread(L)) : NULL;
}

clua_Control *clua_borrowedcontrol(lua_State *L) {
    clua_Control *c = clua_findborrowed(L);
    return c != NULL ? c : *(clua_Control **)lua_getextraspace(L);   /* a state of our own */
}

lua_State *clua_mainthread(lua_State *L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);       /* +1 main thread */
    lua_State *main = lua_tothread(L, -1);
    lua_pop(L, 1);                                                 /* -1 (the registry keeps it) */
    return main;
}

/* The sentinel is only collected at the state's close — unless a script removed it from the
 * registry (the debug library reaches it: debug.getregistry()), when the collector finds it
 * unreachable while the state lives on, and its block, which every bound call reads, would be
 * freed under them (SIGSEGV). Then it goes back into the registry, its finalizer armed again,
 * and the bridge goes on. A close is told apart by its caller: lua_close unwinds the main
 * thread's calls before it runs the finalizers, so one of a close has none; a collection
 * has one (the code that allocated, or `collectgarbage`). [-0, +0] */
/* Only a close runs the finalizer on the main thread with no caller, from inside the
 * collector; any other call of it is a script's (`debug.getmetatable(s).__gc(s)`, in a
 * callback, in a coroutine of its own, from another finalizer): the sentinel held in the
 * registry then stays as it is — such a call shut the bridge down under the engine's frames
 * (a Swift fatal error). */
static int clua_keepsentinel(lua_State *L) {
    lua_Debug ar;
    if (clua_infinalizer(L) && !lua_getstack(L, 1, &ar) && L == clua_mainthread(L)) return 0;   /* a close */
    lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_sentinelkey);          /* +1 */
    int removed = !lua_rawequal(L, -1, 1);
    lua_pop(L, 1);                                                 /* -1 */
    if (!removed) return 1;                                        /* a script's call */
    lua_pushvalue(L, 1);                                           /* +1 sentinel */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &clua_sentinelkey);          /* -1 registry[key] = sentinel */
    if (lua_getmetatable(L, 1)) lua_setmetatable(L, 1);            /* +1 -1: marked for finalization again */
    return 1;
}

int clua_closingfinalizer(lua_State *L) {
    if (!clua_infinalizer(L) || L != clua_mainthread(L)) return 0;
    lua_Debug ar;
    int bottom = 0;
    while (lua_getstack(L, bottom + 1, &ar)) bottom++;
    if (!lua_getstack(L, bottom, &ar) || !lua_getinfo(L, "n", &ar)) return 0;
    return ar.namewhat != NULL && strcmp(ar.namewhat, "metamethod") == 0 && ar.name != NULL && strcmp(ar.name, "__gc") == 0;
}

static void clua_unwatchcontrol(clua_Control *c);

/* __gc of the sentinel: the host is closing the state. A userdata a script gave the
 * sentinel's metatable (debug.setmetatable) is not one: its bytes were read as a block. */
static int clua_sentinelgc(lua_State *L) {
    clua_Control *c = clua_sentinelblock(L, 1);
    if (c == NULL || clua_keepsentinel(L)) return 0;
    /* from now on, the lookup: the registry still holds the sentinel while finalizers run */
    clua_borrowedstates--;
    if (clua_lastborrowed == c) clua_lastborrowed = NULL;
    for (clua_Control **p = &clua_borrowedlist; *p != NULL; p = &(*p)->nextborrowed)
        if (*p == c) { *p = c->nextborrowed; break; }
    clua_recount();
    clua_unwatchcontrol(c);
    if (c->onclose != NULL) {
        void (*onclose)(clua_Control *) = c->onclose;
        c->onclose = NULL;                                         /* once */
        onclose(c);
    }
    return 0;
}

/* The host's allocator, watched: a borrowed state's blocks come from the same malloc as
 * Swift's, and Swift's allocator traps when malloc fails. After Lua's "not enough memory"
 * caught by a script's own pcall, what the failed code built is garbage that only an
 * allocation by Lua would collect; the next bound call (Swift) would trap first. So the
 * state's allocator is the host's behind this one, which notes a refusal, and a bound call
 * collects before it enters Swift (clua_collectrefused). Each wrapper outlives its state: Lua
 * frees the last blocks through it after the control block is gone; it is never freed and
 * stays reachable from this list (a few bytes per state the process opened). */
typedef struct clua_HostAlloc {
    lua_Alloc f;
    void *ud;
    clua_Control *control;   /* the state's block, whose host_depth tells a Swift frame is live;
                              * NULL from the state's close on (clua_unwatchcontrol) */
    void *refusedptr;        /* the request last refused inside a Swift frame, refused once */
    size_t refusedsize;
    struct clua_HostAlloc *next;
} clua_HostAlloc;
static clua_HostAlloc *clua_hostallocs = NULL;
int clua_allocrefused = 0;

/* The ballast: blocks kept for a push from Swift that the host's allocator refuses (a table
 * a bound function returns). Lua would raise "not enough memory" there with a longjmp
 * through the bound function's Swift frames, which never release what they hold; Transit's
 * own allocator grants such a block from its reserve and the trampoline raises after the
 * frames return (shim.c, clua_raiseoom). Here the reserve is these blocks: freed one by one
 * until the request, asked again, is granted, and the trampoline raises the same way. Never
 * written, they hold address space rather than memory — what a cap on it (`ulimit -v`), the
 * way malloc refuses on Linux, counts. One ballast per process (the memory is the
 * process's), taken once a load has finished (luaopen.c: taken before, it left the load's
 * Swift code no room under a tight cap), and again by clua_collectrefused once there is room: in 1 MiB blocks, which
 * a heap that the collection left in pieces can still give back where 8 MiB in one were
 * refused. 8 MiB in all, the least reserve Transit's own states have (LuaState.swift). */
#define CLUA_BALLAST_BLOCKS 8
#define CLUA_BALLAST_BLOCK ((size_t)1 << 20)
static void *clua_ballast[CLUA_BALLAST_BLOCKS];

void clua_takeballast(void) {
    for (int i = 0; i < CLUA_BALLAST_BLOCKS; i++) {
        if (__atomic_load_n(&clua_ballast[i], __ATOMIC_RELAXED) != NULL) continue;
        void *b = malloc(CLUA_BALLAST_BLOCK), *none = NULL;
        if (b == NULL) return;                                     /* no room yet */
        if (!__atomic_compare_exchange_n(&clua_ballast[i], &none, b, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
            free(b);
    }
}

int clua_dropballastblock(void) {
    for (int i = 0; i < CLUA_BALLAST_BLOCKS; i++) {
        void *b = __atomic_exchange_n(&clua_ballast[i], NULL, __ATOMIC_RELAXED);
        if (b != NULL) {
            free(b);
            return 1;
        }
    }
    return 0;
}

/* A block refused while a Swift frame of the state is live: the ballast freed until it is
 * granted, and the trampoline told to raise. With the ballast spent, nothing can unwind
 * those frames: Swift's own allocator stops the process there too, and so does this. */
static __attribute__((noinline)) void *clua_fromballast(clua_HostAlloc *h, clua_Control *c, void *ptr,
                                                        size_t osize, size_t nsize) {
    void *p = NULL;
    for (int i = 0; i < CLUA_BALLAST_BLOCKS && p == NULL; i++) {
        void *b = __atomic_exchange_n(&clua_ballast[i], NULL, __ATOMIC_RELAXED);
        if (b == NULL) continue;
        free(b);
        p = h->f(h->ud, ptr, osize, nsize);
    }
    if (p == NULL) {
        fprintf(stderr, "transit: fatal: out of memory inside a host call (Lua asked for %zu bytes; "
                        "the ballast is spent)\n", nsize);
        abort();
    }
    c->oom_pending = 1;
    return p;
}

static void *clua_watchedalloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_HostAlloc *h = (clua_HostAlloc *)ud;
    void *p = h->f(h->ud, ptr, osize, nsize);
    if (p == NULL && nsize > 0) {
        /* relaxed atomics: a library that makes states of its own with the host's allocator
         * (lua_getallocf: Lanes) may run them on other threads */
        __atomic_store_n(&clua_allocrefused, 1, __ATOMIC_RELAXED);
        clua_Control *c = h->control;
        /* Refused once, as it is: Lua then runs its emergency collection and asks again with
         * the same block and size (lmem.c, tryagain), which may well be granted — garbage
         * holding the memory is no reason to raise. Refused again, the ballast grants it. */
        if (c != NULL && c->host_depth > 0) {
            if (h->refusedptr == ptr && h->refusedsize == nsize) {
                h->refusedsize = 0;
                p = clua_fromballast(h, c, ptr, osize, nsize);
            } else {
                h->refusedptr = ptr;
                h->refusedsize = nsize;
            }
        }
    }
    return p;
}

/* What a load needs, with room to spare: the stage, the engine and the globals' tables
 * (VmSize grows 528 KiB past the ballast at a first load, from /proc/self/status). Asked of
 * mmap, not malloc: glibc raises its mmap threshold to the size of a mapped block freed, and
 * a 2 MiB probe through malloc put the 1 MiB ballast blocks after it on the heap, where
 * freeing one gives no address space back (ModuleMemoryTests' push under `ulimit -v`). */
#define CLUA_LOAD_ROOM ((size_t)2 << 20)

int clua_roomtoload(void) {
    void *probe = mmap(NULL, CLUA_LOAD_ROOM, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (probe == MAP_FAILED) return 0;      /* never written: address space, as the cap counts */
    munmap(probe, CLUA_LOAD_ROOM);          /* given back for the load to use */
    return 1;
}

static void clua_watchallocator(lua_State *L, clua_Control *c) {
    clua_HostAlloc *h = (clua_HostAlloc *)malloc(sizeof *h);
    if (h == NULL) return;                   /* unwatched: as before */
    h->f = lua_getallocf(L, &h->ud);
    h->control = c;
    h->refusedptr = NULL;
    h->refusedsize = 0;
    h->next = clua_hostallocs;
    clua_hostallocs = h;
    lua_setallocf(L, clua_watchedalloc, h);
}

static void clua_unwatchcontrol(clua_Control *c) {
    for (clua_HostAlloc *h = clua_hostallocs; h != NULL; h = h->next)
        if (h->control == c) h->control = NULL;
}

void clua_collectrefused(lua_State *L) {
    __atomic_store_n(&clua_allocrefused, 0, __ATOMIC_RELAXED);
    clua_gccollect(L);
    clua_takeballast();
}

/* The host's code after the call allocates at once (the error's words, a report, the REPL's
 * next prompt); Swift's allocator traps when malloc fails. Room means a 2 MiB mapping the
 * system still grants past the ballast (clua_roomtoload's probe). */
void clua_roomforhost(lua_State *L) {
    __atomic_store_n(&clua_allocrefused, 0, __ATOMIC_RELAXED);
    clua_gccollect(L);
    if (clua_roomtoload()) {
        clua_takeballast();
        return;
    }
    while (clua_dropballastblock()) {}
    __atomic_store_n(&clua_allocrefused, 1, __ATOMIC_RELAXED);   /* taken again at the next entry */
}

static int clua_borrow_k(lua_State *L) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, CLUA_OWNSTATE_FIELD) == LUA_TBOOLEAN)   /* +1 */
        return luaL_error(L, "this Lua state is Transit's own (transit run, test or repl): its "
                             "globals are already there, and the module cannot share its bridge");
    lua_pop(L, 1);                                                 /* -1 */
    clua_Control *found = clua_findborrowed(L);
    if (found != NULL) {
        lua_pushlightuserdata(L, found);                           /* +1 */
        lua_pushboolean(L, 0);                                     /* +1 borrowed already */
        return 2;
    }
    clua_Control *c = (clua_Control *)lua_newuserdatauv(L, sizeof(clua_Control), 0);   /* +1 sentinel */
    memset(c, 0, sizeof *c);
    c->borrowed = 1;
    c->sealpureclass = -1;
    c->sentinelmark = c;
    c->mainthread = clua_mainthread(L);
    clua_watchallocator(L, c);
    lua_createtable(L, 0, 3);                                      /* +1 its metatable */
    lua_pushcfunction(L, clua_sentinelgc);                         /* +1 */
    lua_setfield(L, -2, "__gc");                                   /* -1 */
    lua_pushliteral(L, "transit.state");                           /* +1 */
    lua_setfield(L, -2, "__name");                                 /* -1 */
    lua_pushboolean(L, 0);                                         /* +1 */
    lua_setfield(L, -2, "__metatable");                            /* -1 hidden */
    lua_setmetatable(L, -2);                                       /* -1: marked for finalization */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &clua_sentinelkey);          /* -1 registry[key] = sentinel, which keeps it */
    lua_pushlightuserdata(L, c);                                   /* +1 */
    lua_pushboolean(L, 1);                                         /* +1 made now */
    return 2;
}

int clua_borrowstate(lua_State *L, clua_Control **out) {
    lua_pushcfunction(L, clua_borrow_k);                           /* +1 */
    int status = lua_pcall(L, 0, 2, 0);                            /* -1 +2 sentinel made, or +1 message */
    if (status != LUA_OK) return status;
    *out = (clua_Control *)lua_touserdata(L, -2);
    if (lua_toboolean(L, -1)) {           /* counted only once its __gc is sure to run */
        clua_borrowedstates++;
        clua_lastborrowed = *out;
        (*out)->nextborrowed = clua_borrowedlist;
        clua_borrowedlist = *out;
    }
    lua_pop(L, 2);                                                 /* -2 (the registry keeps it) */
    clua_borrowing = 1;
    clua_recount();
    return LUA_OK;
}

/* ---- After the host let go: C stubs that raise, reaching nothing of the host ---- */
static int clua_detachedfunction(lua_State *L, lua_Integer index) {
    (void)index;
    clua_pusherror(L, clua_control(L)->sealmessage);
    return CLUA_RAISE;
}

static int clua_detachedproperty(lua_State *L, struct clua_Box *box, lua_Integer property, int write) {
    (void)box; (void)property; (void)write;
    return clua_detachedfunction(L, 0);
}

static int clua_detachedgetter(lua_State *L, void *accessor, void *object, double *value) {
    (void)accessor; (void)object; (void)value;
    return clua_detachedfunction(L, 0);
}

static int clua_detachedsetter(lua_State *L, void *accessor, void *object, double value) {
    (void)accessor; (void)object; (void)value;
    return clua_detachedfunction(L, 0);
}

static int clua_detachedmethod(lua_State *L, lua_Integer method, void *self) {
    (void)method; (void)self;
    return clua_detachedfunction(L, 0);
}

void clua_detach(clua_Control *c) {
    c->sealmessage = "Transit is closed: the Lua state it was loaded into is closing";
    c->sealdepth = 0;
    c->dispatch = c->sealeddispatch = clua_detachedfunction;
    c->propdispatch = c->sealedpropdispatch = clua_detachedproperty;
    c->numberget = c->sealednumberget = clua_detachedgetter;
    c->numberset = c->sealednumberset = clua_detachedsetter;
    c->methoddispatch = c->sealedmethoddispatch = clua_detachedmethod;
    c->newfield = NULL;                                      /* its host is gone: nobody to tell */
    c->hostbytes = NULL;
    c->host = NULL;
}
