/* os.time in the sandbox, and the zone its os.date reads: the sandbox's clock is the engine's
 * virtual clock, and its time zone is UTC wherever the host runs. Stock os.date and
 * os.time(table) read the host's zone (localtime, mktime: TZ), so the same script printed
 * `Thu Jan  1 09:00:00 1970` in Tokyo and `Wed Dec 31 19:00:00 1969` in New York — a run that
 * differs by machine. Here every date is what stock lua5.4 gives under TZ=UTC: os.date's
 * local formats read as UTC ones ('!' in front, %Z written as UTC, the zone's name), and
 * os.time(table) reads the table as a UTC date (timegm), with stock's fields, defaults,
 * checks, messages and normalisation of the table's fields (Lua 5.4 manual §6.9). */
#define _DEFAULT_SOURCE            /* timegm */
#include <string.h>
#include <limits.h>
#include <math.h>
#include <time.h>
#include "shim.h"
#include "lauxlib.h"

/* [-0, +0, e] the date field `key` of the table on top, less `delta` (1900 for the year, 1
 * for the month): an integer in int's range; `fallback` when absent, an error when absent and
 * `fallback` is negative — stock's rules and messages */
static int clua_datefield(lua_State *L, const char *key, int fallback, int delta) {
    int isinteger;
    int kind = lua_getfield(L, -1, key);                   /* +1 */
    lua_Integer value = lua_tointegerx(L, -1, &isinteger);
    lua_pop(L, 1);                                         /* -1 */
    if (!isinteger) {
        if (kind != LUA_TNIL) return luaL_error(L, "field '%s' is not an integer", key);
        if (fallback < 0) return luaL_error(L, "field '%s' missing in date table", key);
        return fallback;
    }
    if (value < (lua_Integer)INT_MIN + delta || value > (lua_Integer)INT_MAX + delta)
        return luaL_error(L, "field '%s' is out-of-bound", key);
    return (int)(value - delta);
}

static void clua_setdatefield(lua_State *L, const char *key, int value, int delta) {
    lua_pushinteger(L, (lua_Integer)value + delta);        /* +1 */
    lua_setfield(L, -2, key);                              /* -1 */
}

/* Floored as math.floor floors (lmathlib.c, math_floor): an integer when one holds it, else
 * the float — a cast of a double out of lua_Integer's range (or NaN) is undefined in C. */
void clua_pushvirtualtime(lua_State *L, int now) {
    now = lua_absindex(L, now);
    lua_pushvalue(L, now);                                 /* +1 now */
    lua_call(L, 0, 1);                                     /* -1 +1 seconds */
    lua_Number seconds = floor(lua_tonumber(L, -1));
    lua_pop(L, 1);                                         /* -1 */
    lua_Integer whole;
    if (lua_numbertointeger(seconds, &whole)) lua_pushinteger(L, whole);   /* +1 */
    else lua_pushnumber(L, seconds);                       /* +1 */
}

/* os.time([table]). Upvalue 1: a function returning the virtual time in seconds. */
static int clua_sandboxtime(lua_State *L) {
    if (lua_isnoneornil(L, 1)) {
        clua_pushvirtualtime(L, lua_upvalueindex(1));      /* +1 */
        return 1;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    struct tm date = {0};
    date.tm_year = clua_datefield(L, "year", -1, 1900);
    date.tm_mon = clua_datefield(L, "month", -1, 1);
    date.tm_mday = clua_datefield(L, "day", -1, 0);
    date.tm_hour = clua_datefield(L, "hour", 12, 0);
    date.tm_min = clua_datefield(L, "min", 0, 0);
    date.tm_sec = clua_datefield(L, "sec", 0, 0);
    /* mktime under TZ=UTC takes isdst = true as a daylight time an hour ahead of UTC and
     * gives an hour less; timegm ignores the flag, so that hour is taken here */
    lua_getfield(L, 1, "isdst");                           /* +1 */
    int daylight = lua_toboolean(L, -1);
    lua_pop(L, 1);                                         /* -1 */
    time_t t = timegm(&date);                              /* normalises `date` too */
    if (daylight && t != (time_t)-1) {
        t -= 3600;
        if (gmtime_r(&t, &date) == NULL) t = (time_t)-1;
    }
    /* -1 is mktime's failure, and stock refuses it though it is also 23:59:59 on 31
     * December 1969: so does this, to give what stock gives */
    if (t == (time_t)-1)
        return luaL_error(L, "time result cannot be represented in this installation");
    clua_setdatefield(L, "year", date.tm_year, 1900);
    clua_setdatefield(L, "month", date.tm_mon, 1);
    clua_setdatefield(L, "day", date.tm_mday, 0);
    clua_setdatefield(L, "hour", date.tm_hour, 0);
    clua_setdatefield(L, "min", date.tm_min, 0);
    clua_setdatefield(L, "sec", date.tm_sec, 0);
    clua_setdatefield(L, "yday", date.tm_yday, 1);
    clua_setdatefield(L, "wday", date.tm_wday, 1);
    lua_pushboolean(L, 0);                                 /* UTC has no daylight time */
    lua_setfield(L, -2, "isdst");
    lua_pushinteger(L, (lua_Integer)t);
    return 1;
}

void clua_pushutcformat(lua_State *L, const char *format, size_t len) {
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addchar(&b, '!');
    for (size_t i = 0; i < len; i++) {
        if (format[i] != '%' || i + 1 == len) { luaL_addchar(&b, format[i]); continue; }
        char letter = format[i + 1];
        if (letter == 'Z') {                 /* the zone's name: stock's '!' forms say GMT */
            luaL_addlstring(&b, "UTC", 3);
        } else {
            /* the conversion as written: two bytes, three for %E. and %O. (stock checks it) */
            size_t n = (letter == 'E' || letter == 'O') && i + 2 < len ? 3 : 2;
            luaL_addlstring(&b, format + i, n);
            i += n - 2;
        }
        i++;
    }
    luaL_pushresult(&b);
}

int clua_maketime(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    lua_pushcclosure(L, clua_sandboxtime, 1);              /* -1 +1 */
    return 1;
}
