/* CFixedClock has nothing to call: linking it gives the executable its own clock() and
 * time(), the C library's but while a sandbox sort runs (fixedclock.c). */
#ifndef FIXEDCLOCK_H
#define FIXEDCLOCK_H
#include <time.h>
#endif
