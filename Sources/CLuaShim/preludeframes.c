/*
 * preludeframes.c — a traceback without Transit's own frames, the one filter both sides use:
 * the host's for a script's uncaught error (LuaError.withoutPreludeFrames) and the sandbox's
 * `debug.traceback` (sandbox.c). A user reads where *their* script was, as the error
 * message's line already does.
 */
#include <string.h>
#include "shim.h"

/* `line` (its `len` bytes, no newline) onto `out` at `n`, after a newline unless it is the
 * first line written. */
static size_t clua_putline(unsigned char *out, size_t n, int first, const unsigned char *line, size_t len) {
    if (!first) out[n++] = '\n';
    memcpy(out + n, line, len);
    return n + len;
}

size_t clua_withoutpreludeframes(const unsigned char *text, size_t len, unsigned char *out) {
    const unsigned char *end = text + len, *line = text;
    const unsigned char *calls = NULL, *callsEnd = NULL;   /* a run of "[C]" lines held back */
    size_t n = 0;
    int first = 1, afterOurs = 0;
    for (;;) {
        const unsigned char *stop = memchr(line, '\n', (size_t)(end - line));
        if (stop == NULL) stop = end;
        size_t l = (size_t)(stop - line);
        if (l >= 10 && memcmp(line, "\t(transit ", 10) == 0) {
            calls = NULL;                       /* the C functions ours called go with it */
            afterOurs = 1;
        } else if (afterOurs && l == 19 && memcmp(line, "\t(...tail calls...)", 19) == 0) {
            /* the tail calls ours made: nothing of the script's */
        } else if (l >= 6 && memcmp(line, "\t[C]: ", 6) == 0) {
            if (calls == NULL) calls = line;
            callsEnd = stop;
            afterOurs = 0;
        } else {
            if (calls != NULL) n = clua_putline(out, n, first, calls, (size_t)(callsEnd - calls)), first = 0;
            calls = NULL;
            n = clua_putline(out, n, first, line, l);
            first = 0;
            afterOurs = 0;
        }
        if (stop == end) break;
        line = stop + 1;
    }
    if (calls != NULL) n = clua_putline(out, n, first, calls, (size_t)(callsEnd - calls));
    return n;
}

long clua_tracebackheader(const unsigned char *text, size_t len) {
    static const char header[] = "stack traceback:";
    long found = -1;
    for (size_t from = 0; from < len;) {
        long at = clua_findbytes(text + from, len - from, header, sizeof header - 1);
        if (at < 0) break;
        size_t p = from + (size_t)at;
        if (p == 0 || text[p - 1] == '\n') found = (long)p;
        from = p + 1;
    }
    return found;
}
