// lucas replay RECORD -o FILE: a recorded game drawn move by move, captioned in the worksheet's
// words, with the verdict last. The exit code is lucas check's. The work is print::replay_plan and
// print::replay_document, which the page's POST /api/replay calls too.
#include <iostream>
#include <memory>

#include "cli/app.h"
#include "cli/input.h"
#include "cli/page_options.h"
#include "cli/validators.h"
#include "present/error_line.h"
#include "print/replay_document.h"
#include "render/dot_labels.h"
#include "render/replay.h"

namespace lucas::cli {

namespace {

struct ReplayCommandOptions {
  PageOptions page;
  std::string record;
  std::string every = "move";
  int per_page = 0;
  std::string moves;
  bool final_only = false;
  bool analysis = false;
  std::string labels = "letters";
  int step = 0;
};

print::ReplayRequest replay_request(const ReplayCommandOptions& o) {
  print::ReplayRequest r;
  r.page = page_request(o.page);
  r.every = *render::parse_every(o.every);  // checked by the option
  if (o.per_page > 0) r.per_page = o.per_page;
  r.moves = o.moves;
  r.final_only = o.final_only;
  r.analysis = o.analysis;
  r.labels = *render::parse_dot_labels(o.labels);  // checked by the option
  if (o.step > 0) r.step = o.step;
  return r;
}

int run_replay(const ReplayCommandOptions& options, const Catalogue& catalogue) {
  const auto format = output_format(options.page, catalogue);
  if (!format) return kExitUnreadable;
  const auto plan = print::replay_plan(replay_request(options), *format);
  if (!plan) {
    print_error(plan.error(), catalogue);
    return kExitUnreadable;
  }
  // An analysis goes by the lines as drawn: false claims are warnings to it (docs/replay.md).
  const CheckedFile file = load_checked(
      options.record, catalogue, options.analysis ? Findings::as_warnings : Findings::as_check);
  const int check_code = exit_code_of(file.result.status);
  if (file.result.status == Status::unreadable) return check_code;
  const auto replay = print::replay_document(*plan, file, catalogue);
  if (!replay) {
    print_error(replay.error(), catalogue);
    return kExitUnreadable;
  }
  std::cerr << replay->analysis_notes;
  const int written = write_layout(replay->printable.layout, replay->printable.settings,
                                   options.page, {options.record}, catalogue);
  return written != kExitOk ? written : check_code;
}

}  // namespace

void add_replay_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ReplayCommandOptions>();
  CLI::App* command = app.add_subcommand("replay", context.text("cli.replay.description"));
  command->add_option("record", options->record, context.text("cli.replay.record"))->required();
  add_page_options(*command, options->page, context);
  command->add_option("--every", options->every, context.text("cli.replay.every"))
      ->transform(one_of(render::every_names(), context))
      ->default_str("move");
  command->add_option("--per-page", options->per_page, context.text("cli.replay.per-page"))
      ->check(whole_in(print::kReplayPerPageRange.low, print::kReplayPerPageRange.high, context));
  auto* moves = command->add_option("--moves", options->moves, context.text("cli.replay.moves"));
  command->add_flag("--analysis", options->analysis, context.text("cli.replay.analysis"));
  auto* final_only =
      command->add_flag("--final", options->final_only, context.text("cli.replay.final"))
          ->excludes(moves);
  command->add_option("--step", options->step, context.text("cli.replay.step"))
      ->check(whole_in(print::kStepRange.low, print::kStepRange.high, context))
      ->excludes(final_only);
  command->add_option("--labels", options->labels, context.text("cli.replay.labels"))
      ->transform(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_replay(*options, context.catalogue()); });
}

}  // namespace lucas::cli
