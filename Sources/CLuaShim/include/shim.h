/*
 * shim.h — the C side of Transit's bridge to Lua 5.4.
 *
 * Swift must never be unwound by Lua's longjmp (BRIDGE.md). Everything here exists for one of
 * three reasons: (1) Lua's API has macros Swift cannot call; (2) some API calls raise, so they
 * are made from C under a protected call or by the trampoline after the Swift frame returned;
 * (3) the allocator, hook, warning and panic handlers must be C.
 */
#ifndef TRANSIT_CLUA_SHIM_H
#define TRANSIT_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* ---- Macro wrappers: Lua defines these as macros, which Swift cannot import. ---- */
static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline void clua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void clua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void clua_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline int clua_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline lua_Number clua_tonumber(lua_State *L, int idx, int *isnum) { return lua_tonumberx(L, idx, isnum); }
static inline lua_Integer clua_tointeger(lua_State *L, int idx, int *isnum) { return lua_tointegerx(L, idx, isnum); }
static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline const char *clua_typename(lua_State *L, int idx) { return luaL_typename(L, idx); }
static inline int clua_version_num(void) { return LUA_VERSION_NUM; }
/* Whether a finalizer (__gc) is running (lua_gc is variadic, which Swift cannot call): Lua
 * 5.4 stops its collector internally meanwhile, and lua_gc answers -1 to any option then
 * ("lua_gc … returns -1 when called inside a finalizer"; lapi.c, GCSTPGC). A finalizer runs
 * inside whatever allocated, a host's frames included. */
static inline int clua_infinalizer(lua_State *L) { return lua_gc(L, LUA_GCCOUNT) == -1; }
static inline int clua_gccountkb(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }
/* The collector stopped while the host builds something a finalizer could reach half made
 * (a class's Lua side), if it runs (1): as clua_identityrebuild does. Not in a finalizer
 * (lua_gc answers -1 there: the collector is stopped already). */
static inline int clua_gchold(lua_State *L) {
    if (lua_gc(L, LUA_GCISRUNNING) != 1) return 0;
    lua_gc(L, LUA_GCSTOP);
    return 1;
}
static inline void clua_gcunhold(lua_State *L, int held) { if (held) lua_gc(L, LUA_GCRESTART); }
/* The collector in generational mode, as lua.c's pmain starts it before running a script
 * (`--unsafe`: the state as lua5.4 makes it; collectgarbage("incremental") answers the mode
 * it leaves, "generational" there). A held collector (the arena's state) switches as it is
 * released (clua_releasecollector). */
void clua_gcgenerational(lua_State *L);

/* ---- Status codes, restated as functions so Swift sees no raw macros. ---- */
static const int CLUA_OK = LUA_OK, CLUA_YIELD = LUA_YIELD, CLUA_ERRRUN = LUA_ERRRUN,
    CLUA_ERRSYNTAX = LUA_ERRSYNTAX, CLUA_ERRMEM = LUA_ERRMEM, CLUA_ERRERR = LUA_ERRERR;

/* ---- The control block: limits, accounting and the sticky stop, shared by the allocator
 * and the hook. One per state; it is the allocator's userdata, so both find it from any
 * thread (coroutine) of the state without a global. ---- */
static const int
    CLUA_STOP_NONE = 0,
    CLUA_STOP_INSTRUCTIONS = 1,  /* the instruction budget of one host entry ran out */
    CLUA_STOP_TIME = 2,          /* the time limit (CPU time, cpuclock.c) ran out */
    CLUA_STOP_INTERRUPT = 3,     /* the host asked (Ctrl-C in the REPL) */
    CLUA_STOP_MEMORY = 4,        /* usage passed the memory limit; raised with a line */
    CLUA_STOP_PATTERN = 5;       /* the pattern-matching step budget of one entry ran out */

#define CLUA_HOSTCALLS_CHECK 32   /* a power of two */
#define CLUA_WARN_SLOTS 16
#define CLUA_WARN_SIZE 480

typedef int (*clua_HostDispatch)(lua_State *L, lua_Integer index);
struct clua_Box;
typedef int (*clua_PropertyDispatch)(lua_State *L, struct clua_Box *box, lua_Integer property, int write);
/* Number properties (alpha, cornerRadius …), the hottest path: C checks the value's type
 * and finiteness and raises the Lua error itself; Swift gets or gives a plain double and
 * returns 0, or CLUA_RAISE with the error value pushed. C passes what Swift would otherwise
 * look up on every access: the property's accessor (kept in the class's key map, owned by
 * the state until after lua_close) and the box's object (live: C checked it), both
 * borrowed. */
typedef int (*clua_NumberGet)(lua_State *L, void *accessor, void *object, double *value);
typedef int (*clua_NumberSet)(lua_State *L, void *accessor, void *object, double value);
/* Bound methods (`obj:noop()`): C checks `self` (argument 1: a live box of the method's class
 * or a subclass) and passes its object, borrowed; NULL when the check failed, and Swift then
 * words the argument error itself, as for any other argument. */
typedef int (*clua_MethodDispatch)(lua_State *L, lua_Integer method, void *self);

/* A set of blocks' addresses (held.c): those Lua's emergency collection freed, kept from
 * free until no operation of Lua's can reach them. */
typedef struct clua_Held { void **slots; size_t cap, count, bytes; } clua_Held;
/* The retried blocks the allocator watches at most: past it the oldest is forgotten (a block
 * that may then leak; none is freed twice). */
#define CLUA_RETRIED 64

/* A box made while the state closed, and the object it retains. */
struct clua_ClosingBox { const void *box; void *object; };

