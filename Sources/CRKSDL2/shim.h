// SDL2 for the window host (Sources/Hosts/SDLHost.swift). SDL_MAIN_HANDLED keeps SDL from
// renaming main: Swift owns the program's entry point.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

// Function-like and cast macros do not import into Swift; these constants stand in for them.
static const int CSDL2_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
