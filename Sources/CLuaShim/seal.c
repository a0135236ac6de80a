/*
 * seal.c — times when Lua may run but must not reach the host.
 *
 * A Lua curve is evaluated inside the engine's frame pass, which holds the animation store
 * for writing: a binding that reads or changes the engine from there is an exclusivity
 * violation, and Swift aborts. A finalizer run by a detached close would reach a host being
 * torn down. In both cases the dispatchers are swapped for stubs that raise a Lua error,
 * which costs the bound calls' hot path nothing the rest of the time.
 */
#include "shim.h"

#include <string.h>

/* A box's own __gc, which only releases its object: it may always reach the host. */
static int clua_isboxfinalizer(lua_State *L) {
    lua_Debug ar;
    return clua_tobox(L, 1) != NULL && lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) &&
           ar.namewhat != NULL && strcmp(ar.namewhat, "metamethod") == 0 &&
           ar.name != NULL && strcmp(ar.name, "__gc") == 0;
}

/* An object of the class left callable while sealed (a timing curve: a pure function). */
static int clua_ispure(clua_Control *c, struct clua_Box *box) {
    return box != NULL && c->sealpureclass >= 0 && clua_boxclass(box) == c->sealpureclass;
}

static int clua_sealedfunction(lua_State *L, lua_Integer index) {
    clua_Control *c = clua_control(L);
    if (clua_isboxfinalizer(L) || clua_ispure(c, clua_tobox(L, 1))) return c->sealeddispatch(L, index);
    clua_pusherror(L, c->sealmessage);
    return CLUA_RAISE;
}

static int clua_sealedmethod(lua_State *L, lua_Integer method, void *self) {
    clua_Control *c = clua_control(L);
    if (clua_ispure(c, clua_tobox(L, 1))) return c->sealedmethoddispatch(L, method, self);
    clua_pusherror(L, c->sealmessage);
    return CLUA_RAISE;
}

static int clua_sealedproperty(lua_State *L, struct clua_Box *box, lua_Integer property, int write) {
    clua_Control *c = clua_control(L);
    if (clua_ispure(c, box)) return c->sealedpropdispatch(L, box, property, write);
    clua_pusherror(L, c->sealmessage);
    return CLUA_RAISE;
}

static int clua_sealedgetter(lua_State *L, void *accessor, void *object, double *value) {
    clua_Control *c = clua_control(L);
    if (clua_ispure(c, clua_tobox(L, 1))) return c->sealednumberget(L, accessor, object, value);
    clua_pusherror(L, c->sealmessage);
    return CLUA_RAISE;
}

static int clua_sealedsetter(lua_State *L, void *accessor, void *object, double value) {
    (void)accessor; (void)object; (void)value;
    clua_pusherror(L, clua_control(L)->sealmessage);
    return CLUA_RAISE;
}

void clua_seal(clua_Control *c, const char *message, int32_t pureclass) {
    c->sealpureclass = pureclass;
    if (c->sealdepth++ == 0) {
        c->sealeddispatch = c->dispatch;
        c->sealedpropdispatch = c->propdispatch;
        c->sealednumberget = c->numberget;
        c->sealednumberset = c->numberset;
        c->sealedmethoddispatch = c->methoddispatch;
        c->dispatch = clua_sealedfunction;
        c->methoddispatch = clua_sealedmethod;
        c->propdispatch = clua_sealedproperty;
        c->numberget = clua_sealedgetter;
        c->numberset = clua_sealedsetter;
    }
    c->sealmessage = message;
}

void clua_unseal(clua_Control *c) {
    if (c->sealdepth == 0 || --c->sealdepth > 0) return;
    c->dispatch = c->sealeddispatch;
    c->propdispatch = c->sealedpropdispatch;
    c->numberget = c->sealednumberget;
    c->numberset = c->sealednumberset;
    c->methoddispatch = c->sealedmethoddispatch;
}