typedef struct clua_Control {
    /* the host: set once by Swift; the trampoline calls dispatch(L, index) */
    void *host;
    clua_HostDispatch dispatch;
    /* sealed (seal.c): the host's dispatchers, kept while stubs refuse every call */
    int sealdepth;
    const char *sealmessage;
    int32_t sealpureclass;   /* a class whose objects are pure functions (curves): still callable; -1 none */
    clua_HostDispatch sealeddispatch;
    clua_PropertyDispatch sealedpropdispatch;
    clua_NumberGet sealednumberget;
    clua_NumberSet sealednumberset;
    clua_MethodDispatch sealedmethoddispatch;
    clua_PropertyDispatch propdispatch;
    clua_NumberGet numberget;
    clua_NumberSet numberset;
    clua_MethodDispatch methoddispatch;
    /* told when a script makes a new Lua-side field on a bound object (a string key that is no
     * bound name, a value, no field there before), with [obj key value fields] on the stack
     * and the object's class: the host may warn of a near miss of a bound name. It must not
     * raise nor change the stack. NULL: nobody listens (the state's default; detached) */
    void (*newfield)(lua_State *L, int32_t classid);
    int8_t methodclass[256]; /* by method number < CLUA_FIXED: its class (clua_pushmethod) */
    struct clua_Class *classes[64];  /* by class id: the objects' key maps */
    const void *classmetatables[64]; /* by class id: its metatable (clua_setclassmetatable) */
    int boxlayoutchecked;    /* clua_setclassmetatable checked the userdata header's layout */
    int directslots;         /* metamethods read their arguments from the stack (slots.h) */
    int collectorheld;       /* the arena's state: collector stopped until the script starts */
    int generationalheld;    /* --unsafe asked for generational mode while it was held */
    int heldhook;            /* the hook interval the limits asked for while it was held */
    int leavesarena;         /* a side state (a config, a pattern): the start arena is not for it */
    uint64_t ancestry[64];   /* by class id: bit i set when the class is class i or derives from it */
    /* memory */
    size_t used;             /* bytes held by the state now */
    size_t peak;             /* the most it ever held */
    size_t limit;            /* 0 = none; past it the hook raises "not enough memory" */
    /* bytes the host holds for the script (objects, animations, records, captured output),
     * which the allocator cannot see; asked by the hook when it checks the limit */
    size_t (*hostbytes)(void *host);
    unsigned hostcalls;      /* host calls made, to check the limit every CLUA_HOSTCALLS_CHECK */
    size_t ceiling;          /* past it the allocator refuses (outside host frames) */
    size_t reserve;          /* extra granted above the ceiling while a host frame is live */
    int host_depth;          /* > 0 while a Swift frame called from Lua is on the C stack */
    int oom_pending;         /* a host-frame allocation went past the ceiling: raise on exit */
    size_t refused;          /* bytes the system (malloc) last refused this entry; 0: none, or the
                              * ceiling refused since — the memory error's words name the system */
    /* Lua's emergency collection (shim.c, "Lua's emergency collection"): it runs between a
     * refusal outside host frames and Lua's next request, the retry (retrypending); what it
     * frees is held, not freed, until the running thread's next instruction (held); the blocks
     * given to retries that followed a collection that freed something, which Lua's bug may
     * leave reachable from nothing, are freed at close if Lua has not freed them (retried). */
    int watching;            /* any of the three below: the allocator's watched path */
    int retrypending;
    int retryheld;           /* the collection since the refusal held a block */
    int holding;             /* that refusal's collection is held (clua_maybetablepart) */
    size_t heldcollections;  /* emergency collections that held blocks, since the state began */
    clua_Held held;
    struct clua_Retried { void *block; size_t size; } retried[CLUA_RETRIED];
    int nretried;
    int watchnext;           /* the retry after held blocks was granted: the next new block is
                              * watched as well (the freed table's new array, shim.c) */
    int closedepth;          /* the sandbox's coroutine.close calls nested now (sandbox.c) */
    int carried;             /* a traceback is carried for a message raised again (shim.c) */
    lua_State *carried_thread; /* where it is raised again: the thread, and the host function's */
    const void *carried_call;  /* call (its CallInfo), which the message handler sees at level 1 */
    int unplaced;            /* the message handler puts no line before a message naming none
                              * (a busted helper's `error(msg, 0)`, as busted's pcall shows it) */
    /* instructions and time */
    int hook_count;          /* VM instructions between two hook calls; 0 = no hook */
    long long executed;      /* instructions counted since the last reset */
    long long budget;        /* 0 = unlimited; per host entry */
    double deadline;         /* seconds on cpuclock, the CPU clock of the thread that started
                              * the limit (cpuclock.c); 0 = none */
    clockid_t cpuclock;
    double checkat;          /* CLOCK_MONOTONIC seconds before which the deadline cannot pass */
    int stop;                /* CLUA_STOP_*: sticky until the host clears it */
    volatile int interrupt;  /* set from a signal handler; turned into stop by the hook */
    long long budget_reported; /* the budget that ran out, for the message */
    /* pattern matching (match.c): one C call the hook cannot interrupt, so it counts its own
     * steps — single-character tests and backtracking — against a budget per host entry */
    long long match_steps;   /* steps counted since the last reset */
    long long match_budget;  /* 0 = unlimited; per host entry */
    /* the last place the hook saw, to name a line for errors that carry none (memory, the
     * watchdog) */
    char where[200];
    /* where a stop was first raised ("file:line"; "" until then): a stop is sticky, raised
     * again at each instruction after a pcall caught it, and every raise names this first
     * line — the runaway loop's — not the line after the pcall (or luassert's, for
     * assert.has_error) that happened to run next */
    char stopwhere[200];
    /* the traceback of the allocation the allocator last refused ("stack traceback:\n\t…"),
     * for Lua's memory error, which comes without the message handler's; "" when none */
    char memtrace[1024];
    /* the thread the hook or the host last saw running: the allocator arms the hook on it when
     * usage passes the limit, so the error comes at the next instruction, with its line */
    lua_State *running;
    int memory_armed;        /* the hook was armed for the memory limit and has not fired yet */
    /* the time limit where no hook reaches (watchdog.c) */
    volatile int busy;       /* > 0 while the host is inside a call into Lua, or closing it */
    struct clua_Watchdog *watchdog;
    /* lua_close: finalizers run, and Lua marks nothing for finalization after that, so a box
     * a finalizer makes then would never release its object; they are kept here instead.
     * With the box: a script can still call the class's __gc on one (debug.getmetatable),
     * which releases the object, and the entry must go with it (clua_forgetclosingbox). */
    int closing;
    struct clua_ClosingBox *closingboxes;
    int nclosingboxes, capclosingboxes;
    uint32_t boxserial;      /* the next box's serial (clua_Box.serial) */
    /* the identity cache (identity.c): its registry slot, the nodes Lua gave it at most (a
     * power of two at or above the most boxes alive since its last rebuild), the boxes made
     * or let go since, and whether the hook is to rebuild it at its live size */
    int identity_ref;
    int identity_due;
    size_t identity_nodes;
    size_t identity_changes;
    /* warnings: a fixed ring the host drains at safe points; no allocation in the handler */
    int warn_on;
    int warn_continuing;
    int warn_dropping;       /* the message being continued was dropped: so are its pieces */
    int warn_count;          /* messages waiting, at most CLUA_WARN_SLOTS */
    int warn_dropped;        /* warnings dropped while on (off, they would not be shown) */
    int warn_gcdropped;      /* finalizers' errors dropped, on or off: never lost uncounted */
    int warn_piece;          /* pieces of the message being continued so far */
    int warn_isgc;           /* the message being continued is a finalizer's error so far */
    char warn[CLUA_WARN_SLOTS][CLUA_WARN_SIZE];
    /* whether each waiting message is an error in a finalizer (clua_warnf): its slot then
     * holds the error's own message, whose first warn_place bytes are its place (0: none) */
    char warn_gc[CLUA_WARN_SLOTS];
    short warn_place[CLUA_WARN_SLOTS];
    /* a borrowed state (borrow.c): the host's own lua_State, as when stock lua5.4 loads Transit
     * as a C module. Its allocator, hooks, warnings and panic stay the host's: no limit, no
     * watchdog, and Transit never closes it. The control block lives in a sentinel userdata
     * in the host's registry, whose __gc calls `onclose` when the host closes the state. */
    int borrowed;
    void (*onclose)(struct clua_Control *c);
    /* A sentinel's block holds its own address here, and its state's main thread: what tells
     * the true sentinel from a userdata a script gave its metatable or put in its registry
     * slot (the debug library reaches both), and finds the block when the slot was replaced.
     * `nextborrowed` links the borrowed blocks alive (borrow.c). */
    void *sentinelmark;
    lua_State *mainthread;
    struct clua_Control *nextborrowed;
} clua_Control;

