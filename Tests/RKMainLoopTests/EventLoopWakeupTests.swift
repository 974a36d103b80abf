import CRKGLib
import Foundation
import Glibc
import RKMotion
import Testing

@testable import RKMainLoop

/// Sleeping and waking: each test sleeps with a generous bound (10 s) and checks that the loop
/// woke for the work, long before the bound. Nothing here sleeps on purpose.
@MainActor
struct EventLoopWakeupTests {
    let loop = EventLoop(clock: SystemClock())
    let bound = 10.0

    /// A waiter that tells a test when the loop is about to sleep, so that another thread can
    /// act while it sleeps.
    final class SignallingWaiter: EventLoopWaiter {
        let willSleep: @Sendable () -> Void
        init(_ willSleep: @escaping @Sendable () -> Void) { self.willSleep = willSleep }
        func wait(on descriptors: inout [pollfd], timeout: Double) {
            willSleep()
            PollWaiter().wait(on: &descriptors, timeout: timeout)
        }
    }

    @Test func aReadableDescriptorWakesASleepingLoopAndRunsItsHandler() throws {
        var pipeFDs: [Int32] = [0, 0]
        #expect(pipe(&pipeFDs) == 0)
        defer { close(pipeFDs[0]); close(pipeFDs[1]) }
        let writeEnd = pipeFDs[1]
        var received: [UInt8] = []
        loop.addSource(fileDescriptor: pipeFDs[0]) { events in
            #expect(events.contains(.readable))
            var byte: UInt8 = 0
            _ = read(pipeFDs[0], &byte, 1)
            received.append(byte)
        }
        loop.waiter = SignallingWaiter {
            Thread.detachNewThread {
                var b: UInt8 = 42
                _ = write(writeEnd, &b, 1)
            }
        }
        let start = SystemClock().now
        // Running on the main thread, the loop also wakes for main-queue work (other tests'),
        // which may come before the byte: wait again until the handler has run.
        while received.isEmpty, SystemClock().now - start < bound {
            _ = loop.wait(timeout: bound - (SystemClock().now - start))
            loop.runOnce()
        }
        #expect(SystemClock().now - start < bound / 2)
        #expect(received == [42])
    }

    @Test func aWakeupFromAnotherThreadWakesTheLoopAndPostedBlocksRunOnTheMainActor() {
        var ran: [Int] = []
        let waker = loop.waker
        loop.waiter = SignallingWaiter {
            Thread.detachNewThread {
                waker.post { MainActor.assertIsolated(); ranBox.values.append(1) }
                waker.post { ranBox.values.append(2) }
            }
        }
        ranBox.values = []
        // Only the waker is under test: GLib's context may have wakeups of its own pending.
        loop.servesGLib = false
        let start = SystemClock().now
        #expect(loop.wait(timeout: bound))
        #expect(SystemClock().now - start < bound / 2)
        // The other thread may still be posting the second block: wait for it, within the bound.
        loop.waiter = PollWaiter()
        loop.runOnce()
        while ranBox.values.count < 2 && SystemClock().now - start < bound {
            loop.wait(timeout: bound)
            loop.runOnce()
        }
        ran = ranBox.values
        #expect(ran == [1, 2])
        // Once drained, the waker no longer wakes the loop: nothing posted, its descriptor not
        // readable. (The loop itself may still wake: on the main thread it also wakes for
        // main-queue work, which other tests queue.)
        var p = pollfd(fd: waker.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(!waker.hasPosted && poll(&p, 1, 10) == 0)
    }

    @Test func aClosedDescriptorIsReportedOnceAndRemoved() {
        var pipeFDs: [Int32] = [0, 0]
        #expect(pipe(&pipeFDs) == 0)
        close(pipeFDs[1])
        // Watched under a high number: the kernel gives out the lowest free descriptor, so once
        // closed this one is not handed to another thread's open before the loop polls it
        // (a low one could be, and then polled as a healthy descriptor).
        let watched = fcntl(pipeFDs[0], F_DUPFD_CLOEXEC, 900)
        #expect(watched >= 900)
        close(pipeFDs[0])
        var calls: [FileDescriptorSource.Events] = []
        let s = loop.addSource(fileDescriptor: watched) { calls.append($0) }
        close(watched)
        loop.runOnce()
        loop.runOnce()
        #expect(calls.count == 1)
        #expect(calls.first?.contains(.invalid) == true)
        #expect(!s.isValid)
        #expect(!loop.addSource(fileDescriptor: -1) { _ in }.isValid)
    }

    @Test func glibSourcesRunInTheLoopsTurns() {
        GLibProbe.fired = 0
        let id = g_timeout_add(1, { _ in
            GLibProbe.fired += 1
            return 0  // G_SOURCE_REMOVE
        }, nil)
        #expect(id > 0)
        let start = SystemClock().now
        while GLibProbe.fired == 0 && SystemClock().now - start < bound {
            loop.wait(timeout: bound)
            loop.runOnce()
        }
        #expect(GLibProbe.fired == 1)
        #expect(SystemClock().now - start < bound / 2)
    }

    @Test func waitReturnsAtOnceWhenATurnIsNeeded() {
        loop.performOnNextTurn {}
        let start = SystemClock().now
        #expect(loop.wait(timeout: bound))
        #expect(SystemClock().now - start < 1)
    }

    @Test func aSystemClockTimerEndsTheWait() {
        var fired = false
        loop.perform(afterDelay: 0.02) { fired = true }
        let start = SystemClock().now
        loop.wait(timeout: bound)
        #expect(SystemClock().now - start < bound / 2)
        while !fired && SystemClock().now - start < bound {
            loop.wait(timeout: bound)
            loop.runOnce()
        }
        #expect(fired)
    }
}

/// Values written by work that runs on other threads or in C callbacks.
@MainActor final class RanBox { var values: [Int] = [] }
@MainActor let ranBox = RanBox()
enum GLibProbe { nonisolated(unsafe) static var fired = 0 }
