// The words of a class report: each record's page from its check, the summary from the table.
#include "present/class_report.h"

#include <algorithm>

#include "present/class_summary.h"
#include "render/replayed_game.h"

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

render::RecordPage record_page(const CheckedFile& file, render::DotLabels labels,
                               const Catalogue& c) {
  const CheckResult& r = file.result;
  render::RecordPage page;
  page.heading = file.name;
  page.verdict =
      render::escape_markup(c.format(Message("report.verdict").with("verdict", verdict(r, c))));
  page.good = r.status == Status::finished || r.status == Status::interrupted;
  const auto* game = std::get_if<DotsAndBoxesReplay>(&r.replay);
  if (r.record && game && game->board && r.status != Status::unreadable) {
    page.title = r.record->title;
    for (size_t i = 0; i < 2; ++i) {
      page.names[i] = r.record->players[i].name;
      page.initials[i] = r.record->players[i].initial;
    }
    // The replay's own frames: the verdict's diagram is the final position, and the error frame,
    // when there is one, holds the rule-breaking move drawn in red.
    render::ReplayOptions options;
    options.labels = labels;
    const render::ReplayFrames frames = render::build_replay(render::replayed_game(r, c), options);
    for (const render::Frame& frame : frames.frames) {
      if (frame.kind == render::Frame::Kind::verdict) {
        const std::optional<render::ErrorLine> error =
            page.diagram ? page.diagram->error : std::nullopt;
        page.diagram = frame.diagram;
        page.diagram->error = error;
      } else if (frame.kind == render::Frame::Kind::error) {
        page.diagram = frame.diagram;
      }
    }
  }
  for (const Diagnostic& d : r.diagnostics) page.findings.push_back(finding(d, c));
  return page;
}

}  // namespace

render::ClassReport class_report(const std::vector<CheckedFile>& files, render::DotLabels labels,
                                 const Catalogue& catalogue) {
  render::ClassReport report;
  report.title = catalogue.text("report.title");
  report.summary = table_text(summarize(files, catalogue));
  for (const CheckedFile& file : files)
    report.records.push_back(record_page(file, labels, catalogue));
  return report;
}

}  // namespace lucas
