/*
 * watchdog.c — the time limit where no hook can reach.
 *
 * The count hook enforces the deadline (CPU time of the thread running the script, cpuclock.c)
 * while the VM runs. Three places escape it: Lua turns
 * hooks off while a finalizer (__gc) runs, also at lua_close; a C function of the library or
 * of the host can loop inside one call; and a host function written in Swift can loop in
 * Swift. For those, a thread per state watches the deadline. If the state is still busy (a
 * call from the host into Lua, or closing) a grace period (of CPU time) after its deadline, nothing will
 * ever stop it from inside, so the watchdog ends the process the way `transit` ends a failed
 * run: the message on standard error, naming the last script line the hook saw, and exit
 * status 1. Buffered standard output is flushed first, unless another thread holds it.
 *
 * Before that, at the deadline itself, it signals the thread running the call (SIGURG, whose
 * default action is to ignore it): the handler arms the count hook for the next instruction
 * (clua_armdeadline). The hook runs every 1,000 instructions, and an instruction may take a
 * while (a comparison of two 100 MiB strings, `s:upper()`, a host call): a loop of such was
 * ended by the watchdog, naming a line it had left long before, where the armed hook raises
 * `time limit exceeded` at the loop's line, a Lua error the host survives (a REPL goes on).
 *
 * The watchdog waits on the monotonic clock for the CPU time still left (one thread's CPU time
 * cannot pass faster than the wall clock), then reads the thread's CPU clock, and fires or
 * waits again for what is left. A limit just set cannot pass before its seconds of the wall
 * clock have (the setting's `checkat`, as the hook's): the watchdog reads no clock before
 * then, and a setting wakes it only when it would otherwise look later than that. The host
 * sets a limit at every entry into Lua (`transit test`: six on a one-test spec), and each
 * setting woke the watchdog to read the clock (a system call) while holding the lock the
 * running thread takes around its next call. A thread blocked in a system call spends no CPU (`--unsafe`'s
 * `io.read` of a pipe no one writes): for it, a last resort ends the process once the wall
 * clock has passed CLUA_WATCHDOG_LASTRESORT times the limit (a second at least), the thread's waits for a CPU (its
 * schedstat's run-queue time) not counted — a starved thread is not a blocked one, and the
 * last resort must not depend on the load either. The count starts at the watchdog's first
 * look after the limit is set (the limit's seconds later, or more), not at the setting: a
 * file read at every entry into Lua costs, and what comes before that first read cannot be
 * told apart. Counted from the setting, a test starved by six spinning processes (`nice -n
 * 19`) was ended as blocked: the watchdog, starved too, woke seconds late, and those seconds of
 * waiting counted as awake.
 */
#include "shim.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct clua_Watchdog {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    /* guarded by lock: */
    double deadline;     /* seconds on cpuclock; 0 = disarmed */
    clockid_t cpuclock;  /* the CPU clock of the thread that set the limit */
    int tid;             /* that thread, for its run-queue waits */
    double checkat;      /* CLOCK_MONOTONIC seconds before which the deadline cannot pass */
    double wakeat;       /* when the watchdog's wait ends (INFINITY: disarmed, untimed); once
                          * the lock is taken it is waiting, or looks at once (wakeat ≤ now) */
    double lastresort;   /* wall seconds of the last resort, waits for a CPU not counted */
    int counting;        /* the last resort's count has started: */
    double countedfrom;  /* CLOCK_MONOTONIC seconds of the first look after the setting */
    double waitedat;     /* the thread's run-queue wait then; -1 unknown */
    int quit;
    long looks;          /* reads of the CPU clock (clua_watchdoglooks) */
    /* the thread running the state's outermost call (guarded by lock; set only meanwhile,
     * so a thread signalled is one that has not left it), and whether it was signalled for
     * this deadline */
    pthread_t owner;
    int hasowner;
    int signalled;
    clua_Control *control;
};

#define CLUA_DEADLINE_SIGNAL SIGURG

/* The state whose call this thread runs (the innermost, should a call of one state run
 * another's): the one the signal's handler arms. */
static __thread clua_Control *clua_watched;

static void clua_ondeadline(int signo) {
    (void)signo;
    int saved = errno;
    clua_Control *c = clua_watched;
    if (c != NULL && c->busy > 0 && clua_pasttimelimit(c))     /* clock_gettime is async-signal-safe */
        clua_armdeadline(c);
    errno = saved;
}

/* Whether the handler is ours: set once, before any watchdog thread reads it. */
static int clua_deadlinesignalled;

/* Only where the signal is the process's to take: a host (a program embedding TransitLua, a
 * Lua loading transit.so) that handles SIGURG itself — Go's runtime preempts with it — keeps
 * its handler, and its watchdogs send nothing (the hook's interval and the grace as before). */
