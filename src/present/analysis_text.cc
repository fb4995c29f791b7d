#include "present/analysis_text.h"

#include <cmath>
#include <cstdio>
#include <iterator>

#include "check/analysis_findings.h"
#include "game/notation.h"
#include "present/board_words.h"
#include "solve/compact_board.h"
#include "solve/record_analysis.h"

namespace lucas {

std::string scope_text(const CheckResult& result, const std::vector<Diagnostic>& findings,
                       std::string_view command, const Catalogue& catalogue) {
  const std::string prefix(command);
  std::string out;
  if (const auto* game = std::get_if<DotsAndBoxesRecord>(&result.record->part);
      game && game->misere)
    out += catalogue.text(prefix + ".misere") + "\n";
  if (const int claims = warning_count(findings); claims > 0)
    // A hand game has moves, not lines: its claims give way to the moves as played.
    out += catalogue.format(Message(std::holds_alternative<ChopsticksRecord>(result.record->part)
                                        ? "analysis.claims-moves"
                                        : "analysis.claims")
                                .count("count", claims)) +
           "\n";
  if (const auto& halt = result.halt) {
    // Stopped at move 1, what is analysed is where the game starts: an empty board, or in a hand
    // game both hands of each player with one finger up.
    const bool hands = std::holds_alternative<ChopsticksRecord>(result.record->part);
    const std::string key = prefix +
                            (halt->code == Code::disputed ? ".stopped.disputed" : ".stopped.rule") +
                            (halt->number == 1 ? (hands ? "-start" : "-first") : "");
    out += catalogue.format(Message(key)
                                .with("move", halt->number)
                                .with("last", halt->number - 1)
                                .with("code", std::string(code_name(halt->code)))) +
           "\n";
  }
  return out;
}

Json stopped_json(const CheckResult& result) {
  if (!result.halt) return Json();
  return {{"move", result.halt->number}, {"code", code_name(result.halt->code)}};
}

Message board_too_big(const Board& board) {
  return Message("solve.too-big")
      .with("board", board_words(board))
      .count("lines", board.line_count())
      .with("max", CompactBoard::kMaxLines);
}

std::string no_value_text(const GameAnalysis& analysis, const Board& board,
                          const Catalogue& catalogue) {
  switch (analysis.unsolved) {
    case Unsolved::none:
      return {};
    case Unsolved::no_time:
      return catalogue.text("analyze.no-time");
    case Unsolved::board_too_big:
      return catalogue.format(Message("analyze.too-big").with("reason", board_too_big(board)));
    case Unsolved::too_many_lines:
    case Unsolved::budget:
      break;
  }
  return catalogue.text("analyze.unsolved");
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
  // In a misère game the fewer boxes win.
  const Player winner = (totals[0] > totals[1]) != std::get<DotsAndBoxesRecord>(record.part).misere
                            ? Player::first
                            : Player::second;
  const int w = totals[static_cast<size_t>(index_of(winner))];
  const int l = totals[static_cast<size_t>(index_of(opponent(winner)))];
  return catalogue.format(Message("analyze.outcome.win")
                              .with("winner", player_name(record, winner))
                              .with("a", w)
                              .with("b", l));
}

std::string replay_note_text(const MoveAnalysis& move, int number, const Board& board,
                             double budget_seconds, const Catalogue& catalogue) {
  const std::string mark = mark_text(move.mark);
  if (mark.empty()) return "";
  const bool costly = move.cost && *move.cost > 0;
  Message text(costly ? "replay.analysis.cost" : "replay.analysis.only");
  text.with("move", number).with("mark", mark);
  // A costly move whose better moves the budget did not reach says so, as analyze does.
  if (costly)
    text.with("cost", *move.cost)
        .with("best", move.best.empty() ? not_solved_text(budget_seconds, catalogue)
                                        : line_name(board, move.best.front()));
  return catalogue.format(text);
}

std::string annotate_replay(render::ReplayFrames& replay, const CheckedFile& file,
                            const Catalogue& catalogue) {
  const Board& board = *std::get<DotsAndBoxesReplay>(file.result.replay).board;
  const GameAnalysis analysis = analyze_checked(file.result, default_budget());
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
      // The caption is Pango markup; line names, marks and numbers hold no markup characters.
      frame.caption +=
          " " + replay_note_text(move, number, board, analysis.budget_seconds, catalogue);
      if (number == frame.last_move && note.best) frame.diagram.hints.push_back(*note.best);
    }
  }

  // What has no value is said on the page too, after the verdict: a pupil's copy has no
  // standard error. Its sentences hold no markup characters.
  const int moves = static_cast<int>(analysis.moves.size());
  std::string missing;
  if (analysis.unsolved != Unsolved::none && analysis.first_solved < moves)
    missing = catalogue.format(
        Message("replay.analysis.exact-from").with("move", analysis.first_solved + 1));
  else if (analysis.unsolved != Unsolved::none && moves > 0)
    missing = no_value_text(analysis, board, catalogue);
  // A misère game's marks read as a normal game's unless the page says whose boxes count.
  std::vector<std::string> notes;
  if (std::get<DotsAndBoxesRecord>(file.result.record->part).misere)
    notes.push_back(
        catalogue.format(Message("analyze.misere").of_cells(board.grid() != Grid::square)));
  if (!missing.empty()) notes.push_back(missing);
  for (render::Frame& frame : replay.frames)
    if (frame.kind == render::Frame::Kind::verdict)
      for (const std::string& note : notes)
        frame.caption += " " + catalogue.format(Message("replay.analysis.note").with("text", note));

  std::string said = scope_text(file.result, analysis_findings(file.result), "analyze", catalogue);
  if (analysis.unsolved != Unsolved::none && analysis.first_solved >= moves && moves > 0)
    said += no_value_text(analysis, board, catalogue) + "\n";
  return said;
}

}  // namespace lucas
