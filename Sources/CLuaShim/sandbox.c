/*
 * sandbox.c — the sandbox's C functions that keep the limits holding where the count hook
 * cannot see: library loops that run in one C call, and coroutine switches that would let a
 * stopped script go on in another thread.
 *
 * table.insert, table.remove and table.move move one element per step inside one C call; with
 * a `__len` of 2^53 or a range of 10^15 that call runs for days and no hook fires. These are
 * written from the manual's definitions (§6.6) with the same arguments, results and messages,
 * and each step is counted against the instruction budget, as the VM's own steps are.
 */
#define _GNU_SOURCE                 /* pthread_getattr_np */
#include "shim.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* Steps between two looks at the limits inside one C loop. */
#define CLUA_STEP_BATCH 4096

/* Charges `steps` to the entry's instruction budget and raises the sticky stop when a limit
 * has run out (budget, deadline or interrupt): the C loop then ends like a VM loop would. */
void clua_chargesteps(lua_State *L, long long steps) {
    if (steps == 0) return;
    clua_Control *c = clua_control(L);
    c->executed += steps;
    if (clua_checkcounted(c)) clua_raisestop(L);
}

/* The manual's "table" argument of the table library: a table, or any value whose
 * metatable gives the operations used (__index to read, __newindex to write, __len). */
enum { CLUA_TREAD = 1, CLUA_TWRITE = 2, CLUA_TLEN = 4 };

static int clua_hasfield(lua_State *L, int mt, const char *name) {
    lua_pushstring(L, name);                               /* +1 */
    int present = lua_rawget(L, mt) != LUA_TNIL;           /* -1 +1 */
    lua_pop(L, 1);                                         /* -1 */
    return present;
}

static void clua_checklist(lua_State *L, int arg, int needs) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int ok = 0;
    if (lua_getmetatable(L, arg)) {                        /* +1 mt */
        int mt = lua_gettop(L);
        ok = (!(needs & CLUA_TREAD) || clua_hasfield(L, mt, "__index")) &&
             (!(needs & CLUA_TWRITE) || clua_hasfield(L, mt, "__newindex")) &&
             (!(needs & CLUA_TLEN) || clua_hasfield(L, mt, "__len"));
        lua_pop(L, 1);                                     /* -1 */
    }
    if (!ok) luaL_checktype(L, arg, LUA_TTABLE);           /* raises "table expected, got X" */
}

static lua_Integer clua_listlength(lua_State *L, int arg, int needs) {
    clua_checklist(L, arg, needs | CLUA_TLEN);
    return luaL_len(L, arg);
}

/* table.insert(list, [pos,] value) */
int clua_safeinsert(lua_State *L) {
    lua_Integer end = clua_listlength(L, 1, CLUA_TREAD | CLUA_TWRITE) + 1;   /* first empty slot */
    lua_Integer pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = end;
        break;
    case 3: {
        pos = luaL_checkinteger(L, 2);
        /* 1 <= pos <= end, compared unsigned so that pos <= 0 fails too */
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)end, 2, "position out of bounds");
        long long pending = 0;
        for (lua_Integer i = end; i > pos; i--) {          /* shift list[pos..end-1] up by one */
            lua_geti(L, 1, i - 1);                         /* +1 list[i-1] */
            lua_seti(L, 1, i);                             /* -1 list[i] = it */
            if (++pending == CLUA_STEP_BATCH) { clua_chargesteps(L, pending); pending = 0; }
        }
        clua_chargesteps(L, pending);
        break;
    }
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);                                   /* -1 list[pos] = value (on top) */
    return 0;
}

/* table.remove(list [, pos]) */
int clua_saferemove(lua_State *L) {
    lua_Integer size = clua_listlength(L, 1, CLUA_TREAD | CLUA_TWRITE);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)   /* pos may be size + 1, or 0 when the list is empty */
        /* Lua 5.4.4 numbers this argument #1 (sic); messages stay stock */
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 1, "position out of bounds");
    lua_geti(L, 1, pos);                                   /* +1 the removed value: the result */
    long long pending = 0;
    for (; pos < size; pos++) {                            /* shift list[pos+1..size] down */
        lua_geti(L, 1, pos + 1);                           /* +1 */
        lua_seti(L, 1, pos);                               /* -1 */
        if (++pending == CLUA_STEP_BATCH) { clua_chargesteps(L, pending); pending = 0; }
    }
    clua_chargesteps(L, pending);
    lua_pushnil(L);                                        /* +1 */
    lua_seti(L, 1, pos);                                   /* -1 list[pos] = nil: the old last */
    return 1;
}