/* Creates a state whose allocator, warning and panic handlers are ours. `control` must outlive
 * the state; the state's extra space (copied into every coroutine) points to it. Returns NULL
 * if the very first allocation fails. */
lua_State *clua_newstate(clua_Control *control);
/* The next state clua_newstate makes (and no later one) takes its new blocks from one block of
 * `bytes` first, by moving a pointer; blocks freed in it are not reused, and the whole is freed
 * when that state closes (clua_endarena). For a process that makes one state and exits
 * (`transit run`): malloc's and free's work per object goes, and the heap is denser. A host
 * that measures malloc's heap must not ask for it: Lua's blocks there are invisible to it. */
void clua_usestartarena(size_t bytes);
/* Makes `control`'s state, about to be made by clua_newstate, the arena's owner, with `bytes`;
 * 0 when another state owns it now, the state is a side one (leavesarena) or malloc refuses
 * (the state then uses malloc alone). */
int clua_takearena(clua_Control *control, size_t bytes);
/* Bytes the arena has handed out so far, if `control`'s state owns it; else 0. */
size_t clua_arenataken(const clua_Control *control);
/* Frees the arena if `control`'s state owns it (clua_closestate, after lua_close). */
void clua_endarena(clua_Control *control);
/* Frees what the allocator kept from Lua's emergency collections (shim.c): the blocks held,
 * and the blocks retries got that Lua never freed (clua_closestate, after lua_close). */
void clua_closeallocator(clua_Control *control);
/* Lets the collector of the arena's state run, which clua_newstate stopped: called as a script
 * starts (LuaState.startClock). A no-op for every other state and every later call. */
void clua_releasecollector(lua_State *L);
/* Nonzero once this process borrowed a state (borrow.c): a borrowed state's extra space is the
 * host's, so its control block is looked up in the registry instead (clua_borrowedcontrol) —
 * unless it is the only state in the process that Transit's functions live in (stock lua5.4
 * with the module: one state), whose block clua_soleborrowed then holds. */
extern int clua_borrowing;
extern clua_Control *clua_soleborrowed;
clua_Control *clua_borrowedcontrol(lua_State *L);
static inline clua_Control *clua_control(lua_State *L) {
    if (clua_borrowing) return clua_soleborrowed != NULL ? clua_soleborrowed : clua_borrowedcontrol(L);
    return *(clua_Control **)lua_getextraspace(L);
}
/* Set when a borrowed state's allocator (the host's, watched: borrow.c) refused a block. The
 * entries into Swift (a bound call, a property read or write) then collect first: the garbage
 * Lua's failed code left would otherwise hold the memory Swift's allocator traps without.
 * The collection also takes back the ballast that covers a refusal inside Swift (borrow.c). */
extern int clua_allocrefused;
void clua_collectrefused(lua_State *L);
/* The ballast (borrow.c), also Transit's own states': 1 MiB blocks kept for Swift when the
 * system refuses memory. clua_dropballastblock frees one (0: none was left). */
void clua_takeballast(void);
int clua_dropballastblock(void);
/* After a call into Lua returned with the system having refused a block: the failed code's
 * garbage collected and the ballast taken again when there is room for the host past it, else
 * the ballast freed for the host's code, which reads the error next (taken again later). */
void clua_roomforhost(lua_State *L);
/* The words of a memory error: "not enough memory (script memory limit N MiB)", or, when the
 * system refused the block rather than the limit, "(the system refused N bytes; …)". */
void clua_memorywords(const clua_Control *c, char *buf, size_t size);
static inline void clua_beforehost(lua_State *L) {
    if (__builtin_expect(__atomic_load_n(&clua_allocrefused, __ATOMIC_RELAXED), 0)) clua_collectrefused(L);
}
/* A state of Transit's own was made (+1) or closed (-1): while one lives, no borrowed block is
 * the only one (clua_newstate and clua_closestate call it). */
void clua_countownstate(int delta);

/* ---- Borrowed states (borrow.c) ---- */
/* Makes L's state (the host's) usable by the bridge: a sentinel userdata holding a zeroed
 * control block, marked borrowed, is stored in the registry; its __gc calls control->onclose.
 * Runs protected: returns CLUA_OK and the control in *out, or an error status with the message
 * on top of L. A state that already has one gives it again. */
int clua_borrowstate(lua_State *L, clua_Control **out);
/* Whether L runs a finalizer of the host's close (lua_close): inside the collector, on the
 * main thread, a `__gc` at the bottom of its stack — lua_close unwinds every call before it
 * finalizes, where a collection finalizes inside the code that allocated. Only a borrowed
 * state needs it: Transit knows when it closes a state of its own. */
int clua_closingfinalizer(lua_State *L);
/* The borrowed control block of L's state, or NULL if the state has none (not borrowed). */
clua_Control *clua_findborrowed(lua_State *L);
/* clua_openlibs sets this registry field in every state of Transit's own (clua_newstate):
 * clua_borrowstate refuses such a state (`require "transit"` under `transit run --unsafe`). */
