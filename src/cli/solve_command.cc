// lucas solve --boxes RxC | --dots RxC [--border ...] [--seconds S] [--format json]: the exact
// value of the empty board and of every first move, or as much of it as the time limit or
// Ctrl-C allowed. With --game chopsticks, the solved table of Chopsticks
// (solve/chopsticks_solve.h).
#include <iostream>

#include "cli/analysis_options.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/chopsticks_options.h"
#include "cli/game_option.h"
#include "cli/input.h"
#include "cli/validators.h"
#include "present/chopsticks_solve_text.h"
#include "present/error_line.h"
#include "present/solve_text.h"
#include "solve/board_solve.h"
#include "solve/chopsticks_solve.h"
#include "terminal/interrupt.h"
#include "terminal/progress.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct SolveOptions {
  BoardOptions board;
  std::string format = "text";
  int memory_mib = 512;
  double seconds = 0;  // 0: no limit
  int threads = 1;
  Game game = Game::dots_and_boxes;
  bool misere = false;
  ChopsticksOptions chopsticks;
  std::vector<CLI::Option*> board_only;  // the other options Chopsticks has no use for
};

// lucas solve --game chopsticks: the solved table, or the best move from a record's position.
int run_chopsticks_solve(const ChopsticksOptions& options, bool json, const Catalogue& catalogue) {
  if (options.record.empty() && options.record_option->count() == 0) {
    const ChopsticksSolve solve = solve_chopsticks(rules_of(options));
    std::cout << (json ? json_document(chopsticks_solve_json(solve))
                       : chopsticks_solve_text(solve, catalogue));
    return kExitOk;
  }
  const CheckedFile file =
      load_checked(options.record, catalogue, json ? Findings::in_document : Findings::as_warnings);
  if (file.result.status == Status::unreadable) return kExitUnreadable;
  const ChopsticksRecordSolve solve = solve_chopsticks_record(file);
  if (solve.refused) {
    print_error(*solve.refused, catalogue);
    return kExitUnreadable;
  }
  std::cout << (json ? json_document(chopsticks_record_solve_json(solve))
                     : chopsticks_record_solve_text(solve, catalogue));
  return exit_code_of(file.result.status);
}

int run_solve(const SolveOptions& options, const Catalogue& catalogue) {
  if (const auto refusal = refuse_board_options(options.board, options.game)) {
    print_error(*refusal, catalogue);
    return kExitUnreadable;
  }
  if (options.game == Game::chopsticks) {
    for (const CLI::Option* o : options.board_only)
      if (o->count() > 0) {
        print_error(
            command_error(Code::conflicting_options,
                          Message("chopsticks.solve.board-option").with("option", o->get_name())),
            catalogue);
        return kExitUnreadable;
      }
    return run_chopsticks_solve(options.chopsticks, options.format == "json", catalogue);
  }
  if (!game_entry(options.game).rule_options && chopsticks_option_given(options.chopsticks)) {
    print_error(command_error(Code::missing_companion, Message("chopsticks.solve.needs-game")),
                catalogue);
    return kExitUnreadable;
  }
  const auto choice = board_choice(options.board, "solve");
  if (!choice) {
    print_error(choice.error(), catalogue);
    return kExitUnreadable;
  }
  const BoardSolveRequest request{Board(*choice), options.misere, options.memory_mib,
                                  options.seconds, options.threads};
  // From here on Ctrl-C stops the search and lets what was solved be printed.
  const InterruptFlag interrupt;
  ProgressPace pace(standard_error_is_terminal());
  const BoardSolve solve = solve_board(
      request, {.stop = &interrupt.flag(),
                .on_estimate =
                    [&](const SolveEstimate& estimate) {
                      const std::string said = solve_estimate_text(request, estimate, catalogue);
                      if (!said.empty()) std::cerr << said << "\n";
                    },
                .on_progress =
                    [&](const SolveStats& stats, double seconds) {
                      if (pace.due(seconds))
                        std::cerr << solve_progress_text(stats, seconds, catalogue) << "\n";
                    }});
  if (solve.refused != SolveRefusal::none) {
    print_error(solve_refusal(solve, catalogue), catalogue);
    return kExitUnreadable;
  }
  std::cout << (options.format == "json" ? json_document(solve_json(solve))
                                         : solve_text(solve, catalogue));
  return solve.first.stopped ? kExitStopped : kExitOk;
}

}  // namespace

void add_solve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* command = app.add_subcommand("solve", context.text("cli.solve.description"));
  add_board_options(*command, options->board, context);
  command->add_option("--memory", options->memory_mib, context.text("cli.solve.memory"))
      ->check(whole_in(1, 65536, context))
      ->default_str("512");
  command->add_option("--seconds", options->seconds, context.text("cli.solve.seconds"))
      ->check(decimal_in(0.001, 86400.0, context));
  command->add_option("--format", options->format, context.text("cli.option.format"))
      ->transform(one_of({"text", "json"}, context))
      ->default_str("text");
  add_threads_option(*command, options->threads, context);
  add_game_option(*command, options->game, context, "cli.solve.game");
  command->add_flag("--misere", options->misere, context.text("cli.solve.misere"));
  add_chopsticks_options(*command, options->chopsticks, context);
  for (const char* name : {"--misere", "--memory", "--seconds", "--threads"})
    options->board_only.push_back(command->get_option(name));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_solve(*options, context.catalogue()); });
}

}  // namespace lucas::cli
