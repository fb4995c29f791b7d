// Player names and initials as people type them: "éloïse" is Éloïse, "ZOÉ" is Zoé, and an é
// typed as e plus an accent is the é of the keyboard. Comparing them needs Unicode case folding
// and normalization (GLib's), which the pure rules core does without.
#pragma once

#include <string>
#include <string_view>

namespace lucas {

/// Whether two names (or two initials) are the same whatever their case and Unicode form:
/// the one comparison of names, initials and the words that stand for them in a record.
bool same_name(std::string_view a, std::string_view b);

/// A name in its composed Unicode form (NFC), so that a name is stored, printed and counted one
/// way however it was typed. Text that is not UTF-8 is returned as it is.
std::string composed(std::string_view text);

/// The initial a name gives when the record says none: its first letter (with the accents that
/// belong to it) in capitals, "É" for "éloïse".
std::string initial_of(std::string_view name);

/// An initial for `name` other than `taken`, for a player whose name starts like the other's:
/// the name's next letter in capitals (Lucas beside Léa: U), else its initial and a number (L2).
std::string initial_beside(std::string_view name, std::string_view taken);

/// Whether `text` can be a player's name: valid UTF-8 of 1 to 60 characters, no control
/// character (a tab, an escape sequence typed at the terminal).
bool is_player_name(std::string_view text);

/// Whether `text` can be a player's initial: one short word (at most 12 characters), no space.
bool is_initial(std::string_view text);

}  // namespace lucas
