#include <gtk/gtk.h>
#include <string.h>

// GTK 3, which the web engine's views live in. GTK only ever runs on a private display here (see
// RKWeb's WebDisplay): its windows are offscreen, and their pixels are read from memory.
//
// GdkEvent is a union and several calls below are variadic (g_object_set), which Swift cannot
// make or call: the events and the settings are made here.

/// Gives GTK's settings for `display`'s screen the CSS pixel's resolution. Broadway has no
/// resource database: without a DPI the engine's pages lay out at a width of -76800 and draw
/// nothing. 96 dpi (in 1024ths) is the CSS pixel.
static inline void recipekit_gtk_set_dpi(GdkDisplay *display) {
    g_object_set(gtk_settings_get_for_screen(gdk_display_get_default_screen(display)), "gtk-xft-dpi", 96 * 1024, NULL);
}

/// Starts GTK on the display `name` of `backend` ("broadway" or "x11"), without touching the
/// process's locale or environment. False when the display cannot be opened.
static inline gboolean recipekit_gtk_start(const char *backend, const char *name) {
    gdk_set_allowed_backends(backend);
    // GTK would call setlocale(LC_ALL, ""), which changes how the whole app formats numbers.
    gtk_disable_setlocale();
    char arg0[] = "recipekit", arg1[] = "--display";
    char *display = g_strdup(name);
    char *args[] = {arg0, arg1, display, NULL};
    char **argv = args;
    int argc = 3;
    gboolean ok = gtk_init_check(&argc, &argv);
    g_free(display);
    if (!ok || !gdk_display_get_default()) return FALSE;
    recipekit_gtk_set_dpi(gdk_display_get_default());
    return TRUE;
}

/// Opens the display `name` of `backend` and makes it GTK's default, once GTK has started and
/// its first display was closed (GTK cannot be started twice, but it can change displays).
static inline gboolean recipekit_gtk_open_display(const char *backend, const char *name) {
    gdk_set_allowed_backends(backend);
    GdkDisplay *display = gdk_display_open(name);
    if (!display) return FALSE;
    gdk_display_manager_set_default_display(gdk_display_manager_get(), display);
    recipekit_gtk_set_dpi(display);
    return TRUE;
}

/// Closes GTK's default display (no window may be left on it); GTK then has no display until
/// recipekit_gtk_open_display.
static inline void recipekit_gtk_close_display(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (display) gdk_display_close(display);
}

/// The event's window, as GTK wants it: referenced (the event unrefs it when freed).
static inline void recipekit_gdk_event_set_window(GdkEvent *event, GdkWindow *window) {
    event->any.window = window ? GDK_WINDOW(g_object_ref(window)) : NULL;
    event->any.send_event = TRUE;
}

/// The pointer of the display's default seat.
static inline GdkDevice *recipekit_gdk_pointer(GdkWindow *window) {
    GdkSeat *seat = gdk_display_get_default_seat(gdk_window_get_display(window));
    return seat ? gdk_seat_get_pointer(seat) : NULL;
}

/// A button press (`type` GDK_BUTTON_PRESS) or release at (x, y) in `window`'s pixels.
static inline GdkEvent *recipekit_gdk_button_event(GdkEventType type, GdkWindow *window, double x, double y, guint button,
                                                   guint state, guint32 time) {
    GdkEvent *e = gdk_event_new(type);
    recipekit_gdk_event_set_window(e, window);
    e->button.time = time;
    e->button.x = x;
    e->button.y = y;
    e->button.x_root = x;
    e->button.y_root = y;
    e->button.button = button;
    e->button.state = state;
    gdk_event_set_device(e, recipekit_gdk_pointer(window));
    return e;
}

/// A motion to (x, y) in `window`'s pixels.
static inline GdkEvent *recipekit_gdk_motion_event(GdkWindow *window, double x, double y, guint state, guint32 time) {
    GdkEvent *e = gdk_event_new(GDK_MOTION_NOTIFY);
    recipekit_gdk_event_set_window(e, window);
    e->motion.time = time;
    e->motion.x = x;
    e->motion.y = y;
    e->motion.x_root = x;
    e->motion.y_root = y;
    e->motion.state = state;
    gdk_event_set_device(e, recipekit_gdk_pointer(window));
    return e;
}

