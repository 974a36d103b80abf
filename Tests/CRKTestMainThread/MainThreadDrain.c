#include "CRKTestMainThread.h"

#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <unistd.h>

typedef void (*drain_original)(void);
typedef void (*drain_override)(drain_original);

// The Swift runtime's hook for the async main's drain, and libdispatch's entry points for a
// run loop that services the main queue (what CoreFoundation's run loop uses).
extern void (*swift_task_asyncMainDrainQueue_hook)(drain_original, drain_override);
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static int installed;

static void drain_on_the_main_thread(drain_original original, drain_override compat) {
    (void)original;
    (void)compat;
    int fd = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        struct pollfd p = {.fd = fd, .events = POLLIN, .revents = 0};
        if (poll(&p, 1, -1) < 0 && errno != EINTR) continue;
        // The handle is an eventfd that libdispatch pokes when work arrives: read it clear, so
        // that the next poll waits, then run what is queued. The process ends when the async
        // main's task calls exit() from the main queue.
        uint64_t count;
        ssize_t n = read(fd, &count, sizeof count);
        (void)n;
        _dispatch_main_queue_callback_4CF(0);
    }
}

__attribute__((constructor)) static void install(void) {
    swift_task_asyncMainDrainQueue_hook = drain_on_the_main_thread;
    installed = 1;
}

int recipekit_test_main_thread_installed(void) { return installed; }
