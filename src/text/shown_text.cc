#include "text/shown_text.h"

#include <glib.h>

namespace lucas {

std::string shown_text(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string shown;
  const char* p = text.data();
  const char* const end = p + text.size();
  while (p < end) {
    const gchar* valid_end = nullptr;
    g_utf8_validate(p, end - p, &valid_end);
    for (; p < valid_end; ++p) {
      const auto c = static_cast<unsigned char>(*p);
      if (c < 0x20 || c == 0x7F)
        shown += std::string("\\x") + kHex[c >> 4] + kHex[c & 0xF];
      else
        shown += *p;
    }
    if (p < end) {
      const auto c = static_cast<unsigned char>(*p++);
      shown += std::string("\\x") + kHex[c >> 4] + kHex[c & 0xF];
    }
  }
  return shown;
}

}  // namespace lucas