/// The pointer entering (`type` GDK_ENTER_NOTIFY) or leaving `window` at (x, y).
static inline GdkEvent *recipekit_gdk_crossing_event(GdkEventType type, GdkWindow *window, double x, double y, guint32 time) {
    GdkEvent *e = gdk_event_new(type);
    recipekit_gdk_event_set_window(e, window);
    e->crossing.time = time;
    e->crossing.x = x;
    e->crossing.y = y;
    e->crossing.x_root = x;
    e->crossing.y_root = y;
    e->crossing.mode = GDK_CROSSING_NORMAL;
    e->crossing.detail = GDK_NOTIFY_ANCESTOR;
    gdk_event_set_device(e, recipekit_gdk_pointer(window));
    return e;
}

/// A smooth scroll by (dx, dy) wheel steps at (x, y).
static inline GdkEvent *recipekit_gdk_scroll_event(GdkWindow *window, double x, double y, double dx, double dy, guint state,
                                                   guint32 time) {
    GdkEvent *e = gdk_event_new(GDK_SCROLL);
    recipekit_gdk_event_set_window(e, window);
    e->scroll.time = time;
    e->scroll.x = x;
    e->scroll.y = y;
    e->scroll.x_root = x;
    e->scroll.y_root = y;
    e->scroll.direction = GDK_SCROLL_SMOOTH;
    e->scroll.delta_x = dx;
    e->scroll.delta_y = dy;
    e->scroll.state = state;
    gdk_event_set_device(e, recipekit_gdk_pointer(window));
    return e;
}

/// A key press (`type` GDK_KEY_PRESS) or release of `keyval`, with the hardware key code the
/// display's keymap gives it (the engine tells keys apart by it, as a real keyboard's do).
static inline GdkEvent *recipekit_gdk_key_event(GdkEventType type, GdkWindow *window, guint keyval, guint state, guint32 time) {
    GdkEvent *e = gdk_event_new(type);
    recipekit_gdk_event_set_window(e, window);
    e->key.time = time;
    e->key.keyval = keyval;
    e->key.state = state;
    GdkKeymapKey *keys = NULL;
    gint n = 0;
    GdkKeymap *keymap = gdk_keymap_get_for_display(gdk_window_get_display(window));
    if (keymap && gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &n) && n > 0) {
        e->key.hardware_keycode = (guint16)keys[0].keycode;
        e->key.group = (guint8)keys[0].group;
    }
    g_free(keys);
    gunichar c = gdk_keyval_to_unicode(keyval);
    char utf8[8] = {0};
    if (c) g_unichar_to_utf8(c, utf8);
    e->key.string = g_strdup(utf8);
    e->key.length = (gint)strlen(utf8);
    GdkSeat *seat = gdk_display_get_default_seat(gdk_window_get_display(window));
    if (seat) gdk_event_set_device(e, gdk_seat_get_keyboard(seat));
    return e;
}

/// Focus coming to (`in` TRUE) or leaving a toplevel window.
static inline GdkEvent *recipekit_gdk_focus_event(GdkWindow *window, gboolean in) {
    GdkEvent *e = gdk_event_new(GDK_FOCUS_CHANGE);
    recipekit_gdk_event_set_window(e, window);
    e->focus_change.in = in ? 1 : 0;
    GdkSeat *seat = gdk_display_get_default_seat(gdk_window_get_display(window));
    if (seat) gdk_event_set_device(e, gdk_seat_get_keyboard(seat));
    return e;
}

/// The damaged area of a GtkOffscreenWindow's damage-event, as the region's rectangles.
static inline int recipekit_gdk_expose_rectangles(GdkEventExpose *event, cairo_rectangle_int_t *out, int capacity) {
    if (!event->region) {
        if (capacity > 0) {
            out[0].x = event->area.x; out[0].y = event->area.y;
            out[0].width = event->area.width; out[0].height = event->area.height;
        }
        return 1;
    }
    int n = cairo_region_num_rectangles(event->region);
    for (int i = 0; i < n && i < capacity; i++) cairo_region_get_rectangle(event->region, i, &out[i]);
    return n;
}
