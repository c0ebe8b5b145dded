#pragma once
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/* libjpeg reports fatal errors by calling error_exit, which by default exits the
 * process; recovering needs setjmp/longjmp, which Swift cannot express. So the
 * header read and the whole decode live here, working on bytes already in
 * memory (the caller opened and checked the file). */
struct cjpeg_error_mgr {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error_mgr *err = (struct cjpeg_error_mgr *)info->err;
    (*info->err->format_message)(info, err->message);
    longjmp(err->jump, 1);
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

/* Warnings are counted, not printed; a file that ends early is remembered, as
 * libjpeg would otherwise paint the missing rows grey and call it a success. */
static void cjpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) {
        struct cjpeg_error_mgr *err = (struct cjpeg_error_mgr *)info->err;
        err->base.num_warnings++;
        if (err->base.msg_code == JWRN_JPEG_EOF) err->truncated = 1;
    }
}

/* A progressive JPEG may carry thousands of tiny scans, each a pass over the
 * whole image: a few hundred bytes that take minutes. Real encoders write
 * about ten. */
#define CJPEG_MAX_SCANS 200

static void cjpeg_progress(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > CJPEG_MAX_SCANS) {
        struct cjpeg_error_mgr *err = (struct cjpeg_error_mgr *)info->err;
        snprintf(err->message, sizeof err->message, "more than %d scans", CJPEG_MAX_SCANS);
        longjmp(err->jump, 1);
    }
}

/* Errors jump back to the caller's setjmp; warnings are counted. */
static inline struct jpeg_error_mgr *cjpeg_errors(struct cjpeg_error_mgr *err) {
    jpeg_std_error(&err->base);
    err->base.error_exit = cjpeg_error_exit;
    err->base.output_message = cjpeg_output_message;
    err->base.emit_message = cjpeg_emit_message;
    err->truncated = 0;
    return &err->base;
}

/* The size the header states; 0 on success, -1 with a message. */
static inline int cjpeg_read_size(const unsigned char *data, size_t size, int *width, int *height,
                                  char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error_mgr err;
    info.err = cjpeg_errors(&err);
    if (setjmp(err.jump)) {
        snprintf(message, message_size, "%s", err.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/* Decodes at eighths/8 of the stated size (libjpeg scales while decoding, so
 * a big photo never exists at full size in memory). Returns a malloc'd buffer
 * of 0xAARRGGBB pixels (opaque, native endian, what cairo's ARGB32 wants) or
 * NULL with a message. libjpeg's own working memory is capped at max_memory
 * bytes, and the output at max_pixels. */
static inline uint32_t *cjpeg_decode(const unsigned char *data, size_t size, int eighths, long max_memory,
                                     long max_pixels, int *width, int *height, char *message,
                                     size_t message_size) {
    struct jpeg_decompress_struct info;
    struct cjpeg_error_mgr err;
    struct jpeg_progress_mgr progress;
    uint32_t *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    info.err = cjpeg_errors(&err);
    if (setjmp(err.jump)) {
        snprintf(message, message_size, "%s", err.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = max_memory;
    progress.progress_monitor = cjpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    info.scale_num = (unsigned int)(eighths < 1 ? 1 : eighths > 8 ? 8 : eighths);
    info.scale_denom = 8;
    jpeg_calc_output_dimensions(&info);
    if ((long)info.output_width * (long)info.output_height > max_pixels) {
        snprintf(message, message_size, "%ux%u pixels after scaling is over the budget of %ld",
                 info.output_width, info.output_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    pixels = (uint32_t *)malloc((size_t)w * (size_t)h * 4);
    row = (unsigned char *)malloc((size_t)w * 3);
    if (!pixels || !row) {
        snprintf(message, message_size, "out of memory for %dx%d pixels", w, h);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *rows[1] = { row };
        int y = (int)info.output_scanline;
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *out = pixels + (size_t)y * (size_t)w;
        for (int x = 0; x < w; x++) {
            out[x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) |
                     ((uint32_t)row[3 * x + 1] << 8) | (uint32_t)row[3 * x + 2];
        }
    }
    if (err.truncated) {
        snprintf(message, message_size, "the file ends before the picture does (truncated)");
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = w;
    *height = h;
    return pixels;
}
