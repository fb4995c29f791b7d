// lucas replay RECORD -o FILE: a recorded game drawn move by move, captioned in the worksheet's
// words, with the verdict last. The exit code is lucas check's.
#include <cstdio>
#include <iostream>
#include <memory>

#include "check/check_text.h"
#include "cli/app.h"
#include "cli/input.h"
#include "cli/page_options.h"
#include "cli/validators.h"
#include "present/analysis_text.h"
#include "present/error_line.h"
#include "render/final_page.h"
#include "render/hands.h"
#include "render/replay_pages.h"
#include "render/replayed_game.h"
#include "render/replayed_hands.h"

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
};

int run_replay(const ReplayCommandOptions& options, const Catalogue& catalogue) {
  PageSettings page;
  if (auto problem = page_settings(options.page, "", page)) {
    print_error(*problem, catalogue);
    return kExitUnreadable;
  }
  render::ReplayOptions replay_options;
  replay_options.every = *render::parse_every(options.every);  // checked by the option
  replay_options.final_only = options.final_only;
  replay_options.labels = *render::parse_dot_labels(options.labels);  // checked by the option
  if (!options.moves.empty()) {
    int low = 0;
    int high = 0;
    char extra = 0;
    const int n = std::sscanf(options.moves.c_str(), "%d-%d%c", &low, &high, &extra);
    if (n == 1 && options.moves.find('-') == std::string::npos)
      high = low;
    else if (n != 2)
      low = -1;
    if (low < 1 || high < low) {
      print_error(command_error(Code::bad_option,
                                Message("diag.replay-moves").with("value", options.moves)),
                  catalogue);
      return kExitUnreadable;
    }
    replay_options.moves = std::pair{low, high};
  }

  // An analysis goes by the lines as drawn: false claims are warnings to it (docs/replay.md).
  const CheckedFile file = load_checked(
      options.record, catalogue, options.analysis ? Findings::as_warnings : Findings::as_check);
  const int check_code = exit_code_of(file.result.status);
  if (file.result.status == Status::unreadable) return check_code;
  if (file.result.record->game() == Game::chopsticks) {
    // Hands, not a board: a picture per move; the board's options have nothing to say to it.
    const render::Layout layout = render::layout_hands_replay(
        render::replayed_hands(file.result, file.name, catalogue), page.setup);
    page.info.title = file.result.record->title.empty() ? file.name : file.result.record->title;
    const int written = write_layout(layout, page, options.page, {options.record}, catalogue);
    return written != kExitOk ? written : check_code;
  }

  render::ReplayFrames replay =
      render::build_replay(render::replayed_game(file.result, catalogue), replay_options);
  if (options.analysis && std::get<DotsAndBoxesReplay>(file.result.replay).board)
    std::cerr << annotate_replay(replay, file, catalogue);
  page.info.title = replay.title;
  const render::Layout layout =
      options.final_only
          ? render::layout_final_page(replay, page.setup, catalogue)
          : render::layout_replay(
                replay, page.setup,
                options.per_page > 0 ? std::optional(options.per_page) : std::nullopt, catalogue);
  const int written = write_layout(layout, page, options.page, {options.record}, catalogue);
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
      ->check(whole_in(1, 100, context));
  auto* moves = command->add_option("--moves", options->moves, context.text("cli.replay.moves"));
  command->add_flag("--analysis", options->analysis, context.text("cli.replay.analysis"));
  command->add_flag("--final", options->final_only, context.text("cli.replay.final"))
      ->excludes(moves);
  command->add_option("--labels", options->labels, context.text("cli.replay.labels"))
      ->transform(one_of(render::dot_labels_names(), context))
      ->default_str("letters");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_replay(*options, context.catalogue()); });
}

}  // namespace lucas::cli