/* table.move(a1, f, e, t [, a2]) */
int clua_safemove(lua_State *L) {
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int dest = lua_isnoneornil(L, 5) ? 1 : 5;
    clua_checklist(L, 1, CLUA_TREAD);
    clua_checklist(L, dest, CLUA_TWRITE);
    if (e >= f) {
        /* the count e - f + 1 and the last destination t + count - 1 must fit an integer */
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f;                             /* count - 1 */
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n, 4, "destination wrap around");
        int forward = t > e || t <= f || (dest != 1 && !lua_compare(L, 1, dest, LUA_OPEQ));
        long long pending = 0;
        for (lua_Integer i = 0; i <= n; i++) {
            lua_Integer k = forward ? i : n - i;           /* overlapping upwards: back to front */
            lua_geti(L, 1, f + k);                         /* +1 a1[f+k] */
            lua_seti(L, dest, t + k);                      /* -1 a2[t+k] = it */
            if (++pending == CLUA_STEP_BATCH) { clua_chargesteps(L, pending); pending = 0; }
        }
        clua_chargesteps(L, pending);
    }
    lua_pushvalue(L, dest);                                /* +1 a2 is the result */
    return 1;
}

/* ------------------------------------------------------------------------------------------
 * Coroutines: a stop is sticky in the thread that raised it (the hook runs every instruction
 * there), but the thread that resumed it only learns of it from a status. These wrap
 * coroutine.resume, coroutine.wrap's functions and coroutine.close so that, once a limit has
 * fired anywhere, the resumer raises it too, at its own line: nothing in any thread goes on.
 * clua_running: they also keep the control block's `running` on the coroutine while it runs
 * (the hook sets it only every hookInterval instructions), so that an allocation the
 * allocator refuses there names the coroutine's line, not the resume's. An error raised
 * through these (coroutine.close's own) leaves it there until the next hook call moves it.
 * ---------------------------------------------------------------------------------------- */
static int clua_afterswitch(lua_State *L) {
    if (clua_control(L)->stop != CLUA_STOP_NONE) {
        /* resume's (false, message) from the stop itself names the line where it fired */
        if (lua_gettop(L) == 2 && lua_type(L, 1) == LUA_TBOOLEAN && !lua_toboolean(L, 1) &&
            lua_type(L, 2) == LUA_TSTRING) {
            clua_armstop(L);                               /* a pcall around us cannot end it */
            return lua_error(L);
        }
        return clua_raisestop(L);
    }
    return lua_gettop(L);
}

/* The threads that tasks run on (TaskPrelude), as the keys of a weak-keyed table in the
 * registry: only the engine resumes or closes one, when what the task awaits ends. A script
 * that took one with coroutine.running() and resumed it by hand woke its `wait` early, and the
 * engine's own resume then met a dead or running coroutine. The value is true, or false once
 * transit.reset() retired the task (clua_retiretaskthread): no engine resumes it then, and
 * the refusal says so. */
static const char clua_taskthreadskey = 0;

/* Pushes the table of task threads, made on first use. */
static void clua_pushtaskthreads(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_taskthreadskey) == LUA_TTABLE) return;   /* +1 */
    lua_pop(L, 1);                                         /* -1 nil */
    lua_createtable(L, 0, 0);                              /* +1 the table */
    lua_createtable(L, 0, 1);                              /* +1 its metatable */
    lua_pushliteral(L, "k");                               /* +1 */
    lua_setfield(L, -2, "__mode");                         /* -1 weak keys */
    lua_setmetatable(L, -2);                               /* -1 */
    lua_pushvalue(L, -1);                                  /* +1 */
    lua_rawsetp(L, LUA_REGISTRYINDEX, &clua_taskthreadskey);   /* -1 */
}

static int clua_switch(lua_State *L);

