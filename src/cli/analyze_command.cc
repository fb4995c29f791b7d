// lucas analyze RECORD: each move's kind, exact value and cost, annotator's marks and the
// turning point of the game.
#include <iostream>
#include <sstream>

#include "check/report.h"
#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/validators.h"
#include "game/notation.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct AnalyzeOptions {
  std::string file;
  std::string format = "text";
  double seconds = AnalysisBudget{}.seconds;
};

// Display width of UTF-8 text: one column per code point (names like Noé).
size_t width(const std::string& text) {
  size_t n = 0;
  for (unsigned char c : text) n += (c >> 6) != 0x2 ? 1 : 0;
  return n;
}

std::string pad(const std::string& text, size_t columns) {
  const size_t w = width(text);
  return w >= columns ? text : text + std::string(columns - w, ' ');
}

std::string kind_text(MoveKind kind, const Catalogue& catalogue) {
  return catalogue.text(std::string("analyze.kind.") + kind_name(kind));
}

// "move 12: Noé opened a chain (D-H); from here Mia wins 5–3 with best play".
std::string turning_text(const Record& record, const Board& board, const GameAnalysis& analysis,
                         const Catalogue& catalogue) {
  if (!analysis.turning_point) {
    if (!analysis.predicted_at_start) return catalogue.text("analyze.turning.unknown");
    const int from = analysis.first_solved + 1;
    return catalogue.format(
        Message("analyze.turning.none")
            .with("move", from)
            .with("outcome", outcome_text(record, *analysis.predicted_at_start, catalogue)));
  }
  const MoveAnalysis& move = analysis.moves[static_cast<size_t>(analysis.turning_point->move)];
  return catalogue.format(
      Message("analyze.turning")
          .with("move", move.number)
          .with("player", player_name(record, move.player))
          .with("action",
                catalogue.format(Message(std::string("analyze.action.") + kind_name(move.kind))
                                     .with("line", line_name(board, move.line))))
          .with("outcome", outcome_text(record, analysis.turning_point->predicted, catalogue)));
}

std::string analysis_text(const CheckedFile& file, const GameAnalysis& analysis,
                          const Catalogue& catalogue) {
  const Record& record = *file.result.record;
  const Board& board = *file.result.board;
  std::ostringstream out;
  out << catalogue.format(Message("analyze.header")
                              .with("name", file.name)
                              .with("first", record.players[0].name)
                              .with("second", record.players[1].name))
      << "\n";
  size_t name_width = 0, line_width = 0, kind_width = 0;
  for (const MoveAnalysis& move : analysis.moves) {
    name_width = std::max(name_width, width(player_name(record, move.player)));
    line_width = std::max(line_width, width(line_name(board, move.line)));
    kind_width = std::max(kind_width, width(kind_text(move.kind, catalogue)));
  }
  const std::string not_solved = not_solved_text(analysis.budget_seconds, catalogue);
  for (const MoveAnalysis& move : analysis.moves) {
    std::string number = std::to_string(move.number) + ".";
    out << std::string(move.number < 10    ? 2
                       : move.number < 100 ? 1
                                           : 0,
                       ' ')
        << number << " " << pad(player_name(record, move.player), name_width) << "  "
        << pad(line_name(board, move.line), line_width) << "  "
        << pad(kind_text(move.kind, catalogue), kind_width) << "  " << pad(mark_text(move.mark), 2);
    if (move.value_before) {
      out << "  " << signed_text(*move.value_before) << " \u2192 "
          << signed_text(*move.value_after);
      if (*move.cost > 0) {
        out << "  "
            << catalogue.format(Message("analyze.cost")
                                    .count("cost", *move.cost)
                                    .with("best", move.best_unsolved
                                                      ? not_solved
                                                      : line_list(board, move.best, catalogue)));
      }
    } else {
      out << "  " << (analysis.budget_ran_out ? not_solved : "\u2014");
    }
    out << "\n";
  }
  out << catalogue.text("analyze.turning-label") << " "
      << turning_text(record, board, analysis, catalogue) << "\n";
  out << catalogue.text("analyze.legend") << "\n";
  if (analysis.first_solved < static_cast<int>(analysis.moves.size())) {
    out << catalogue.format(
               Message("analyze.stats")
                   .with("move", analysis.first_solved + 1)
                   .with("left",
                         Message("analyze.lines-left")
                             .count("count",
                                    analysis.moves[static_cast<size_t>(analysis.first_solved)]
                                        .lines_left))
                   .count("nodes", static_cast<long long>(analysis.stats.nodes))
                   .with("seconds", decimal_text(analysis.seconds, catalogue)))
        << "\n";
  } else {
    out << catalogue.text(record.misere ? "analyze.misere" : "analyze.unsolved") << "\n";
  }
  return out.str();
}

