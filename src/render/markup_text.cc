#include "render/markup_text.h"

#include <pango/pango.h>

namespace lucas::render {

std::string markup_text(std::string_view markup) {
  char* text = nullptr;
  if (!pango_parse_markup(markup.data(), static_cast<int>(markup.size()), 0, nullptr, &text,
                          nullptr, nullptr))
    return std::string(markup);
  std::string out(text);
  g_free(text);
  return out;
}

}  // namespace lucas::render
