#include "solve/chopsticks_solve.h"

namespace lucas {

ChopsticksSolve solve_chopsticks(const ChopsticksRules& rules) {
  ChopsticksTable table(rules);
  const ChopsticksValue start = table.start();
  const auto counts = table.counts();
  const ChopsticksMove best = *table.best_move(ChopsticksPosition::start(2));
  return {std::move(table), start, counts, best};
}

ChopsticksRecordSolve solve_chopsticks_record(const CheckedFile& file) {
  ChopsticksRecordSolve out{.file = file};
  const Record& record = *file.result.record;
  const auto* game = std::get_if<ChopsticksReplay>(&file.result.replay);
  if (!game || record.players.size() != 2) {
    out.refused = Diagnostic{
        Severity::error,
        Code::bad_option,
        {},
        std::nullopt,
        Message(!game ? "chopsticks.solve.not-chopsticks" : "chopsticks.solve.two-players")
            .with("file", file.name)};
    return out;
  }
  out.table.emplace(std::get<ChopsticksRecord>(record.part).rules);
  const ChopsticksPosition& position = game->hands;
  out.last = file.result.moves_checked();
  out.value = out.table->value(position);
  out.best = out.table->best_move(position);
  return out;
}

}  // namespace lucas
