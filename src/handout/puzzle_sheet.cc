#include "handout/puzzle_sheet.h"

#include <cstdlib>

#include "game/notation.h"
#include "record/player_name.h"
#include "render/canvas.h"
#include "solve/level_puzzles.h"

namespace lucas::handout {

namespace {

// "+3", "−3" (the typographic minus of the other texts), "0".
std::string signed_value(int value) {
  if (value == 0) return "0";
  return (value > 0 ? "+" : "\xE2\x88\x92") + std::to_string(std::abs(value));
}

// The sentence of why, from the strategy facts of the position (the hint's sentences).
std::string why(const Puzzle& puzzle, const Position& position, const Catalogue& catalogue) {
  switch (puzzle.kind) {
    case MoveKind::double_dealing:
      return catalogue.text("hint.why.double-dealing");
    case MoveKind::capture:
    case MoveKind::double_cross:
      return catalogue.text("hint.why.take-all");
    case MoveKind::safe:
      return catalogue.text(strategy_facts(position).mover_wants_odd ? "hint.why.safe-odd"
                                                                     : "hint.why.safe-even");
    case MoveKind::sacrifice:
      return catalogue.text("hint.why.sacrifice");
    case MoveKind::loony:
      return catalogue.text("hint.why.loony");
  }
  return {};
}

}  // namespace

PuzzleCount expand_puzzles(Template& handout, const PuzzleRequest& request,
                           const Catalogue& language) {
  PuzzleCount count;
  const BoardShape spec = handout.board.value_or(BoardShape{});
  const Board board(spec);
  // Triangles and hexagons have cells, and a safe line leaves no cell one side short.
  const Catalogue catalogue = board.grid() == lucas::Grid::square ? language : language.for_cells();
  std::array<std::string, 2> names{"Mia", "No\xC3\xA9"};
  if (handout.players)
    for (size_t i = 0; i < std::min<size_t>(2, handout.players->size()); ++i)
      if (!(*handout.players)[i].empty()) names[i] = (*handout.players)[i];
  std::array<std::string, 2> initials{initial_of(names[0]), initial_of(names[1])};
  for (size_t i = 0; i < std::min<size_t>(2, handout.initials.size()); ++i)
    if (!handout.initials[i].empty()) initials[i] = handout.initials[i];
  auto name_of = [&](Player p) { return names[static_cast<size_t>(index_of(p))]; };
  auto question = [&](int number, const std::string& mover, int a, int b) {
    return catalogue.format(Message("puzzles.question")
                                .with("number", number)
                                .with("player", render::escape_markup(mover))
                                .with("first", render::escape_markup(names[0]))
                                .with("a", a)
                                .with("second", render::escape_markup(names[1]))
                                .with("b", b));
  };

  std::vector<Block> blocks;
  std::vector<std::string> answers;
  for (Block& block : handout.blocks) {
    const auto* asked = std::get_if<PuzzlesBlock>(&block.content);
    if (!asked) {
      blocks.push_back(std::move(block));
      continue;
    }
    Diagram sample;
    sample.board = spec;
    sample.labels =
        has_letter_names(board) ? render::DotLabels::letters : render::DotLabels::coords;
    sample.per_row = asked->per_row;
    // A question as long as any: two-digit numbers, the longer name to move.
    sample.caption = question(10, names[0].size() >= names[1].size() ? names[0] : names[1], 10, 10);
    const int wanted = request.count > 0  ? request.count
                       : asked->count > 0 ? asked->count
                       : request.fill     ? request.fill(blocks, sample)
                                          : kPuzzlesWithoutPage;
    count.asked += wanted;
    const std::vector<Puzzle> puzzles = find_puzzles(
        board, wanted, request.seed + static_cast<std::uint64_t>(count.found), request.record);
    for (const Puzzle& puzzle : puzzles) {
      const int number = ++count.found;
      Diagram diagram = sample;
      Position position(board);
      for (Line line : puzzle.lines) {
        const Player mover = position.to_move();
        const Play play = position.play(line);
        diagram.lines.emplace_back(line_name(board, line),
                                   initials[static_cast<size_t>(index_of(mover))]);
        for (int i = 0; i < play.completed_count; ++i)
          diagram.boxes[play.completed[static_cast<size_t>(i)].number()] =
              initials[static_cast<size_t>(index_of(mover))];
      }
      if (!puzzle.lines.empty()) diagram.highlight.push_back(line_name(board, puzzle.lines.back()));
      const Player mover = position.to_move();
      diagram.caption = question(number, name_of(mover), position.score(Player::first),
                                 position.score(Player::second));
      blocks.push_back(Block{std::move(diagram), block.mark});
      answers.push_back(catalogue.format(Message("puzzles.answer")
                                             .with("line", line_name(board, puzzle.answer))
                                             .with("value", signed_value(puzzle.value))
                                             .with("player", render::escape_markup(name_of(mover)))
                                             .with("why", why(puzzle, position, catalogue))));
    }
  }
  if (!answers.empty()) {
    blocks.push_back(Block{PageBreak{}, {}});
    blocks.push_back(Block{Heading{catalogue.text("puzzles.answers"), 2}, {}});
    blocks.push_back(Block{BulletList{std::move(answers), true}, {}});
  }
  handout.blocks = std::move(blocks);
  return count;
}

}  // namespace lucas::handout
