#include "text/display_width.h"

#include <glib.h>

namespace lucas {

size_t display_width(std::string_view text) {
  if (!g_utf8_validate(text.data(), static_cast<gssize>(text.size()), nullptr)) return text.size();
  size_t width = 0;
  for (const gchar* p = text.data(); p < text.data() + text.size(); p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    if (g_unichar_iszerowidth(c)) continue;
    width += g_unichar_iswide(c) ? 2 : 1;
  }
  return width;
}

std::string pad_to_width(std::string_view text, size_t columns) {
  std::string out(text);
  const size_t width = display_width(text);
  if (width < columns) out.append(columns - width, ' ');
  return out;
}

}  // namespace lucas
