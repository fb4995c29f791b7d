#include "record/writer.h"

#include <yaml-cpp/yaml.h>

#include "game/border.h"
#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "game/notation.h"
#include "game/position.h"

namespace lucas {

namespace {

// Scores as the worksheet writes them: a flow map from initial to boxes, in playing order.
void write_scores(YAML::Emitter& out, const PlayedDotsAndBoxes& game, const Position& position) {
  out << YAML::Flow << YAML::BeginMap;
  for (const Player player : {Player::first, Player::second})
    out << YAML::Key << game.initials[static_cast<size_t>(index_of(player))] << YAML::Value
        << position.score(player);
  out << YAML::EndMap;
}

// The comments at the top, then the record's map opened with its title.
void begin_record(YAML::Emitter& out, const std::vector<std::string>& comments,
                  const std::string& title) {
  // Names and initials are the players' own: keep their letters (Noé) rather than escapes.
  out.SetOutputCharset(YAML::EmitNonAscii);
  for (const std::string& comment : comments) out << YAML::Comment(comment) << YAML::Newline;
  out << YAML::BeginMap;
  if (!title.empty()) out << YAML::Key << "title" << YAML::Value << title;
}

void write_players(YAML::Emitter& out, const std::array<std::string, 2>& names,
                   const std::array<std::string, 2>& initials) {
  out << YAML::Key << "players" << YAML::Value << YAML::BeginSeq;
  for (size_t i = 0; i < 2; ++i)
    out << YAML::Flow << YAML::BeginMap << YAML::Key << "name" << YAML::Value << names[i]
        << YAML::Key << "initial" << YAML::Value << initials[i] << YAML::EndMap;
  out << YAML::EndSeq;
}

const char* yes_no(bool value) { return value ? "yes" : "no"; }

}  // namespace

std::string record_text(const PlayedDotsAndBoxes& game) {
  const Board& board = game.board;
  YAML::Emitter out;
  begin_record(out, game.comments, game.title);
  out << YAML::Key << "board" << YAML::Value << YAML::BeginMap;
  if (board.grid() == Grid::square) {
    out << YAML::Key << "dots" << YAML::Value
        << std::to_string(board.rows()) + "x" + std::to_string(board.cols());
  } else {
    out << YAML::Key << "grid" << YAML::Value << grid_name(board.grid());
    out << YAML::Key << "size" << YAML::Value << board.size();
  }
  if (board.border() != Border::none)
    out << YAML::Key << "border" << YAML::Value << std::string(border_name(board.border()));
  out << YAML::EndMap;
  if (game.misere) out << YAML::Key << "misere" << YAML::Value << true;

  write_players(out, game.names, game.initials);

  Position position(board);
  out << YAML::Key << "moves" << YAML::Value;
  if (game.lines.empty()) out << YAML::Flow;
  out << YAML::BeginSeq;
  for (const Line line : game.lines) {
    const Player mover = position.to_move();
    const Play play = position.play(line);
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "by" << YAML::Value << game.initials[static_cast<size_t>(index_of(mover))];
    out << YAML::Key << "line" << YAML::Value << line_name(board, line);
    if (play.completed_count > 0) {
      out << YAML::Key << "boxes" << YAML::Value << YAML::Flow << YAML::BeginSeq;
      for (int i = 0; i < play.completed_count; ++i)
        out << play.completed[static_cast<size_t>(i)].index + 1;
      out << YAML::EndSeq;
      out << YAML::Key << "score" << YAML::Value;
      write_scores(out, game, position);
    }
    if (!play.game_over)
      out << YAML::Key << "next" << YAML::Value
          << game.initials[static_cast<size_t>(index_of(play.next))];
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  if (position.is_over()) {
    out << YAML::Key << "result" << YAML::Value;
    write_scores(out, game, position);
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::string record_text(const PlayedChopsticks& game) {
  YAML::Emitter out;
  begin_record(out, game.comments, game.title);
  out << YAML::Key << "game" << YAML::Value << std::string(game_entry(Game::chopsticks).word);
  out << YAML::Key << "rules" << YAML::Value << YAML::Flow << YAML::BeginMap;
  out << YAML::Key << "end" << YAML::Value
      << (game.rules.end == HandEnd::cutoff ? "cutoff" : "rollover");
  out << YAML::Key << "splits" << YAML::Value << yes_no(game.rules.splits);
  out << YAML::Key << "resurrection" << YAML::Value << yes_no(game.rules.resurrection);
  out << YAML::Key << "suicide" << YAML::Value << yes_no(game.rules.suicide);
  out << YAML::EndMap;
  write_players(out, game.names, game.initials);

  ChopsticksPosition position = ChopsticksPosition::start(2);
  out << YAML::Key << "moves" << YAML::Value;
  if (game.moves.empty()) out << YAML::Flow;
  out << YAML::BeginSeq;
  for (const ChopsticksMove& move : game.moves) {
    const size_t mover = static_cast<size_t>(position.to_move);
    position = *play(game.rules, position, move);
    out << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "by" << YAML::Value << game.initials[mover];
    out << YAML::Key << (move.kind == ChopsticksMove::Kind::split ? "split" : "touch")
        << YAML::Value << written(move);
    out << YAML::Key << "hands" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (size_t i = 0; i < 2; ++i)
      out << YAML::Key << game.initials[i] << YAML::Value << hands_text(position.hands[i]);
    out << YAML::EndMap;
    if (!position.is_over())
      out << YAML::Key << "next" << YAML::Value
          << game.initials[static_cast<size_t>(position.to_move)];
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;
  if (position.is_over()) {
    out << YAML::Key << "result" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key
        << "winner" << YAML::Value << game.initials[static_cast<size_t>(*position.winner())]
        << YAML::EndMap;
  } else if (game.draw) {
    out << YAML::Key << "result" << YAML::Value << "draw";
  }
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

}  // namespace lucas
