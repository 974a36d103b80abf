#ifndef CRK_WEB_SPAWN_H
#define CRK_WEB_SPAWN_H

#include <spawn.h>

// The environment the web engine's web processes start with, given to them alone.
//
// A web process (WebKitWebProcess) starts GTK as soon as it runs, on the display its environment
// names, and ends at once without one. Naming RecipeKit's private display in the app's own
// environment would give it to every program the app starts as well; instead the engine's
// launcher is handed the variables for each web process it starts (see WebSpawnHook.c).

/// Sets the variables every web process started from now on gets: `pairs` holds name, value,
/// name, value..., `count` strings in all (a NULL value removes that name from the web process's
/// environment). Copied; replaces the previous set. Thread-safe.
void recipekit_web_spawn_set_environment(const char *const *pairs, int count);

/// Whether the engine's process launches reach this hook (the executable exports it ahead of
/// GIO's own function): when they do not, the web processes see only the app's environment.
int recipekit_web_spawn_hook_active(void);

/// How many web processes the hook has started so far (each with the environment above).
long recipekit_web_spawn_count(void);

/// Adds to `actions` the closing of every descriptor from `lowest` up in the child, so that a
/// helper started with posix_spawn holds nothing else the app has open (glibc's
/// posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc module does not show).
int recipekit_spawn_actions_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
