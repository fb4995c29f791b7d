#include "text/file_names.h"

#include <glib.h>

#include <memory>

namespace lucas {

namespace {

struct GFreeDeleter {
  void operator()(gchar* p) const { g_free(p); }
};
using GOwned = std::unique_ptr<gchar, GFreeDeleter>;

// The name with accents taken off and case folded: what a teacher sorts by. A name that is not
// UTF-8 is its own key.
std::string sort_key(std::string_view name) {
  if (!g_utf8_validate(name.data(), static_cast<gssize>(name.size()), nullptr))
    return std::string(name);
  const GOwned decomposed(
      g_utf8_normalize(name.data(), static_cast<gssize>(name.size()), G_NORMALIZE_NFD));
  if (!decomposed) return std::string(name);
  std::string bare;
  for (const gchar* p = decomposed.get(); *p; p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    if (g_unichar_type(c) == G_UNICODE_NON_SPACING_MARK) continue;
    char buffer[6];
    bare.append(buffer, static_cast<size_t>(g_unichar_to_utf8(c, buffer)));
  }
  const GOwned folded(g_utf8_casefold(bare.data(), static_cast<gssize>(bare.size())));
  return folded ? std::string(folded.get()) : bare;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Compares two keys with runs of digits as numbers: <0, 0 or >0.
int natural_compare(std::string_view a, std::string_view b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      size_t ei = i, ej = j;
      while (ei < a.size() && is_digit(a[ei])) ++ei;
      while (ej < b.size() && is_digit(b[ej])) ++ej;
      std::string_view na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
      while (na.size() > 1 && na[0] == '0') na.remove_prefix(1);
      while (nb.size() > 1 && nb[0] == '0') nb.remove_prefix(1);
      if (na.size() != nb.size()) return na.size() < nb.size() ? -1 : 1;
      if (const int c = na.compare(nb); c != 0) return c;
      i = ei, j = ej;
      continue;
    }
    if (a[i] != b[j])
      return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]) ? -1 : 1;
    ++i, ++j;
  }
  if (i < a.size()) return 1;
  if (j < b.size()) return -1;
  return 0;
}

}  // namespace

bool sorts_before(std::string_view a, std::string_view b) {
  if (const int c = natural_compare(sort_key(a), sort_key(b)); c != 0) return c < 0;
  return a < b;
}

bool path_sorts_before(std::string_view a, std::string_view b) {
  // Component by component, as a folder's walk reaches them.
  while (true) {
    const size_t ea = a.find('/');
    const size_t eb = b.find('/');
    const std::string_view ca = a.substr(0, ea);
    const std::string_view cb = b.substr(0, eb);
    if (ca != cb) return sorts_before(ca, cb);
    if (ea == std::string_view::npos || eb == std::string_view::npos)
      return ea == std::string_view::npos && eb != std::string_view::npos;
    a.remove_prefix(ea + 1);
    b.remove_prefix(eb + 1);
  }
}

}  // namespace lucas
