#pragma once
/* libical for the calendar provider, loaded at first use: this module links
 * nothing. libical's headers give the types and constants (a build
 * dependency, libical-dev); the functions come from libical.so.3 through
 * dlopen, so a run without calendars never maps libical nor what it pulls in
 * (ICU and Berkeley DB: about 2.3 MB resident in the demo). Swift calls
 * libical only through CICal_Functions, whose fields bear the functions' own
 * names and types: a direct ical… call would not link. Scripts/package.sh
 * reads CICAL_LIBRARY for the .deb's Depends, which NEEDED no longer names. */
#include <dlfcn.h>
#include <stddef.h>
#include <libical/ical.h>

/* Every libical function HomeView calls. */
#define CICAL_FUNCTIONS(F) \
    F(icalcomponent_add_property) \
    F(icalcomponent_as_ical_string_r) \
    F(icalcomponent_free) \
    F(icalcomponent_get_dtend) \
    F(icalcomponent_get_dtstart) \
    F(icalcomponent_get_due) \
    F(icalcomponent_get_first_component) \
    F(icalcomponent_get_first_property) \
    F(icalcomponent_get_location) \
    F(icalcomponent_get_next_component) \
    F(icalcomponent_get_next_property) \
    F(icalcomponent_get_recurrenceid) \
    F(icalcomponent_get_status) \
    F(icalcomponent_get_summary) \
    F(icalcomponent_get_timezone) \
    F(icalcomponent_get_uid) \
    F(icalcomponent_isa) \
    F(icalcomponent_kind_to_string) \
    F(icalcomponent_remove_property) \
    F(icalcomponent_set_status) \
    F(icalerror_perror) \
    F(icalmemory_free_buffer) \
    F(icalparser_parse_string) \
    F(icalproperty_free) \
    F(icalproperty_get_exdate) \
    F(icalproperty_get_parameter_as_string) \
    F(icalproperty_get_rdate) \
    F(icalproperty_get_rrule) \
    F(icalproperty_get_x) \
    F(icalproperty_get_x_name) \
    F(icalproperty_get_xlicerror) \
    F(icalproperty_new_completed) \
    F(icalproperty_new_percentcomplete) \
    F(icalrecur_iterator_free) \
    F(icalrecur_iterator_new) \
    F(icalrecur_iterator_next) \
    F(icaltime_as_timet_with_zone) \
    F(icaltime_from_timet_with_zone) \
    F(icaltime_is_date) \
    F(icaltime_is_null_time) \
    F(icaltime_is_utc) \
    F(icaltimezone_get_builtin_timezone) \
    F(icaltimezone_get_builtin_timezone_from_tzid) \
    F(icaltimezone_get_utc_timezone)

/* The functions' types are the header's own (__typeof__), so a signature
 * cannot drift from the library's. */
typedef struct CICal_Functions {
#define CICAL_FIELD(name) __typeof__(name) *name;
    CICAL_FUNCTIONS(CICAL_FIELD)
#undef CICAL_FIELD
} CICal_Functions;

/* The library's soname: what Debian's libical3 installs. */
#define CICAL_LIBRARY "libical.so.3"

/* Opens libical and fills `f`. Returns NULL on success, else what failed
 * (dlerror's text, naming the library or the missing symbol). */
static inline const char *cical_load(CICal_Functions *f) {
    void *lib = dlopen(CICAL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return dlerror();
#define CICAL_SYM(name)                              \
    do {                                             \
        *(void **)(&f->name) = dlsym(lib, #name);    \
        if (!f->name) return dlerror();              \
    } while (0);
    CICAL_FUNCTIONS(CICAL_SYM)
#undef CICAL_SYM
    return NULL;
}
