/*
 * match.c — the sandbox's string.find, string.match, string.gmatch and string.gsub.
 *
 * Why: stock Lua matches a pattern in one C call that the count hook cannot interrupt, and it
 * backtracks without bound: ("a"):rep(26):find(("a?"):rep(26) .. ("a"):rep(26) .. "b") runs
 * for tens of seconds on a 26-byte subject, so no size cap helps. This matcher follows the
 * pattern rules of the Lua 5.4 reference manual (§6.4.1) and counts its work — every
 * single-character test, every backtracking step, every byte compared or scanned — against
 * the per-entry budget in clua_Control (match_steps, match_budget). It also honours the sticky
 * stop, interrupts and the time limit while it runs.
 *
 * Results and error messages are those of Debian's Lua 5.4.4 (the differential tests hold us
 * to it), including what the manual leaves unsaid: a malformed piece of a pattern is reported
 * only when matching reaches it; at most 200 nested backtracking points ("pattern too
 * complex"); at most 32 captures; the order in which arguments are checked.
 *
 * Each stack operation carries a comment saying what it does to the stack, as Lua's source does.
 */
#define _GNU_SOURCE                 /* memmem */
#include "shim.h"

#include <ctype.h>
#include <string.h>

#define M_CAPTURES 32               /* captures one pattern may open (LUA_MAXCAPTURES) */
#define M_DEPTH 200                 /* nested backtracking points before "pattern too complex" */
#define M_GRANT 4096                /* steps taken between two looks at the control block */

/* A capture's length while it is open, and the mark of a position capture "()". */
enum { M_OPEN = -1, M_POSITION = -2 };

typedef struct Matcher {
    lua_State *L;
    clua_Control *c;
    const char *s0, *s1;            /* the subject: [s0, s1) */
    const char *p1;                 /* the end of the pattern */
    int depth;                      /* nested calls of m_match */
    int ncap;                       /* captures opened so far */
    struct { const char *at; ptrdiff_t len; } cap[M_CAPTURES];
    long long fuel;                 /* steps left of the current grant */
    long long granted;              /* the size of the current grant */
} Matcher;

static inline int uc(char ch) { return (unsigned char)ch; }

/* ------------------------------------------------------------------------------------------
 * The step budget. Steps are taken from a small grant so that the hot path is one decrement;
 * when the grant is used up the matcher adds it to the entry's count, looks at the stop flag,
 * the interrupt, the budget and the deadline, and takes a new grant — never past the budget,
 * so the limit is exact and the same on every run.
 * ---------------------------------------------------------------------------------------- */
static void m_refuel(Matcher *m) {
    clua_Control *c = m->c;
    c->match_steps += m->granted - m->fuel;
    m->granted = m->fuel = 0;
    if (c->stop == CLUA_STOP_NONE) {
        if (c->interrupt) {
            c->interrupt = 0;
            c->stop = CLUA_STOP_INTERRUPT;
        } else if (c->match_budget > 0 && c->match_steps >= c->match_budget) {
            c->stop = CLUA_STOP_PATTERN;
        } else if (clua_pasttimelimit(c)) {
            c->stop = CLUA_STOP_TIME;
        }
    }
    if (c->stop != CLUA_STOP_NONE) clua_raisestop(m->L);   /* sticky; does not return */
    long long grant = M_GRANT;
    if (c->match_budget > 0 && c->match_budget - c->match_steps < grant)
        grant = c->match_budget - c->match_steps;
    m->granted = m->fuel = grant;
}

/* One step. */
#define M_STEP(m) do { if ((m)->fuel == 0) m_refuel(m); (m)->fuel--; } while (0)

/* n steps at once (bytes compared or scanned). */
static void m_spend(Matcher *m, size_t n) {
    while (n > 0) {
        if (m->fuel == 0) m_refuel(m);
        long long take = (long long)n < m->fuel ? (long long)n : m->fuel;
        m->fuel -= take;
        n -= (size_t)take;
    }
}

