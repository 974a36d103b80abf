import Testing
@testable import RKMotion

@Test func slowReleaseGoesToTheNearestPage() {
    #expect(Paging.targetPage(offset: 0, velocity: 0, pageSize: 320, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 150, velocity: 0, pageSize: 320, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 170, velocity: 0, pageSize: 320, pageCount: 5) == 1)
    #expect(Paging.targetPage(offset: 800, velocity: 250, pageSize: 320, pageCount: 5) == 3)  // 2.5 rounds up
    #expect(Paging.targetPage(offset: 700, velocity: -299, pageSize: 320, pageCount: 5) == 2)
}

@Test func flickTurnsThePageInItsDirection() {
    // 20% into page 1 with a fast flick forwards: page 2, not the nearer page 1.
    #expect(Paging.targetPage(offset: 384, velocity: 800, pageSize: 320, pageCount: 5) == 2)
    // 80% of the way to page 2 but flicked backwards: page 1.
    #expect(Paging.targetPage(offset: 576, velocity: -800, pageSize: 320, pageCount: 5) == 1)
    // From exactly page 2 (even with rounding noise) a flick moves one page either way.
    #expect(Paging.targetPage(offset: 640, velocity: 500, pageSize: 320, pageCount: 5) == 3)
    #expect(Paging.targetPage(offset: 640, velocity: -500, pageSize: 320, pageCount: 5) == 1)
    #expect(Paging.targetPage(offset: 640 - 1e-10, velocity: 500, pageSize: 320, pageCount: 5) == 3)
    #expect(Paging.targetPage(offset: 640 + 1e-10, velocity: -500, pageSize: 320, pageCount: 5) == 1)
}

@Test func resultIsClamped() {
    #expect(Paging.targetPage(offset: 1280, velocity: 2000, pageSize: 320, pageCount: 5) == 4)
    #expect(Paging.targetPage(offset: -50, velocity: -2000, pageSize: 320, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 1e300, velocity: 0, pageSize: 320, pageCount: 5) == 4)
    #expect(Paging.targetPage(offset: -1e300, velocity: 0, pageSize: 320, pageCount: 5) == 0)
}

@Test func degenerateInputs() {
    #expect(Paging.targetPage(offset: 500, velocity: 0, pageSize: 0, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 500, velocity: 0, pageSize: -320, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 500, velocity: 0, pageSize: 320, pageCount: 0) == 0)
    #expect(Paging.targetPage(offset: .nan, velocity: 0, pageSize: 320, pageCount: 5) == 0)
    #expect(Paging.targetPage(offset: 700, velocity: .nan, pageSize: 320, pageCount: 5) == 2)
}

@Test func customFlickThreshold() {
    #expect(Paging.targetPage(offset: 384, velocity: 800, pageSize: 320, pageCount: 5, flickVelocity: 1000) == 1)
    #expect(Paging.targetPage(offset: 384, velocity: 80, pageSize: 320, pageCount: 5, flickVelocity: 50) == 2)
}
