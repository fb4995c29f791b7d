// lucas solve --boxes RxC | --dots RxC [--border ...]: the exact value of the empty board and of
// every first move.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>

#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/board_options.h"
#include "cli/page_options.h"
#include "cli/progress.h"
#include "game/border.h"
#include "game/notation.h"
#include "solve/solver.h"

namespace lucas::cli {

namespace {

struct SolveOptions {
  BoardOptions board;
  int memory_mib = 512;
};

int run_solve(const SolveOptions& options, const Catalogue& catalogue) {
  const auto choice = board_choice(options.board, "solve");
  if (!choice) {
    print_error(choice.error(), catalogue);
    return kExitUnreadable;
  }
  const Board board(choice->size->rows, choice->size->cols, choice->border.value_or(Border::none));
  const int box_rows = board.rows() - 1;
  const int box_cols = board.cols() - 1;
  if (!CompactBoard::fits(board)) {
    print_error(
        Diagnostic{Severity::error,
                   Code::bad_board,
                   {},
                   std::nullopt,
                   Message("solve.too-big")
                       .with("value", std::to_string(box_rows) + "x" + std::to_string(box_cols))
                       .with("lines", board.line_count())
                       .with("max", CompactBoard::kMaxLines)},
        catalogue);
    return kExitUnreadable;
  }

  // The table gets the largest power of two of entries that fits the memory given.
  int bits = 16;
  while (bits < 34 && (std::uint64_t{Solver::kEntryBytes} << (bits + 1)) <=
                          std::uint64_t(options.memory_mib) << 20)
    ++bits;
  Solver solver(board, SolverOptions{.table_bits = bits});
  const CompactBoard& compact = solver.board();
  const auto started = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  ProgressPace pace;
  solver.on_progress([&](const SolveStats& stats) {
    const double now = elapsed();
    if (!pace.due(now)) return;
    std::cerr << catalogue.format(Message("solve.progress")
                                      .with("nodes", std::to_string(stats.nodes))
                                      .with("seconds", decimal_text(now, catalogue)))
              << "\n";
  });

  std::cout << catalogue.format(Message("solve.board")
                                    .with("rows", box_rows)
                                    .with("cols", box_cols)
                                    .with_text("border", "solve.border." + std::string(border_name(
                                                                               board.border())))
                                    .with("lines", board.playable_line_count()))
            << "\n";

  // First moves: one solve per class of symmetric lines.
  const LineSet start = compact.predrawn();
  std::map<LineSet, int> by_class;
  std::vector<std::pair<int, int>> first_moves;  // line, value
  int best = -1000;
  for (int line = 0; line < compact.line_count(); ++line) {
    if (start & bit_of(line)) continue;
    const LineSet key = compact.canonical(start | bit_of(line));
    auto found = by_class.find(key);
    if (found == by_class.end())
      found = by_class.emplace(key, *solver.value_of_move(start, line)).first;
    first_moves.emplace_back(line, found->second);
    best = std::max(best, found->second);
  }
  const char* verdict = best > 0   ? "solve.value.first"
                        : best < 0 ? "solve.value.second"
                                   : "solve.value.draw";
  std::cout << catalogue.format(
                   Message(verdict).with("value", signed_text(best)).with("margin", std::abs(best)))
            << "\n"
            << catalogue.text("solve.first-moves") << "\n";
  for (const auto& [line, value] : first_moves) {
    std::cout << "  " << line_name(board, Line{line}) << "  " << signed_text(value)
              << (value == best ? "  *" : "") << "\n";
  }
  std::cout << catalogue.format(
                   Message("solve.stats")
                       .with("nodes", std::to_string(solver.stats().nodes))
                       .with("seconds", decimal_text(elapsed(), catalogue))
                       .with("memory",
                             decimal_text(double(solver.table_bytes()) / (1 << 20), catalogue)))
            << "\n";
  return kExitOk;
}

}  // namespace

void add_solve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* command = app.add_subcommand("solve", context.text("cli.solve.description"));
  add_board_options(*command, options->board, context);
  command->add_option("--memory", options->memory_mib, context.text("cli.solve.memory"))
      ->check(CLI::Range(1, 65536))
      ->default_str("512");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_solve(*options, context.catalogue()); });
}

}  // namespace lucas::cli
