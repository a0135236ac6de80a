/*
 * sort.c — table.sort in the sandbox: stock's, run while the C library's clock() and time()
 * give constants, so that it orders tied elements the same on every run.
 *
 * Stock's sort (ltablib.c) picks a "random" pivot when a partition of more than 100
 * elements came out badly unbalanced (ties, patterned data), from the bytes of clock() and
 * time(NULL): the same script left equal keys in another order on every run. The transit
 * executable's clock and time (Sources/CFixedClock) give 0 while clua_sortdepth() is above
 * 0 on the calling thread: stock's pivot is then the same on every run, and wherever stock's
 * sort never randomizes (up to 100 elements; no unbalanced partition) it sorts as stock,
 * with the same comparator calls. Other programs that link this library (the C module, the
 * tests' own processes) keep the C library's functions, and so stock's order.
 *
 * The stock function runs in this call's own frame, not under a protected call: its errors
 * then name the caller's line and the function as the script called it, as stock's do
 * (`t.lua:3: bad argument #1 to 'sort'`, `t.lua:3: invalid order function for sorting`);
 * called from here through lua_pcall they named neither (`bad argument #1 to '?'`). Nor can a
 * to-be-closed slot of this frame lower the depth when the sort raises: stock's
 * lua_settop(L, 2) closes any slot above its two arguments before it sorts. So an error
 * that leaves the sort (its comparator's, its own) leaves the depth raised until the host's
 * call into Lua returns: each of those (clua_docall, clua_ptolstring, clua_gccollect,
 * clua_closestate, and clua_loadbuffer, whose parser steps the collector and so runs
 * finalizers outside any other) saves it, starts at 0 and puts back what it found. A
 * finalizer's sort error during a load, caught, kept every clock() and time() of the thread
 * at 0 from then on: each later call put the raised depth back. Meanwhile only another
 * sort reads the two functions: a sandboxed script's os.time, os.clock, os.date and
 * math.randomseed read the virtual clock, and the host reads the time of day with
 * clock_gettime.
 */
#include "shim.h"

/* Sandbox sorts under way on this thread (a comparator may sort too). */
static _Thread_local int clua_sorts;

int clua_sortdepth(void) { return clua_sorts; }

int clua_sortsenter(void) {
    int outer = clua_sorts;
    clua_sorts = 0;
    return outer;
}

void clua_sortsleave(int outer) { clua_sorts = outer; }

/* Upvalue 1: the stock table.sort. */
int clua_fixedsort(lua_State *L) {
    lua_CFunction stock = lua_tocfunction(L, lua_upvalueindex(1));
    clua_sorts++;
    int results = stock(L);                    /* raises past this frame on an error: above */
    clua_sorts--;
    return results;
}