/* Closing a coroutine runs its pending __close handlers from C, and one may close another
 * coroutine: Lua 5.4.4 starts each such close at the count of C calls the closed coroutine had
 * when it last ran (lua.org's bug "C-stack overflow with deep nesting of coroutine.close",
 * fixed in 5.4.5 by lua/lua 1e64c139), so no "C stack overflow" error ever comes, and a chain
 * of 20,000 coroutines each closing the last crashed the host. The sandbox's close raises that
 * error itself: past CLUA_CLOSE_NESTING closes inside one another (Lua's own bound on C calls,
 * LUAI_MAXCCALLS: 5.4.6 counts these closes among them, and ends that chain after 197), or
 * with less than CLUA_CLOSE_STACK bytes of this thread's C stack left (each nested close may
 * still run up to Lua's 200 C calls of its own before the next) — a quarter of the stack when
 * that is less: a thread's whole stack may be under 1 MiB (`ulimit -s 1024`, a host's
 * secondary thread: 512 KiB on Apple's systems), where a single close, which stock runs,
 * was refused. */
#define CLUA_CLOSE_NESTING 200
#define CLUA_CLOSE_STACK (1 << 20)

/* The lowest address of this thread's C stack (it grows down), and the room a close needs
 * above it, found once; floor NULL: unknown. */
static __thread char *clua_stackbottom;
static __thread size_t clua_stackreserve;

static void clua_findstack(void) {
    static __thread int looked;
    if (looked) return;
    looked = 1;
    size_t size = 0;
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    size = pthread_get_stacksize_np(self);
    clua_stackbottom = (char *)pthread_get_stackaddr_np(self) - size;
#else
    pthread_attr_t attr;
    void *addr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        if (pthread_attr_getstack(&attr, &addr, &size) == 0) clua_stackbottom = (char *)addr;
        pthread_attr_destroy(&attr);
    }
#endif
    clua_stackreserve = size / 4 < CLUA_CLOSE_STACK ? size / 4 : CLUA_CLOSE_STACK;
}

/* Whether a close nested here would run out of C stack: see above. */
static int clua_closetoodeep(clua_Control *c) {
    if (c->closedepth >= CLUA_CLOSE_NESTING) return 1;
    char here;
    clua_findstack();
    return clua_stackbottom != NULL && (size_t)(&here - clua_stackbottom) < clua_stackreserve;
}

/* Upvalue 1: the stock coroutine.resume or coroutine.close; upvalue 2: its name. Its only
 * raised errors are about its first argument, checked here first so that they name this call
 * as stock does — and a task's thread is refused, at the script's line. */
static int clua_checkedswitch(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    clua_pushtaskthreads(L);                               /* +1 */
    lua_pushvalue(L, 1);                                   /* +1 */
    int isTask = lua_rawget(L, -2) != LUA_TNIL;            /* -1 +1 */
    int retired = isTask && !lua_toboolean(L, -1);
    lua_pop(L, 2);                                         /* -2 */
    lua_State *co = lua_tothread(L, 1);
    int closing = strcmp(lua_tostring(L, lua_upvalueindex(2)), "close") == 0;
    /* suspended in a wait; a running or dead one gets stock's own answer */
    if (retired && lua_status(co) == LUA_YIELD) {
        return luaL_error(L, "coroutine.%s cannot take a task's coroutine: transit.reset() ended its task with the engine "
                          "it waited on (its clock never runs again); start a new task after the reset",
                          lua_tostring(L, lua_upvalueindex(2)));
    }
    if (isTask && lua_status(co) == LUA_YIELD) {
        return luaL_error(L, "coroutine.%s cannot take a task's coroutine: the engine resumes it when what it waits for "
                          "ends (wait, await)%s", lua_tostring(L, lua_upvalueindex(2)), closing ? "; task:cancel() ends it" : "");
    }
    /* stock close's own refusal (lcorolib.c's auxstatus), raised here so that it names this
     * call's line: raised by the stock function under clua_switch it named none */
    lua_Debug ar;
    if (closing && (co == L || (lua_status(co) == LUA_OK && lua_getstack(co, 0, &ar))))
        return luaL_error(L, "cannot close a %s coroutine", co == L ? "running" : "normal");
    if (!closing) return clua_switch(L);
    clua_Control *c = clua_control(L);
    if (clua_closetoodeep(c)) return luaL_error(L, "C stack overflow");
    /* clua_switch, under a pcall: an error leaving through here (a limit's stop) must not
     * leave the count raised, so it is raised again once the count is back, as clua_wrapped's */
    int n = lua_gettop(L);
    int depth = c->closedepth++;
    c->running = co;                                       /* the allocator's: see above */
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 stock close */
    lua_insert(L, 1);                                      /* under the arguments */
    int status = lua_pcall(L, n, LUA_MULTRET, 0);          /* -(n+1) +results or [error] */
    c->running = L;
    c->closedepth = depth;
    if (status != LUA_OK) {
        if (c->stop != CLUA_STOP_NONE) clua_armstop(L);    /* a pcall around us cannot end it */
        return lua_error(L);
    }
    return clua_afterswitch(L);
}

