#include <wpe/webkit.h>

// g_object_new is variadic, which Swift cannot call: the web view is made here, with the
// properties only construction may set.
static inline WebKitWebView *recipekit_web_view_new(WebKitWebViewBackend *backend, WebKitWebContext *context,
                                                    WebKitUserContentManager *contentManager, WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "backend", backend, "web-context", context,
                                        "user-content-manager", contentManager, "settings", settings, NULL));
}
