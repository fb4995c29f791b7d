// The referee of a Chopsticks record: replays its touches and splits against its rules and
// weighs its claims (hands, next, result), as the Dots-and-Boxes referee does lines and boxes.
#pragma once

#include <optional>
#include <string_view>

#include "check/checker.h"
#include "record/record.h"

namespace lucas {

/// Replays a Chopsticks record (record.game == Game::chopsticks): a rule error stops the replay
/// at its move, false claims are reported and the replay goes on with the true hands.
CheckResult check_chopsticks(const Record& record);

/// The player a record names, by initial or name (same_name), by place in the circle.
std::optional<int> find_circle_player(const Record& record, std::string_view who);

}  // namespace lucas
