#ifndef KAIMONO_CLIBXML2_SHIM_H
#define KAIMONO_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU; its headers clash with Foundation's ICU, and we never need them.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
#include <libxml/parserInternals.h>

/// xmlFree is a global function pointer in libxml2; Swift cannot call it directly.
static inline void kaimono_xmlFree(void *pointer) {
    xmlFree(pointer);
}

#endif
