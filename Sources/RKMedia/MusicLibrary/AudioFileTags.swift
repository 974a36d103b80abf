import CRKAVFormat
import Foundation
import Glibc

/// The tags of one audio file, and its embedded picture, as FFmpeg's libavformat reads them.
///
/// libavformat is the reader because it handles every container a music folder holds (MP3,
/// FLAC, MP4/M4A, Ogg Vorbis and Opus, WavPack, APE, WMA) and exposes embedded pictures, ID3
/// APIC, FLAC PICTURE, MP4 `covr` and Vorbis METADATA_BLOCK_PICTURE alike, as attached-picture
/// streams through one C API. TagLib's C API (1.13 in Debian bookworm) gives no pictures.
public struct AudioFileTags: Equatable, Sendable {
    /// The track's title; nil when the file has no title tag.
    public var title: String?
    /// The album's title; nil when the file has no album tag.
    public var album: String?
    /// The track's artist; nil when the file has no artist tag.
    public var artist: String?
    /// The album's artist, which groups a compilation's tracks into one album; nil when not tagged.
    public var albumArtist: String?
    /// The track number ("3" and "3/12" both give 3).
    public var trackNumber: Int?
    /// The disc number, read as the track number is; nil when not tagged.
    public var discNumber: Int?
    /// The embedded front cover's encoded bytes (JPEG or PNG, as stored), when asked for.
    public var embeddedArt: Data?
    /// True when the file has an embedded picture, read or not.
    public var hasEmbeddedArt: Bool

    /// Tags with the given values; `hasEmbeddedArt` is also true whenever `embeddedArt` is given.
    public init(title: String? = nil, album: String? = nil, artist: String? = nil, albumArtist: String? = nil,
                trackNumber: Int? = nil, discNumber: Int? = nil, embeddedArt: Data? = nil, hasEmbeddedArt: Bool = false) {
        self.title = title
        self.album = album
        self.artist = artist
        self.albumArtist = albumArtist
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.embeddedArt = embeddedArt
        self.hasEmbeddedArt = hasEmbeddedArt || embeddedArt != nil
    }

    /// Reads the tags of the audio file at `path`.
    ///
    /// Only regular files should be given (a FIFO would block the open); ``LibraryScanner``
    /// checks that. Reading gives up after `timeout` seconds.
    ///
    /// - Parameters:
    ///   - path: The audio file.
    ///   - includeArt: Copy the embedded picture's bytes into ``embeddedArt``.
    ///   - maxArtBytes: A larger embedded picture throws ``AudioFileError/artTooLarge(bytes:limit:)``
    ///     when `includeArt` is set (and is only noted otherwise).
    ///   - timeout: Seconds after which reading gives up with ``AudioFileError/timedOut``;
    ///     `.infinity` waits as long as reading takes, NaN or a negative value gives up at once.
    /// - Throws: ``AudioFileError``.
    public static func read(_ path: LibraryPath, includeArt: Bool = false, maxArtBytes: Int = 16 << 20,
                            timeout: Double = 5) throws(AudioFileError) -> AudioFileTags {
        FFmpegLog.quiet()
        guard let context = avformat_alloc_context() else { throw .unreadable("out of memory") }
        let deadline = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
        defer { deadline.deallocate() }
        // NaN and negative give up at once; infinite or huge ones (past about 292 years) never:
        // converting them to Int64 nanoseconds trapped, on the scanner's worker thread.
        let wait = timeout.isNaN ? 0 : Swift.max(0, timeout)
        let now = monotonicNanoseconds()
        deadline.pointee = wait >= Double(Int64.max - now) / 1e9 ? Int64.max : now + Int64(wait * 1e9)
        context.pointee.interrupt_callback.opaque = UnsafeMutableRawPointer(deadline)
        context.pointee.interrupt_callback.callback = { opaque in
            guard let opaque else { return 0 }
            return monotonicNanoseconds() > opaque.assumingMemoryBound(to: Int64.self).pointee ? 1 : 0
        }
        // Read through our own bounded input (see BoundedFileInput): opening a file reads its
        // embedded pictures whole, so the picture limit must bound the reading itself.
        let input: BoundedFileInput
        do {
            input = try BoundedFileInput(path: path, limit: Self.readLimit(maxArtBytes: maxArtBytes),
                                         deadline: deadline.pointee)
        } catch {
            avformat_free_context(context)
            throw error
        }
        context.pointee.pb = input.context
        // Only the demuxers of music files, and no protocol but local files: a playlist or a
        // concatenation list renamed to .mp3 would otherwise make a scan open URLs.
        var options: OpaquePointer?
        av_dict_set(&options, "format_whitelist", Self.demuxers, 0)
        av_dict_set(&options, "protocol_whitelist", "file", 0)
        defer { av_dict_free(&options) }
        var ctx: UnsafeMutablePointer<AVFormatContext>? = context
        let status = path.withCString { avformat_open_input(&ctx, $0, nil, &options) }
        guard status == 0, let format = ctx else {
            // avformat_open_input frees the context on failure (not our input).
            if monotonicNanoseconds() > deadline.pointee { throw .timedOut }
            if input.limitReached { throw .artTooLarge(bytes: input.bytesRead, limit: maxArtBytes) }
            throw .notAudio
        }
        defer { avformat_close_input(&ctx) }

        var tags = AudioFileTags()
        var audio: UnsafeMutablePointer<AVStream>?
        var picture: UnsafeMutablePointer<AVStream>?
        for i in 0..<Int(format.pointee.nb_streams) {
            guard let stream = format.pointee.streams[i] else { continue }
            if stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC != 0 {
                // The front cover wins over other pictures (artist photos, back covers).
                if picture == nil || Self.isFrontCover(stream) { picture = stream }
            } else if stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_AUDIO, audio == nil {
                audio = stream
            }
        }
        guard let audio else { throw .notAudio }
        // Container tags first (ID3, MP4, FLAC); Ogg keeps its comments on the stream.
        for dictionary in [format.pointee.metadata, audio.pointee.metadata] {
            tags.merge(from: dictionary)
        }
        if let picture {
            tags.hasEmbeddedArt = true
            let packet = picture.pointee.attached_pic
            if includeArt {
                guard packet.size > 0, let data = packet.data else { throw .noArt }
                guard Int(packet.size) <= maxArtBytes, !input.limitReached else {
                    throw .artTooLarge(bytes: Swift.max(Int(packet.size), input.bytesRead), limit: maxArtBytes)
                }
                tags.embeddedArt = Data(bytes: data, count: Int(packet.size))
            }
        } else if includeArt {
            throw .noArt
        }
        return tags
    }

