#include "game/board.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

#include "text/names.h"

namespace lucas {

namespace {

constexpr Named<Grid> kGridNames[] = {
    {Grid::square, "square"},
    {Grid::triangle, "triangle"},
    {Grid::hexagon, "hexagon"},
};

// A dot on a grid's integer lattice, before dots are numbered: x then y, y down.
using Lattice = std::array<int, 2>;

// The cells of a triangle of n segments a side, apex at the top: the dot in row r at place c
// stands at (2c - r, r), with x in half line lengths and y in heights of a triangle. The strip
// between dot rows r and r + 1 holds r + 1 up triangles and r down ones, in turn from the left.
std::vector<std::vector<Lattice>> triangle_cells(int n) {
  std::vector<std::vector<Lattice>> cells;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c <= r; ++c) {
      const int x = 2 * c - r;
      cells.push_back({{x, r}, {x + 1, r + 1}, {x - 1, r + 1}});         // up: top, right, left
      if (c < r) cells.push_back({{x, r}, {x + 2, r}, {x + 1, r + 1}});  // down
    }
  }
  return cells;
}

// The cells of a hexagon of r cells a side, each cell with a vertex at the top: x in halves of
// a cell's width (sqrt 3 / 2 line lengths), y in half line lengths. Rows of cells hold r, r + 1
// ... 2r - 1 ... r cells, 3 units apart, each row centred; a cell centred at (x, y) has its
// corners at y - 2 (top), y - 1, y + 1 and y + 2 (bottom).
std::vector<std::vector<Lattice>> hexagon_cells(int r) {
  std::vector<std::vector<Lattice>> cells;
  for (int k = 0; k < 2 * r - 1; ++k) {
    const int count = r + std::min(k, 2 * r - 2 - k);
    const int y = 3 * k;
    for (int j = 0; j < count; ++j) {
      const int x = -(count - 1) + 2 * j;
      cells.push_back(
          {{x, y - 2}, {x + 1, y - 1}, {x + 1, y + 1}, {x, y + 2}, {x - 1, y + 1}, {x - 1, y - 1}});
    }
  }
  return cells;
}

}  // namespace

const char* grid_name(Grid grid) { return name_of(kGridNames, grid); }
std::optional<Grid> grid_of_name(std::string_view name) { return value_named(kGridNames, name); }
std::vector<std::string> grid_names() { return names_of(kGridNames); }

Board::Board(int rows, int cols, Border border) : cols_(cols), border_(border) {
  for (int r = 0; r < rows; ++r) row_starts_.push_back(row_starts_.back() + cols);
  build_square(rows);
  draw_border();
}

Board::Board(Grid grid, int size, Border border) : grid_(grid), size_(size), border_(border) {
  if (grid == Grid::triangle)
    build_cells(triangle_cells(size), 0.5, std::sqrt(3.0) / 2);
  else
    build_cells(hexagon_cells(size), std::sqrt(3.0) / 2, 0.5);
  draw_border();
}

void Board::build_square(int rows) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols_; ++c) places_.push_back({double(c), double(r)});
  extent_ = {double(cols_ - 1), double(rows - 1)};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c + 1 < cols_; ++c) ends_.push_back({Point{r, c}, Point{r, c + 1}});
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c < cols_; ++c) ends_.push_back({Point{r, c}, Point{r + 1, c}});
  const int box_cols = cols_ - 1, horizontal = rows * box_cols;
  for (int i = 0; i < (rows - 1) * box_cols; ++i) {
    const int r = i / box_cols, c = i % box_cols;
    const Line top{r * box_cols + c};
    const Line bottom{(r + 1) * box_cols + c};
    const Line left{horizontal + r * cols_ + c};
    const Line right{left.index + 1};
    sides_.insert(sides_.end(), {top, right, bottom, left});
    corners_.insert(corners_.end(),
                    {Point{r, c}, Point{r, c + 1}, Point{r + 1, c + 1}, Point{r + 1, c}});
    side_starts_.push_back(static_cast<int>(sides_.size()));
  }
  link_sides();
}

