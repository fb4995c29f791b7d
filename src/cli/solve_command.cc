// lucas solve --boxes RxC | --dots RxC [--border ...] [--seconds S] [--format json]: the exact
// value of the empty board and of every first move, or as much of it as the time limit or
// Ctrl-C allowed. With --game chopsticks, the solved table of Chopsticks (cli/chopsticks_solve.h).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/board_words.h"
#include "cli/chopsticks_solve.h"
#include "cli/error_line.h"
#include "cli/game_option.h"
#include "cli/interrupt.h"
#include "cli/page_options.h"
#include "cli/parse_errors.h"
#include "cli/progress.h"
#include "cli/validators.h"
#include "game/border.h"
#include "game/notation.h"
#include "solve/estimate.h"
#include "solve/first_moves.h"
#include "solve/solver.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct SolveOptions {
  BoardOptions board;
  std::string format = "text";
  int memory_mib = 512;
  double seconds = 0;  // 0: no limit
  Game game = Game::dots_and_boxes;
  bool misere = false;
  ChopsticksOptions chopsticks;
  std::vector<CLI::Option*> board_only;  // the options Chopsticks has no use for
};

// The first player's net boxes for a value of the solver: in misère the solver counts each box
// against its taker (what the mover wants is positive), but lucas says, as in normal play, the
// first player's boxes minus the second's, which misère wants negative.
int net_for_first(int value, bool misere) { return misere ? -value : value; }

Json solve_json(const Board& board, const FirstMoves& first, const Solver& solver,
                const SolveEstimate& estimate, bool interrupted, double seconds, bool misere) {
  Json moves = Json::array();
  for (const FirstMove& move : first.moves)
    moves.push_back({{"line", line_name(board, move.line)},
                     {"value", move.value ? Json(net_for_first(*move.value, misere)) : Json()},
                     {"best", first.value.has_value() && move.value == first.value}});
  return {{"board", board_json(board)},
          {"border", border_name(board.border())},
          {"misere", misere},
          {"lines", board.playable_line_count()},
          {"value", first.value ? Json(net_for_first(*first.value, misere)) : Json()},
          {"solved", !first.stopped},
          {"stopped", !first.stopped ? Json() : Json(interrupted ? "interrupt" : "seconds")},
          {"moves", std::move(moves)},
          {"positions", solver.stats().nodes},
          {"seconds", seconds},
          {"table_bytes", solver.table_bytes()},
          {"estimate",
           {{"seconds", estimate.seconds}, {"positions", std::llround(estimate.positions)}}}};
}

int run_solve(const SolveOptions& options, const Catalogue& catalogue) {
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
  const Board board(choice->shape_or({}));
  if (!CompactBoard::fits(board)) {
    print_error(command_error(Code::bad_board, board_too_big(board)), catalogue);
    return kExitUnreadable;
  }

  // From here on Ctrl-C stops the search and lets what was solved be printed.
  const InterruptFlag interrupt;

  // Before a long search, what it will cost; beyond a class hour, only with a time limit given
  // (docs/analyze.md: a search that cannot end before the bell is no answer for a class).
  const SolveEstimate estimate = estimate_solve(board.playable_line_count());
  const std::string seconds_given = decimal_text(options.seconds, catalogue);
  auto estimate_message = [&](const char* key) {
    return Message(key)
        .with("board", board_words(board))
        .count("lines", board.playable_line_count())
        .with("time", duration_text(estimate.seconds, catalogue))
        .with("positions", count_text(estimate.positions, catalogue))
        .with("seconds", seconds_given);
  };
  if (estimate.seconds > kClassHourSeconds) {
    if (options.seconds <= 0) {
      print_error(command_error(Code::bad_option, estimate_message("solve.beyond-reach")),
                  catalogue);
      return kExitUnreadable;
    }
    std::cerr << catalogue.format(estimate_message("solve.beyond-reach-searching")) << "\n";
  } else if (estimate.seconds >= 1) {
    std::cerr << catalogue.format(estimate_message("solve.estimate")) << "\n";
  }

  // The table gets the largest power of two of entries that fits the memory given (the solver
  // lowers it to what the board's free lines need).
  int bits = 16;
  while (bits < 34 && (std::uint64_t{Solver::kEntryBytes} << (bits + 1)) <=
                          std::uint64_t(options.memory_mib) << 20)
    ++bits;
  SolverOptions search;
  search.misere = options.misere;
  search.table_bits = bits;
  Solver solver(board, search);
  const auto started = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  ProgressPace pace;
  solver.on_progress([&](const SolveStats& stats) {
    const double now = elapsed();
    if (!pace.due(now)) return;
    std::cerr << catalogue.format(Message("solve.progress")
                                      .count("nodes", static_cast<long long>(stats.nodes))
                                      .with("seconds", decimal_text(now, catalogue)))
              << "\n";
  });

  const FirstMoves first = solve_first_moves(
      solver, SolveBudget{.max_seconds = options.seconds, .stop = &interrupt.flag()});
  const bool interrupted = first.stopped && interrupt.raised();
  const int exit_code = first.stopped ? kExitStopped : kExitOk;
  if (options.format == "json") {
    std::cout << json_document(
        solve_json(board, first, solver, estimate, interrupted, elapsed(), options.misere));
    return exit_code;
  }

  std::cout << catalogue.format(Message("solve.board")
                                    .with("board", board_words(board))
                                    .with_text("border", "solve.border." + std::string(border_name(
                                                                               board.border())))
                                    .count("lines", board.playable_line_count()))
            << "\n";
  if (first.value) {
    const int value = net_for_first(*first.value, options.misere);
    // In misère the first player wins with fewer boxes: a negative value.
    const int lead = options.misere ? -value : value;
    std::string verdict = lead > 0   ? "solve.value.first"
                          : lead < 0 ? "solve.value.second"
                                     : "solve.value.draw";
    if (options.misere) verdict += "-misere";
    std::cout
        << catalogue.format(
               Message(verdict).with("value", signed_text(value)).with("margin", std::abs(value)))
        << "\n"
        << catalogue.text("solve.first-moves") << "\n";
  } else {
    std::cout << catalogue.format(
                     Message(interrupted ? "solve.stopped.interrupt" : "solve.stopped.seconds")
                         .with("seconds", decimal_text(elapsed(), catalogue)))
              << "\n";
  }
  for (const FirstMove& move : first.moves) {
    std::cout << "  " << line_name(board, move.line) << "  "
              << (move.value ? signed_text(net_for_first(*move.value, options.misere))
                             : catalogue.text("solve.unsolved-move"))
              << (first.value && move.value == first.value ? "  *" : "") << "\n";
  }
  std::cout << catalogue.format(
                   Message("solve.stats")
                       .count("nodes", static_cast<long long>(solver.stats().nodes))
                       .with("seconds", decimal_text(elapsed(), catalogue))
                       .with("memory",
                             decimal_text(double(solver.table_bytes()) / (1 << 20), catalogue)))
            << "\n";
  return exit_code;
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
      ->check(one_of({"text", "json"}, context))
      ->default_str("text");
  add_game_option(*command, options->game, context, "cli.solve.game");
  command->add_flag("--misere", options->misere, context.text("cli.solve.misere"));
  add_chopsticks_options(*command, options->chopsticks, context);
  for (const char* name :
       {"--dots", "--boxes", "--grid", "--size", "--border", "--misere", "--memory", "--seconds"})
    options->board_only.push_back(command->get_option(name));
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_solve(*options, context.catalogue()); });
}

}  // namespace lucas::cli