/* Hands the unused part of the grant back, so the entry's count is exact before Lua runs
 * again (a gsub replacement function may match too) and when the call returns. */
static void m_flush(Matcher *m) {
    m->c->match_steps += m->granted - m->fuel;
    m->granted = m->fuel = 0;
}

static void m_init(Matcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->c = clua_control(L);
    m->s0 = s;
    m->s1 = s + ls;
    m->p1 = p + lp;
    m->depth = 0;
    m->ncap = 0;
    m->fuel = m->granted = 0;       /* the first step looks at the stop flag */
}

/* ------------------------------------------------------------------------------------------
 * Single-character classes: x, ., %a %c %d %g %l %p %s %u %w %x (upper case: complement),
 * %x for a non-alphanumeric x (x itself), [set] and [^set].
 * ---------------------------------------------------------------------------------------- */

/* Is c in the class named by the letter after '%'? Uses the C library's classification, as
 * stock Lua does, so both agree under any locale. */
static int m_classhas(int letter, int c) {
    int in;
    switch (tolower(letter)) {
    case 'a': in = isalpha(c); break;
    case 'c': in = iscntrl(c); break;
    case 'd': in = isdigit(c); break;
    case 'g': in = isgraph(c); break;
    case 'l': in = islower(c); break;
    case 'p': in = ispunct(c); break;
    case 's': in = isspace(c); break;
    case 'u': in = isupper(c); break;
    case 'w': in = isalnum(c); break;
    case 'x': in = isxdigit(c); break;
    case 'z': in = (c == 0); break;   /* deprecated, but Debian's 5.4 still accepts it */
    default: return letter == c;      /* %x for any other x is x itself */
    }
    if (isupper(letter)) in = !in;    /* %A is everything %a is not */
    return in != 0;
}

/* Is c in the set written from p (its '[') to close (its ']')? Inside, "%x" is a class or an
 * escaped byte and "x-y" a range; anything else is itself. */
static int m_sethas(const char *p, const char *close, int c) {
    int member = 1;                   /* what finding c means: 0 in a complement "[^...]" */
    p++;                              /* past '[' */
    if (*p == '^') { member = 0; p++; }
    for (; p < close; p++) {
        if (*p == '%') {
            p++;
            if (m_classhas(uc(*p), c)) return member;
        } else if (p + 2 < close && p[1] == '-') {   /* a '-' before the ']' is itself */
            if (uc(p[0]) <= c && c <= uc(p[2])) return member;
            p += 2;
        } else if (uc(*p) == c) {
            return member;
        }
    }
    return !member;
}

/* The end of the class that starts at p. Malformed classes are errors, raised only when the
 * matcher gets here, as in stock Lua. */
static const char *m_classend(Matcher *m, const char *p) {
    switch (*p++) {
    case '%':
        if (p == m->p1) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (p < m->p1 && *p == '^') p++;
        do {                          /* the first byte is a member even if it is ']' */
            if (p == m->p1) luaL_error(m->L, "malformed pattern (missing ']')");
            if (*p++ == '%' && p < m->p1) p++;       /* "%]" is a member, not the end */
        } while (p == m->p1 || *p != ']');
        return p + 1;
    default:
        return p;
    }
}

/* Does the byte at s belong to the class [p, end)? One step. */
static int m_single(Matcher *m, const char *s, const char *p, const char *end) {
    M_STEP(m);
    if (s >= m->s1) return 0;
    int c = uc(*s);
    switch (*p) {
    case '.': return 1;
    case '%': return m_classhas(uc(p[1]), c);
    case '[': return m_sethas(p, end - 1, c);
    default: return uc(*p) == c;
    }
}

/* ------------------------------------------------------------------------------------------
 * The matcher: m_match(s, p) returns the end of a match of the pattern from p on at s, or
 * NULL. It is a backtracking search; each nested call is a point to come back to, and there
 * may be at most M_DEPTH of them, which also bounds the C stack.
 * ---------------------------------------------------------------------------------------- */
static const char *m_run(Matcher *m, const char *s, const char *p);

