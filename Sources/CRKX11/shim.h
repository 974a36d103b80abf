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

// A connection of its own that watches the root window's properties, so that a change of the
// resource database (the desktop's text scale written into Xft.dpi) is seen while the app runs,
// whatever SDL does with its own connection. NULL when no X server answers.
static inline Display *crk_x11_resource_watch_open(void) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) return NULL;
    XSelectInput(display, DefaultRootWindow(display), PropertyChangeMask);
    XFlush(display);
    return display;
}

// The descriptor that turns readable when the watching connection has events.
static inline int crk_x11_resource_watch_fd(Display *display) {
    return ConnectionNumber(display);
}

// Reads every queued event; 1 when one of them changed or removed RESOURCE_MANAGER, -1 when the
// connection is gone (an I/O error would call Xlib's handler, which exits: the check comes first).
static inline int crk_x11_resource_watch_drain(Display *display) {
    Atom resources = XInternAtom(display, "RESOURCE_MANAGER", False);
    int changed = 0;
    while (XPending(display) > 0) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type == PropertyNotify && event.xproperty.atom == resources) changed = 1;
    }
    return changed;
}

static inline void crk_x11_resource_watch_close(Display *display) {
    XCloseDisplay(display);
}