#define CLUA_OWNSTATE_FIELD "transit.ownstate"
/* The host let go: every bound function, property and method now raises "Transit is closed"
 * without reaching the host, and nothing reads the host's memory count again. */
void clua_detach(clua_Control *c);
/* L's main thread (the registry's LUA_RIDX_MAINTHREAD). */
lua_State *clua_mainthread(lua_State *L);

/* Installs (count > 0) or removes (0) the instruction hook on this thread; threads created
 * later inherit it. */
void clua_sethook(lua_State *L, int count);
double clua_monotonic(void);

/* The time limit, counted in CPU time of the thread running the script (cpuclock.c). */
/* Seconds on `clock`; 0 once its thread has ended. */
double clua_cputime(clockid_t clock);
/* The calling thread's CPU clock, readable from another thread (CLOCK_MONOTONIC where there
 * is none). */
clockid_t clua_threadcpuclock(void);
/* Sets c's deadline `seconds` of the calling thread's CPU time from now (0 = none). */
void clua_starttimelimit(clua_Control *c, double seconds);
/* Whether the deadline has passed: the CPU clock is read only once it may have. */
int clua_pasttimelimit(clua_Control *c);
/* The calling thread's id (gettid), and the seconds thread `tid` of this process has spent
 * runnable, waiting for a CPU (its schedstat; -1 where unknown). */
int clua_threadid(void);
double clua_runqueuewait(int tid);

/* Starts the time limit: `seconds` of the calling thread's CPU time (0 = none), and arms the
 * watchdog (watchdog.c), which ends the process with status 1 when the state is still busy
 * CLUA_WATCHDOG_GRACE CPU seconds past it (a finalizer, or a call no hook can interrupt), or
 * CLUA_WATCHDOG_LASTRESORT times `seconds` of wall-clock time after its first look (`seconds`
 * or more after this call), and never before CLUA_WATCHDOG_LASTRESORT_FLOOR seconds, waits for
 * a CPU not counted (a call blocked in the system: a read of a pipe no one writes). */
#define CLUA_WATCHDOG_GRACE 0.5
#define CLUA_WATCHDOG_LASTRESORT 10
#define CLUA_WATCHDOG_LASTRESORT_FLOOR 1.0
void clua_settimelimit(lua_State *L, double seconds);
/* How many times the state's watchdog has read the thread's CPU clock (a system call) so
 * far, 0 with no watchdog: what a setting costs the watchdog (WatchdogWakeTests). */
long clua_watchdoglooks(lua_State *L);
/* Around a call from the host (clua_docall): the outermost one's thread is the one the
 * watchdog signals at the deadline, whose handler arms the running thread's hook
 * (clua_armdeadline) so that the next instruction raises the time limit at its line.
 * clua_watchcall returns the state this thread was running a call of, for clua_unwatchcall. */
clua_Control *clua_watchcall(clua_Control *c);
void clua_unwatchcall(clua_Control *c, clua_Control *outer);
void clua_armdeadline(clua_Control *c);
/* A full collection (lua_gc is variadic, which Swift cannot call), counted as busy: its
 * finalizers run under the watchdog. */
void clua_gccollect(lua_State *L);
/* Closes the state (running its finalizers under the watchdog), then stops the watchdog.
 * `detached`: the host is being torn down, so host functions a finalizer calls fail with a
 * Lua error instead of reaching it. */
void clua_closestate(lua_State *L, int detached);
/* While sealed, every bound function, property and method raises `message` (a static string)
 * instead of reaching the host — but a box's own __gc, which only releases its object, still
 * runs. Seals nest; clua_unseal restores the host's dispatchers at the outermost. For code
 * that must not touch the engine (a curve evaluated inside the frame pass), and for a
 * detached close. */
void clua_seal(clua_Control *c, const char *message, int32_t pureclass);
void clua_unseal(clua_Control *c);

/* After clua_closestate: calls release(object) for each box made while the state closed,
 * whose finalizer Lua never runs, and forgets them. */
void clua_releaseclosingboxes(clua_Control *c, void (*release)(void *object));
/* A box's __gc released `object` (its box->object until then): if the box was made while
 * the state closed, its entry goes, so that clua_releaseclosingboxes does not release the
 * object again. Box and object both match: a box Lua freed unfinalized (a collection a
 * finalizer asked for while closing) may leave its address to a new box. */
void clua_forgetclosingbox(clua_Control *c, const void *box, const void *object);

/* Clears the sticky stop and the per-entry instruction and pattern-step counts, and puts the
 * hook back as the limits want it. */
void clua_resetstop(lua_State *L);

/* Ctrl-C (the REPL): SIGINT interrupts L's running script, as lua.c's laction — it sets
 * control->interrupt and arms the hook on L, so even a state without limits stops. The
 * handler does not restart system calls, so a read waiting at the prompt returns. A second
 * SIGINT while Lua runs and the first has not stopped it ends the process, as lua.c's does.
 * L = NULL puts back the default action (the process ends). */
void clua_catchinterrupts(lua_State *L);
/* A state about to close stops being the target (the handler must never touch it). */
void clua_forgetinterrupts(lua_State *L);
/* 1 if a SIGINT arrived since the last call (which clears it), else 0. */
int clua_takeinterrupt(void);

/* Sets the stop if an interrupt came, the instruction budget ran out or the deadline passed
 * (the limits the hook and the counted C loops share; memory is the hook's); returns
 * whether a stop is set. */
int clua_checkcounted(clua_Control *c);
/* The hook's memory check, for host loops that grow what the host holds for the script (a
 * recording, a motion record) without running Lua: Lua's memory and the host's charge, after a
 * full collection when past the limit. Past it, sets the sticky memory stop. Returns whether
 * the state is past the limit (0 when there is none or another stop is set). */
int clua_checkmemory(lua_State *L);

/* Raises the error for control->stop (which must be set) from a C function, naming the
 * nearest Lua line, and re-arms the hook on every instruction so that a pcall cannot swallow
 * it. Never returns. */
int clua_raisestop(lua_State *L);
/* The same without raising: pushes the message (and arms the hook), for a host function
 * that returns CLUA_RAISE. [-0, +1, m] */
void clua_pushstop(lua_State *L);
/* The stop's words, as the hook raises them, into buf (no "file:line"): for a host loop that
 * stopped where no script line runs. A stop not set yet (the deadline passed, an interrupt
 * came) is set first, as clua_pushstop's callers set it. */