static const char *m_match(Matcher *m, const char *s, const char *p) {
    if (m->depth >= M_DEPTH) luaL_error(m->L, "pattern too complex");
    m->depth++;
    M_STEP(m);                        /* every backtracking point is a step */
    s = m_run(m, s, p);
    m->depth--;
    return s;
}

/* "x*" and "x+" (after its first x): the longest run of x, then one fewer at a time. */
static const char *m_longest(Matcher *m, const char *s, const char *p, const char *ep) {
    ptrdiff_t n = 0;
    while (m_single(m, s + n, p, ep)) n++;
    for (; n >= 0; n--) {
        const char *e = m_match(m, s + n, ep + 1);
        if (e) return e;
    }
    return NULL;
}

/* "x-": none first, then one more x at a time. */
static const char *m_shortest(Matcher *m, const char *s, const char *p, const char *ep) {
    for (;;) {
        const char *e = m_match(m, s, ep + 1);
        if (e) return e;
        if (!m_single(m, s, p, ep)) return NULL;
        s++;
    }
}

/* "(" opens a capture at s (len M_OPEN), "()" records the position s (len M_POSITION). */
static const char *m_open(Matcher *m, const char *s, const char *p, ptrdiff_t len) {
    if (m->ncap >= M_CAPTURES) luaL_error(m->L, "too many captures");
    m->cap[m->ncap].at = s;
    m->cap[m->ncap].len = len;
    m->ncap++;
    const char *e = m_match(m, s, p);
    if (e == NULL) m->ncap--;         /* undone: another path may open it elsewhere */
    return e;
}

/* ")" closes the innermost capture still open. */
static const char *m_close(Matcher *m, const char *s, const char *p) {
    int i = m->ncap - 1;
    while (i >= 0 && m->cap[i].len != M_OPEN) i--;
    if (i < 0) luaL_error(m->L, "invalid pattern capture");
    m->cap[i].len = s - m->cap[i].at;
    const char *e = m_match(m, s, p);
    if (e == NULL) m->cap[i].len = M_OPEN;
    return e;
}

