#include "terminal/terminal_board.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "game/notation.h"

namespace lucas {

namespace {

// ANSI Select Graphic Rendition sequences; each coloured piece is reset right after itself, so
// a line cut short by the terminal leaves no colour behind.
constexpr std::string_view kReset = "\033[0m";
constexpr std::string_view kLastColor = "\033[1;33m";
constexpr std::string_view kDotColor = "\033[2m";
constexpr std::array<std::string_view, 2> kPlayerColor = {"\033[1;34m", "\033[1;31m"};

std::string painted(std::string_view text, std::string_view color, bool on) {
  if (!on) return std::string(text);
  return std::string(color) + std::string(text) + std::string(kReset);
}

// Each dot takes one column and each gap between dots three, so a horizontal line is "───" and a
// box's inside " M ". Coordinate boards keep three columns at the left for the row numbers.
constexpr size_t kColumnsPerDot = 4;
constexpr std::string_view kMargin = "   ";

// Trailing blanks are no part of the picture: a terminal shows none, a test compares none.
void end_row(std::string& out, std::string row) {
  while (!row.empty() && row.back() == ' ') row.pop_back();
  out += row;
  out += '\n';
}

// The other grids, drawn on a grid of character cells: each dot at its place scaled so that
// every line has at least one cell between its ends (a triangle's slanted sides one, its
// horizontal ones three; a hexagon's slanted sides one, its upright ones three), which the line
// fills with ─, │, / or \ (the last line heavy or ╱ ╲). Initials sit at their cell's middle;
// on boards of more than 26 dots each row starts with its number and its dots are • (the a1
// names count the dots of the row from the left).
std::string draw_lattice(const Position& position, const std::array<std::string, 2>& initials,
                         std::optional<Line> last, TerminalStyle style) {
  const Board& board = position.board();
  const bool letters = has_letter_names(board);
  // Columns and text rows per line length.
  const double sx = board.grid() == Grid::triangle ? 4 : 4 / std::sqrt(3.0);
  const double sy = board.grid() == Grid::triangle ? 4 / std::sqrt(3.0) : 4;
  const int margin = letters ? 0 : 3;
  auto cell_of = [&](Place p) {
    return std::array<int, 2>{static_cast<int>(std::lround(p.y * sy)),
                              margin + static_cast<int>(std::lround(p.x * sx))};
  };
  const auto extent = cell_of(board.extent());
  std::vector<std::vector<std::string>> grid(
      static_cast<size_t>(extent[0] + 1),
      std::vector<std::string>(static_cast<size_t>(extent[1] + 1), " "));
  auto put = [&](std::array<int, 2> at, std::string text) {
    grid[static_cast<size_t>(at[0])][static_cast<size_t>(at[1])] = std::move(text);
  };
  for (int l = 0; l < board.line_count(); ++l) {
    const Line line{l};
    if (!position.is_drawn(line)) continue;
    const auto& [a, b] = board.ends(line);
    const auto from = cell_of(board.place(a)), to = cell_of(board.place(b));
    const int dr = to[0] - from[0], dc = to[1] - from[1];
    const bool heavy = last && *last == line;
    const char* glyph = dr == 0                ? (heavy ? "━" : "─")
                        : dc == 0              ? (heavy ? "┃" : "│")
                        : (dr > 0) == (dc > 0) ? (heavy ? "╲" : "\\")
                                               : (heavy ? "╱" : "/");
    const int steps = std::max(std::abs(dr), std::abs(dc));
    for (int k = 1; k < steps; ++k)
      put({from[0] + dr * k / steps, from[1] + dc * k / steps},
          heavy ? painted(glyph, kLastColor, style.color) : std::string(glyph));
  }
  for (int b = 0; b < board.box_count(); ++b)
    if (const std::optional<Player> owner = position.owner(Box{b})) {
      const size_t who = static_cast<size_t>(index_of(*owner));
      put(cell_of(board.centre(Box{b})), painted(initials[who], kPlayerColor[who], style.color));
    }
  for (int i = 0; i < board.point_count(); ++i) {
    const Point dot = board.point_at(i);
    put(cell_of(board.place(dot)),
        letters ? letter_name(board, dot) : painted("•", kDotColor, style.color));
  }
  std::string out;
  for (size_t r = 0; r < grid.size(); ++r) {
    std::string row;
    for (const std::string& cell : grid[r]) row += cell;
    if (!letters) {
      // The number of the row of dots on this text row, if any.
      for (int d = 0; d < board.rows(); ++d)
        if (cell_of(board.place(Point{d, 0}))[0] == static_cast<int>(r)) {
          const std::string number = std::to_string(d + 1);
          row.replace(0, number.size(), number);
        }
    }
    end_row(out, row);
  }
  return out;
}

}  // namespace

std::string draw_board(const Position& position, const std::array<std::string, 2>& initials,
                       std::optional<Line> last, TerminalStyle style) {
  const Board& board = position.board();
  if (board.grid() != Grid::square) return draw_lattice(position, initials, last, style);
  const bool letters = has_letter_names(board);
  const std::string_view margin = letters ? "" : kMargin;
  std::string out;
  if (!letters) {
    std::string header(margin);
    for (int c = 0; c < board.cols(); ++c) {
      header.resize(margin.size() + static_cast<size_t>(c) * kColumnsPerDot, ' ');
      header += column_name(c);
    }
    end_row(out, header);
  }
  const auto line_text = [&](Line line, std::string_view drawn, std::string_view heavy,
                             std::string_view undrawn) {
    if (!position.is_drawn(line)) return std::string(undrawn);
    if (last && *last == line) return painted(heavy, kLastColor, style.color);
    return std::string(drawn);
  };
  for (int r = 0; r < board.rows(); ++r) {
    std::string row;
    if (!letters) {
      const std::string number = std::to_string(r + 1);
      row += std::string(margin.size() - 1 - number.size(), ' ') + number + " ";
    }
    for (int c = 0; c < board.cols(); ++c) {
      row += letters ? letter_name(board, {r, c}) : painted("•", kDotColor, style.color);
      if (c + 1 < board.cols())
        row += line_text(*board.line_between({r, c}, {r, c + 1}), "───", "━━━", "   ");
    }
    end_row(out, row);
    if (r + 1 == board.rows()) break;
    std::string between(margin);
    for (int c = 0; c < board.cols(); ++c) {
      between += line_text(*board.line_between({r, c}, {r + 1, c}), "│", "┃", " ");
      if (c + 1 == board.cols()) break;
      const Box box{r * (board.cols() - 1) + c};
      if (const std::optional<Player> owner = position.owner(box)) {
        const size_t who = static_cast<size_t>(index_of(*owner));
        between += " " + painted(initials[who], kPlayerColor[who], style.color) + " ";
      } else {
        between += "   ";
      }
    }
    end_row(out, between);
  }
  return out;
}

}  // namespace lucas