void Board::build_cells(const std::vector<std::vector<Lattice>>& cells, double x_unit,
                        double y_unit) {
  // Dots in reading order: by y, then x.
  std::map<std::array<int, 2>, int> index_of;  // (y, x) -> reading index
  for (const auto& cell : cells)
    for (const auto& [x, y] : cell) index_of.emplace(std::array<int, 2>{y, x}, 0);
  const int min_y = index_of.begin()->first[0];
  int min_x = 0, max_x = 0, max_y = 0, index = 0, row_y = min_y;
  bool first = true;
  for (auto& [yx, i] : index_of) {
    if (yx[0] != row_y) {
      row_starts_.push_back(index);
      row_y = yx[0];
    }
    i = index++;
    min_x = first ? yx[1] : std::min(min_x, yx[1]);
    max_x = first ? yx[1] : std::max(max_x, yx[1]);
    max_y = yx[0];
    first = false;
  }
  row_starts_.push_back(index);
  for (int r = 0; r < rows(); ++r) cols_ = std::max(cols_, row_length(r));
  for (const auto& [yx, i] : index_of)
    places_.push_back({(yx[1] - min_x) * x_unit, (yx[0] - min_y) * y_unit});
  extent_ = {(max_x - min_x) * x_unit, (max_y - min_y) * y_unit};

  // Lines ordered by their ends' reading indices.
  auto dot = [&](const Lattice& p) { return index_of.at({p[1], p[0]}); };
  std::map<std::array<int, 2>, int> line_of;
  for (const auto& cell : cells)
    for (size_t k = 0; k < cell.size(); ++k) {
      const int a = dot(cell[k]), b = dot(cell[(k + 1) % cell.size()]);
      line_of.emplace(std::array<int, 2>{std::min(a, b), std::max(a, b)}, 0);
    }
  int n = 0;
  for (auto& [ab, line] : line_of) {
    line = n++;
    ends_.push_back({point_at(ab[0]), point_at(ab[1])});
  }
  for (const auto& cell : cells) {
    for (size_t k = 0; k < cell.size(); ++k) {
      const int a = dot(cell[k]), b = dot(cell[(k + 1) % cell.size()]);
      sides_.push_back(Line{line_of.at({std::min(a, b), std::max(a, b)})});
      corners_.push_back(point_at(a));
    }
    side_starts_.push_back(static_cast<int>(sides_.size()));
  }
  link_sides();
}

void Board::link_sides() {
  boxes_of_.assign(ends_.size(), {Box{}, Box{}});
  for (int b = 0; b < box_count(); ++b)
    for (Line side : sides(Box{b})) {
      auto& slots = boxes_of_[static_cast<size_t>(side.index)];
      (slots[0].index < 0 ? slots[0] : slots[1]) = Box{b};
    }
}

void Board::draw_border() {
  if (border_ == Border::none) return;
  // A border line that would complete a cell on its own is left undrawn (the Swedish board
  // page): only a board of one cell has one (a 1x1 square, triangle 1, hexagon 1), and its cell
  // stays for the players to take: the last of its lines in table order stays undrawn.
  std::vector<int> sides_drawn(static_cast<size_t>(box_count()), 0);
  for (int i = 0; i < line_count(); ++i) {
    const Line line{i};
    if (!on_perimeter(line)) continue;
    if (border_ == Border::icelandic) {
      // The left and bottom sides of a square board only.
      const auto& [a, b] = ends(line);
      if (a.row == b.row ? a.row != rows() - 1 : a.col != 0) continue;
    }
    const Box box = boxes_of(line)[0];
    if (sides_drawn[static_cast<size_t>(box.index)] == side_count(box) - 1) continue;
    ++sides_drawn[static_cast<size_t>(box.index)];
    predrawn_.push_back(line);
  }
}

Point Board::point_at(int index) const {
  const auto after = std::upper_bound(row_starts_.begin(), row_starts_.end(), index);
  const int row = static_cast<int>(after - row_starts_.begin()) - 1;
  return {row, index - row_starts_[static_cast<size_t>(row)]};
}

Place Board::place(Point p) const {
  if (grid_ == Grid::square || !contains(p)) return {double(p.col), double(p.row)};
  return places_[static_cast<size_t>(point_index(p))];
}

Place Board::centre(Box box) const {
  Place sum;
  for (Point p : corners(box)) {
    sum.x += place(p).x;
    sum.y += place(p).y;
  }
  const double n = side_count(box);
  return {sum.x / n, sum.y / n};
}

std::optional<Line> Board::line_between(Point a, Point b) const {
  if (!contains(a) || !contains(b) || a == b) return std::nullopt;
  if (point_index(b) < point_index(a)) std::swap(a, b);
  if (grid_ == Grid::square) {
    if (a.row == b.row && b.col == a.col + 1) return Line{a.row * (cols_ - 1) + a.col};
    if (a.col == b.col && b.row == a.row + 1)
      return Line{rows() * (cols_ - 1) + a.row * cols_ + a.col};
    return std::nullopt;
  }
  // The other grids' line table is ordered by the ends' reading indices.
  auto key = [&](const std::array<Point, 2>& ends) {
    return std::array<int, 2>{point_index(ends[0]), point_index(ends[1])};
  };
  const std::array<int, 2> wanted{point_index(a), point_index(b)};
  const auto found = std::lower_bound(
      ends_.begin(), ends_.end(), wanted,
      [&](const std::array<Point, 2>& line, const std::array<int, 2>& k) { return key(line) < k; });
  if (found == ends_.end() || key(*found) != wanted) return std::nullopt;
  return Line{static_cast<int>(found - ends_.begin())};
}

}  // namespace lucas