static void clua_installdeadlinehandler(void) {
    struct sigaction old;
    if (sigaction(CLUA_DEADLINE_SIGNAL, NULL, &old) != 0) return;
    if ((old.sa_flags & SA_SIGINFO) || (old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN)) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = clua_ondeadline;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;          /* the call's own reads and writes go on */
    if (sigaction(CLUA_DEADLINE_SIGNAL, &action, NULL) == 0) clua_deadlinesignalled = 1;
}

clua_Control *clua_watchcall(clua_Control *c) {
    clua_Control *outer = clua_watched;
    clua_watched = c;
    struct clua_Watchdog *w = c->watchdog;
    if (w != NULL && c->busy == 0) {
        /* a parent may have left it blocked (a process spawned from a thread of a pool
         * that blocks signals inherits its mask): pending, the signal would arm nothing.
         * Once a thread: a system call at every entry is not free */
        static __thread int unblocked;
        if (!unblocked) {
            sigset_t set;
            sigemptyset(&set);
            sigaddset(&set, CLUA_DEADLINE_SIGNAL);
            pthread_sigmask(SIG_UNBLOCK, &set, NULL);
            unblocked = 1;
        }
        pthread_mutex_lock(&w->lock);
        w->owner = pthread_self();
        w->hasowner = 1;
        pthread_mutex_unlock(&w->lock);
    }
    return outer;
}

void clua_unwatchcall(clua_Control *c, clua_Control *outer) {
    struct clua_Watchdog *w = c->watchdog;
    if (w != NULL && c->busy == 0) {
        pthread_mutex_lock(&w->lock);
        w->hasowner = 0;
        pthread_mutex_unlock(&w->lock);
    }
    clua_watched = outer;
}

static void clua_waituntil(struct clua_Watchdog *w, double when) {
    struct timespec ts;
    ts.tv_sec = (time_t)when;
    ts.tv_nsec = (long)((when - (double)ts.tv_sec) * 1e9);
    if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
    pthread_cond_timedwait(&w->wake, &w->lock, &ts);
}

static void clua_watchdogkill(clua_Control *c, const char *why) {
    char where[sizeof c->where];
    memcpy(where, c->where, sizeof where);             /* the main thread may be writing it */
    where[sizeof where - 1] = '\0';
    if (ftrylockfile(stdout) == 0) {                   /* keep what the script printed */
        fflush_unlocked(stdout);
        funlockfile(stdout);
    }
    char msg[sizeof where + 200];
    int n = snprintf(msg, sizeof msg, "transit: %s%stime limit exceeded (%s; stopped by the watchdog)\n",
                     where, where[0] ? ": " : "", why);
    if (n > 0) {
        ssize_t ignored = write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
        (void)ignored;
    }
    _exit(1);
}

/* Wall seconds since the first wake-up after the setting's, less the thread's waits for a
 * CPU since (none where its schedstat cannot be read). */
static double clua_awake(struct clua_Watchdog *w, double now) {
    if (!w->counting) {
        w->counting = 1;
        w->countedfrom = now;
        w->waitedat = clua_runqueuewait(w->tid);
        return 0;
    }
    double elapsed = now - w->countedfrom;
    double waited = w->waitedat < 0 ? -1 : clua_runqueuewait(w->tid);
    return waited < 0 ? elapsed : elapsed - (waited - w->waitedat);
}

