#include "solve/compact_board.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>
#include <numbers>

namespace lucas {

LineSet drawn_lines(const Position& position) {
  LineSet drawn = 0;
  for (int l = 0; l < position.board().line_count(); ++l)
    if (position.is_drawn(Line{l})) drawn |= bit_of(l);
  return drawn;
}

namespace {

// The rotations by a multiple of 30 degrees, each also after a reflection in the vertical axis:
// every symmetry a square, triangular or hexagonal board can have. A board keeps those that send
// every dot to a dot (found by its place about the dots' centre).
constexpr int kTurns = 12;

std::vector<std::vector<int>> dot_symmetries(const Board& board) {
  const int n = board.point_count();
  Place centre;
  for (int i = 0; i < n; ++i) {
    centre.x += board.place(board.point_at(i)).x / n;
    centre.y += board.place(board.point_at(i)).y / n;
  }
  std::vector<std::vector<int>> maps;
  for (int reflect = 0; reflect < 2; ++reflect) {
    for (int turn = 0; turn < kTurns; ++turn) {
      const double angle = turn * std::numbers::pi / 6;
      const double c = std::cos(angle), s = std::sin(angle);
      std::vector<int> map;
      for (int i = 0; i < n; ++i) {
        const Place p = board.place(board.point_at(i));
        double x = p.x - centre.x;
        const double y = p.y - centre.y;
        if (reflect) x = -x;
        const Place image{centre.x + c * x - s * y, centre.y + s * x + c * y};
        int found = -1;
        for (int j = 0; j < n && found < 0; ++j) {
          const Place q = board.place(board.point_at(j));
          if (std::abs(q.x - image.x) < 1e-6 && std::abs(q.y - image.y) < 1e-6) found = j;
        }
        if (found < 0) break;
        map.push_back(found);
      }
      if (static_cast<int>(map.size()) == n) maps.push_back(std::move(map));
    }
  }
  return maps;
}

}  // namespace

CompactBoard::CompactBoard(const Board& board)
    : line_count_(board.line_count()), box_count_(board.box_count()) {
  assert(fits(board));
  all_ = line_count_ == 64 ? ~LineSet{0} : bit_of(line_count_) - 1;
  for (Line line : board.predrawn()) predrawn_ |= bit_of(line.index);
  for (int b = 0; b < box_count_; ++b) {
    LineSet mask = 0;
    for (Line side : board.sides(Box{b})) mask |= bit_of(side.index);
    sides_.push_back(mask);
  }
  for (int l = 0; l < line_count_; ++l) {
    const auto& boxes = board.boxes_of(Line{l});
    boxes_of_.push_back({boxes[0].index, boxes[1].index});
  }
  for (int b = 0; b < box_count_; ++b) {
    LineSet border = 0;
    for (LineSet rest = sides_[static_cast<size_t>(b)]; rest; rest &= rest - 1) {
      const int line = std::countr_zero(rest);
      const auto& boxes = boxes_of_[static_cast<size_t>(line)];
      if (boxes[0] < 0 || boxes[1] < 0) border |= bit_of(line);
    }
    if (std::popcount(border) < 2) continue;
    border_pairs_.push_back(border);
    if (std::popcount(border) == 2)
      two_line_pairs_.push_back({border, border & (border - 1)});
    else
      larger_groups_.push_back(border);
  }

  for (const std::vector<int>& dots : dot_symmetries(board)) {
    std::array<std::int8_t, kMaxLines> permutation{};
    LineSet image_of_predrawn = 0;
    for (int l = 0; l < line_count_; ++l) {
      const auto& [a, b] = board.ends(Line{l});
      const auto image =
          board.line_between(board.point_at(dots[static_cast<size_t>(board.point_index(a))]),
                             board.point_at(dots[static_cast<size_t>(board.point_index(b))]));
      assert(image);
      permutation[static_cast<size_t>(l)] = static_cast<std::int8_t>(image->index);
      if (predrawn_ & bit_of(l)) image_of_predrawn |= bit_of(image->index);
    }
    // An Icelandic border is kept only by the reflection that swaps its two drawn sides, and the
    // one undrawn border line of a one-cell board by the symmetries that fix it.
    if (image_of_predrawn != predrawn_) continue;
    permutations_.push_back(permutation);
  }

  for (const auto& permutation : permutations_) {
    std::array<std::int8_t, kMaxLines> inverse{};
    for (int l = 0; l < line_count_; ++l)
      inverse[static_cast<size_t>(permutation[static_cast<size_t>(l)])] =
          static_cast<std::int8_t>(l);
    inverses_.push_back(inverse);
  }
  byte_images_.resize(permutations_.size());
  for (size_t s = 0; s < permutations_.size(); ++s) {
    for (int byte = 0; byte < 8; ++byte) {
      for (int value = 0; value < 256; ++value) {
        LineSet image = 0;
        for (int bit = 0; bit < 8; ++bit) {
          const int line = byte * 8 + bit;
          if ((value >> bit & 1) && line < line_count_)
            image |= bit_of(permutations_[s][static_cast<size_t>(line)]);
        }
        byte_images_[s][static_cast<size_t>(byte)][static_cast<size_t>(value)] = image;
      }
    }
  }
}

int CompactBoard::completes(LineSet drawn, int line) const {
  // A box of the line is completed when the line is its only side left: a comparison, not a
  // count of its sides (popcount is a library call on the baseline x86-64).
  int n = 0;
  for (int box : boxes_of(line))
    if (box >= 0 && (sides_[static_cast<size_t>(box)] & ~drawn) == bit_of(line)) ++n;
  return n;
}

int CompactBoard::completed_count(LineSet drawn) const {
  int n = 0;
  for (LineSet sides : sides_) n += (drawn & sides) == sides ? 1 : 0;
  return n;
}

LineSet CompactBoard::transform(LineSet lines, int symmetry) const {
  const auto& table = byte_images_[static_cast<size_t>(symmetry)];
  LineSet image = 0;
  for (size_t byte = 0; byte < 8 && lines; ++byte, lines >>= 8) image |= table[byte][lines & 0xff];
  return image;
}

LineSet CompactBoard::with_border_pairs_aligned(LineSet lines) const {
  // Corners of two lines: only the higher drawn becomes only the lower.
  for (const auto& [pair, high] : two_line_pairs_)
    if ((lines & pair) == high) lines ^= pair;
  // Larger groups: as many of the lowest drawn as were drawn.
  for (const LineSet group : larger_groups_) {
    LineSet drawn = lines & group;
    lines &= ~group;
    for (LineSet lowest = group; drawn; drawn &= drawn - 1, lowest &= lowest - 1)
      lines |= lowest & -lowest;
  }
  return lines;
}

LineSet CompactBoard::distinct_moves(LineSet undrawn) const {
  for (const LineSet pair : border_pairs_) {
    const LineSet left = undrawn & pair;
    undrawn &= ~(left & (left - 1));  // all but the lowest
  }
  return undrawn;
}

int CompactBoard::representative(LineSet drawn, int line) const {
  for (const LineSet pair : border_pairs_)
    if (pair & bit_of(line)) {
      const LineSet undrawn = pair & ~drawn;
      return undrawn ? std::countr_zero(undrawn) : -1;
    }
  return line;
}

LineSet CompactBoard::canonical(LineSet lines, int* symmetry) const {
  // Symmetries send border pairs to border pairs, so aligning each image gives one form for
  // every set that is the same position.
  LineSet best = with_border_pairs_aligned(lines);
  int chosen = 0;
  for (int s = 1; s < symmetry_count(); ++s) {
    const LineSet image = with_border_pairs_aligned(transform(lines, s));
    if (image < best) {
      best = image;
      chosen = s;
    }
  }
  if (symmetry) *symmetry = chosen;
  return best;
}

}  // namespace lucas
