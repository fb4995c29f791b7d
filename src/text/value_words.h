// The words of option values in both languages: `--border suédois` is `--border swedish`,
// `--first Ordinateur` is `--first computer`, `--level Facile` is `--level easy`. One table of
// every value's French word, read in any case and with or without its accents.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lucas {

/// The word of `words` (each in its stable, English spelling, as records and JSON write it)
/// that `typed` stands for: the word itself or its French one, in any case, with or without
/// accents ("SUEDOIS", "Suédois"); nothing when it stands for none of them.
std::optional<std::string> value_word(std::string_view typed,
                                      const std::vector<std::string>& words);

/// The French word for a stable one ("swedish" → "suédois"); the word itself when French writes
/// it the same way or the table has none.
std::string french_word(std::string_view word);

/// The words, then their French ones where they differ, for a message that lists what may be
/// typed: me, computer, alternate, moi, ordinateur, alterner.
std::vector<std::string> words_in_both_languages(const std::vector<std::string>& words);

}  // namespace lucas