/* The engine's resume or close of a task's thread (TaskPrelude's step and close), which
 * marks it as one first. Upvalue 1: the stock function. */
static int clua_taskswitch(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    clua_pushtaskthreads(L);                               /* +1 */
    lua_pushvalue(L, 1);                                   /* +1 */
    lua_pushboolean(L, 1);                                 /* +1 */
    lua_rawset(L, -3);                                     /* -2 threads[co] = true */
    lua_pop(L, 1);                                         /* -1 */
    return clua_switch(L);
}

void clua_retiretaskthread(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &clua_taskthreadskey) == LUA_TTABLE) {   /* +1 */
        lua_pushvalue(L, -2);                              /* +1 the thread */
        if (lua_rawget(L, -2) != LUA_TNIL) {               /* -1 +1: a task's, marked */
            lua_pushvalue(L, -3);                          /* +1 the thread */
            lua_pushboolean(L, 0);                         /* +1 */
            lua_rawset(L, -4);                             /* -2: its key is there, nothing allocated */
        }
        lua_pop(L, 1);                                     /* -1 */
    }
    lua_pop(L, 2);                                         /* -2 the table (or nil), the thread */
}

/* Resumes or closes the thread at 1 with the stock function (upvalue 1). */
static int clua_switch(lua_State *L) {
    int n = lua_gettop(L);
    clua_Control *c = clua_control(L);
    c->running = lua_tothread(L, 1);                       /* the allocator's: see above */
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 stock function */
    lua_insert(L, 1);                                      /* under the arguments */
    lua_call(L, n, LUA_MULTRET);                           /* -(n+1) +results */
    c->running = L;
    return clua_afterswitch(L);
}

/* A function made by coroutine.wrap. Upvalue 1: the one stock wrap made. Like stock, an error
 * in the coroutine is raised again with this call's position in front. */
static int clua_wrapped(lua_State *L) {
    int n = lua_gettop(L);
    clua_Control *c = clua_control(L);
    if (lua_getupvalue(L, lua_upvalueindex(1), 1) != NULL) {   /* +1 stock wrap's coroutine */
        c->running = lua_tothread(L, -1);                  /* the allocator's: see above */
        lua_pop(L, 1);                                     /* -1 (the wrapper holds it) */
    }
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 */
    lua_insert(L, 1);
    int status = lua_pcall(L, n, LUA_MULTRET, 0);
    c->running = L;
    if (status != LUA_OK) {                                /* [error] */
        if (clua_control(L)->stop != CLUA_STOP_NONE) {     /* its message names where */
            clua_armstop(L);                               /* a pcall around us cannot end it */
            return lua_error(L);
        }
        if (lua_type(L, -1) == LUA_TSTRING) {              /* the stock wrapper's where is ours */
            luaL_where(L, 1);                              /* +1 "file:line: " of the caller */
            lua_insert(L, -2);
            lua_concat(L, 2);                              /* -2 +1 */
        }
        return lua_error(L);
    }
    return clua_afterswitch(L);
}

/* coroutine.wrap(f). Upvalue 1: the stock wrap. */
static int clua_checkedwrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 stock wrap */
    lua_insert(L, 1);
    lua_call(L, 1, 1);                                     /* -2 +1 the stock wrapped function */
    lua_pushcclosure(L, clua_wrapped, 1);                  /* -1 +1 ours around it */
    return 1;
}

