/*
 * fixedclock.c — the transit executable's clock() and time(): the C library's, except while
 * a sandbox sort runs on the calling thread (Sources/CLuaShim/sort.c), when they give 0.
 *
 * Stock table.sort seeds the pivot it picks for a badly unbalanced partition from clock()
 * and time(NULL) (ltablib.c, l_randomizePivot): ties ended in another order on every run.
 * liblua5.4 calls both through its PLT, and the executable comes first in the dynamic
 * linker's search, so these two take those calls once exported (exports.list, linked by
 * Package.swift in every configuration: a release link exports nothing else). Everything
 * else that calls them — liblua's os.clock and os.time under --unsafe, the host — gets the C
 * library's answer: clua_sortdepth() is 0 outside a sandbox sort.
 */
#define _GNU_SOURCE
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <time.h>

static clock_t (*clua_libcclock)(void);
static time_t (*clua_libctime)(time_t *);
static pthread_once_t clua_resolved = PTHREAD_ONCE_INIT;

/* The C library's two, next after the executable in the search order. */
static void clua_resolve(void) {
    clua_libcclock = (clock_t (*)(void))dlsym(RTLD_NEXT, "clock");
    clua_libctime = (time_t (*)(time_t *))dlsym(RTLD_NEXT, "time");
}

clock_t clock(void) {
    if (clua_sortdepth() > 0) return 0;
    pthread_once(&clua_resolved, clua_resolve);
    return clua_libcclock();
}

time_t time(time_t *out) {
    if (clua_sortdepth() > 0) {
        if (out != NULL) *out = 0;
        return 0;
    }
    pthread_once(&clua_resolved, clua_resolve);
    return clua_libctime(out);
}
