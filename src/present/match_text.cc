#include "present/match_text.h"

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <optional>
#include <sstream>

#include "game/border.h"
#include "present/board_words.h"
#include "record/player_name.h"

namespace lucas {

namespace {

std::string margin_text(double margin, const Catalogue& catalogue) {
  // The mean to one decimal, signed, with the language's decimal mark: "+7.3", "−0.5" (the
  // minus of the other texts), "+9", "0".
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", std::abs(margin));
  std::string text = buffer;
  if (text.size() > 2 && text.substr(text.size() - 2) == ".0")
    text.resize(text.size() - 2);
  else
    text[text.size() - 2] = catalogue.text("analyze.decimal-mark")[0];
  if (text == "0") return text;
  return (margin > 0 ? "+" : "\xE2\x88\x92") + text;
}

}  // namespace

std::array<std::string, 2> side_names(std::array<Level, 2> levels, const Catalogue& catalogue) {
  std::array<std::string, 2> names;
  for (size_t side = 0; side < 2; ++side) {
    names[side] = catalogue.text(std::string("match.player.") + level_name(levels[side]));
    if (levels[0] == levels[1]) names[side] += " " + std::to_string(side + 1);
  }
  return names;
}

std::string match_record_file(int number, int games) {
  const int width = std::max(3, static_cast<int>(std::to_string(games).size()));
  std::ostringstream name;
  name << "game-" << std::setw(width) << std::setfill('0') << number << ".yaml";
  return name.str();
}

PlayedDotsAndBoxes match_record(const MatchRequest& request, const LevelGame& game,
                                const Catalogue& catalogue) {
  const std::array<std::string, 2> names = side_names(request.levels, catalogue);
  // The levels' initials, unless they are the same letter (one level twice; Moyen and Maître).
  std::array<std::string, 2> initials{initial_of(names[0]), initial_of(names[1])};
  if (initials[0] == initials[1]) initials = {"A", "B"};
  const std::string levels_text =
      std::string(level_name(request.levels[0])) + "," + level_name(request.levels[1]);
  const size_t first = static_cast<size_t>(game.starts);
  return {catalogue.format(Message("match.record.title")
                               .with("number", game.number)
                               .with("first", names[first])
                               .with("second", names[1 - first])),
          request.board,
          request.misere,
          {names[first], names[1 - first]},
          {initials[first], initials[1 - first]},
          game.lines,
          {catalogue.format(Message("match.record.comment")
                                .with("board", board_options_text(request.board))
                                .with("levels", levels_text)
                                .with("games", request.games)
                                .with("seed", std::to_string(request.seed))
                                .with("number", game.number))}};
}

std::string match_text(const MatchResult& match, const Catalogue& catalogue) {
  const MatchRequest& request = match.request;
  const MatchTally& tally = match.tally;
  const Board& board = request.board;
  std::optional<Catalogue> cells;
  const Catalogue& said = catalogue_for(board, catalogue, cells);  // margins in cells
  const std::array<std::string, 2> names = side_names(request.levels, catalogue);
  std::string out =
      catalogue.format(
          Message("match.title")
              .with("a", names[0])
              .with("b", names[1])
              .count("games", tally.games)
              .with("board", board_words(board))
              .with_text("border", "solve.border." + std::string(border_name(board.border())))
              .with("seed", std::to_string(request.seed))) +
      "\n";
  for (size_t side = 0; side < 2; ++side) {
    const SideTally& t = tally.sides[side];
    // The unit agrees with the margin as written: "1 box", "+1,5 carrés" (a fraction counts as
    // more than one).
    const std::string margin = margin_text(t.mean_margin(), catalogue);
    Message unit("match.margin");
    unit.with("margin", margin);
    unit.plural = margin.find(catalogue.text("analyze.decimal-mark")) != std::string::npos
                      ? 2
                      : std::llround(t.mean_margin());
    out += said.format(Message("match.side")
                           .with("name", names[side])
                           .with("wins", Message("match.wins").count("count", t.wins))
                           .with("draws", Message("match.draws").count("count", t.draws))
                           .with("losses", Message("match.losses").count("count", t.losses))
                           .with("margin", std::move(unit))) +
           "\n";
  }
  if (tally.stopped)
    out += catalogue.format(
               Message("match.stopped").count("played", tally.games).with("games", request.games)) +
           "\n";
  if (!request.records.empty())
    out += catalogue.format(
               Message("match.records").count("count", tally.games).with("path", request.records)) +
           "\n";
  return out;
}

Json match_json(const MatchResult& match) {
  const MatchRequest& request = match.request;
  const MatchTally& tally = match.tally;
  Json sides = Json::array();
  for (size_t side = 0; side < 2; ++side) {
    const SideTally& t = tally.sides[side];
    sides.push_back({{"level", level_name(request.levels[side])},
                     {"wins", t.wins},
                     {"draws", t.draws},
                     {"losses", t.losses},
                     {"margin", t.margin},
                     {"mean_margin", t.mean_margin()}});
  }
  return {{"board", board_json(request.board)},
          {"border", border_name(request.board.border())},
          {"misere", request.misere},
          {"games", request.games},
          {"played", tally.games},
          {"stopped", tally.stopped},
          {"seed", request.seed},
          {"records", request.records.empty() ? Json() : Json(request.records)},
          {"sides", std::move(sides)}};
}

}  // namespace lucas