/* os.date with the virtual clock's time when none is given. Upvalues: 1 the stock os.date,
 * 2 a function returning the virtual time in seconds. */
static int clua_sandboxdate(lua_State *L) {
    clua_Control *c = clua_control(L);
    int timeok = 1;                                        /* a time stock's l_checktime takes */
    if (!lua_isnoneornil(L, 2)) lua_tointegerx(L, 2, &timeok);
    /* (a bad time is stock's error, which it raises before it builds anything) */
    if (c->limit > 0 && lua_type(L, 1) == LUA_TSTRING && timeok) {
        /* Stock os.date builds its result in one C call that no hook interrupts: a format
         * of millions of conversions runs for seconds before the allocator refuses. Refuse at
         * once when even the result's bound cannot fit: each conversion gives at most
         * DATE_CONVERSION_MAX bytes in the C locale (the longest, %c, is 24 for four-digit
         * years), each other byte one. */
        enum { DATE_CONVERSION_MAX = 64 };
        size_t len = 0, need = 0;
        const char *f = lua_tolstring(L, 1, &len);
        for (size_t i = 0; i < len; i++) {
            if (f[i] == '%' && i + 1 < len) { need += DATE_CONVERSION_MAX; i++; }
            else need += 1;
        }
        if (need > clua_roomfor(L, c, need))
            return luaL_error(L, "not enough memory for os.date's result (a format of %I bytes "
                                 "can give %I; script memory limit %I MiB)", (lua_Integer)len,
                              (lua_Integer)need, (lua_Integer)(c->limit >> 20));
    }
    /* the sandbox's zone is UTC (utctime.c): a local format reads as its UTC form, '!' */
    if (lua_isnoneornil(L, 1)) {
        if (lua_gettop(L) == 0) lua_settop(L, 1);         /* os.date(): a slot 1 to replace */
        lua_pushliteral(L, "!%c");                         /* +1 stock's default, in UTC */
        lua_replace(L, 1);                                 /* -1 */
    } else if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER) {
        size_t len;
        const char *format = lua_tolstring(L, 1, &len);
        if (len == 0 || format[0] != '!') {
            clua_pushutcformat(L, format, len);            /* +1 */
            lua_replace(L, 1);                             /* -1 */
        }
    }
    if (lua_isnoneornil(L, 2)) {
        lua_settop(L, 1);                                  /* [format] (nil: the default) */
        clua_pushvirtualtime(L, lua_upvalueindex(2));      /* +1 [format time] */
    }
    return clua_callstock(L);
}

/* into[as] = f closed over from[name], the stock function it checks. */
static void clua_wrapfield(lua_State *L, int into, int from, const char *name, lua_CFunction f) {
    lua_getfield(L, from, name);                           /* +1 the stock function */
    lua_pushcclosure(L, f, 1);                             /* -1 +1 */
    lua_setfield(L, into, name);                           /* -1 */
}

/* into[name] = the checked switch over the stock coroutine function `name`, and
 * into["task" .. name] = the engine's (clua_taskswitch). The stock one is the upvalue of
 * the global when the sandbox has wrapped it already (the stage's set-up comes after). */
static void clua_wrapswitch(lua_State *L, int into, int from, const char *name) {
    lua_getfield(L, from, name);                           /* +1 the global */
    if (lua_tocfunction(L, -1) == clua_checkedswitch) {
        lua_getupvalue(L, -1, 1);                          /* +1 the stock one it wraps */
        lua_remove(L, -2);                                 /* -1 */
    }
    lua_pushvalue(L, -1);                                  /* +1 */
    lua_pushstring(L, name);                               /* +1 */
    lua_pushcclosure(L, clua_checkedswitch, 2);            /* -2 +1 */
    lua_setfield(L, into, name);                           /* -1 */
    lua_pushcclosure(L, clua_taskswitch, 1);               /* -1 +1 */
    char key[16];
    snprintf(key, sizeof key, "task%s", name);
    lua_setfield(L, into, key);                            /* -1 */
}

