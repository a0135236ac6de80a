/*
 * slots.h — a metamethod's arguments read from the Lua stack itself, for the bridge's hottest
 * paths (`obj.alpha = x`, `obj.alpha`: clua_newindex, clua_index in shim.c).
 *
 * Through the API, a write of a number to a box took five calls — the box's size and block
 * (lua_rawlen, lua_touserdata), the key's object (lua_topointer), the value's type and number
 * (lua_type, lua_tonumberx) — 104 instructions of the write's 499, each call finding its
 * slot again (index2value) behind a PLT jump. The slots hold the same answers: a value's
 * type tag and its payload (the userdata's or string's object, the number). The layouts read
 * are Lua 5.4's (lobject.h TValue, lstate.h lua_State and CallInfo, read only up to the
 * fields named here) as Debian's 5.4.4 lays them out; clua_checkslots compares what they
 * give with what the API gives, once per state, and the state uses them only if every
 * answer matched (c->directslots; else the API paths, as before). Nothing is written through them, and the
 * slots are read before anything is pushed (a push may move the stack).
 */
#ifndef CLUA_SLOTS_H
#define CLUA_SLOTS_H

#include "shim.h"

/* lobject.h: TValue (a StackValue is one, 16 bytes). */
typedef struct clua_Slot {
    union { void *gc; lua_Integer i; lua_Number n; } value;
    unsigned char tt;
} clua_Slot;

/* The type tags a slot holds (lobject.h: makevariant, ctb). */
#define CLUA_TT_NUMINT 0x03       /* LUA_VNUMINT */
#define CLUA_TT_NUMFLT 0x13       /* LUA_VNUMFLT */
#define CLUA_TT_USERDATA 0x47     /* ctb(LUA_VUSERDATA): a full userdata */
#define CLUA_TT_STRINGMASK 0x0f   /* a short (0x44) or long (0x54) string: LUA_TSTRING */

/* lstate.h: the heads of lua_State and CallInfo. */
struct clua_CallHead { clua_Slot *func; clua_Slot *top; };
struct clua_StateHead {
    void *next; unsigned char tt, marked, status, allowhook; unsigned short nci;
    clua_Slot *top;
    void *l_G;
    const struct clua_CallHead *ci;
};

/* The running C function's first argument; *n: how many it was given (the VM gives a
 * metamethod 2 or 3; a script calling one through debug.getmetatable may give fewer, and the
 * slots past them hold whatever was there last). */
static inline const clua_Slot *clua_argslots(lua_State *L, int *n) {
    const struct clua_StateHead *s = (const struct clua_StateHead *)(const void *)L;
    const clua_Slot *first = s->ci->func + 1;
    *n = (int)(s->top - first);
    return first;
}

/* A string's object, as lua_topointer gives it; NULL for anything else (lua_topointer gives
 * a table's or function's address, which no bound name can have either). */
static inline const void *clua_slotstring(const clua_Slot *v) {
    return (v->tt & CLUA_TT_STRINGMASK) == LUA_TSTRING ? v->value.gc : NULL;
}

/* Whether the slot holds a number, and which as lua_tonumberx gives it (an integer made a
 * float); a string that reads as one is not a number here, as lua_type says. */
static inline int clua_slotnumber(const clua_Slot *v, double *d) {
    if (v->tt == CLUA_TT_NUMFLT) { *d = v->value.n; return 1; }
    if (v->tt == CLUA_TT_NUMINT) { *d = (double)v->value.i; return 1; }
    return 0;
}

/* Whether `mt` is any class's metatable (shim.c). */
int clua_isclassmetatable(const clua_Control *c, const void *mt);

/* The box in the slot, checked as clua_tobox checks one (a full userdata with one user value
 * and a box's size, the tag, a class's metatable), or NULL: a full userdata's header is the
 * slot's object, so its size and metatable are read from it with no call. */
static inline clua_Box *clua_slotbox(const clua_Control *c, const clua_Slot *v) {
    if (v->tt != CLUA_TT_USERDATA) return NULL;
    const struct clua_UdataHeader *u = (const struct clua_UdataHeader *)v->value.gc;
    if (u->nuvalue != 1 || u->len != sizeof(clua_Box)) return NULL;
    clua_Box *box = (clua_Box *)(void *)(u + 1);             /* udatamemoffset(1) */
    if ((box->kind & CLUA_BOX_TAGMASK) != CLUA_BOX_TAG) return NULL;
    const void *mt = u->metatable;
    return mt != NULL && (mt == c->classmetatables[box->kind & CLUA_BOX_CLASS] || clua_isclassmetatable(c, mt)) ? box : NULL;
}

/* [-0, +0, m] Sets c->directslots: 1 when this liblua's slots, lua_State and CallInfo read as
 * slots.h says (a box, strings, numbers and a light userdata pushed, each read both ways,
 * and the argument count at two heights); 0 otherwise. Called with a box-sized userdata with
 * one user value at the top of the stack (clua_setclassmetatable's). */
void clua_checkslots(lua_State *L, clua_Control *c);

#endif
