#pragma once
#include <alsa/asoundlib.h>

/* snd_lib_error_handler_t is a variadic function-pointer type that Swift cannot
 * form from a closure, so the silencer lives here, in C. */
static void calsa_silent_error_handler(const char *file, int line, const char *function,
                                       int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}
static inline void calsa_silence_errors(void) {
    snd_lib_error_set_handler(calsa_silent_error_handler);
}