/* "%bxy": from an x at s to the y that balances it. p points at x. */
static const char *m_balance(Matcher *m, const char *s, const char *p) {
    if (p + 1 >= m->p1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    M_STEP(m);
    if (s >= m->s1 || *s != p[0]) return NULL;
    int open = 1;
    while (++s < m->s1) {
        M_STEP(m);
        if (*s == p[1]) {             /* the closing byte first: "%b''" ends at the next ' */
            if (--open == 0) return s + 1;
        } else if (*s == p[0]) {
            open++;
        }
    }
    return NULL;
}

/* "%1".."%9": the text of a closed capture again. Position captures never match. */
static const char *m_backref(Matcher *m, const char *s, int digit) {
    int i = digit - '1';
    if (i < 0 || i >= m->ncap || m->cap[i].len == M_OPEN)
        luaL_error(m->L, "invalid capture index %%%d", i + 1);
    if (m->cap[i].len == M_POSITION) return NULL;
    size_t len = (size_t)m->cap[i].len;
    m_spend(m, len + 1);
    if ((size_t)(m->s1 - s) >= len && memcmp(m->cap[i].at, s, len) == 0) return s + len;
    return NULL;
}

/* The loop of m_match: items that need no backtracking point continue here. */
static const char *m_run(Matcher *m, const char *s, const char *p) {
    for (;;) {
        if (p == m->p1) return s;                       /* the whole pattern matched */
        switch (*p) {
        case '(':
            if (p + 1 < m->p1 && p[1] == ')') return m_open(m, s, p + 2, M_POSITION);
            return m_open(m, s, p + 1, M_OPEN);
        case ')':
            return m_close(m, s, p + 1);
        case '$':
            if (p + 1 == m->p1) return s == m->s1 ? s : NULL;   /* '$' at the end: anchor */
            break;                                      /* elsewhere it is itself */
        case '%':
            if (p + 1 == m->p1) break;                  /* m_classend reports it */
            if (p[1] == 'b') {
                s = m_balance(m, s, p + 2);
                if (s == NULL) return NULL;
                p += 4;
                continue;
            }
            if (p[1] == 'f') {                          /* frontier: not in set before, in after */
                p += 2;
                if (p == m->p1 || *p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                const char *ep = m_classend(m, p);
                int before = s == m->s0 ? 0 : uc(s[-1]);   /* the subject's edges count as '\0' */
                int after = s < m->s1 ? uc(*s) : 0;
                M_STEP(m);
                if (m_sethas(p, ep - 1, before) || !m_sethas(p, ep - 1, after)) return NULL;
                p = ep;
                continue;
            }
            if (isdigit(uc(p[1]))) {
                s = m_backref(m, s, uc(p[1]));
                if (s == NULL) return NULL;
                p += 2;
                continue;
            }
            break;                                      /* a class such as %a or %. */
        }
        /* a single-character class, maybe followed by '*', '+', '-' or '?' */
        const char *ep = m_classend(m, p);
        int suffix = ep < m->p1 ? *ep : 0;
        if (!m_single(m, s, p, ep)) {
            if (suffix == '*' || suffix == '?' || suffix == '-') {   /* none is enough */
                p = ep + 1;
                continue;
            }
            return NULL;
        }
        switch (suffix) {
        case '?': {                                     /* with the byte, else without */
            const char *e = m_match(m, s + 1, ep + 1);
            if (e) return e;
            p = ep + 1;
            continue;
        }
        case '+': return m_longest(m, s + 1, p, ep);
        case '*': return m_longest(m, s, p, ep);
        case '-': return m_shortest(m, s, p, ep);
        default:                                        /* exactly one */
            s++;
            p = ep;
            continue;
        }
    }
}

/* Matches at each start from `from` (only there when anchored); returns the end, or NULL,
 * and the start it matched at in *at. */
static const char *m_search(Matcher *m, const char *from, const char *p, int anchor, const char **at) {
    do {
        m->ncap = 0;
        m->depth = 0;
        const char *e = m_match(m, from, p);
        if (e) { *at = from; return e; }
    } while (from++ < m->s1 && !anchor);
    return NULL;
}

/* ------------------------------------------------------------------------------------------
 * Captures to values.
 * ---------------------------------------------------------------------------------------- */

/* Capture i of the match [s, e): its text in *at and its length, or M_POSITION. With no
 * captures, capture 1 is the whole match. */
static ptrdiff_t m_capture(Matcher *m, int i, const char *s, const char *e, const char **at) {
    if (i >= m->ncap) {
        if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
        *at = s;
        return e - s;
    }
    if (m->cap[i].len == M_OPEN) luaL_error(m->L, "unfinished capture");
    *at = m->cap[i].at;
    return m->cap[i].len;
}

/* [-0, +1] capture i as a value: a string, or an integer for a position. */
static void m_pushcapture(Matcher *m, int i, const char *s, const char *e) {
    const char *at;
    ptrdiff_t len = m_capture(m, i, s, e, &at);
    if (len == M_POSITION) lua_pushinteger(m->L, (at - m->s0) + 1);   /* +1 position */
    else lua_pushlstring(m->L, at, (size_t)len);                     /* +1 text */
}

/* [-0, +n] every capture, or the whole match when there are none and s is given. */
static int m_pushcaptures(Matcher *m, const char *s, const char *e) {
    int n = (m->ncap == 0 && s != NULL) ? 1 : m->ncap;
    luaL_checkstack(m->L, n, "too many captures");
    for (int i = 0; i < n; i++) m_pushcapture(m, i, s, e);           /* +1 each */
    return n;
}

/* ------------------------------------------------------------------------------------------
 * string.find and string.match.
 * ---------------------------------------------------------------------------------------- */

/* The 0-based start for a 1-based init that may count from the end (negative). */
static size_t m_start(lua_Integer init, size_t len) {
    if (init > 0) return (size_t)init - 1;
    if (init == 0 || init < -(lua_Integer)len) return 0;
    return len - (size_t)(-init);
}

/* A pattern with none of "^$*+?.([%-" means only itself: find searches for it as text. */
static int m_isplain(const char *p, size_t lp) {
    for (size_t i = 0; i < lp; i++) {
        switch (p[i]) {
        case '^': case '$': case '*': case '+': case '?': case '.': case '(': case '[':
        case '%': case '-':
            return 0;
        }
    }
    return 1;
}

/* Text search: memmem is linear, so it cannot be made slow; its bytes count as steps. */
static const char *m_findtext(Matcher *m, const char *h, size_t hl, const char *n, size_t nl) {
    M_STEP(m);
    if (nl == 0) return h;
    if (nl > hl) return NULL;
    const char *at = memmem(h, hl, n, nl);
    m_spend(m, at ? (size_t)(at - h) + nl : hl);
    return at;
}

static int m_findormatch(lua_State *L, int find) {
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = m_start(luaL_optinteger(L, 3, 1), ls);
    if (init > ls) {                  /* starts past the end (it may start at the end) */
        luaL_pushfail(L);                                            /* +1 nil */
        return 1;
    }
    Matcher m;
    m_init(&m, L, s, ls, p, lp);
    if (find && (lua_toboolean(L, 4) || m_isplain(p, lp))) {
        const char *at = m_findtext(&m, s + init, ls - init, p, lp);
        m_flush(&m);
        if (at) {
            lua_pushinteger(L, (at - s) + 1);                       /* +1 start */
            lua_pushinteger(L, (lua_Integer)((at - s) + lp));       /* +1 end */
            return 2;
        }
    } else {
        int anchor = lp > 0 && *p == '^';
        const char *at;
        const char *e = m_search(&m, s + init, p + anchor, anchor, &at);
        m_flush(&m);
        if (e) {
            if (!find) return m_pushcaptures(&m, at, e);            /* +n */
            lua_pushinteger(L, (at - s) + 1);                       /* +1 start */
            lua_pushinteger(L, e - s);                              /* +1 end */
            return 2 + m_pushcaptures(&m, NULL, NULL);              /* +n captures */
        }
    }
    luaL_pushfail(L);                                                /* +1 nil */
    return 1;
}

int clua_safefind(lua_State *L) { return m_findormatch(L, 1); }
int clua_safematch(lua_State *L) { return m_findormatch(L, 0); }

/* ------------------------------------------------------------------------------------------
 * string.gmatch: an iterator over the string, pattern and a small state (upvalues 1, 2, 3).
 * '^' is not an anchor here (it would stop the iteration); an empty match right where the
 * previous match ended is skipped, so the iteration always advances.
 * ---------------------------------------------------------------------------------------- */
typedef struct GmatchState {
    size_t next;                      /* where the next search starts */
    size_t last;                      /* where the previous match ended; SIZE_MAX for none */
} GmatchState;

static int m_gmatchstep(lua_State *L) {
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    GmatchState *g = (GmatchState *)lua_touserdata(L, lua_upvalueindex(3));
    Matcher m;
    m_init(&m, L, s, ls, p, lp);
    for (size_t at = g->next; at <= ls; at++) {
        m.ncap = 0;
        m.depth = 0;
        const char *e = m_match(&m, s + at, p);
        if (e && (size_t)(e - s) != g->last) {
            g->next = g->last = (size_t)(e - s);
            m_flush(&m);
            return m_pushcaptures(&m, s + at, e);                   /* +n */
        }
    }
    m_flush(&m);
    return 0;                                                        /* the end: no values */
}

int clua_safegmatch(lua_State *L) {                                  /* [s p init?] */
    size_t ls;
    luaL_checklstring(L, 1, &ls);     /* numbers become strings in place */
    luaL_checklstring(L, 2, NULL);
    size_t init = m_start(luaL_optinteger(L, 3, 1), ls);
    lua_settop(L, 2);                                                /* [s p] */
    GmatchState *g = (GmatchState *)lua_newuserdatauv(L, sizeof *g, 0);   /* [s p state] */
    g->next = init > ls ? ls + 1 : init;   /* past the end: no matches at all */
    g->last = (size_t)-1;
    lua_pushcclosure(L, m_gmatchstep, 3);                            /* [iterator] */
    return 1;
}

/* ------------------------------------------------------------------------------------------
 * string.gsub (argument 3 is the replacement, kept at index 3 throughout).
 * ---------------------------------------------------------------------------------------- */

/* A replacement string: "%0" the match, "%1".."%9" a capture, "%%" a '%'. */
static void m_addtemplate(Matcher *m, luaL_Buffer *b, const char *s, const char *e) {
    size_t l;
    const char *t = lua_tolstring(m->L, 3, &l);   /* a number becomes its string in place */
    const char *end = t + l, *pct;
    while ((pct = memchr(t, '%', (size_t)(end - t))) != NULL) {
        luaL_addlstring(b, t, (size_t)(pct - t));
        int d = pct + 1 < end ? uc(pct[1]) : 0;
        if (d == '%') {
            luaL_addchar(b, '%');
        } else if (d == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit(d)) {
            const char *at;
            ptrdiff_t len = m_capture(m, d - '1', s, e, &at);
            if (len == M_POSITION) {
                lua_pushinteger(m->L, (at - m->s0) + 1);            /* +1 position */
                luaL_addvalue(b);                                    /* -1 into the buffer */
            } else {
                luaL_addlstring(b, at, (size_t)len);
            }
        } else {
            luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
        }
        t = pct + 2;
    }
    luaL_addlstring(b, t, (size_t)(end - t));
}

/* Adds the replacement for the match [s, e); returns whether it changed the text. */
static int m_addreplacement(Matcher *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = m->L;
    if (kind != LUA_TFUNCTION && kind != LUA_TTABLE) {
        m_addtemplate(m, b, s, e);
        return 1;
    }
    m_flush(m);                       /* Lua runs next, and may match too */
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);                                         /* +1 the function */
        int n = m_pushcaptures(m, s, e);                             /* +n its arguments */
        lua_call(L, n, 1);                                           /* -(n+1) +1 its result */
    } else {
        m_pushcapture(m, 0, s, e);                                   /* +1 the key */
        lua_gettable(L, 3);                                          /* -1 +1 table[key] */
    }
    if (!lua_toboolean(L, -1)) {      /* false or nil: keep the matched text */
        lua_pop(L, 1);                                               /* -1 */
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);                                                /* -1 into the buffer */
    return 1;
}

