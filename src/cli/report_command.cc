// lucas report PATH... -o FILE: a class report to hand back. The summary table first, then a
// page per record: its players, its final diagram with the rule-breaking move drawn as the replay
// draws it, its verdict and every finding in words. The exit code is lucas check's.
#include <algorithm>
#include <iostream>
#include <memory>

#include "check/report.h"
#include "cli/app.h"
#include "cli/page_options.h"
#include "cli/record_paths.h"
#include "cli/validators.h"
#include "present/class_summary.h"
#include "render/replayed_game.h"
#include "render/report_pages.h"

namespace lucas::cli {

namespace {

struct ReportCommandOptions {
  PageOptions page;
  std::vector<std::string> paths;
  std::string labels = "letters";
};

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

int run_report(const ReportCommandOptions& options, const Catalogue& catalogue) {
  PageSettings page;
  if (auto problem = page_settings(options.page, catalogue.text("report.title"), page)) {
    print_error(*problem, catalogue);
    return kExitUnreadable;
  }
  const RecordSources sources = record_sources(options.paths);
  // The checked files hold the boards the report's diagrams point into: they outlive the pages.
  const std::vector<CheckedFile> files = read_sources(sources);
  // Folders without a record file give no report to hand back: said, and nothing written.
  const bool none = std::all_of(sources.sources.begin(), sources.sources.end(),
                                [](const RecordSource& source) { return source.problem; });
  if (none) {
    for (const CheckedFile& file : files) std::cerr << format_text(file, catalogue, false);
    return kExitUnreadable;
  }
  int check_code = kExitOk;
  for (const CheckedFile& file : files)
    check_code = std::max(check_code, exit_code_of(file.result.status));

  render::ClassReport report;
  report.title = catalogue.text("report.title");
  report.summary = table_text(summarize(files, catalogue));
  const render::DotLabels labels = *render::parse_dot_labels(options.labels);  // checked
  for (const CheckedFile& file : files)
    report.records.push_back(record_page(file, labels, catalogue));

  std::vector<std::string> inputs;
  for (const RecordSource& source : sources.sources) inputs.push_back(source.path);
  const int written = write_layout(render::layout_class_report(report, page.setup, catalogue), page,
                                   options.page, inputs, catalogue);
  return written != kExitOk ? written : check_code;
}

}  // namespace

void add_report_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ReportCommandOptions>();
  CLI::App* command = app.add_subcommand("report", context.text("cli.report.description"));
  command->add_option("paths", options->paths, context.text("cli.report.paths"))->required();
  add_page_options(*command, options->page, context);
  command->add_option("--labels", options->labels, context.text("cli.replay.labels"))
      ->check(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_report(*options, context.catalogue()); });
}

}  // namespace lucas::cli
