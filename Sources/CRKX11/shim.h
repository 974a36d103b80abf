// Xlib, for what SDL does not pass on from the X server: the resource database (Xft.dpi), which
// the window host reads for the desktop's scale.
#include <stdlib.h>
#include <string.h>
#include <X11/Xlib.h>

// The RESOURCE_MANAGER text of the X server named by DISPLAY, as a string to free(), or NULL
// when no server answers or it has no resources. A short connection of its own, so that it works
// before SDL opens the display and whatever SDL's video driver is.
static inline char *crk_x11_resource_manager_string(void) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) return NULL;
    const char *resources = XResourceManagerString(display);
    char *copy = resources != NULL ? strdup(resources) : NULL;
    XCloseDisplay(display);
    return copy;
}
