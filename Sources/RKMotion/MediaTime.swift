/// A point in time, in seconds, on a ``Clock``'s monotonic time line (CFTimeInterval as returned
/// by CACurrentMediaTime).
///
/// A plain `Double` rather than a wrapper type so that animation arithmetic (`beginTime +
/// duration`, `now - start`) reads as it does in Core Animation, with no conversions.
public typealias MediaTime = Double