static void *clua_watch(void *arg) {
    struct clua_Watchdog *w = (struct clua_Watchdog *)arg;
    pthread_mutex_lock(&w->lock);
    while (!w->quit) {
        if (w->deadline <= 0) {
            w->wakeat = INFINITY;
            pthread_cond_wait(&w->wake, &w->lock);
            continue;
        }
        double now = clua_monotonic();
        if (now < w->checkat) {                /* the limit cannot have passed yet: no clock */
            w->wakeat = w->checkat;
            clua_waituntil(w, w->checkat);
            continue;
        }
        w->looks++;
        double left = w->deadline - clua_cputime(w->cpuclock);    /* CPU seconds to the deadline */
        double wait;                                              /* wall seconds before looking again */
        int busy = w->control->busy > 0;
        if (left > 0) {
            wait = left;
        } else if (left > -CLUA_WATCHDOG_GRACE) {
            if (clua_deadlinesignalled && w->hasowner && !w->signalled) {
                w->signalled = 1;
                pthread_kill(w->owner, CLUA_DEADLINE_SIGNAL);
            }
            wait = left + CLUA_WATCHDOG_GRACE;
        } else if (busy) {
            clua_watchdogkill(w->control, "in a finalizer or a call that no hook can interrupt");
        } else {
            wait = 0.05;                       /* past the deadline but idle (a REPL prompt) */
        }
        if (busy) {                            /* only then: idle (a REPL prompt) is not blocked */
            double unspent = w->lastresort - clua_awake(w, now);
            if (unspent <= 0)                  /* CLUA_WATCHDOG_LASTRESORT's words: */
                clua_watchdogkill(w->control, "blocked: the wall clock passed ten times the limit "
                                              "(1 s at least), waits for a CPU not counted");
            if (unspent < wait) wait = unspent;
        }
        w->wakeat = now + wait;
        clua_waituntil(w, now + wait);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

void clua_settimelimit(lua_State *L, double seconds) {
    clua_Control *c = clua_control(L);
    clua_starttimelimit(c, seconds);
    struct clua_Watchdog *w = c->watchdog;
    if (w == NULL) {
        if (seconds <= 0) return;
        static pthread_once_t handler = PTHREAD_ONCE_INIT;
        pthread_once(&handler, clua_installdeadlinehandler);
        w = (struct clua_Watchdog *)calloc(1, sizeof *w);
        if (w == NULL) return;                         /* the hook still holds in Lua code */
        w->control = c;
        pthread_mutex_init(&w->lock, NULL);
        pthread_condattr_t attr;
        pthread_condattr_init(&attr);
        pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
        pthread_cond_init(&w->wake, &attr);
        pthread_condattr_destroy(&attr);
        if (pthread_create(&w->thread, NULL, clua_watch, w) != 0) {
            pthread_cond_destroy(&w->wake);
            pthread_mutex_destroy(&w->lock);
            free(w);
            return;
        }
        c->watchdog = w;
    }
    pthread_mutex_lock(&w->lock);
    w->deadline = c->deadline;
    w->cpuclock = c->cpuclock;
    w->tid = clua_threadid();
    w->checkat = c->checkat;
    /* a floor: ten times a limit of 10 µs is 100 µs, which a thread not blocked at all spends
     * in a page fault or a wait the run-queue time does not count (under load, `--time
     * 0.00001` ended whole `transit test --jobs 1` runs as blocked: WorkerTimeArgumentTests) */
    w->lastresort = fmax(CLUA_WATCHDOG_LASTRESORT * seconds, CLUA_WATCHDOG_LASTRESORT_FLOOR);
    w->counting = 0;
    w->signalled = 0;
    /* woken only to look sooner: one waiting past the new limit's first moment (or without a
     * limit). No limit now needs no wake: it finds the deadline gone when it next looks */
    if (w->deadline > 0 && w->wakeat > w->checkat) pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
}

long clua_watchdoglooks(lua_State *L) {
    struct clua_Watchdog *w = clua_control(L)->watchdog;
    if (w == NULL) return 0;
    pthread_mutex_lock(&w->lock);
    long looks = w->looks;
    pthread_mutex_unlock(&w->lock);
    return looks;
}

/* A full collection the host asks for (a spec runner's between tests, not a script's
 * collectgarbage, which runs inside a call): its finalizers run with hooks off, as at close,
 * so the state is busy meanwhile and the watchdog stops one that never returns. Outside every
 * call it was idle to the watchdog (a REPL at its prompt), and such a finalizer hung the run. */
void clua_gccollect(lua_State *L) {
    clua_Control *c = clua_control(L);
    c->busy++;
    int sorts = clua_sortsenter();             /* a finalizer may sort and raise: sort.c */
    lua_gc(L, LUA_GCCOLLECT);
    clua_sortsleave(sorts);
    c->busy--;
}

void clua_closestate(lua_State *L, int detached) {
    clua_Control *c = clua_control(L);
    if (detached) {
        /* the host that bound functions reach is being torn down: a finalizer that calls
         * into it gets a Lua error (a warning) instead */
        clua_seal(c, "Transit's engine is gone: a finalizer run as the script's state closes cannot use it", -1);
        c->hostbytes = NULL;
        c->newfield = NULL;    /* the host it tells of a new field is going too */
    }
    c->busy++;                 /* finalizers run now: the watchdog still covers them */
    c->closing = 1;
    int sorts = clua_sortsenter();             /* a finalizer may sort and raise: sort.c */
    lua_close(L);
    clua_sortsleave(sorts);
    clua_closeallocator(c);
    clua_endarena(c);
    clua_countownstate(-1);
    c->busy--;
    struct clua_Watchdog *w = c->watchdog;
    if (w == NULL) return;
    pthread_mutex_lock(&w->lock);
    w->quit = 1;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->lock);
    free(w);
    c->watchdog = NULL;
}

void clua_releaseclosingboxes(clua_Control *c, void (*release)(void *object)) {
    for (int i = 0; i < c->nclosingboxes; i++) release(c->closingboxes[i].object);
    free(c->closingboxes);
    c->closingboxes = NULL;
    c->nclosingboxes = c->capclosingboxes = 0;
}

void clua_forgetclosingbox(clua_Control *c, const void *box, const void *object) {
    for (int i = c->nclosingboxes - 1; i >= 0; i--) {
        if (c->closingboxes[i].box == box && c->closingboxes[i].object == object) {
            /* the rest keep their order: objects are released in the order they were boxed */
            memmove(&c->closingboxes[i], &c->closingboxes[i + 1],
                    (size_t)(c->nclosingboxes - i - 1) * sizeof *c->closingboxes);
            c->nclosingboxes--;
            return;
        }
    }
}
