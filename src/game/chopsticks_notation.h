// How records write Chopsticks moves and hands: "G-D" a touch (my hand, then the hand touched;
// G/D or L/R, any case), "1-2" a player's hands (left 1, right 2).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "game/chopsticks.h"

namespace lucas {

/// The hands of a touch ("G-D", "l-r"; blanks around the dash allowed); nothing for other text.
std::optional<std::pair<Hand, Hand>> parse_touch(std::string_view text);

/// Hands as written ("0-3"): two whole numbers of at most two digits, which may break the rules
/// (a split to "5-0" is read, then refused by the rules); nothing for other text.
std::optional<Hands> parse_hands(std::string_view text);

/// Hands written as records write them: "1-2".
std::string hands_text(Hands hands);

/// A touch written in the record's French letters: "G-D".
std::string touch_text(Hand mine, Hand theirs);

/// A move as a record's `touch:` or `split:` writes it: "G-D" for a touch (the player touched is
/// not written), "0-3" for a split. read_move() reads it back.
std::string written(const ChopsticksMove& move);

/// A move as written by written(): a split when the text starts with a digit, else a touch of
/// `target` (by place in the circle); nothing for other text.
std::optional<ChopsticksMove> read_move(std::string_view text, int target);

/// Whether a move's text is a split (starts with a digit) rather than a touch: the short form
/// "L 2-1" is a split, "L G-D" a touch.
bool looks_like_split(std::string_view text);

}  // namespace lucas
