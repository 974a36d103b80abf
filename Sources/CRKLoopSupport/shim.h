#include <sys/eventfd.h>

// libdispatch's hook for run loops that serve the main queue themselves (CoreFoundation uses
// it): on Linux an eventfd that becomes readable when work is queued on the main queue. It is
// exported by libdispatch but declared only in its private headers.
int _dispatch_get_main_queue_handle_4CF(void);
