// libxml2, seen only by the LayoutXML module (nothing else imports C types).
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so encoding.h would include the system's ICU headers,
// which clash with the ICU copy inside Foundation. No API used here needs ICU types.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
