#include "game/chopsticks_notation.h"

#include <cctype>

namespace lucas {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// The two sides of "x-y", each trimmed; nothing without exactly one dash.
std::optional<std::pair<std::string_view, std::string_view>> sides(std::string_view text) {
  const size_t dash = text.find('-');
  if (dash == std::string_view::npos || text.find('-', dash + 1) != std::string_view::npos)
    return std::nullopt;
  return std::pair{trimmed(text.substr(0, dash)), trimmed(text.substr(dash + 1))};
}

std::optional<Hand> hand_of(std::string_view s) {
  if (s.size() != 1) return std::nullopt;
  switch (std::toupper(static_cast<unsigned char>(s[0]))) {
    case 'G':
    case 'L':
      return Hand::left;
    case 'D':
    case 'R':
      return Hand::right;
  }
  return std::nullopt;
}

std::optional<int> fingers_of(std::string_view s) {
  if (s.empty() || s.size() > 2) return std::nullopt;
  int n = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

std::optional<std::pair<Hand, Hand>> parse_touch(std::string_view text) {
  const auto s = sides(text);
  if (!s) return std::nullopt;
  const auto mine = hand_of(s->first);
  const auto theirs = hand_of(s->second);
  if (!mine || !theirs) return std::nullopt;
  return std::pair{*mine, *theirs};
}

std::optional<Hands> parse_hands(std::string_view text) {
  const auto s = sides(text);
  if (!s) return std::nullopt;
  const auto left = fingers_of(s->first);
  const auto right = fingers_of(s->second);
  if (!left || !right) return std::nullopt;
  return Hands{*left, *right};
}

std::string hands_text(Hands hands) {
  return std::to_string(hands.left) + "-" + std::to_string(hands.right);
}

std::string touch_text(Hand mine, Hand theirs) {
  return std::string(mine == Hand::left ? "G" : "D") + "-" + (theirs == Hand::left ? "G" : "D");
}

std::string written(const ChopsticksMove& move) {
  if (move.kind == ChopsticksMove::Kind::split) return hands_text(move.after);
  return touch_text(move.mine, move.theirs);
}

std::optional<ChopsticksMove> read_move(std::string_view text, int target) {
  if (looks_like_split(text)) {
    const auto after = parse_hands(text);
    if (!after) return std::nullopt;
    return ChopsticksMove::split(*after);
  }
  const auto hands = parse_touch(text);
  if (!hands) return std::nullopt;
  return ChopsticksMove::touch(hands->first, hands->second, target);
}

bool looks_like_split(std::string_view text) {
  text = trimmed(text);
  return !text.empty() && std::isdigit(static_cast<unsigned char>(text.front()));
}

}  // namespace lucas
