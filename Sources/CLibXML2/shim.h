#ifndef RATEPROMPT_CLIBXML2_SHIM_H
#define RATEPROMPT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, and encoding.h then includes the system's <unicode/ucnv.h>, whose types clash with
   the Swift toolchain's own ICU module (_FoundationICU, which Foundation loads): "'UErrorCode' has different
   definitions in different modules". RatePrompt never touches the encoding handler's ICU fields (it only passes
   handler pointers through libxml2), so the ICU declarations are left out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
