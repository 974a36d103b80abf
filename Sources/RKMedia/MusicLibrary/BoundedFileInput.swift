import CRKAVFormat
import Glibc

/// A music file opened for libavformat through our own reader, which stops after a fixed number
/// of bytes.
///
/// libavformat reads a tag's embedded picture whole while it opens the file (an ID3v2 APIC
/// frame can claim 256 MB), before ``AudioFileTags`` can compare its size with
/// `maxArtBytes`. Reading through this input bounds what opening a file can take: past
/// ``limit`` bytes it answers end of file, the demuxer gives up on the oversized tag, and
/// ``limitReached`` lets the caller say why. It also refuses anything but a regular file
/// before libavformat sees it (a FIFO would block the open), and gives up at the reader's
/// deadline.
final class BoundedFileInput {
    /// How many bytes of the file may be read in all.
    let limit: Int
    /// How many bytes have been read so far (seeking back and reading again counts again).
    private(set) var bytesRead = 0
    /// True once a read was cut short by ``limit``.
    private(set) var limitReached = false
    /// The libavformat input reading through this object; give it to the format context's `pb`.
    private(set) var context: UnsafeMutablePointer<AVIOContext>?
    private let fd: Int32
    private let size: Int64
    private let deadline: Int64

    private static let bufferSize = 64 * 1024

    /// Opens the regular file at `path` for at most `limit` bytes of reading, until `deadline`
    /// (monotonic nanoseconds).
    init(path: LibraryPath, limit: Int, deadline: Int64) throws(AudioFileError) {
        self.limit = Swift.max(0, limit)
        self.deadline = deadline
        // Non-blocking, so that opening a FIFO returns at once; regular files ignore the flag.
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == EACCES || code == EISDIR || code == EIO || code == ELOOP || code == ENAMETOOLONG {
                throw .unreadable(String(cString: strerror(code)))
            }
            throw .unreadable("cannot open: \(String(cString: strerror(code)))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw .unreadable("cannot read the file's status")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .unreadable(String(cString: strerror(EISDIR)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .notAudio
        }
        self.fd = fd
        size = Int64(info.st_size)
        guard let buffer = av_malloc(BoundedFileInput.bufferSize) else {
            close(fd)
            throw .unreadable("out of memory")
        }
        context = avio_alloc_context(buffer.assumingMemoryBound(to: UInt8.self), Int32(BoundedFileInput.bufferSize), 0,
                                     Unmanaged.passUnretained(self).toOpaque(), { opaque, buffer, count in
                                         guard let opaque, let buffer else { return recipekit_averror_io() }
                                         let input = Unmanaged<BoundedFileInput>.fromOpaque(opaque).takeUnretainedValue()
                                         return input.read(into: buffer, count: Int(count))
                                     }, nil, { opaque, offset, whence in
                                         guard let opaque else { return Int64(recipekit_averror_io()) }
                                         let input = Unmanaged<BoundedFileInput>.fromOpaque(opaque).takeUnretainedValue()
                                         return input.seek(to: offset, whence: whence)
                                     })
        if context == nil {
            av_free(buffer)
            close(fd)
            throw .unreadable("out of memory")
        }
    }

    deinit {
        if let context {
            // libavformat may have swapped the buffer for a larger one: free the one it holds.
            av_free(context.pointee.buffer)
            var c: UnsafeMutablePointer<AVIOContext>? = context
            avio_context_free(&c)
        }
        close(fd)
    }

    private func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int32 {
        if monotonicNanoseconds() > deadline { return recipekit_averror_exit() }
        let allowed = Swift.min(count, limit - bytesRead)
        guard allowed > 0 else {
            limitReached = true
            return recipekit_averror_eof()
        }
        var n: Int
        repeat { n = Glibc.read(fd, buffer, allowed) } while n < 0 && errno == EINTR
        if n < 0 { return recipekit_averror_io() }
        if n == 0 { return recipekit_averror_eof() }
        bytesRead += n
        return Int32(n)
    }

    private func seek(to offset: Int64, whence: Int32) -> Int64 {
        // AVSEEK_SIZE asks for the file's size; AVSEEK_FORCE is a hint this reader can ignore.
        if whence & AVSEEK_SIZE != 0 { return size }
        let position = lseek(fd, off_t(offset), whence & ~AVSEEK_FORCE)
        return position < 0 ? Int64(recipekit_averror_io()) : Int64(position)
    }
}
