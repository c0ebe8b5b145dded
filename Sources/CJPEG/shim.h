#pragma once
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports fatal errors by calling error_exit, which by default exits the
 * process; recovering needs setjmp/longjmp, which Swift cannot express. So the
 * whole decode lives here: it returns a malloc'd buffer of 0xAARRGGBB pixels
 * (opaque, native endian, what cairo's ARGB32 wants) or NULL with a message. */
struct cjpeg_error_mgr {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error_mgr *err = (struct cjpeg_error_mgr *)info->err;
    (*info->err->format_message)(info, err->message);
    longjmp(err->jump, 1);
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static inline uint32_t *cjpeg_decode_file(const char *path, int *width, int *height,
                                          char *message, size_t message_size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(message, message_size, "cannot open the file");
        return NULL;
    }
    struct jpeg_decompress_struct info;
    struct cjpeg_error_mgr err;
    uint32_t *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.output_message = cjpeg_output_message;
    if (setjmp(err.jump)) {
        snprintf(message, message_size, "%s", err.message);
        jpeg_destroy_decompress(&info);
        fclose(file);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    pixels = (uint32_t *)malloc((size_t)w * (size_t)h * 4);
    row = (unsigned char *)malloc((size_t)w * 3);
    if (!pixels || !row) {
        snprintf(message, message_size, "out of memory for %dx%d pixels", w, h);
        jpeg_destroy_decompress(&info);
        fclose(file);
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
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    fclose(file);
    free(row);
    *width = w;
    *height = h;
    return pixels;
}
