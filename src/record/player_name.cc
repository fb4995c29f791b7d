#include "record/player_name.h"

#include <glib.h>

#include <memory>

namespace lucas {

namespace {

// GLib's strings, freed with g_free.
using GlibText = std::unique_ptr<gchar, decltype(&g_free)>;

GlibText owned(gchar* text) { return GlibText(text, &g_free); }

// The form two names share when they are the same name: composed, case-folded, composed again
// (folding may decompose: the fold of İ is i and a combining dot).
std::string comparison_key(std::string_view text) {
  const auto length = static_cast<gssize>(text.size());
  const GlibText nfc = owned(g_utf8_normalize(text.data(), length, G_NORMALIZE_NFC));
  if (!nfc) return std::string(text);
  const GlibText folded = owned(g_utf8_casefold(nfc.get(), -1));
  const GlibText key = owned(g_utf8_normalize(folded.get(), -1, G_NORMALIZE_NFC));
  return key ? std::string(key.get()) : std::string(folded.get());
}

}  // namespace

bool same_name(std::string_view a, std::string_view b) {
  if (a == b) return true;
  return comparison_key(a) == comparison_key(b);
}

std::string composed(std::string_view text) {
  const GlibText nfc =
      owned(g_utf8_normalize(text.data(), static_cast<gssize>(text.size()), G_NORMALIZE_NFC));
  return nfc ? std::string(nfc.get()) : std::string(text);
}

std::string initial_of(std::string_view name) {
  const std::string text = composed(name);
  if (text.empty() || !g_utf8_validate(text.data(), static_cast<gssize>(text.size()), nullptr))
    return text.substr(0, text.empty() ? 0 : 1);
  // The first character in capitals, then the marks that go with it (a q̃ keeps its tilde).
  const gchar* p = text.data();
  const gunichar first = g_utf8_get_char(p);
  gchar upper[6];
  std::string initial(upper,
                      static_cast<size_t>(g_unichar_to_utf8(g_unichar_totitle(first), upper)));
  for (p = g_utf8_next_char(p); *p != '\0' && g_unichar_ismark(g_utf8_get_char(p));
       p = g_utf8_next_char(p)) {
    const gchar* next = g_utf8_next_char(p);
    initial.append(p, static_cast<size_t>(next - p));
  }
  return initial;
}

std::string initial_beside(std::string_view name, std::string_view taken) {
  const std::string text = composed(name);
  if (g_utf8_validate(text.data(), static_cast<gssize>(text.size()), nullptr)) {
    const gchar* p = text.empty() ? text.data() : g_utf8_next_char(text.data());
    for (; *p != '\0'; p = g_utf8_next_char(p)) {
      if (!g_unichar_isalpha(g_utf8_get_char(p))) continue;
      const std::string letter = initial_of(p);
      if (!same_name(letter, taken)) return letter;
    }
  }
  const std::string first = initial_of(text);
  for (int n = 2;; ++n)
    if (std::string numbered = first + std::to_string(n); !same_name(numbered, taken))
      return numbered;
}

bool is_player_name(std::string_view text) {
  const std::string whole(text);
  if (whole.empty() || !g_utf8_validate(whole.data(), static_cast<gssize>(whole.size()), nullptr))
    return false;
  for (const gchar* p = whole.data(); *p != '\0'; p = g_utf8_next_char(p))
    if (g_unichar_iscntrl(g_utf8_get_char(p))) return false;
  return whole.find('\0') == std::string::npos && g_utf8_strlen(whole.data(), -1) <= 60;
}

bool is_initial(std::string_view text) {
  if (text.empty() || text.find(' ') != std::string_view::npos) return false;
  const std::string whole(text);
  if (!g_utf8_validate(whole.data(), static_cast<gssize>(whole.size()), nullptr)) return false;
  return g_utf8_strlen(whole.data(), -1) <= 12;
}

}  // namespace lucas
