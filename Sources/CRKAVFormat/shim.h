#include <libavformat/avformat.h>
#include <libavutil/dict.h>
#include <libavutil/log.h>

// AVERROR() and AVERROR_EOF are macros Swift cannot import.
static inline int recipekit_averror_eof(void) { return AVERROR_EOF; }
