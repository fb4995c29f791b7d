// The words of a class report: each record's block from its check, the summary from the table.
#include "present/class_report.h"

#include <algorithm>

#include "present/class_summary.h"
#include "render/replayed_game.h"
#include "render/replayed_hands.h"

namespace lucas {

namespace {

render::TableText table_text(const SummaryTable& summary) {
  render::TableText table;
  table.header.assign(summary.header.begin(), summary.header.end());
  for (const SummaryTable::Row& row : summary.rows) table.rows.emplace_back(row.begin(), row.end());
  table.numeric.assign(SummaryTable::kNumeric.begin(), SummaryTable::kNumeric.end());
  for (Status status : summary.statuses)
    table.flagged.push_back(status == Status::invalid || status == Status::unreadable);
  table.totals.assign(summary.totals.begin(), summary.totals.end());
  table.note = summary.counts;
  return table;
}

// A finding in words: "erreur : coup 8 : F-B est déjà tracé …", led by its line in the file. A
// message that does not say its move gets it said first.
std::string finding(const Diagnostic& d, const Catalogue& c) {
  const bool error = d.severity == Severity::error;
  const std::string severity = c.text(error ? "severity.error" : "severity.note");
  const bool says_move = std::any_of(d.message.args.begin(), d.message.args.end(),
                                     [](const Message::Arg& arg) { return arg.name == "move"; });
  Message words(d.move && !says_move ? "report.finding-move" : "report.finding");
  words.with("severity", severity).with("message", c.format(d.message));
  if (d.move) words.with("move", *d.move);
  std::string markup;
  if (d.mark.line > 0)
    markup = "<span foreground=\"#8c8c8c\">" +
             render::escape_markup(c.format(Message("report.line").with("line", d.mark.line))) +
             "</span>  ";
  const std::string text = render::escape_markup(c.format(words));
  return markup + (error ? "<span foreground=\"#e00000\">" + text + "</span>" : text);
}

// A Chopsticks game's block: its players and rules, and its last hands as lucas replay draws
// them (those before the move that broke a rule, marked in red, when one did).
void chopsticks_block(const CheckedFile& file, const Catalogue& c, render::RecordBlock& block) {
  const CheckResult& r = file.result;
  std::vector<std::string> names;
  for (const PlayerEntry& player : r.record->players) names.push_back(player.name);
  block.players.push_back(
      render::escape_markup(c.format(Message("report.players").with("players", names))));
  render::ChopsticksDrawing drawing = render::replayed_hands(r, file.name, c);
  block.players.push_back(drawing.rules);
  if (!drawing.pictures.empty()) block.hands = std::move(drawing.pictures.back());
}

// A Dots and Boxes game's block: the legend of its players' inks and the final position as
// lucas replay --final draws it, with every error of the game on it.
void dots_and_boxes_block(const CheckedFile& file, render::DotLabels labels, const Catalogue& c,
                          render::RecordBlock& block) {
  const CheckResult& r = file.result;
  for (size_t i = 0; i < 2; ++i) {
    block.names[i] = r.record->players[i].name;
    block.initials[i] = r.record->players[i].initial;
  }
  render::ReplayOptions options;
  options.labels = labels;
  options.final_only = true;
  const render::ReplayFrames frames = render::build_replay(render::replayed_game(r, c), options);
  if (!frames.frames.empty()) block.diagram = frames.frames.back().diagram;
}

render::RecordBlock record_block(const CheckedFile& file, render::DotLabels labels,
                                 const Catalogue& c) {
  const CheckResult& r = file.result;
  render::RecordBlock block;
  block.heading = file.name;
  block.verdict =
      render::escape_markup(c.format(Message("report.verdict").with("verdict", verdict(r, c))));
  block.good = r.status == Status::finished || r.status == Status::interrupted;
  if (r.record) {
    block.title = r.record->title;
    if (r.record->game() == Game::chopsticks)
      chopsticks_block(file, c, block);
    else if (const auto* game = std::get_if<DotsAndBoxesReplay>(&r.replay); game && game->board)
      dots_and_boxes_block(file, labels, c, block);
  }
  for (const Diagnostic& d : r.diagnostics) block.findings.push_back(finding(d, c));
  return block;
}

}  // namespace

render::ClassReport class_report(const std::vector<CheckedFile>& files, render::DotLabels labels,
                                 const std::string& title, const Catalogue& catalogue) {
  render::ClassReport report;
  report.title = title.empty() ? catalogue.text("report.title") : title;
  report.summary = table_text(summarize(files, catalogue));
  // A file that is not a record has its row in the summary, and nothing to draw or hand back.
  for (const CheckedFile& file : files)
    if (file.result.status != Status::unreadable)
      report.records.push_back(record_block(file, labels, catalogue));
  return report;
}

}  // namespace lucas
