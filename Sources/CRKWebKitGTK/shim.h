#include <webkit2/webkit2.h>

// WebKitGTK 4.1 (GTK 3), the web engine Debian keeps patched.
//
// g_object_new is variadic, which Swift cannot call: the web view is made here, with the
// properties only construction may set.
static inline WebKitWebView *recipekit_web_view_new(WebKitWebContext *context, WebKitUserContentManager *contentManager,
                                                    WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "user-content-manager",
                                        contentManager, "settings", settings, NULL));
}

// An input method context that carries an input method's composition from the embedder to
// the page: the host's IME composes, and the context hands WebKit the marked text (the
// preedit) and the committed text. WebKit's class is meant to be subclassed for this; the
// subclass is registered here because GObject's type macros and g_signal_emit_by_name (variadic)
// are not callable from Swift.
typedef struct {
    WebKitInputMethodContext parent;
    char *preedit;
    guint cursor;
    gboolean preediting;
    int area[4];
} RecipeKitInputMethodContext;

typedef struct {
    WebKitInputMethodContextClass parent_class;
} RecipeKitInputMethodContextClass;

static inline void recipekit_imc_get_preedit(WebKitInputMethodContext *context, gchar **text, GList **underlines,
                                             guint *cursor) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    const char *p = self->preedit ? self->preedit : "";
    if (text) *text = g_strdup(p);
    if (underlines) {
        *underlines = NULL;
        if (*p) *underlines = g_list_prepend(NULL, webkit_input_method_underline_new(0, (guint)g_utf8_strlen(p, -1)));
    }
    if (cursor) *cursor = self->cursor;
}

static inline gboolean recipekit_imc_filter_key_event(WebKitInputMethodContext *context, GdkEventKey *event) {
    (void)context; (void)event;
    return FALSE;  // The host's input method has already seen the keys.
}

static inline void recipekit_imc_notify_cursor_area(WebKitInputMethodContext *context, int x, int y, int width, int height) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    self->area[0] = x; self->area[1] = y; self->area[2] = width; self->area[3] = height;
}

static inline void recipekit_imc_clear(RecipeKitInputMethodContext *self) {
    g_free(self->preedit);
    self->preedit = NULL;
    self->cursor = 0;
}

static inline void recipekit_imc_reset(WebKitInputMethodContext *context) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    recipekit_imc_clear(self);
    self->preediting = FALSE;
}

static inline void recipekit_imc_ignore(WebKitInputMethodContext *context) { (void)context; }
static inline void recipekit_imc_ignore_flag(WebKitInputMethodContext *context, gboolean flag) { (void)context; (void)flag; }
static inline void recipekit_imc_ignore_surrounding(WebKitInputMethodContext *context, const gchar *text, guint length,
                                                    guint cursor, guint selection) {
    (void)context; (void)text; (void)length; (void)cursor; (void)selection;
}

static inline void recipekit_imc_finalize(GObject *object) {
    recipekit_imc_clear((RecipeKitInputMethodContext *)object);
    GObjectClass *parent = G_OBJECT_CLASS(g_type_class_peek(webkit_input_method_context_get_type()));
    parent->finalize(object);
}

static inline void recipekit_imc_class_init(gpointer klass, gpointer data) {
    (void)data;
    WebKitInputMethodContextClass *c = (WebKitInputMethodContextClass *)klass;
    c->get_preedit = recipekit_imc_get_preedit;
    c->filter_key_event = recipekit_imc_filter_key_event;
    c->notify_cursor_area = recipekit_imc_notify_cursor_area;
    c->reset = recipekit_imc_reset;
    c->set_enable_preedit = recipekit_imc_ignore_flag;
    c->notify_focus_in = recipekit_imc_ignore;
    c->notify_focus_out = recipekit_imc_reset;
    c->notify_surrounding = recipekit_imc_ignore_surrounding;
    G_OBJECT_CLASS(klass)->finalize = recipekit_imc_finalize;
}

static inline WebKitInputMethodContext *recipekit_input_method_context_new(void) {
    GType type = g_type_from_name("RecipeKitInputMethodContext");
    if (!type) {
        GTypeInfo info = {sizeof(RecipeKitInputMethodContextClass), NULL, NULL, recipekit_imc_class_init, NULL, NULL,
                          sizeof(RecipeKitInputMethodContext), 0, NULL, NULL};
        type = g_type_register_static(webkit_input_method_context_get_type(), "RecipeKitInputMethodContext", &info, 0);
    }
    return WEBKIT_INPUT_METHOD_CONTEXT(g_object_new(type, NULL));
}

/// Shows `text` as the composition, the input method's caret `cursor` characters into it; an
/// empty text ends the composition.
static inline void recipekit_imc_set_preedit(WebKitInputMethodContext *context, const char *text, guint cursor) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    if (!text || !*text) {
        if (!self->preediting) return;
        recipekit_imc_clear(self);
        g_signal_emit_by_name(context, "preedit-changed");
        self->preediting = FALSE;
        g_signal_emit_by_name(context, "preedit-finished");
        return;
    }
    if (!self->preediting) {
        self->preediting = TRUE;
        g_signal_emit_by_name(context, "preedit-started");
    }
    g_free(self->preedit);
    self->preedit = g_strdup(text);
    self->cursor = cursor;
    g_signal_emit_by_name(context, "preedit-changed");
}

/// Commits `text` in place of the composition, then ends the composition (the order of an
/// input method: the page's compositionend carries the committed text).
static inline void recipekit_imc_commit(WebKitInputMethodContext *context, const char *text) {
    g_signal_emit_by_name(context, "committed", text);
    recipekit_imc_set_preedit(context, "", 0);
}

/// The composition's length in characters, -1 when there is none.
static inline long recipekit_imc_preedit_length(WebKitInputMethodContext *context) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    if (!self->preediting) return -1;
    return self->preedit ? g_utf8_strlen(self->preedit, -1) : 0;
}

/// Where the page's caret is, in the view's coordinates, as the engine last said.
static inline void recipekit_imc_cursor_area(WebKitInputMethodContext *context, int *x, int *y, int *width, int *height) {
    RecipeKitInputMethodContext *self = (RecipeKitInputMethodContext *)context;
    *x = self->area[0]; *y = self->area[1]; *width = self->area[2]; *height = self->area[3];
}