/* collectgarbage, naming its caller's line first: finalizers run inside it with hooks off,
 * and the watchdog's message names that line if one never ends. Upvalue 1: the stock one. */
static int clua_sandboxcollect(lua_State *L) {
    clua_Control *c = clua_control(L);
    clua_where_into(L, c->where, sizeof c->where);
    return clua_callstock(L);
}

/* date(stockdate, now): the sandbox's os.date over those two. */
static int clua_makedate(lua_State *L) {
    lua_settop(L, 2);
    lua_pushcclosure(L, clua_sandboxdate, 2);              /* -2 +1 */
    return 1;
}

/* A new userdata with the metatable in upvalue 1: the sandbox's files (io.stdout, a tmpfile)
 * are userdata, as stock files are (busted suites check `type(io.stdout) == "userdata"`);
 * their state and methods are Lua's (sandbox_io.lua). */
static int clua_newhandle(lua_State *L) {
    lua_newuserdatauv(L, 0, 0);                            /* +1 */
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 the metatable */
    lua_setmetatable(L, -2);                               /* -1 */
    return 1;
}

static int clua_makehandlemaker(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_pushcclosure(L, clua_newhandle, 1);                /* -1 +1 */
    return 1;
}

/* typename(v): the type name stock's argument errors show (luaL_typeerror): a metatable's
 * __name, read raw, then "light userdata", then the type. */
static int clua_sandboxtypename(lua_State *L) {
    luaL_checkany(L, 1);
    if (lua_type(L, 1) == LUA_TLIGHTUSERDATA) lua_pushliteral(L, "light userdata");
    else lua_pushstring(L, clua_typenameat(L, 1));
    return 1;
}

/* argmessage(level, arg, extramsg[, global]): luaL_argerror's message for the function
 * `level` levels up (1: argmessage's caller), placed at the line of that function's caller;
 * the caller raises it (`error(argmessage(…), 0)`: a script's traceback drops that `error`
 * with the sandbox's own frames, preludeframes.c). Stock's C functions name themselves as
 * their call site names them (lua_getinfo "n": `'write'`, a local's name, `'for iterator'`;
 * a method's self is not counted, and a bad self is "calling 'f' on bad self"), and by their
 * path among the loaded modules when it gives none: `global`, "?" when absent. The
 * sandbox's own functions (sandbox_io.lua) are C functions to their callers (cfunction
 * below), so the frame read is the one stock's would have. */
static int clua_sandboxargmessage(lua_State *L) {
    int level = (int)luaL_checkinteger(L, 1);
    lua_Integer arg = luaL_checkinteger(L, 2);
    const char *extramsg = luaL_checkstring(L, 3);
    const char *name = luaL_optstring(L, 4, "?");
    lua_Debug ar;
    luaL_where(L, level + 1);                              /* +1 */
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "n", &ar)) {
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0 && --arg == 0) {
            lua_pushfstring(L, "calling '%s' on bad self (%s)", ar.name, extramsg);   /* +1 */
            lua_concat(L, 2);                              /* -2 +1 */
            return 1;
        }
        if (ar.name != NULL) name = ar.name;
    }
    lua_pushfstring(L, "bad argument #%I to '%s' (%s)", (LUAI_UACINT)arg, name, extramsg);  /* +1 */
    lua_concat(L, 2);                                      /* -2 +1 */
    return 1;
}

/* The traceback at `at` without Transit's own frames (preludeframes.c): only the lines after
 * its header are frames; the message before it stays as it is. */
static void clua_pushwithoutpreludeframes(lua_State *L, int at) {
    size_t len;
    const unsigned char *s = (const unsigned char *)lua_tolstring(L, at, &len);
    long head = clua_tracebackheader(s, len);
    if (head < 0) {
        lua_pushvalue(L, at);                              /* +1 no frames in it */
        return;
    }
    luaL_Buffer b;
    unsigned char *out = (unsigned char *)luaL_buffinitsize(L, &b, len);
    memcpy(out, s, (size_t)head);
    size_t n = clua_withoutpreludeframes(s + head, len - (size_t)head, out + head);
    luaL_pushresultsize(&b, (size_t)head + n);            /* +1 */
}

