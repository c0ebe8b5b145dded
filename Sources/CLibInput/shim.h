#pragma once
#include <libinput.h>
#include <linux/input.h>

/* EVIOCGRAB is an _IOW(...) expression: not importable as a macro. */
static const unsigned long CLI_EVIOCGRAB = EVIOCGRAB;
