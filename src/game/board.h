// Board geometry as data: dots, lines and cells with their incidences, built once. The rules,
// the checker, the solver and the renderer walk these tables; only the constructor knows the
// shape of a grid.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "game/types.h"

namespace lucas {

/// A board as a record, a template or the command line gives it: enough to build it.
struct BoardShape {
  Grid grid = Grid::square;
  int rows = 6;  ///< dots, on a square board
  int cols = 6;
  int size = 0;  ///< segments a side of a triangle, cells a side of a hexagon
  Border border = Border::none;
  friend bool operator==(const BoardShape&, const BoardShape&) = default;
};

/// A board: a square one of rows x cols dots, a triangle of N segments a side or a hexagon of
/// R cells a side, with its border variant. Immutable once built; every table the rules need
/// (which cells a line borders, which lines a cell has) is computed in the constructor.
class Board {
 public:
  /// Smallest and largest number of dots on a side of a square board that lucas accepts.
  static constexpr int kMinDots = 2;
  static constexpr int kMaxDots = 50;
  /// Largest triangle (segments a side: 1326 dots) and hexagon (cells a side: 2400 dots).
  static constexpr int kMaxTriangle = 50;
  static constexpr int kMaxHexagon = 20;

  /// Whether a square board of rows x cols dots is within [kMinDots, kMaxDots] on both sides.
  static constexpr bool valid_size(int rows, int cols) {
    return rows >= kMinDots && cols >= kMinDots && rows <= kMaxDots && cols <= kMaxDots;
  }
  /// The largest triangle or hexagon: kMaxTriangle or kMaxHexagon.
  static constexpr int max_size(Grid grid) {
    return grid == Grid::triangle ? kMaxTriangle : kMaxHexagon;
  }
  /// Whether a triangle or hexagon of this size is within [1, max_size(grid)].
  static constexpr bool valid_size(Grid grid, int size) {
    return size >= 1 && size <= max_size(grid);
  }
  /// Whether a grid takes a border variant: the Icelandic one is square only.
  static constexpr bool takes_border(Grid grid, Border border) {
    return grid == Grid::square || border != Border::icelandic;
  }

  /// A square board. Precondition: valid_size(rows, cols).
  Board(int rows, int cols, Border border = Border::none);
  /// A triangular or hexagonal board. Precondition: grid != square, valid_size(grid, size),
  /// takes_border(grid, border).
  Board(Grid grid, int size, Border border = Border::none);
  /// The board a shape describes. Precondition: as for the constructors above.
  explicit Board(const BoardShape& shape)
      : Board(shape.grid == Grid::square ? Board(shape.rows, shape.cols, shape.border)
                                         : Board(shape.grid, shape.size, shape.border)) {}

  /// What builds this board again.
  BoardShape shape() const {
    return grid_ == Grid::square ? BoardShape{grid_, rows(), cols_, 0, border_}
                                 : BoardShape{grid_, 0, 0, size_, border_};
  }

  Grid grid() const { return grid_; }
  /// Segments a side of a triangle, cells a side of a hexagon; 0 on a square board.
  int size() const { return size_; }
  /// Rows of dots.
  int rows() const { return static_cast<int>(row_starts_.size()) - 1; }
  /// Columns of dots of a square board; on other grids, the dots of the longest row.
  int cols() const { return cols_; }
  /// The dots of one row.
  int row_length(int row) const { return row_starts_[row + 1] - row_starts_[row]; }
  Border border() const { return border_; }

  int point_count() const { return row_starts_.back(); }
  int line_count() const { return static_cast<int>(ends_.size()); }
  int box_count() const { return static_cast<int>(side_starts_.size()) - 1; }

  bool contains(Point p) const {
    return p.row >= 0 && p.row < rows() && p.col >= 0 && p.col < row_length(p.row);
  }
  /// A dot's place in reading order (0 for the top-left dot). Precondition: contains(p).
  int point_index(Point p) const { return row_starts_[p.row] + p.col; }
  /// The dot at a place in reading order. Precondition: 0 <= index < point_count().
  Point point_at(int index) const;

  /// Where a dot stands, in line lengths; on a square board also any dot off the board (a
  /// pupil's line may leave it), one line length a row or a column.
  Place place(Point p) const;
  /// The width and height of the dots' bounding box, in line lengths.
  Place extent() const { return extent_; }

  /// The line joining two dots, or nothing when they are not neighbours on the lattice.
  std::optional<Line> line_between(Point a, Point b) const;
  /// The two ends of a line, in reading order: top then bottom, or left then right.
  const std::array<Point, 2>& ends(Line line) const { return ends_[line.index]; }

  /// The cells a line borders: one on the edge of the board, two inside. Unused slots hold
  /// Box{-1}; the first cell is the lower numbered one when there are two.
  const std::array<Box, 2>& boxes_of(Line line) const { return boxes_of_[line.index]; }
  /// The sides of a cell, clockwise from the top (a square box: top, right, bottom, left).
  std::span<const Line> sides(Box box) const {
    return {sides_.data() + side_starts_[box.index],
            static_cast<size_t>(side_starts_[box.index + 1] - side_starts_[box.index])};
  }
  /// The corners of a cell, clockwise from the top-left (square) or top (triangle, hexagon):
  /// sides(box)[i] joins corners(box)[i] and the next corner.
  std::span<const Point> corners(Box box) const {
    return {corners_.data() + side_starts_[box.index],
            static_cast<size_t>(side_starts_[box.index + 1] - side_starts_[box.index])};
  }
  /// How many sides a cell has: 4, 3 or 6.
  int side_count(Box box) const { return side_starts_[box.index + 1] - side_starts_[box.index]; }
  /// The middle of a cell (the mean of its corners), in line lengths.
  Place centre(Box box) const;
  /// Whether a line is on the edge of the board (it borders one cell only).
  bool on_perimeter(Line line) const { return boxes_of(line)[1].index < 0; }

  /// The lines drawn before the first move by the border variant, in table order.
  const std::vector<Line>& predrawn() const { return predrawn_; }
  /// Lines the players draw in a whole game: every line but the pre-drawn ones.
  int playable_line_count() const { return line_count() - static_cast<int>(predrawn_.size()); }

  friend bool operator==(const Board& a, const Board& b) {
    return a.grid_ == b.grid_ && a.size_ == b.size_ && a.rows() == b.rows() && a.cols_ == b.cols_ &&
           a.border_ == b.border_;
  }

 private:
  void build_square(int rows);
  void build_cells(const std::vector<std::vector<std::array<int, 2>>>& cells, double x_unit,
                   double y_unit);
  void link_sides();
  void draw_border();

  Grid grid_ = Grid::square;
  int size_ = 0;
  int cols_ = 0;
  Border border_ = Border::none;
  std::vector<int> row_starts_{0};  // per row, the reading index of its first dot; then the total
  std::vector<Place> places_;       // per dot, in reading order
  Place extent_;
  std::vector<std::array<Point, 2>> ends_;
  std::vector<std::array<Box, 2>> boxes_of_;
  std::vector<int> side_starts_{0};  // per cell, where its sides and corners start; then the total
  std::vector<Line> sides_;
  std::vector<Point> corners_;
  std::vector<Line> predrawn_;
};

/// The stable name of a grid: square, triangle or hexagon.
const char* grid_name(Grid grid);
/// The grid of a name, exactly as grid_name() writes it; nothing for any other text.
std::optional<Grid> grid_of_name(std::string_view name);
/// Every grid's name, in declaration order.
std::vector<std::string> grid_names();

}  // namespace lucas