/* traceback([thread,] [message [, level]]): the script's debug.traceback, stock's words and
 * arguments (ldblib.c's: a message that is no string is returned as it is; the level counts
 * from this function's caller on the running thread, from the top on another), without
 * Transit's own frames — an io function's Lua body, a require's loader. A C function, so
 * that a level counts the script's frames as stock's does. */
static int clua_sandboxtraceback(lua_State *L) {
    int arg = 0;
    lua_State *L1 = L;
    if (lua_type(L, 1) == LUA_TTHREAD) {
        arg = 1;
        L1 = lua_tothread(L, 1);
    }
    const char *msg = lua_tostring(L, arg + 1);
    if (msg == NULL && !lua_isnoneornil(L, arg + 1)) {
        lua_pushvalue(L, arg + 1);                         /* +1 not a string: as it is */
        return 1;
    }
    int level = (int)luaL_optinteger(L, arg + 2, L == L1 ? 1 : 0);
    luaL_traceback(L, L1, msg, level);                     /* +1 */
    clua_pushwithoutpreludeframes(L, lua_gettop(L));       /* +1 */
    return 1;
}

/* nameloaded(name, module): lists a library the sandbox made after its set-up (io) in the
 * registry's table of loaded modules, where Lua looks up the names of functions in
 * tracebacks (`[C]: in function 'io.write'`, as stock's). */
static int clua_sandboxnameloaded(lua_State *L) {
    luaL_checkstring(L, 1);
    luaL_checkany(L, 2);
    lua_settop(L, 2);
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);  /* +1 */
    lua_insert(L, 1);
    lua_settable(L, 1);                                    /* -2 */
    return 0;
}

/* scriptloaded(loaded): the script's package.loaded, walked with the registry's to name a
 * function in an argument error (shim.c, clua_pushargerror). */
static int clua_sandboxscriptloaded(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    clua_keepscriptloaded(L);
    return 0;
}

/* cfunction(f): a C function that calls the Lua function f with its arguments and returns
 * all f returns. The sandbox's require is Lua; called through this, it is a C function to its
 * caller, as stock's is: a `return require("m")` in a module then keeps the module's frame —
 * Lua runs a tail-called C function in a new frame above its caller (ldo.c,
 * luaD_pretailcall) — and an error raised past this frame names the module's line, where a
 * Lua require's tail call had dropped it for the sandbox's own. The constructors' __call
 * (values.lua, views.lua: metacall below) are C for the same reason: `return Rect(0, 0, 1,
 * {})` names its own line. Called with lua_callk, so a yield inside f (a module's top level
 * waiting in a task) goes through as before. */
static int clua_forwardk(lua_State *L, int status, lua_KContext ctx) {
    (void)status; (void)ctx;
    return lua_gettop(L);                                  /* every result of f */
}

static int clua_forward(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 f */
    lua_insert(L, 1);                                      /* put it under the arguments */
    lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, clua_forwardk);   /* -(n+1) +results */
    return clua_forwardk(L, LUA_OK, 0);
}

/* The makers below: `closure` over the function argument f, its one upvalue. */
static int clua_closeover(lua_State *L, lua_CFunction closure) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_pushcclosure(L, closure, 1);                       /* -1 +1 */
    return 1;
}

static int clua_makeforward(lua_State *L) { return clua_closeover(L, clua_forward); }

/* dofile(f): the sandbox's dofile, whose Lua part f finds and loads the file (confined to the
 * project) and returns its chunk, which this C function calls itself, as stock's luaB_dofile
 * does (lua_callk): the chunk's caller is a C frame, so a traceback shows `in main chunk` and
 * then `[C]: in function 'dofile'`, and an `error(message, 2)` at the chunk's top level names
 * no position, as stock's. Called from Lua, the chunk had a Lua frame under it (the sandbox's
 * own line in that error), and tail-called, a `(...tail calls...)` line in the traceback. */
static int clua_dofile(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 f */
    lua_insert(L, 1);                                      /* put it under the arguments */
    lua_call(L, lua_gettop(L) - 1, 1);                     /* -(n+1) +1 the chunk */
    lua_callk(L, 0, LUA_MULTRET, 0, clua_forwardk);        /* -1 +results */
    return clua_forwardk(L, LUA_OK, 0);
}

