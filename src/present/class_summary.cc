#include "present/class_summary.h"

#include <algorithm>

#include "game/chopsticks.h"
#include "text/display_width.h"

namespace lucas {

namespace {

bool good(Status status) { return status == Status::finished || status == Status::interrupted; }

// The catalogue word of a record's status; a disputed move makes an interrupted game disputed.
std::string status_key(const CheckResult& r) {
  if (r.status == Status::interrupted && r.disputed) return "summary.status.disputed";
  return "summary.status." + std::string(status_name(r.status));
}

int notes_of(const CheckResult& r) {
  return static_cast<int>(
      std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                    [](const Diagnostic& d) { return d.severity != Severity::error; }));
}

int errors_of(const CheckResult& r) { return static_cast<int>(r.diagnostics.size()) - notes_of(r); }

}  // namespace

SummaryTable summarize(const std::vector<CheckedFile>& files, const Catalogue& c) {
  SummaryTable table;
  const char* headers[] = {"file", "players", "status", "score", "errors", "notes"};
  for (size_t i = 0; i < SummaryTable::kColumns; ++i)
    table.header[i] = c.text("summary.header." + std::string(headers[i]));
  int errors = 0, notes = 0;
  // The counts in the order a teacher reads them: the good, then what to look at.
  static constexpr const char* kinds[] = {"finished", "interrupted", "disputed", "invalid",
                                          "unreadable"};
  std::array<int, std::size(kinds)> count{};
  for (const CheckedFile& file : files) {
    const CheckResult& r = file.result;
    SummaryTable::Row row;
    row[0] = file.name;
    if (r.record && r.status != Status::unreadable) {
      const auto& p = r.record->players;
      row[1] =
          c.format(Message("summary.players").with("first", p[0].name).with("second", p[1].name));
      if (const auto* game = std::get_if<ChopsticksReplay>(&r.replay)) {
        // Chopsticks: every player in the circle; where the score would be, the result once
        // there is one, else each player's hands named as the replay names them (« Lina G 1
        // D 2 »): bare numbers side by side would read as a score.
        const std::string between = c.text("summary.circle-separator");
        row[1] = row[3] = "";
        for (size_t i = 0; i < p.size(); ++i) row[1] += (i > 0 ? between : "") + p[i].name;
        if (game->winner) {
          row[3] = c.format(Message("summary.chopsticks-winner")
                                .with("winner", p[static_cast<size_t>(*game->winner)].name));
        } else if (game->agreed_draw) {
          row[3] = c.text("summary.chopsticks-draw");
        } else {
          for (size_t i = 0; i < p.size(); ++i) {
            const Hands& hands = game->hands.hands[i];
            row[3] += (i > 0 ? c.text("summary.hands-separator") : "") +
                      c.format(Message("summary.hands")
                                   .with("player", p[i].name)
                                   .with("left", hands.left)
                                   .with("right", hands.right));
          }
        }
      } else {
        const auto& score = std::get<DotsAndBoxesReplay>(r.replay).score;
        row[3] =
            c.format(Message("summary.score").with("first", score[0]).with("second", score[1]));
      }
    } else {
      row[1] = row[3] = c.text("summary.none");
    }
    const std::string key = status_key(r);
    row[2] = c.text(key);
    row[4] = std::to_string(errors_of(r));
    row[5] = std::to_string(notes_of(r));
    errors += errors_of(r);
    notes += notes_of(r);
    for (size_t k = 0; k < std::size(kinds); ++k)
      if (key == "summary.status." + std::string(kinds[k])) ++count[k];
    table.rows.push_back(std::move(row));
    table.statuses.push_back(r.status);
  }
  table.totals[0] =
      c.format(Message("summary.total").count("count", static_cast<long long>(files.size())));
  table.totals[4] = std::to_string(errors);
  table.totals[5] = std::to_string(notes);
  std::vector<std::string> counts;
  for (size_t k = 0; k < std::size(kinds); ++k)
    if (count[k] > 0)
      counts.push_back(
          c.format(Message("summary.count." + std::string(kinds[k])).count("count", count[k])));
  for (size_t k = 0; k < counts.size(); ++k)
    table.counts += (k > 0 ? c.text("list.separator") : "") + counts[k];
  return table;
}

std::string format_summary(const SummaryTable& table, bool color) {
  std::array<size_t, SummaryTable::kColumns> width{};
  auto widen = [&](const SummaryTable::Row& row) {
    for (size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], display_width(row[i]));
  };
  widen(table.header);
  for (const auto& row : table.rows) widen(row);
  widen(table.totals);
  auto line = [&](const SummaryTable::Row& row, const char* status_color) {
    std::string out;
    for (size_t i = 0; i < row.size(); ++i) {
      const std::string pad(width[i] - display_width(row[i]), ' ');
      if (i > 0) out += "  ";
      const bool colored = i == 2 && status_color && !row[i].empty();
      const std::string cell = colored ? status_color + row[i] + "\033[0m" : row[i];
      out += SummaryTable::kNumeric[i] ? pad + cell : cell + pad;
    }
    out.erase(out.find_last_not_of(' ') + 1);
    return out + "\n";
  };
  std::string out = line(table.header, nullptr);
  SummaryTable::Row rule;
  for (size_t i = 0; i < rule.size(); ++i) rule[i] = std::string(width[i], '-');
  out += line(rule, nullptr);
  for (size_t r = 0; r < table.rows.size(); ++r)
    out += line(table.rows[r],
                color ? (good(table.statuses[r]) ? "\033[1;32m" : "\033[1;31m") : nullptr);
  out += line(rule, nullptr);
  out += line(table.totals, nullptr);
  return out + table.counts + "\n";
}

Json summary_json(const SummaryTable& table) {
  Json statuses = Json::array();
  for (Status status : table.statuses) statuses.push_back(std::string(status_name(status)));
  return {{"header", table.header},
          {"rows", table.rows},
          {"statuses", std::move(statuses)},
          {"totals", table.totals},
          {"counts", table.counts}};
}

}  // namespace lucas
