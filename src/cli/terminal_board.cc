#include "cli/terminal_board.h"

#include "game/notation.h"

namespace lucas::cli {

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

}  // namespace

std::string draw_board(const Position& position, const std::array<std::string, 2>& initials,
                       std::optional<Line> last, TerminalStyle style) {
  const Board& board = position.board();
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

}  // namespace lucas::cli
