#define _GNU_SOURCE
#include "CRKWebSpawn.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// WebKitGTK starts its auxiliary processes (and bubblewrap around them, when sandboxed) with
// GIO's GSubprocessLauncher: a launcher made for each process copies the app's environment, then
// g_subprocess_launcher_spawnv starts the process. Defining that function here puts this one
// ahead of GIO's for the engine's calls (the executable's symbols come first in the dynamic
// linker's search); it adds the web display's variables to the launcher of a web process only,
// then calls GIO's. Every other launch, the engine's network process and the app's own
// GSubprocess calls alike, goes through untouched. The variables never enter the app's
// environment, so nothing else the app starts sees them.
//
// Declared here rather than taken from gio.h, so that this target needs no pkg-config flags; the
// signatures are GIO's stable ABI.
typedef struct _GSubprocessLauncher GSubprocessLauncher;
typedef struct _GSubprocess GSubprocess;
typedef struct _GError GError;
typedef int gboolean;

GSubprocess *g_subprocess_launcher_spawnv(GSubprocessLauncher *launcher, const char *const *argv, GError **error);
extern void g_subprocess_launcher_setenv(GSubprocessLauncher *launcher, const char *variable, const char *value, gboolean overwrite);
extern void g_subprocess_launcher_unsetenv(GSubprocessLauncher *launcher, const char *variable);

typedef GSubprocess *(*spawnv_function)(GSubprocessLauncher *, const char *const *, GError **);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char **pairs;
static int pair_count;
static long spawned;

void recipekit_web_spawn_set_environment(const char *const *given, int count) {
    char **copy = calloc((size_t)(count > 0 ? count : 1), sizeof(char *));
    for (int i = 0; i < count; i++) copy[i] = given[i] ? strdup(given[i]) : NULL;
    pthread_mutex_lock(&lock);
    char **old = pairs;
    int old_count = pair_count;
    pairs = copy;
    pair_count = count;
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < old_count; i++) free(old[i]);
    free(old);
}

long recipekit_web_spawn_count(void) {
    pthread_mutex_lock(&lock);
    long n = spawned;
    pthread_mutex_unlock(&lock);
    return n;
}

int recipekit_web_spawn_hook_active(void) {
    return dlsym(RTLD_DEFAULT, "g_subprocess_launcher_spawnv") == (void *)g_subprocess_launcher_spawnv;
}

/// Whether `argv` starts WebKit's web process (directly, or as the command bubblewrap runs).
static int starts_web_process(const char *const *argv) {
    for (int i = 0; argv && argv[i]; i++) {
        const char *slash = strrchr(argv[i], '/');
        if (strcmp(slash ? slash + 1 : argv[i], "WebKitWebProcess") == 0) return 1;
    }
    return 0;
}

GSubprocess *g_subprocess_launcher_spawnv(GSubprocessLauncher *launcher, const char *const *argv, GError **error) {
    static spawnv_function gio;
    if (!gio) gio = (spawnv_function)dlsym(RTLD_NEXT, "g_subprocess_launcher_spawnv");
    if (launcher && starts_web_process(argv)) {
        pthread_mutex_lock(&lock);
        for (int i = 0; i + 1 < pair_count; i += 2) {
            if (pairs[i + 1])
                g_subprocess_launcher_setenv(launcher, pairs[i], pairs[i + 1], 1);
            else
                g_subprocess_launcher_unsetenv(launcher, pairs[i]);
        }
        spawned++;
        pthread_mutex_unlock(&lock);
    }
    return gio(launcher, argv, error);
}
