#ifndef KAIMONO_CZLIB_SHIM_H
#define KAIMONO_CZLIB_SHIM_H

#include <zlib.h>

/// inflateInit2 is a macro in zlib.h; Swift cannot call macros, so wrap it.
static inline int kaimono_inflate_init2(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
