#pragma once
#include <stdint.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

/* Function-like and multi-term macros are not imported by Swift; re-export them
 * as typed constants. */
static const uint32_t CDRM_FORMAT_XRGB8888 = DRM_FORMAT_XRGB8888;
static const uint32_t CDRM_FORMAT_ARGB8888 = DRM_FORMAT_ARGB8888;
static const uint64_t CDRM_FORMAT_MOD_LINEAR = DRM_FORMAT_MOD_LINEAR;
static const uint64_t CDRM_FORMAT_MOD_INVALID = DRM_FORMAT_MOD_INVALID;
static const uint32_t CDRM_MODE_PAGE_FLIP_EVENT = DRM_MODE_PAGE_FLIP_EVENT;
static const uint32_t CDRM_MODE_PAGE_FLIP_FLAGS = DRM_MODE_PAGE_FLIP_FLAGS;
static const uint32_t CDRM_MODE_ATOMIC_ALLOW_MODESET = DRM_MODE_ATOMIC_ALLOW_MODESET;
static const uint32_t CDRM_MODE_ATOMIC_NONBLOCK = DRM_MODE_ATOMIC_NONBLOCK;
static const uint32_t CDRM_MODE_ATOMIC_TEST_ONLY = DRM_MODE_ATOMIC_TEST_ONLY;
static const int CDRM_EVENT_CONTEXT_VERSION = DRM_EVENT_CONTEXT_VERSION;