void clua_stopwords(lua_State *L, char *buf, size_t size);
/* Makes the hook run at this thread's next instruction, where it raises the stop that is set:
 * for C code that passes on the error value the stop already raised elsewhere. */
void clua_armstop(lua_State *L);
/* Makes the hook run at this thread's next instruction (with limits on): after the host took
 * a large copy of a string, the memory limit is checked before the script goes on. */
void clua_armcheck(lua_State *L);
/* Arms the hook for the next instruction of L, limits or not (identity.c) — unless L has a
 * hook of the script's own (debug.sethook, --unsafe), which it leaves in place. */
void clua_armnow(lua_State *L);

/* The identity cache (identity.c). A box was made: `live` boxes hold an object now. */
static inline void clua_identityadded(clua_Control *c, size_t live) {
    c->identity_changes++;
    if (live > c->identity_nodes) {            /* Lua's table grows to a power of two */
        size_t nodes = c->identity_nodes ? c->identity_nodes : 1;
        while (nodes < live) nodes <<= 1;
        c->identity_nodes = nodes;
    }
}
/* `removed` boxes let go of their objects (a finalizer, a retire), `live` hold one still:
 * arms the rebuild if the cache is sparse. */
void clua_identityremoved(lua_State *L, size_t removed, size_t live);
/* The hook's part: rebuilds the cache at its live size, protected. */
void clua_identityrebuild(lua_State *L);

/* ---- Host functions and the trampoline ----
 * A host function is Swift. It never raises: to fail, it pushes the error value and returns
 * CLUA_RAISE; the trampoline raises after the Swift frame has returned. The trampoline also
 * turns an allocation that needed the reserve window into "not enough memory". */
static const int CLUA_RAISE = -1;
/* Returned by a host function instead of results: the trampoline yields the running coroutine
 * (no values; the host checked lua_isyieldable). When the coroutine is resumed, the values
 * passed to coroutine.resume become the host function's results (Transit's tasks). */
static const int CLUA_SUSPEND = -2;

/* Pushes a function that calls control->dispatch(L, index). The first CLUA_FIXED indices get
 * a trampoline of their own with the index compiled in (no upvalue to read: the bound call is
 * the bridge's hottest path); later ones share one that reads the index from an upvalue.
 * [-0, +1, m] */
#define CLUA_FIXED 256
void clua_pushhostfunction(lua_State *L, lua_Integer index);

/* Pushes bound method `method` of class `classid` (< 64): a function that checks `self` in
 * C and calls control->methoddispatch(L, method, object or NULL). As host functions, the
 * first CLUA_FIXED methods get a function with their number compiled in (their class is
 * read from control->methodclass); the rest read both from an upvalue. [-0, +1, m] */
void clua_pushmethod(lua_State *L, lua_Integer method, int32_t classid);
/* What clua_pushmethod pushes for `method` when that is a function with no upvalue (one of
 * the first CLUA_FIXED): the function, as the data of the method's name in its class's key
 * map, so that clua_index pushes it without reading the methods array; else NULL. */
void *clua_methodentry(lua_Integer method);

/* A raw lua_CFunction that does nothing: the floor the benchmark measures against. */
int clua_noop(lua_State *L);

/* ---- Calls from the host into Lua ----
 * Like lua.c's docall: the message handler is C (so `debug = nil` cannot break it), adds a
 * traceback; the host frame depth is saved and cleared so limits apply inside. */
int clua_docall(lua_State *L, int nargs, int nresults);
/* [-0, +1] A C function that calls its first argument with the rest and returns what it
 * returns: a script run under it runs as lua.c's runs inside its C function `pmain` — its
 * traceback ends in `[C]: in ?`, and a recursion meets "stack overflow", or of pcalls the
 * C-stack limit, at the same depth as under lua5.4. */
void clua_pushmainframe(lua_State *L);
/* [-0, +1] A C function that calls its first argument with the rest and returns what it
 * returns, with nothing else on its stack: the frame busted's xpcall is under a spec's
 * function, so a traceback taken there has a line below the function's (`[C]: in ?`). */
void clua_pushhostframe(lua_State *L);
/* [-0, +0, m] keeps `traceback` as the one of the value on top, a Lua error the host raises
 * again after it passed through the host: the next message handler gives `message` (the
 * value's text, with the host's context: `length` bytes, which may hold a "\0") and that
 * traceback rather than one from where it surfaces (shim.c). */
void clua_carrytraceback(lua_State *L, const char *message, size_t length, const char *traceback);
/* [-0, +(0|1), m] After a failed clua_docall, with the handler's text on top: pushes the error
 * value that text was made of when it was a table or a userdata (busted's assertion failure)
 * and returns 1; else 0. Either way the kept value is let go. */
int clua_takethrown(lua_State *L);
/* [-0, +0] After a failed clua_docall, with the handler's text on top: how many bytes of it
 * are the message (the rest: "\n" and the traceback), or -1 when no handler made it (a
 * syntax error, "error in error handling"). The record is let go. */
long clua_messagelength(lua_State *L);
/* traced(value, message, traceback): a Lua-callable C function, for the host's own Lua that
 * raises a coroutine's error again with the coroutine's traceback (tasks.lua, travel.lua): an
 * error object that the message handler passes through whole, its text message.."\n"..traceback
 * ("message\nstack traceback:…"), the message's end marked, for the error `value` (shim.c). */
int clua_traced(lua_State *L);
/* luaL_loadbufferx for the host: the parser's allocations step the collector, which runs
 * finalizers, so a load is a call of the host into Lua as clua_docall is (sort.c). [-0, +1, -] */
int clua_loadbuffer(lua_State *L, const char *bytes, size_t len, const char *chunkname, const char *mode);
/* Opens the standard libraries under a protected call. */
int clua_openlibs(lua_State *L);

/* ---- Protected helpers for API calls that may run Lua (metamethods) or raise ---- */
int clua_ptolstring(lua_State *L, int idx);       /* [] -> [string] or [err] (luaL_tolstring) */

/* ---- Errors a host function pushes instead of raising (never raise; may allocate) ---- */
/* "file:line: message" naming the Lua caller, like luaL_error without the longjmp. */
void clua_pusherror(lua_State *L, const char *message);
/* "file:line: bad argument #n to 'f' (extramsg)", exactly as luaL_argerror words it. */
void clua_pushargerror(lua_State *L, int arg, const char *extramsg);
/* [-0, +0] Keeps the sandbox's package.loaded, on top of the stack, for the walk that names a
 * function in an argument error (as stock's among the loaded modules). */
