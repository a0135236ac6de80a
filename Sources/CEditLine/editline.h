/*
 * editline.h — libedit (BSD, Debian's libedit-dev) through its readline-compatible API.
 *
 * Why this API and not the native histedit.h: el_set, el_get and history() are variadic,
 * which Swift cannot call, so each use would need a C wrapper; the readline API is plain
 * functions and global hooks (completion, history file, ^R reverse search bound by libedit
 * itself), which Swift sets directly. Only TransitREPL imports this module, for the types:
 * the library is opened with dlopen and its names looked up (EditLineLibrary.swift), so the
 * module links nothing.
 */
#ifndef TRANSIT_CEDITLINE_H
#define TRANSIT_CEDITLINE_H

#include <stdio.h>                 /* readline.h uses FILE without including it */
#include <editline/readline.h>

#endif
