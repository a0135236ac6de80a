/* tostring in the sandbox: stock's (luaL_tolstring), but where stock shows an address — a
 * table, function, thread or userdata without __tostring, `table: 0x55d0c8a3b2c0` — it shows
 * the value's serial number in this state, in order of first showing: `table: 0x00000001`.
 * Addresses move with ASLR from run to run, and Transit's runs must print the same bytes
 * every time (a script printing a table, luassert's messages, the REPL's replays). The
 * serials sit in a weak-keyed table: a value keeps its number while it lives, and a number is
 * never given twice — until the host restarts the numbering (a fresh engine: `transit test`'s
 * each test, `transit.reset()`), so a test's messages read the same whichever tests ran
 * before it. The numbers the host kept (clua_keepserials: those a spec file gave outside its
 * tests, in its describe bodies) outlive a restart, as their values' addresses do in stock:
 * a table a describe body showed reads the same in its tests. string.format's %s and %p show
 * the same serials (clua_detformat below). */
#include <stdio.h>
#include <string.h>
#include "shim.h"
#include "lauxlib.h"

static const char serials_key = 0;

/* [-0, +1, m] the serials table, made on first use */
static void clua_pushserials(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &serials_key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 4);                              /* +1 serials */
    lua_pushinteger(L, 0);
    lua_rawseti(L, -2, -1);                                /* [-1]: the numbers kept, none yet */
    lua_createtable(L, 0, 1);                              /* +1 its metatable */
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);                               /* -1 */
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &serials_key);       /* -1 the registry holds it */
}

/* Whether stock shows the value at `idx` by its address (luaL_tolstring's default, %p). */
static int clua_byaddress(lua_State *L, int idx) {
    int t = lua_type(L, idx);
    return t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TTHREAD
        || t == LUA_TUSERDATA || t == LUA_TLIGHTUSERDATA;
}

/* [-0, +1] the key the value at `idx`'s serial is kept under: the value itself, but for a
 * string its object's address (a light userdata), because stock's %p shows a string's object
 * and strings are values in a table: keyed by value, two equal long strings — separate
 * objects, two addresses in stock — would share a number (Lua 5.4.4's strings.lua checks they
 * do not). Short strings are interned, so equal ones share an object and a number, as in
 * stock. Light userdata keys are never collected: a number given to a string stays in the
 * table until the numbering restarts, and an address the allocator gives again after the
 * string died shows the same number, as stock shows the same address. */
static void clua_pushserialkey(lua_State *L, int idx) {
    if (lua_type(L, idx) == LUA_TSTRING)
        lua_pushlightuserdata(L, (void *)lua_topointer(L, idx));
    else
        lua_pushvalue(L, idx);
}

/* [-0, +1, m] the value at `idx`'s serial as text, `0x00000001`: its number, or the next one */
static void clua_pushserial(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    clua_pushserials(L);                                   /* +1 serials */
    int serials = lua_gettop(L);
    clua_pushserialkey(L, idx);
    lua_Integer serial;
    if (lua_rawget(L, serials) == LUA_TNUMBER) {           /* +1 its number, or nil */
        serial = lua_tointeger(L, -1);
    } else {
        lua_rawgeti(L, serials, 0);                        /* +1 the last number given */
        serial = lua_tointeger(L, -1) + 1;
        lua_pushinteger(L, serial);
        lua_rawseti(L, serials, 0);                        /* 0 is never collected */
        clua_pushserialkey(L, idx);
        lua_pushinteger(L, serial);
        lua_rawset(L, serials);
        lua_pop(L, 1);
    }
    lua_pop(L, 2);                                         /* the number, the serials */
    char text[32];
    snprintf(text, sizeof text, "0x%08llx", (unsigned long long)serial);
    lua_pushstring(L, text);                               /* +1 */
}

/* [-0, +1, m] what the sandbox's tostring gives for the value at `idx`. A `__tostring` is
 * called as luaL_tolstring calls it, but its "must return a string" names the script's line:
 * luaL_error named the caller's, the internal chunk "(transit sandbox_common.lua)" when it is
 * print, and none under pcall(tostring, x). */
static void clua_pushdettext(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    if (luaL_callmeta(L, idx, "__tostring")) {             /* +1 its result */
        if (!lua_isstring(L, -1)) {
            clua_pusherror(L, "'__tostring' must return a string");
            lua_error(L);
        }
        lua_tolstring(L, -1, NULL);                        /* a number becomes its text */
        return;
    }
    if (!clua_byaddress(L, idx)) {
        luaL_tolstring(L, idx, NULL);                      /* +1 stock's text */
        return;
    }
    int name = luaL_getmetafield(L, idx, "__name");       /* +1 if any */
    if (name != LUA_TSTRING) {
        if (name != LUA_TNIL) lua_pop(L, 1);               /* a __name that is no string */
        lua_pushstring(L, luaL_typename(L, idx));          /* +1 */
    }
    clua_pushserial(L, idx);                               /* +1 */
    lua_pushfstring(L, "%s: %s", lua_tostring(L, -2), lua_tostring(L, -1));
    lua_replace(L, -3);
    lua_pop(L, 1);
}

int clua_dettostring(lua_State *L) {
    luaL_checkany(L, 1);
    lua_settop(L, 1);
    clua_pushdettext(L, 1);
    return 1;
}

