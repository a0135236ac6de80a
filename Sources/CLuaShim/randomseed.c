/* math.randomseed in the sandbox. Stock's, called with no argument, seeds from the time and
 * an address (luai_makeseed) and returns that seed: a script calling `math.randomseed()` drew
 * other numbers, and printed another seed, on every run. Here no argument means the next seed
 * of a sequence that is the same every run: (n, m + 1), (n, m + 2), … after the last seed
 * given (n, m; `math.randomseed(n)` is (n, 0)), numbered again whenever a seed is given — the
 * sandbox seeds with the run's `--seed` at start, and the spec runner before each test, so a
 * test draws the same numbers whichever tests ran before it. Stock's function does the
 * seeding, called as C inside this call (as clua_detformat calls stock format), so its
 * checks and messages are stock's; it reads its generator's state from its upvalue 1, so
 * this closure's upvalue 1 is that same state.
 * Upvalues: 1 stock's upvalue 1 (the generator's state), 2 stock randomseed, 3 and 5 the last
 * seed given (its two integers), 4 seeds drawn since. */
#include "shim.h"
#include "lauxlib.h"

int clua_detrandomseed(lua_State *L) {
    lua_CFunction stock = lua_tocfunction(L, lua_upvalueindex(2));
    if (lua_isnone(L, 1)) {
        lua_Integer drawn = lua_tointeger(L, lua_upvalueindex(4)) + 1;
        lua_pushinteger(L, drawn);
        lua_replace(L, lua_upvalueindex(4));
        lua_pushinteger(L, lua_tointeger(L, lua_upvalueindex(3)));    /* n */
        lua_pushinteger(L, (lua_Integer)((lua_Unsigned)lua_tointeger(L, lua_upvalueindex(5))
                                         + (lua_Unsigned)drawn));      /* m and its draw */
        return stock(L);
    }
    /* read before stock's results are pushed above them; kept only if stock takes them */
    lua_Integer n = lua_tointeger(L, 1), m = lua_gettop(L) >= 2 ? lua_tointeger(L, 2) : 0;
    int results = stock(L);                      /* checks the arguments: raises if bad */
    lua_pushinteger(L, n);
    lua_replace(L, lua_upvalueindex(3));
    lua_pushinteger(L, m);                       /* 0 when not given, as stock's default */
    lua_replace(L, lua_upvalueindex(5));
    lua_pushinteger(L, 0);
    lua_replace(L, lua_upvalueindex(4));
    return results;
}