void clua_keepscriptloaded(lua_State *L);
/* The name luaL_typename or a userdata's __name gives, for "X expected, got Y". */
const char *clua_typenameat(lua_State *L, int idx);
/* [-0, +1] How stock Lua's error names the variable through which the nearest script frame
 * indexed `value`: "local 'd'", "upvalue 'd'", else "global '<global>'" (indexedname.c). */
void clua_pushindexedname(lua_State *L, int value, const char *global);

/* ---- Userdata boxes holding a retained host object ----
 * 16 bytes after Lua 5.4's header of a full userdata with one user value (56): a 72-byte
 * request, glibc's 80-byte block (a 64-bit magic word made it 24, an 80-byte request, a
 * 96-byte block). What tells our boxes from any other userdata (a C module's, io.stdout):
 * exactly this size, the tag in `kind`, and a metatable that is one of the classes'
 * (clua_tobox) — the last read from the userdata's header, checked at the first class. */
typedef struct clua_Box {
    void *object;            /* retained host object; NULL once released by __gc */
    uint32_t kind;           /* CLUA_BOX_TAG | CLUA_BOX_ANCHORED? | CLUA_BOX_RETIRED? | class id (< 64) */
    uint32_t serial;         /* the order boxes were made in (pairs.c: the sandbox's `pairs`) */
} clua_Box;
#define CLUA_BOX_TAG 0x54524e00u        /* "TRN": the kind's top 24 bits */
#define CLUA_BOX_TAGMASK 0xffffff00u
#define CLUA_BOX_ANCHORED 0x80u         /* in the anchors, not the identity cache (LuaState+Identity.swift) */
#define CLUA_BOX_RETIRED 0x40u
#define CLUA_BOX_CLASS 0x3fu
static inline int32_t clua_boxclass(const clua_Box *box) { return (int32_t)(box->kind & CLUA_BOX_CLASS); }
static inline int clua_isanchored(const clua_Box *box) { return (box->kind & CLUA_BOX_ANCHORED) != 0; }
static inline void clua_setanchored(clua_Box *box, int anchored) {
    box->kind = anchored ? box->kind | CLUA_BOX_ANCHORED : box->kind & ~CLUA_BOX_ANCHORED;
}
/* Lua 5.4's full userdata with one user value (lobject.h, `Udata`), which a box's block
 * follows: lua_touserdata gives the block at `udatamemoffset(1)`, this header's size. Only
 * the metatable is read (clua_tobox): the API's lua_getmetatable, lua_topointer and
 * lua_settop would be ~60 instructions on every method call and property access. */
struct clua_UdataHeader {
    void *next; unsigned char tt, marked; unsigned short nuvalue;
    size_t len;
    const void *metatable;
    void *gclist;
    union { struct { void *value; unsigned char tt; } uv; lua_Number n; double u; void *s;
            lua_Integer i; long l; } uvalue;   /* UValue: a TValue aligned as LUAI_MAXALIGN */
};
static inline const void *clua_boxmetatable(const clua_Box *box) {
    return ((const struct clua_UdataHeader *)(const void *)box - 1)->metatable;
}
/* Whether LeakSanitizer runs in this process (a `make sanitize` build). */
int clua_leakcheckerison(void);
/* [-0, +1, m] a new box with one user value (for the object's Lua-side fields); the caller
 * gives it its class's metatable next, before anything asks clua_tobox of it. */
clua_Box *clua_newbox(lua_State *L, void *object, int32_t classid);
/* The box at idx, or NULL if the value is not one of ours. */
clua_Box *clua_tobox(lua_State *L, int idx);
/* [-0, +0, m] Records the table at idx as class `classid`'s metatable, the one its boxes get
 * (clua_tobox accepts a box whose metatable is any class's). The first call on a state also
 * checks that a userdata's header is laid out as clua_UdataHeader says, and aborts if not:
 * a liblua built otherwise than Lua 5.4's default (LUAI_MAXALIGN) cannot host boxes. */
void clua_setclassmetatable(lua_State *L, int32_t classid, int idx);
/* Retired boxes: the host let their objects go before Lua collected them (a reset engine's
 * objects). Like a destroyed box's, a retired box's object is NULL, and its CLUA_BOX_RETIRED
 * bit tells it apart: a use of it is an error saying why (clua_setretiredwhy), not
 * "destroyed". It keeps its class id, which only a live object's reader uses. */
static inline void clua_retirebox(clua_Box *box) { box->object = NULL; box->kind |= CLUA_BOX_RETIRED; }
static inline int clua_isretired(const clua_Box *box) { return box->object == NULL && (box->kind & CLUA_BOX_RETIRED) != 0; }
/* [-0, +0, m] Sets why retired boxes cannot be used ("of an engine that was reset"), whole:
 * a Lua string in the registry, gone with the state. */
void clua_setretiredwhy(lua_State *L, const char *why);
/* Why retired boxes cannot be used ("" until set); the registry keeps the string alive. */
const char *clua_retiredwhy(lua_State *L);
/* [-0, +1, m] The one wording of a retired box's error, without its place: "attempt to use a
 * View of an engine that was reset" for the retired box at idx. */
void clua_pushretired(lua_State *L, int idx);
/* Raises "attempt to use a View of an engine that was reset" for the retired box at idx. */
int clua_raiseretired(lua_State *L, int idx);

/* ---- Objects' metamethods, in C for speed ----
 * A key is resolved by the address of its string object (lua_topointer: one API call, no
 * conversion): Lua interns short strings (up to 40 bytes), so every "alpha" in a state is one
 * object, and each class keeps its key strings alive (in a table its metamethods hold as an
 * upvalue), so no other object can take their addresses.
 * One probe in a small open-addressing map replaces a table lookup and a number conversion.
 * The dispatcher then gets the object's box, the property number, and for a write the value
 * at index 3. Keys not found are the object's Lua-side fields, kept in its user value. */
typedef struct clua_KeyMap {
    const void **keys;       /* interned strings' objects (lua_topointer); NULL = empty slot */
    int *values;
    void **data;             /* a number property's accessor (its host object), else NULL */
    unsigned mask;           /* capacity - 1 (a power of two) */
} clua_KeyMap;

