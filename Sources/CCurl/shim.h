#pragma once
/* libcurl for the HTTP client, loaded at first use: this module links nothing.
 * curl's headers give the types and constants (a build dependency,
 * libcurl4-openssl-dev); the functions come from libcurl.so.4 through dlopen,
 * so a run whose providers send no request never maps libcurl nor what it
 * pulls in (GnuTLS, Kerberos, LDAP, ...: about 4 MB resident). Swift calls curl
 * only through CCurl_Functions and the typed doors below: a direct curl_… call
 * would not link. Scripts/package.sh reads CCURL_LIBRARY for the .deb's
 * Depends, which NEEDED no longer names. */
#include <dlfcn.h>
#include <stddef.h>
#include <curl/curl.h>

/* The functions' types are the header's own (__typeof__), so a signature
 * cannot drift from the library's. */
typedef struct CCurl_Functions {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_perform) *easy_perform;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
    /* Variadic, which Swift cannot call: only through the doors below. */
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
} CCurl_Functions;

/* The library's soname: what Debian's libcurl4 installs. */
#define CCURL_LIBRARY "libcurl.so.4"

/* Opens libcurl and fills `f`. Returns NULL on success, else what failed
 * (dlerror's text, naming the library or the missing symbol). */
static inline const char *ccurl_load(CCurl_Functions *f) {
    void *lib = dlopen(CCURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return dlerror();
#define CCURL_SYM(field, name)                      \
    do {                                            \
        *(void **)(&f->field) = dlsym(lib, #name);  \
        if (!f->field) return dlerror();            \
    } while (0)
    CCURL_SYM(global_init, curl_global_init);
    CCURL_SYM(easy_init, curl_easy_init);
    CCURL_SYM(easy_cleanup, curl_easy_cleanup);
    CCURL_SYM(easy_perform, curl_easy_perform);
    CCURL_SYM(easy_strerror, curl_easy_strerror);
    CCURL_SYM(slist_append, curl_slist_append);
    CCURL_SYM(slist_free_all, curl_slist_free_all);
    CCURL_SYM(easy_setopt, curl_easy_setopt);
    CCURL_SYM(easy_getinfo, curl_easy_getinfo);
#undef CCURL_SYM
    return NULL;
}

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
 * call: one typed door per kind of argument. */
static inline CURLcode ccurl_set_long(const CCurl_Functions *f, CURL *curl, CURLoption option, long value) {
    return f->easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_pointer(const CCurl_Functions *f, CURL *curl, CURLoption option, const void *value) {
    return f->easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_string(const CCurl_Functions *f, CURL *curl, CURLoption option, const char *value) {
    return f->easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_size(const CCurl_Functions *f, CURL *curl, CURLoption option, curl_off_t value) {
    return f->easy_setopt(curl, option, value);
}

typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *context);

static inline CURLcode ccurl_set_callback(const CCurl_Functions *f, CURL *curl, CURLoption option, ccurl_data_callback callback) {
    return f->easy_setopt(curl, option, callback);
}

static inline long ccurl_response_code(const CCurl_Functions *f, CURL *curl) {
    long code = 0;
    f->easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

static inline const char *ccurl_effective_url(const CCurl_Functions *f, CURL *curl) {
    char *url = NULL;
    f->easy_getinfo(curl, CURLINFO_EFFECTIVE_URL, &url);
    return url;
}

static const unsigned long ccurl_auth_basic = CURLAUTH_BASIC;
