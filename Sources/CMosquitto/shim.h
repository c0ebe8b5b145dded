#pragma once
/* libmosquitto for the MQTT provider, loaded at first use: this module links
 * nothing. Its header gives the types and constants (a build dependency,
 * libmosquitto-dev); the functions come from libmosquitto.so.1 through
 * dlopen, so a run without an MQTT broker never maps libmosquitto nor
 * OpenSSL's libcrypto and libssl (about 1.8 MB resident). Swift calls it only
 * through CMosquitto_Functions, whose fields bear the functions' own names and
 * types: a direct mosquitto_… call would not link. Scripts/package.sh reads
 * CMOSQUITTO_LIBRARY for the .deb's Depends, which NEEDED no longer names. */
#include <dlfcn.h>
#include <stddef.h>
#include <mosquitto.h>

/* Every libmosquitto function HomeView calls. */
#define CMOSQUITTO_FUNCTIONS(F) \
    F(mosquitto_connack_string) \
    F(mosquitto_connect_async) \
    F(mosquitto_connect_callback_set) \
    F(mosquitto_destroy) \
    F(mosquitto_disconnect) \
    F(mosquitto_disconnect_callback_set) \
    F(mosquitto_int_option) \
    F(mosquitto_lib_init) \
    F(mosquitto_loop_start) \
    F(mosquitto_loop_stop) \
    F(mosquitto_message_callback_set) \
    F(mosquitto_new) \
    F(mosquitto_publish) \
    F(mosquitto_reconnect_delay_set) \
    F(mosquitto_strerror) \
    F(mosquitto_subscribe) \
    F(mosquitto_tls_set) \
    F(mosquitto_user_data_set) \
    F(mosquitto_username_pw_set) \
    F(mosquitto_will_set)

/* The functions' types are the header's own (__typeof__), so a signature
 * cannot drift from the library's. */
typedef struct CMosquitto_Functions {
#define CMOSQUITTO_FIELD(name) __typeof__(name) *name;
    CMOSQUITTO_FUNCTIONS(CMOSQUITTO_FIELD)
#undef CMOSQUITTO_FIELD
} CMosquitto_Functions;

/* The library's soname: what Debian's libmosquitto1 installs. */
#define CMOSQUITTO_LIBRARY "libmosquitto.so.1"

/* Opens libmosquitto and fills `f`. Returns NULL on success, else what failed
 * (dlerror's text, naming the library or the missing symbol). */
static inline const char *cmosquitto_load(CMosquitto_Functions *f) {
    void *lib = dlopen(CMOSQUITTO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return dlerror();
#define CMOSQUITTO_SYM(name)                         \
    do {                                             \
        *(void **)(&f->name) = dlsym(lib, #name);    \
        if (!f->name) return dlerror();              \
    } while (0);
    CMOSQUITTO_FUNCTIONS(CMOSQUITTO_SYM)
#undef CMOSQUITTO_SYM
    return NULL;
}
