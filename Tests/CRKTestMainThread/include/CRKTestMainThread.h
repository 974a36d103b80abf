// Makes `swift test` run main-actor work on the process's main thread, as apps do.
//
// Linking this target installs, before main runs, a drain for Swift's async main: instead of
// dispatch_main(), which ends the main thread and lets any libdispatch worker drain the main
// queue, the main thread itself waits on the main queue and drains it. GTK and WebKit must be
// used from the one thread that started them; under the default drain, main-actor jobs moved
// from worker to worker, and WebKit's main-thread checks aborted the run now and then.
#pragma once

/// True once the drain is installed (for a test to check that it is linked).
int recipekit_test_main_thread_installed(void);
