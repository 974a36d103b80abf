#include <wpe/fdo.h>
#include <wpe/unstable/fdo-shm.h>
// The shared-memory frames arrive as Wayland server buffers (wl_shm_buffer_*).
#include <wayland-server-core.h>
