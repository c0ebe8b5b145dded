#pragma once
#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
 * call: one typed door per kind of argument. */
static inline CURLcode ccurl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_pointer(CURL *curl, CURLoption option, const void *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode ccurl_set_size(CURL *curl, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(curl, option, value);
}

typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *context);

static inline CURLcode ccurl_set_callback(CURL *curl, CURLoption option, ccurl_data_callback callback) {
    return curl_easy_setopt(curl, option, callback);
}

static inline long ccurl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

static inline const char *ccurl_effective_url(CURL *curl) {
    char *url = NULL;
    curl_easy_getinfo(curl, CURLINFO_EFFECTIVE_URL, &url);
    return url;
}

static const unsigned long ccurl_auth_basic = CURLAUTH_BASIC;
