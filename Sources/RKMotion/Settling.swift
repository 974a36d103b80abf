/// The time after which a decaying motion is at rest for good.
///
/// - Parameters:
///   - from: a time after which `boundAtRest` never turns false again once true (the bound on
///     the motion only decreases from there).
///   - boundAtRest: whether an upper bound on the motion is within the rest tolerances at a time;
///     once it is, the motion certainly is too, forever.
///   - atRest: whether the motion itself is within the rest tolerances at a time.
///   - step: the resolution of the answer, in seconds.
/// - Returns: the earliest multiple-of-`step` time (counting back from the bound's guarantee)
///   after which `atRest` holds at every sampled instant; infinity if the bound never comes to
///   rest within 10⁹ seconds.
///
/// Doubling then bisecting on the bound finds a guaranteed rest time within about one
/// oscillation of the real one, so the backward scan at `step` stays short however slowly the
/// motion decays.
func settlingTime(from: Double, boundAtRest: (Double) -> Bool, atRest: (Double) -> Bool,
                  step: Double = 0.001) -> Double {
    var end = Swift.max(from, 1.0 / 64)
    var lo = from
    while !boundAtRest(end) {
        lo = Swift.max(from, end)
        end *= 2
        if end > 1e9 { return .infinity }
    }
    for _ in 0..<60 where end - lo > step / 8 {
        let mid = (lo + end) / 2
        if boundAtRest(mid) { end = mid } else { lo = mid }
    }
    var t = end
    while t > 0 {
        let previous = Swift.max(t - step, 0)
        if !atRest(previous) { return t }
        t = previous
    }
    return 0
}