/* CLUA_KEY_FUNCTION (n = 0): not bound, a Lua-side field read and written raw, whose value
 * must be nil or callable (a UIKit override the host calls: LuaClassDefinition.functionField).
 * Its data, when not NULL, is the C function clua_index answers while the field is unset
 * (clua_donothingaddress). With n > 0 it is a method that a Lua-side field of the same name
 * shadows (LuaClassDefinition.shadowableMethod): n is the method's index in the methods
 * array, answered while the field is unset, and the field takes any value. */
enum { CLUA_KEY_PROPERTY = 0, CLUA_KEY_METHOD = 1, CLUA_KEY_NUMBER = 2, CLUA_KEY_FUNCTION = 3 };

/* The two maps hold the same names, each with the same data in both, and share their keys
 * and data arrays (one block): put every name in both maps with the same data. */
typedef struct clua_Class {
    clua_KeyMap index;       /* 4n + CLUA_KEY_*: property or number property n, or method slot n */
    clua_KeyMap assign;      /* 4n + CLUA_KEY_PROPERTY or CLUA_KEY_NUMBER, or CLUA_KEY_FUNCTION;
                              * -1: a read-only name */
} clua_Class;

/* The C function that does nothing: the default of a function field given one. */
void *clua_donothingaddress(void);

/* A class's key maps, sized for n names; freed by clua_freeclass. */
clua_Class *clua_newclass(int n);
void clua_freeclass(clua_Class *c);
/* (C arrays reach Swift as tuples: these index the control block's.) */
static inline void clua_setclass(clua_Control *c, int id, clua_Class *k) { c->classes[id] = k; }
static inline void clua_setancestry(clua_Control *c, int id, uint64_t bits) { c->ancestry[id] = bits; }
static inline uint64_t clua_ancestry(const clua_Control *c, int id) { return c->ancestry[id]; }
/* Whether an object of class `classid` is a `cls` (the class or a subclass of it). */
static inline int clua_isa(const clua_Control *c, int32_t classid, int32_t cls) {
    return (int)((c->ancestry[classid] >> cls) & 1);
}
static inline void clua_freeclasses(clua_Control *c) {
    for (int i = 0; i < 64; i++) { clua_freeclass(c->classes[i]); c->classes[i] = NULL; }
}
/* Adds key (lua_topointer of an interned string the class keeps alive) with value, and for a
 * number property the accessor passed to control->numberget/numberset (else NULL). A class's
 * name goes into both its maps, with the same data (they share keys and data). */
void clua_mapput(clua_KeyMap *map, const void *key, int value, void *data);
/* After the last clua_mapput of a class of n names: grows its maps until each name has the
 * slot its hash gives to itself (one probe per lookup); both maps keep one size. */
void clua_finishclass(clua_Class *c, int n);
/* __index upvalues: 1 the methods array (read for a method whose data is NULL), 2 the key
 * strings (kept alive). */
int clua_index(lua_State *L);
/* __newindex upvalues: 1 the key strings (kept alive). */
int clua_newindex(lua_State *L);
/* Whether `key` (lua_topointer of a key string) is a bound name of class `classid`, with its
 * index-map value (4n + CLUA_KEY_*). */
int clua_boundname(lua_State *L, int32_t classid, const void *key, int *value);
/* [-1, +(1|0), m] `obj[key]` for the Transit object at obj, key on top, as its __index
 * (clua_index) answers it — when that runs no Lua and cannot raise (a bound method, a field or
 * its absence): pops the key, pushes the value, returns its type. Otherwise (not one of
 * Transit's objects, destroyed, a property's getter) pops the key and returns LUA_TNONE: ask
 * the protected call (lookup.c). */
int clua_peekindex(lua_State *L, int obj);
/* [-0, +(1|0), -] Pushes a look-up's key from a Swift frame outside a protected call and
 * returns 1, or pushes nothing and returns 0 when it might not fit under the memory ceiling
 * (lookup.c). */
int clua_pushlookupkey(lua_State *L, const char *s, size_t len);
/* [-0, +(1|0), -] `t[s]` answered without running Lua (a table's value through a chain of
 * `__index` tables, a Transit object's as clua_peekindex answers it): pushes the value and
 * returns its type, or pushes nothing and returns LUA_TNONE — a function `__index`, a
 * property's getter, the key not pushed near the memory ceiling: ask the protected call
 * (lookup.c). */
int clua_peekfield(lua_State *L, int t, const char *s, size_t len);
/* [-0, +0, -] Whether every function the table, or box's Lua-side fields, at obj holds under a
 * string key has that key in the table at memo (the misspelling check's keys judged fine):
 * then the check would say and add nothing. 0 otherwise, or when the stack has no room
 * (judged.c). */
int clua_alljudged(lua_State *L, int obj, int memo);
/* snprintf(buf, size, "%s:%d", source, line) without stdio: the place every animation,
 * presentation and error names (shim.c). */
void clua_putwhere(char *buf, size_t size, const char *source, int line);

/* ---- Value records (Rect, Point, Color …): plain tables of numeric fields ---- */
/* Reads n numeric fields raw from the table at idx into out. Returns 0 when all are numbers,
 * else 1 + the index of the first key that is missing or not a number (its type is then
 * written to *badtype). Non-raising: raw reads only. */
int clua_getnumbers(lua_State *L, int idx, const char *const *keys, int n, double *out, int *badtype);
/* Pushes a new table with n numeric fields and the metatable in registry slot mt (0 = none).
 * [-0, +1, m] */
void clua_pushnumbers(lua_State *L, const char *const *keys, int n, const double *values, int mt);
/* "file:line" of the nearest Lua function on the stack into buf ("" if none). */
void clua_where_into(lua_State *L, char *buf, size_t size);
/* Whether that function is a main chunk (a file's top level, not a function in it). */
int clua_where_is_main(lua_State *L);

/* ---- Sandbox pieces that must be C ---- */
/* string.rep with the result size checked against a cap before any allocation. */
int clua_saferep(lua_State *L);
/* The bytes free under the script's memory limit, after a full collection when fewer than
 * `need` are: what a C function that builds one large result checks before it starts. */
size_t clua_roomfor(lua_State *L, clua_Control *c, size_t need);
/* table.concat, with the result's size (strings counted exactly, numbers at their longest)
 * checked against the memory left before any buffer grows. Upvalue 1: the stock concat. */
int clua_safeconcat(lua_State *L);

