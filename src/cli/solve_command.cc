// lucas solve --boxes RxC [--border ...]: the exact value of the empty board and of every first
// move.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>

#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/error_line.h"
#include "cli/progress.h"
#include "cli/validators.h"
#include "game/notation.h"
#include "solve/solver.h"

namespace lucas::cli {

namespace {

struct SolveOptions {
  std::string boxes;
  std::string border = "none";
  int memory_mib = 512;
};

// "3x4" (or 3×4): rows then columns of boxes.
bool parse_boxes(const std::string& text, int& rows, int& cols) {
  std::string s = text;
  if (auto at = s.find("\u00d7"); at != std::string::npos) s.replace(at, 2, "x");
  const auto x = s.find_first_of("xX");
  if (x == std::string::npos || x == 0 || x + 1 == s.size()) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (i != x && (s[i] < '0' || s[i] > '9')) return false;
  if (x > 3 || s.size() - x - 1 > 3) return false;
  rows = std::stoi(s.substr(0, x));
  cols = std::stoi(s.substr(x + 1));
  return true;
}

Border border_of(const std::string& name) {
  if (name == "swedish") return Border::swedish;
  if (name == "icelandic") return Border::icelandic;
  return Border::none;
}

int run_solve(const SolveOptions& options, const Catalogue& catalogue) {
  int box_rows = 0, box_cols = 0;
  if (!parse_boxes(options.boxes, box_rows, box_cols)) {
    print_error(
        command_error(Code::bad_option, Message("solve.bad-size").with("value", options.boxes)),
        catalogue);
    return kExitUnreadable;
  }
  if (!Board::valid_size(box_rows + 1, box_cols + 1)) {
    print_error(command_error(Code::bad_option, Message("solve.size-range")
                                                    .with("value", options.boxes)
                                                    .with("max", Board::kMaxDots - 1)),
                catalogue);
    return kExitUnreadable;
  }
  const Board board(box_rows + 1, box_cols + 1, border_of(options.border));
  if (!CompactBoard::fits(board)) {
    print_error(command_error(Code::bad_option, Message("solve.too-big")
                                                    .with("value", options.boxes)
                                                    .count("lines", board.line_count())
                                                    .with("max", CompactBoard::kMaxLines)),
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
                                      .count("nodes", static_cast<long long>(stats.nodes))
                                      .with("seconds", decimal_text(now, catalogue)))
              << "\n";
  });

  std::cout << catalogue.format(Message("solve.board")
                                    .with("rows", box_rows)
                                    .with("cols", box_cols)
                                    .with_text("border", "solve.border." + options.border)
                                    .count("lines", board.playable_line_count()))
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
                       .count("nodes", static_cast<long long>(solver.stats().nodes))
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
  command->add_option("--boxes", options->boxes, context.text("cli.solve.boxes"))->required();
  command->add_option("--border", options->border, context.text("cli.solve.border"))
      ->check(one_of({"none", "swedish", "icelandic"}, context))
      ->default_str("none");
  command->add_option("--memory", options->memory_mib, context.text("cli.solve.memory"))
      ->check(whole_in(1, 65536, context))
      ->default_str("512");
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_solve(*options, context.catalogue()); });
}

}  // namespace lucas::cli