Json optional_json(const std::optional<int>& value) { return value ? Json(*value) : Json(); }

Json lines_json(const Board& board, const std::vector<Line>& lines) {
  Json names = Json::array();
  for (Line line : lines) names.push_back(line_name(board, line));
  return names;
}

Json analysis_json(const CheckedFile& file, const GameAnalysis& analysis,
                   const Catalogue& catalogue) {
  const Record& record = *file.result.record;
  const Board& board = *file.result.board;
  Json moves = Json::array();
  for (const MoveAnalysis& m : analysis.moves) {
    const bool solved = m.value_before && !m.best_unsolved;
    moves.push_back({{"number", m.number},
                     {"player", player_name(record, m.player)},
                     {"line", line_name(board, m.line)},
                     {"kind", kind_name(m.kind)},
                     {"value_before", optional_json(m.value_before)},
                     {"value_after", optional_json(m.value_after)},
                     {"cost", optional_json(m.cost)},
                     {"mark", mark_text(m.mark)},
                     {"best", solved ? lines_json(board, m.best) : Json()},
                     {"solved", solved},
                     {"score", {m.score[0], m.score[1]}}});
  }
  Json turning;  // null when there is none
  if (analysis.turning_point) {
    const TurningPoint& t = *analysis.turning_point;
    turning = {{"move", analysis.moves[static_cast<size_t>(t.move)].number},
               {"predicted", {t.predicted[0], t.predicted[1]}}};
  }
  const bool any_solved = analysis.first_solved < static_cast<int>(analysis.moves.size());
  return {{"file", file.name},
          {"title", record.title},
          {"players", players_json(record)},
          {"moves", std::move(moves)},
          {"turning_point", std::move(turning)},
          {"turning_text", turning_text(record, board, analysis, catalogue)},
          {"solved_from", any_solved ? Json(analysis.first_solved + 1) : Json()},
          {"positions", analysis.stats.nodes},
          {"seconds", analysis.seconds},
          {"budget_seconds", analysis.budget_seconds}};
}

int run_analyze(const AnalyzeOptions& options, const Catalogue& catalogue) {
  const LoadedRecord loaded = load_record(options.file, catalogue);
  if (loaded.failure) return *loaded.failure;
  AnalysisBudget budget = default_budget();
  budget.seconds = options.seconds;
  // Values count boxes won; in misère the fewer boxes win, which the solver does not model.
  if (loaded.file.result.record->misere) budget.max_lines_left = -1;
  const GameAnalysis analysis = analyze_game(*loaded.file.result.board, loaded.lines, budget);
  std::cout << (options.format == "json"
                    ? json_document(analysis_json(loaded.file, analysis, catalogue))
                    : analysis_text(loaded.file, analysis, catalogue));
  return kExitOk;
}

}  // namespace

void add_analyze_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<AnalyzeOptions>();
  CLI::App* command = app.add_subcommand("analyze", context.text("cli.analyze.description"));
  add_analysis_options(*command, options->file, options->format, options->seconds, context);
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_analyze(*options, context.catalogue()); });
}

}  // namespace lucas::cli
