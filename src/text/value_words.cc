#include "text/value_words.h"

#include <glib.h>

#include <algorithm>
#include <memory>
#include <utility>

namespace lucas {

namespace {

// Each option value that French says with another word. A value missing here is the same word
// in both languages (triangle, auto, json) or a name (a4, fr).
constexpr std::pair<std::string_view, std::string_view> kFrench[] = {
    {"me", "moi"},
    {"computer", "ordinateur"},
    {"alternate", "alterner"},
    {"yes", "oui"},
    {"no", "non"},
    {"cutoff", "coupure"},
    {"rollover", "boucle"},
    {"none", "aucune"},
    {"swedish", "suédois"},
    {"icelandic", "islandais"},
    {"square", "carré"},
    {"hexagon", "hexagone"},
    {"letters", "lettres"},
    {"coords", "coordonnées"},
    {"text", "texte"},
    {"always", "toujours"},
    {"never", "jamais"},
    {"easy", "facile"},
    {"medium", "moyen"},
    {"hard", "difficile"},
    {"master", "maître"},
    {"perfect", "parfait"},
    {"move", "coup"},
    {"turn", "tour"},
};

// A word as compared: case folded, accents dropped (NFD, marks left out), so that "Suédois",
// "SUEDOIS" and a decomposed é are one word. Text that is not UTF-8 matches nothing.
std::optional<std::string> folded(std::string_view text) {
  const std::string whole(text);
  if (!g_utf8_validate(whole.data(), static_cast<gssize>(whole.size()), nullptr)) return {};
  const std::unique_ptr<gchar, decltype(&g_free)> lower(
      g_utf8_casefold(whole.data(), static_cast<gssize>(whole.size())), g_free);
  const std::unique_ptr<gchar, decltype(&g_free)> split(
      g_utf8_normalize(lower.get(), -1, G_NORMALIZE_NFD), g_free);
  std::string out;
  for (const gchar* p = split.get(); *p != '\0'; p = g_utf8_next_char(p))
    if (!g_unichar_ismark(g_utf8_get_char(p)))
      out.append(p, static_cast<size_t>(g_utf8_next_char(p) - p));
  return out;
}

}  // namespace

std::string french_word(std::string_view word) {
  for (const auto& [english, french] : kFrench)
    if (english == word) return std::string(french);
  return std::string(word);
}

std::optional<std::string> value_word(std::string_view typed,
                                      const std::vector<std::string>& words) {
  const auto wanted = folded(typed);
  if (!wanted) return std::nullopt;
  for (const std::string& word : words)
    if (folded(word) == wanted || folded(french_word(word)) == wanted) return word;
  return std::nullopt;
}

std::vector<std::string> words_in_both_languages(const std::vector<std::string>& words) {
  std::vector<std::string> out = words;
  for (const std::string& word : words)
    if (std::string french = french_word(word);
        std::find(out.begin(), out.end(), french) == out.end())
      out.push_back(std::move(french));
  return out;
}

}  // namespace lucas
