#pragma once
/* SDL2 for the desktop window backend, loaded at run time: this module links
 * nothing. SDL's headers give the types and constants (a build dependency,
 * libsdl2-dev); the functions come from libSDL2-2.0.so.0 through dlopen, so the
 * one homeview binary runs on a device that has no SDL2 or X11 installed. Swift
 * calls SDL only through CSDL2_Functions: a direct SDL_… call would not link. */
#include <dlfcn.h>
#include <stddef.h>
#include <SDL2/SDL.h>

typedef struct CSDL2_Functions {
    int (*Init)(Uint32 flags);
    void (*Quit)(void);
    const char *(*GetError)(void);
    SDL_bool (*SetHint)(const char *name, const char *value);
    const char *(*GetCurrentVideoDriver)(void);
    int (*GetDisplayUsableBounds)(int displayIndex, SDL_Rect *rect);
    SDL_Window *(*CreateWindow)(const char *title, int x, int y, int w, int h, Uint32 flags);
    void (*DestroyWindow)(SDL_Window *window);
    void (*SetWindowTitle)(SDL_Window *window, const char *title);
    void (*GetWindowSize)(SDL_Window *window, int *w, int *h);
    void (*SetWindowSize)(SDL_Window *window, int w, int h);
    Uint32 (*GetWindowID)(SDL_Window *window);
    SDL_Renderer *(*CreateRenderer)(SDL_Window *window, int index, Uint32 flags);
    void (*DestroyRenderer)(SDL_Renderer *renderer);
    int (*GetRendererInfo)(SDL_Renderer *renderer, SDL_RendererInfo *info);
    int (*GetRendererOutputSize)(SDL_Renderer *renderer, int *w, int *h);
    SDL_Texture *(*CreateTexture)(SDL_Renderer *renderer, Uint32 format, int access, int w, int h);
    void (*DestroyTexture)(SDL_Texture *texture);
    int (*UpdateTexture)(SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch);
    int (*SetRenderDrawColor)(SDL_Renderer *renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a);
    int (*RenderClear)(SDL_Renderer *renderer);
    int (*RenderCopy)(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *src, const SDL_Rect *dst);
    void (*RenderPresent)(SDL_Renderer *renderer);
    int (*WaitEventTimeout)(SDL_Event *event, int timeout);
    int (*PollEvent)(SDL_Event *event);
    int (*PushEvent)(SDL_Event *event);
    SDL_Keymod (*GetModState)(void);
} CSDL2_Functions;

/* The library's soname: what Debian's libsdl2-2.0-0 installs. */
static const char *const CSDL2_LIBRARY = "libSDL2-2.0.so.0";

/* Opens libSDL2 and fills `f`. Returns NULL on success, else what failed
 * (dlerror's text, naming the library or the missing symbol). */
static inline const char *csdl2_load(CSDL2_Functions *f) {
    void *lib = dlopen(CSDL2_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return dlerror();
#define CSDL2_SYM(name)                                   \
    do {                                                  \
        *(void **)(&f->name) = dlsym(lib, "SDL_" #name);  \
        if (!f->name) return dlerror();                   \
    } while (0)
    CSDL2_SYM(Init); CSDL2_SYM(Quit); CSDL2_SYM(GetError); CSDL2_SYM(SetHint);
    CSDL2_SYM(GetCurrentVideoDriver); CSDL2_SYM(GetDisplayUsableBounds);
    CSDL2_SYM(CreateWindow); CSDL2_SYM(DestroyWindow); CSDL2_SYM(SetWindowTitle);
    CSDL2_SYM(GetWindowSize); CSDL2_SYM(SetWindowSize); CSDL2_SYM(GetWindowID);
    CSDL2_SYM(CreateRenderer); CSDL2_SYM(DestroyRenderer); CSDL2_SYM(GetRendererInfo);
    CSDL2_SYM(GetRendererOutputSize);
    CSDL2_SYM(CreateTexture); CSDL2_SYM(DestroyTexture); CSDL2_SYM(UpdateTexture);
    CSDL2_SYM(SetRenderDrawColor); CSDL2_SYM(RenderClear); CSDL2_SYM(RenderCopy);
    CSDL2_SYM(RenderPresent);
    CSDL2_SYM(WaitEventTimeout); CSDL2_SYM(PollEvent); CSDL2_SYM(PushEvent); CSDL2_SYM(GetModState);
#undef CSDL2_SYM
    return NULL;
}

/* Macros Swift does not import, as typed constants. */
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 CSDL2_PIXELFORMAT_RGB888 = SDL_PIXELFORMAT_RGB888;
/* A mouse event SDL made from a touch, and a touch event it made from the mouse. */
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const SDL_TouchID CSDL2_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;
