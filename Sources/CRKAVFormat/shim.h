#include <libavformat/avformat.h>
#include <libavutil/dict.h>
#include <libavutil/log.h>

// AVERROR() and AVERROR_EOF are macros Swift cannot import.
static inline int recipekit_averror_eof(void) { return AVERROR_EOF; }

// AVERROR(EIO) and AVERROR_EXIT, for a custom input's read callback.
static inline int recipekit_averror_io(void) { return AVERROR(EIO); }
static inline int recipekit_averror_exit(void) { return AVERROR_EXIT; }
