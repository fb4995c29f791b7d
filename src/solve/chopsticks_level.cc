#include "solve/chopsticks_level.h"

#include "solve/level.h"
#include "text/names.h"

namespace lucas {

namespace {

// The stable names first, then the French ones.
constexpr Named<ChopsticksLevel> kChopsticksLevels[] = {
    {ChopsticksLevel::easy, "easy"},
    {ChopsticksLevel::perfect, "perfect"},
    {ChopsticksLevel::easy, "facile"},
    {ChopsticksLevel::perfect, "parfait"},
};

}  // namespace

std::optional<ChopsticksLevel> chopsticks_level_from_name(std::string_view name) {
  return value_named(kChopsticksLevels, name);
}

const char* chopsticks_level_name(ChopsticksLevel level) {
  return name_of(kChopsticksLevels, level);
}

std::vector<std::string> chopsticks_level_names() { return names_of(kChopsticksLevels); }

ChopsticksPlayer::ChopsticksPlayer(const ChopsticksTable& table, ChopsticksLevel level,
                                   std::uint64_t seed)
    : table_(&table), level_(level), random_(seed) {}

ChopsticksMove ChopsticksPlayer::choose(const ChopsticksPosition& position) {
  if (level_ == ChopsticksLevel::easy && seeded_below(random_, kEasyRandomIn) == 0) {
    const std::vector<ChopsticksMove> moves = legal_moves(table_->rules(), position);
    return moves[static_cast<size_t>(seeded_below(random_, static_cast<int>(moves.size())))];
  }
  return *table_->best_move(position);
}

}  // namespace lucas
