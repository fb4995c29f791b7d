#include "cli/analysis_text.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <iterator>

#include "cli/app.h"
#include "cli/input.h"
#include "cli/validators.h"
#include "game/notation.h"

namespace lucas::cli {

void add_analysis_options(CLI::App& command, std::string& file, std::string& format,
                          double& seconds, const Context& context) {
  command.add_option("file", file, context.text("cli.analyze.file"))->required();
  command.add_option("--format", format, context.text("cli.option.format"))
      ->check(one_of({"text", "json"}, context))
      ->default_str("text");
  command.add_option("--seconds", seconds, context.text("cli.analyze.seconds"))
      ->check(decimal_in(0.0, 3600.0, context))
      ->default_str(std::to_string(static_cast<int>(AnalysisBudget{}.seconds)));
}

LoadedRecord load_record(const std::string& path, const Catalogue& catalogue) {
  LoadedRecord loaded{load_checked(path, catalogue), {}, {}};
  const CheckResult& result = loaded.file.result;
  // Only a record that keeps the rules has a position worth analysing.
  if (const int code = exit_code_of(result.status); code != kExitOk) {
    loaded.failure = code;
    return loaded;
  }
  for (const Step& step : result.steps) loaded.lines.push_back(step.line);
  return loaded;
}

std::string signed_text(int value) {
  if (value > 0) return "+" + std::to_string(value);
  if (value < 0) return "\u2212" + std::to_string(-value);
  return "0";
}

std::string decimal_text(double value, const Catalogue& catalogue) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, value < 10 ? "%.2f" : "%.0f", value);
  std::string text = buffer;
  if (auto dot = text.find('.'); dot != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.')
      text.pop_back();
    else
      text[dot] = catalogue.text("analyze.decimal-mark")[0];
  }
  return text;
}

namespace {

// Two significant digits: 0.041 -> 0.041, 3.7 -> 3.7, 867 -> 870, 105574 -> 110000.
double two_digits(double value) {
  if (value <= 0) return 0;
  const double scale = std::pow(10.0, std::floor(std::log10(value)) - 1);
  return std::round(value / scale) * scale;
}

}  // namespace

std::string duration_text(double seconds, const Catalogue& catalogue) {
  const double rounded = two_digits(seconds);
  if (rounded < 60)
    return catalogue.format(
        Message("duration.seconds").with("value", decimal_text(rounded, catalogue)));
  if (rounded < 3600)
    return catalogue.format(Message("duration.minutes")
                                .with("value", decimal_text(two_digits(rounded / 60), catalogue)));
  return catalogue.format(
      Message("duration.hours").with("value", decimal_text(two_digits(rounded / 3600), catalogue)));
}

std::string count_text(double count, const Catalogue& catalogue) {
  static const char* const kPrefixes[] = {"", " k", " M", " G", " T", " P", " E"};
  double value = two_digits(count);
  size_t prefix = 0;
  while (value >= 1000 && prefix + 1 < std::size(kPrefixes)) {
    value /= 1000;
    ++prefix;
  }
  return decimal_text(value, catalogue) + kPrefixes[prefix];
}

std::string not_solved_text(double budget_seconds, const Catalogue& catalogue) {
  return catalogue.format(
      Message("analyze.not-solved").with("seconds", decimal_text(budget_seconds, catalogue)));
}

std::string line_list(const Board& board, const std::vector<Line>& lines,
                      const Catalogue& catalogue) {
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += catalogue.text(i + 1 == lines.size() ? "analyze.or" : "list.separator");
    out += line_name(board, lines[i]);
  }
  return out;
}

const std::string& player_name(const Record& record, Player player) {
  return record.players[static_cast<size_t>(index_of(player))].name;
}

std::string outcome_text(const Record& record, const std::array<int, 2>& totals,
                         const Catalogue& catalogue) {
  if (totals[0] == totals[1])
    return catalogue.format(
        Message("analyze.outcome.draw").with("a", totals[0]).with("b", totals[1]));
  const Player winner = totals[0] > totals[1] ? Player::first : Player::second;
  const int w = totals[static_cast<size_t>(index_of(winner))];
  const int l = totals[static_cast<size_t>(index_of(opponent(winner)))];
  return catalogue.format(Message("analyze.outcome.win")
                              .with("winner", player_name(record, winner))
                              .with("a", w)
                              .with("b", l));
}

void annotate_replay(render::ReplayFrames& replay, const GameAnalysis& analysis, const Board& board,
                     const Catalogue& catalogue) {
  for (render::Frame& frame : replay.frames) {
    if (frame.kind != render::Frame::Kind::move || frame.first_move < 1) continue;
    for (int number = frame.first_move; number <= frame.last_move; ++number) {
      if (number > static_cast<int>(analysis.moves.size())) break;
      const MoveAnalysis& move = analysis.moves[static_cast<size_t>(number - 1)];
      render::MoveAnnotation note;
      note.mark = mark_text(move.mark);
      note.cost = move.cost;
      if (move.cost && *move.cost > 0 && !move.best.empty()) note.best = move.best.front();
      frame.annotations.push_back(note);
      if (note.mark.empty()) continue;
      // The caption is Pango markup; line names and marks hold no markup characters.
      Message text(note.cost && *note.cost > 0 ? "replay.analysis.cost" : "replay.analysis.only");
      text.with("move", number).with("mark", note.mark);
      if (note.cost) text.with("cost", *note.cost);
      if (note.best) text.with("best", line_name(board, *note.best));
      frame.caption += " " + catalogue.format(text);
      if (number == frame.last_move && note.best) frame.diagram.hints.push_back(*note.best);
    }
  }
}

GameAnalysis analyze_checked(const CheckResult& result) {
  AnalysisBudget budget = default_budget();
  if (result.record && result.record->misere) budget.max_lines_left = -1;
  std::vector<Line> lines;
  for (const Step& step : result.steps) lines.push_back(step.line);
  return analyze_game(*result.board, lines, budget);
}

AnalysisBudget default_budget() { return AnalysisBudget{}; }

}  // namespace lucas::cli