int clua_safegsub(lua_State *L) {                                    /* [s p repl max?] */
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION ||
                     kind == LUA_TTABLE, 3, "string/function/table");
    luaL_Buffer b;
    luaL_buffinit(L, &b);                                            /* +? the buffer */
    int anchor = lp > 0 && *p == '^';
    Matcher m;
    m_init(&m, L, s, ls, p + anchor, lp - (size_t)anchor);
    const char *at = s, *last = NULL;
    lua_Integer n = 0;
    int changed = 0;
    while (n < max) {
        m.ncap = 0;
        m.depth = 0;
        const char *e = m_match(&m, at, p + anchor);
        if (e && e != last) {         /* an empty match where the last one ended is skipped */
            n++;
            changed |= m_addreplacement(&m, &b, at, e, kind);
            at = last = e;
        } else if (at < m.s1) {
            luaL_addchar(&b, *at++);  /* no match here: keep the byte, try the next */
        } else {
            break;
        }
        if (anchor) break;
    }
    m_flush(&m);
    if (!changed) {
        lua_pushvalue(L, 1);                                         /* +1 the subject itself */
    } else {
        luaL_addlstring(&b, at, (size_t)(m.s1 - at));
        luaL_pushresult(&b);                                         /* -? +1 the result */
    }
    lua_pushinteger(L, n);                                           /* +1 the count */
    return 2;
}