static int clua_makedofile(lua_State *L) { return clua_closeover(L, clua_dofile); }

/* metacall(f): the same for a __call, which gets the called value first: f is called in its
 * place, with the call's own arguments (`Rect(0, 0, 1, 1)` calls f(0, 0, 1, 1)), so the
 * constructors need no Lua function of their own to drop it (a vararg one, the dearer call). */
static int clua_metacall(lua_State *L) {
    if (lua_gettop(L) == 0) lua_pushnil(L);                /* called bare (debug.getmetatable) */
    lua_pushvalue(L, lua_upvalueindex(1));                 /* +1 f */
    lua_replace(L, 1);                                     /* -1 in the called value's place */
    lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, clua_forwardk);   /* -(n+1) +results */
    return clua_forwardk(L, LUA_OK, 0);
}

int clua_makemetacall(lua_State *L) { return clua_closeover(L, clua_metacall); }

void clua_pushsandboxfunctions(lua_State *L) {
    lua_createtable(L, 0, 20);                             /* +1 the functions */
    int into = lua_gettop(L);
    lua_pushcfunction(L, clua_safeinsert);                 /* +1 */
    lua_setfield(L, into, "insert");                       /* -1 */
    lua_pushcfunction(L, clua_saferemove);                 /* +1 */
    lua_setfield(L, into, "remove");                       /* -1 */
    lua_pushcfunction(L, clua_safemove);                   /* +1 */
    lua_setfield(L, into, "move");                         /* -1 */
    lua_pushcfunction(L, clua_makedate);                   /* +1 */
    lua_setfield(L, into, "date");                         /* -1 */
    lua_pushcfunction(L, clua_maketime);                   /* +1 */
    lua_setfield(L, into, "time");                         /* -1 */
    lua_pushcfunction(L, clua_makehandlemaker);            /* +1 */
    lua_setfield(L, into, "handlemaker");                  /* -1 */
    lua_pushcfunction(L, clua_sandboxtypename);            /* +1 */
    lua_setfield(L, into, "typename");                     /* -1 */
    lua_pushcfunction(L, clua_makeforward);                /* +1 */
    lua_setfield(L, into, "cfunction");                    /* -1 */
    lua_pushcfunction(L, clua_makedofile);                 /* +1 */
    lua_setfield(L, into, "dofile");                       /* -1 */
    lua_pushcfunction(L, clua_sandboxargmessage);          /* +1 */
    lua_setfield(L, into, "argmessage");                   /* -1 */
    lua_pushcfunction(L, clua_sandboxnameloaded);          /* +1 */
    lua_setfield(L, into, "nameloaded");                   /* -1 */
    lua_pushcfunction(L, clua_sandboxscriptloaded);        /* +1 */
    lua_setfield(L, into, "scriptloaded");                 /* -1 */
    lua_pushcfunction(L, clua_sandboxtraceback);           /* +1 */
    lua_setfield(L, into, "traceback");                    /* -1 */
    lua_getglobal(L, "next");                              /* +1 the stock one */
    clua_keepstocknext(L);
    lua_pushcclosure(L, clua_detpairs, 1);                 /* -1 +1 */
    lua_setfield(L, into, "pairs");                        /* -1 */
    lua_pushcfunction(L, clua_setpreludeenvironment);      /* +1 */
    lua_setfield(L, into, "preludeenvironment");           /* -1 */
    lua_getglobal(L, "collectgarbage");                    /* +1 the stock one */
    lua_pushcclosure(L, clua_sandboxcollect, 1);           /* -1 +1 */
    lua_setfield(L, into, "collectgarbage");               /* -1 */
    lua_getglobal(L, "coroutine");                         /* +1 (set-up: no script ran yet) */
    int co = lua_gettop(L);
    clua_wrapswitch(L, into, co, "resume");
    clua_wrapswitch(L, into, co, "close");
    clua_wrapfield(L, into, co, "wrap", clua_checkedwrap);
    lua_pop(L, 1);                                         /* -1 coroutine */
    lua_getglobal(L, "table");                             /* +1 */
    clua_wrapfield(L, into, lua_gettop(L), "sort", clua_fixedsort);
    lua_pop(L, 1);                                         /* -1 table */
}