/* string.format in the sandbox: stock's (upvalue 1, a C function), with each %s of a value
 * shown by address given the sandbox tostring's text, and each %p of one — or of a string,
 * whose address stock shows too — its serial (`%p` → `%s` in the format for those), so
 * `string.format("%s %p", t, t)` prints `table: 0x00000001 0x00000001` every run. The stock
 * function is then called as C, inside this call — not through lua_call — so its errors name
 * 'format' and the script's line exactly as when Lua calls it (luaL_argerror and luaL_where
 * read the running call, which is this one). The scan reads each conversion as lstrlib does:
 * '%%' is none; flags, width and precision, then the letter; each other conversion takes the
 * next argument. A %p spec stock refuses (flags but '-', a precision, a width of three digits)
 * is left as written, for stock's error to name it. */
static int clua_pointerspec(const char *spec, const char *conversion) {
    while (spec < conversion && *spec == '-') spec++;
    int digits = 0;
    while (spec < conversion && *spec >= '0' && *spec <= '9') { spec++; digits++; }
    return spec == conversion && digits <= 2;
}

/* [-0, +0] the conversion at `p` (after a '%' that is no "%%"): its letter's place, or NULL at
 * the format's end */
static const char *clua_conversion(const char *p, const char *end) {
    while (p < end && *p != '\0' && strchr("-+ #0123456789.", *p) != NULL) p++;
    return p < end ? p : NULL;
}

int clua_detformat(lua_State *L) {
    size_t len;
    const char *fmt = luaL_checklstring(L, 1, &len);
    const char *end = fmt + len, *p;
    int top = lua_gettop(L), arg = 1, rewrite = 0;
    for (p = fmt; p < end; ) {
        if (*p++ != '%') continue;
        if (p < end && *p == '%') { p++; continue; }
        const char *letter = clua_conversion(p, end);
        if (letter == NULL) break;
        const char *spec = p;
        p = letter + 1;
        if (++arg > top) break;
        if (*letter == 's' && clua_byaddress(L, arg)) {
            if (luaL_getmetafield(L, arg, "__tostring") != LUA_TNIL) { lua_pop(L, 1); continue; }
            clua_pushdettext(L, arg);                      /* +1 */
            lua_replace(L, arg);                           /* -1 */
        } else if (*letter == 'p' && (clua_byaddress(L, arg) || lua_type(L, arg) == LUA_TSTRING)
                   && clua_pointerspec(spec, letter)) {
            clua_pushserial(L, arg);                       /* +1 */
            lua_replace(L, arg);                           /* -1 */
            rewrite = 1;
        }
    }
    if (rewrite) {            /* the format again, %p → %s where the argument is a serial now */
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        arg = 1;
        for (p = fmt; p < end; ) {
            char ch = *p++;
            luaL_addchar(&b, ch);
            if (ch != '%') continue;
            if (p < end && *p == '%') { luaL_addchar(&b, *p++); continue; }
            const char *letter = clua_conversion(p, end);
            if (letter == NULL) { luaL_addlstring(&b, p, (size_t)(end - p)); break; }
            luaL_addlstring(&b, p, (size_t)(letter - p));
            int serial = *letter == 'p' && ++arg <= top && lua_type(L, arg) == LUA_TSTRING
                         && clua_pointerspec(p, letter);
            if (*letter != 'p') ++arg;
            luaL_addchar(&b, serial ? 's' : *letter);
            p = letter + 1;
        }
        luaL_pushresult(&b);                               /* +1 the new format */
        lua_replace(L, 1);                                 /* -1 */
    }
    lua_CFunction stock = lua_tocfunction(L, lua_upvalueindex(1));
    return stock(L);
}

/* Raw accesses, and existing keys set (to nil, or [0] and [-1], made with the table): these
 * cannot fail or run Lua, as a reset inside a callback needs. */
void clua_restartserials(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &serials_key) != LUA_TTABLE) {   /* +1 serials? */
        lua_pop(L, 1);
        return;
    }
    lua_rawgeti(L, -1, -1);                                /* +1 the numbers kept */
    lua_Integer kept = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (kept == 0) {                                       /* none: numbers from 1 again */
        lua_pop(L, 1);
        lua_pushnil(L);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &serials_key);
        return;
    }
    lua_pushnil(L);                                        /* drop the numbers given since */
    while (lua_next(L, -2)) {                              /* +2 key, number */
        if (!lua_isinteger(L, -2) && lua_tointeger(L, -1) > kept) {
            lua_pushvalue(L, -2);
            lua_pushnil(L);
            lua_rawset(L, -5);                             /* serials[key] = nil: allowed mid-walk */
        }
        lua_pop(L, 1);                                     /* -1 the number */
    }
    lua_pushinteger(L, kept);
    lua_rawseti(L, -2, 0);                                 /* the last number given */
    lua_pop(L, 1);
}

void clua_keepserials(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &serials_key) == LUA_TTABLE) {   /* +1 serials? */
        lua_rawgeti(L, -1, 0);                             /* +1 the last number given */
        lua_rawseti(L, -2, -1);                            /* -1 kept up to it */
    }
    lua_pop(L, 1);
}
