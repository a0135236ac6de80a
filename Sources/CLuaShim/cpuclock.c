/*
 * cpuclock.c — the time limit counts the CPU time of the thread that runs the script.
 *
 * A limit judged on the wall clock depends on the machine's load: a spec of 0.6 s of CPU
 * failed `transit test`'s 30 s under `nice -n 10` at load average 15–23, where the process got
 * under 2 % of a core. So the limit counts the CPU clock of the thread that starts it — the
 * one that runs Lua. The VM, the library's C functions and the host's Swift all run there, so
 * a loop of any of them still spends it; a wait (a read, `os.execute("sleep 1")`) does not.
 *
 * Reading a thread's CPU clock is a system call, where CLOCK_MONOTONIC is read in the vDSO
 * (docs/sandbox.md has the figures). The hook, called every 1,000 instructions, does not pay it
 * each time: one thread's CPU time cannot pass faster than the wall clock, so with `left` CPU
 * seconds to go the limit cannot be reached before `left` wall seconds from now. The hook
 * reads the monotonic clock, as it did, and the CPU clock only once that moment (`checkat`)
 * has come; then it stops, or sets the next such moment. The watchdog waits the same way.
 */
#define _GNU_SOURCE                 /* pthread_getcpuclockid's declaration is POSIX; gettid */
#include "shim.h"

#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

double clua_monotonic(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double clua_cputime(clockid_t clock) {
    struct timespec ts;
    /* the thread whose clock it is has ended (a host that started the clock on a thread that
     * then left the state to another): no CPU is spent there any more, and the watchdog's
     * wall-clock last resort is what still limits the script */
    if (clock_gettime(clock, &ts) != 0) return 0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

clockid_t clua_threadcpuclock(void) {
#ifdef __linux__
    clockid_t clock;
    if (pthread_getcpuclockid(pthread_self(), &clock) == 0) return clock;
#endif
    return CLOCK_MONOTONIC;        /* no clock of the thread to read from another: the wall clock */
}

void clua_starttimelimit(clua_Control *c, double seconds) {
    if (seconds <= 0) {
        c->deadline = 0;
        return;
    }
    c->cpuclock = clua_threadcpuclock();
    c->deadline = clua_cputime(c->cpuclock) + seconds;
    c->checkat = clua_monotonic() + seconds;
}

int clua_pasttimelimit(clua_Control *c) {
    if (c->deadline <= 0) return 0;
    double now = clua_monotonic();
    if (now < c->checkat) return 0;
    double left = c->deadline - clua_cputime(c->cpuclock);
    if (left <= 0) return 1;
    c->checkat = now + left;
    return 0;
}

int clua_threadid(void) {
#ifdef __linux__
    static __thread int tid;                /* gettid is a system call: once a thread */
    if (tid == 0) tid = (int)gettid();
    return tid;
#else
    return 0;
#endif
}

double clua_runqueuewait(int tid) {
#ifdef __linux__
    /* /proc/thread-self's schedstat, of another thread: "time on the CPU, time waiting on a
     * run queue, timeslices", in nanoseconds (Documentation/scheduler/sched-stats.rst) */
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", tid);
    FILE *f = fopen(path, "re");
    if (f == NULL) return -1;
    unsigned long long oncpu, waiting;
    int n = fscanf(f, "%llu %llu", &oncpu, &waiting);
    fclose(f);
    return n == 2 ? (double)waiting * 1e-9 : -1;
#else
    (void)tid;
    return -1;
#endif
}
