#include "present/board_words.h"

#include <string>

#include "game/border.h"

namespace lucas {

namespace {

std::string size_text(int rows, int cols) {
  return std::to_string(rows) + "x" + std::to_string(cols);
}

}  // namespace

Message board_words(const Board& board) {
  if (board.grid() == Grid::square)
    return Message("board.words.square")
        .with("rows", board.rows() - 1)
        .with("cols", board.cols() - 1);
  return Message("board.words." + std::string(grid_name(board.grid())))
      .with("size", board.size())
      .count("cells", board.box_count());
}

std::string board_options_text(const Board& board) {
  std::string text = board.grid() == Grid::square
                         ? "--dots " + size_text(board.rows(), board.cols())
                         : "--grid " + std::string(grid_name(board.grid())) + " --size " +
                               std::to_string(board.size());
  if (board.border() != Border::none)
    text += " --border " + std::string(border_name(board.border()));
  return text;
}

const Catalogue& catalogue_for(const Board& board, const Catalogue& catalogue,
                               std::optional<Catalogue>& storage) {
  if (board.grid() == Grid::square) return catalogue;
  return storage.emplace(catalogue.for_cells());
}

Json board_json(const Board& board) {
  if (board.grid() == Grid::square)
    return {{"grid", "square"},
            {"boxes", size_text(board.rows() - 1, board.cols() - 1)},
            {"dots", size_text(board.rows(), board.cols())}};
  return {{"grid", grid_name(board.grid())}, {"size", board.size()}, {"cells", board.box_count()}};
}

}  // namespace lucas