/* table.insert, table.remove and table.move counting their steps against the instruction
 * budget; coroutine.resume, coroutine.close and coroutine.wrap raising a limit that fired
 * in the coroutine in the resumer too; date(stock, now), which makes an os.date reading
 * the virtual clock in UTC (sandbox.c); time(now), the same for os.time (utctime.c); pairs in an order the same on every run (pairs.c); and sort, whose ties end in the same order on every run (sort.c).
 * Pushes a table of them by those names. */
void clua_pushsandboxfunctions(lua_State *L);
/* time(now): the sandbox's os.time — now() for none, a UTC date table's time (utctime.c). */
int clua_maketime(lua_State *L);
/* [-0, +1, e] Calls the virtual clock (the function at `now`) and pushes its seconds floored,
 * as os.time and os.date read them (utctime.c) */
void clua_pushvirtualtime(lua_State *L, int now);
/* [-0, +1, m] os.date's local `format` as its UTC form: '!' in front, %Z as "UTC" (utctime.c) */
void clua_pushutcformat(lua_State *L, const char *format, size_t len);
/* Charges steps of a C loop to the instruction budget; raises the sticky stop when a limit
 * has run out (sandbox.c). */
void clua_chargesteps(lua_State *L, long long steps);
/* The sandbox's table.sort (sort.c): the stock one (upvalue 1) while the transit
 * executable's clock() and time() give constants, so that ties end in the same order on
 * every run. */
int clua_fixedsort(lua_State *L);
/* Sandbox sorts under way on the calling thread (sort.c): the executable's clock and time
 * are fixed while above 0. */
int clua_sortdepth(void);
/* Around each call of the host into Lua (sort.c): the depth found, then 0 inside the call;
 * leave puts the one found back, also after an error left a sort. */
int clua_sortsenter(void);
void clua_sortsleave(int outer);
/* The sandbox's pairs (pairs.c). Upvalue 1: the stock next. */
int clua_detpairs(lua_State *L);
/* [-0, +0] Keeps the stock next, on top of the stack, for its iterator's argument error. */
void clua_keepstocknext(lua_State *L);
/* [-1, +0, -] The task's thread on top, retired by transit.reset() (sandbox.c): the sandbox's
 * coroutine.resume and close refuse it saying so. Raw, on a key already there: nothing runs,
 * nothing is allocated. Pops the thread. */
void clua_retiretaskthread(lua_State *L);

/* The sandbox's tostring (tostring.c): stock's, with a serial number where stock shows an
 * address, so runs print the same bytes. */
int clua_dettostring(lua_State *L);
/* The sandbox's string.format (tostring.c): stock's (upvalue 1), with %s and %p of a value
 * shown by address giving the serial the sandbox's tostring gives. */
int clua_detformat(lua_State *L);
/* The sandbox's math.randomseed (randomseed.c): with no argument, the next seed of a
 * sequence that is the same every run. Upvalues: stock's upvalue 1, stock randomseed, 0, 0, 0. */
int clua_detrandomseed(lua_State *L);
/* Numbers from 1 again (tostring.c): a fresh engine's output reads the same whatever ran before.
 * The numbers clua_keepserials kept stay, and numbering goes on after them. */
void clua_restartserials(lua_State *L);
/* The numbers given so far outlive the next restarts (tostring.c): a spec file's, given outside
 * its tests. */
void clua_keepserials(lua_State *L);
/* [-0, +0, -] gives the function on top (a prelude's main chunk) the environment the sandbox
 * made for Transit's preludes, when it made one: the globals but for the stock pairs
 * (pairs.c). The sandbox records it with preludeenvironment(env), one of the
 * functions clua_pushsandboxfunctions pushes. */
int clua_setpreludeenvironment(lua_State *L);
void clua_usepreludeenvironment(lua_State *L);
/* Calls upvalue 1 (a stock function) with this call's arguments, for one result; its errors
 * are raised again with this call's position in front, as the stock function's own would
 * have been had Lua called it directly. */
int clua_callstock(lua_State *L);
/* metacall(f): a C __call that calls f with the call's arguments (not the called value), for
 * all its results (sandbox.c): to its caller a C function, as stock's are, so a tail call to
 * it keeps the caller's frame. */
int clua_makemetacall(lua_State *L);
/* sortNames(list): a list of strings sorted in place in the order of Lua's `<`; and
 * splitNames(props, places): a plain table's names of the fixed order sorted by place, and
 * its others but a maker's (sorted when all are strings) — views.lua's constructors
 * (sortnames.c). */
int clua_sortnames(lua_State *L);
int clua_splitnames(lua_State *L);
/* copy(t): a new table with t's pairs, set raw (copytable.c); made at its full size at once. */
int clua_copytable(lua_State *L);
/* typeOf(set): a `type` that answers "function" for the tables of `set` (callabletype.c). */
int clua_makecallabletype(lua_State *L);

/* string.find, string.match, string.gmatch and string.gsub with Lua 5.4's pattern rules and
 * results, counting steps against control->match_budget (match.c). */
int clua_safefind(lua_State *L);
int clua_safematch(lua_State *L);
int clua_safegmatch(lua_State *L);
int clua_safegsub(lua_State *L);

/* The offset of the first `needle` (n bytes) in `text` (size bytes), or -1. */
long clua_findbytes(const unsigned char *text, size_t size, const char *needle, size_t n);
/* A traceback's lines (`len` bytes of `text`) without Transit's own frames into `out` (room
 * for `len`), returning its length: the lines of chunks named "=(transit …)", the "[C]" lines
 * just above each (the C functions they called) and a "(...tail calls...)" just below
 * (preludeframes.c). */
size_t clua_withoutpreludeframes(const unsigned char *text, size_t len, unsigned char *out);
/* The offset of the last "stack traceback:" that begins a line of `text`, or -1: a message
 * before it may hold the words too, the frames after it cannot. */
long clua_tracebackheader(const unsigned char *text, size_t len);

/* Formats a float as Lua's tostring does (LUA_NUMBER_FMT, "%.14g"), into buf[64]. */
void clua_formatnumber(char *buf, double d);

/* ---- Warnings ---- */
/* Copies the oldest waiting warning into buf; returns 0 when none, 1 for a warning, 2 for an
 * error in a finalizer: then buf holds the error's own message (Lua's "error in __gc (…)"
 * without its frame) and *place the bytes of its place ("f.lua:2" of "f.lua:2: boom"; 0 when
 * it has none), the message proper following ": ". */
int clua_nextwarning(clua_Control *c, char *buf, size_t size, int *place);

#include "protected.h"
#endif