    /// The libavformat demuxers a music file may be read with (a list libavformat matches
    /// against each demuxer's names: "mov" covers MP4 and M4A, "matroska" WebM and MKA).
    static let demuxers = "mp3,flac,mov,ogg,wv,ape,asf,wav,w64,aiff,aac,matroska,dsf,tta,mpc,mpc8,tak,caf,au,oma"

    /// What opening a file may read besides its embedded picture: the format probe (1 MiB),
    /// headers, the other tags and the end-of-file tags (ID3v1, APE).
    static let headerAllowance = 4 << 20

    /// How many bytes opening a file may read when pictures up to `maxArtBytes` are allowed.
    static func readLimit(maxArtBytes: Int) -> Int {
        let art = Swift.max(0, maxArtBytes)
        return art > Int.max - headerAllowance ? Int.max : art + headerAllowance
    }

    private static func isFrontCover(_ stream: UnsafeMutablePointer<AVStream>) -> Bool {
        guard let entry = av_dict_get(stream.pointee.metadata, "comment", nil, 0), let value = entry.pointee.value else { return false }
        return String(cString: value).lowercased().contains("front")
    }

    private mutating func merge(from dictionary: OpaquePointer?) {
        func value(_ keys: String...) -> String? {
            for key in keys {
                if let entry = av_dict_get(dictionary, key, nil, 0), let v = entry.pointee.value {
                    let s = String(decoding: UnsafeRawBufferPointer(start: v, count: strlen(v)), as: UTF8.self)
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                    if !s.isEmpty { return s }
                }
            }
            return nil
        }
        title = title ?? value("title")
        album = album ?? value("album")
        artist = artist ?? value("artist")
        albumArtist = albumArtist ?? value("album_artist", "albumartist", "album artist")
        trackNumber = trackNumber ?? value("track", "tracknumber").flatMap(Self.leadingNumber)
        discNumber = discNumber ?? value("disc", "discnumber").flatMap(Self.leadingNumber)
    }

    static func leadingNumber(_ s: String) -> Int? {
        Int(s.prefix { $0.isASCII && $0.isNumber })
    }
}

/// Keeps FFmpeg quiet: its warnings about damaged files would flood standard error during a
/// scan of a real music folder; the scanner reports what it skipped itself.
enum FFmpegLog {
    private static let silenced: Void = { av_log_set_level(AV_LOG_QUIET) }()
    static func quiet() { _ = silenced }
}

func monotonicNanoseconds() -> Int64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
}
