#include "solve/solver.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace lucas {

namespace {

constexpr int kInfinity = 1000;

int lowest_line(LineSet lines) { return std::countr_zero(lines); }

// The box on the other side of a line from `box`, or -1 off the board.
int across(const CompactBoard& board, int line, int box) {
  const auto& boxes = board.boxes_of(line);
  return boxes[0] == box ? boxes[1] : boxes[0];
}

// Per node: how many sides of each box are drawn.
struct SideCounts {
  std::array<std::int8_t, CompactBoard::kMaxLines> of{};
  int open_boxes = 0;  // boxes not yet completed
};

SideCounts count_sides(const CompactBoard& board, LineSet drawn) {
  SideCounts counts;
  for (int b = 0; b < board.box_count(); ++b) {
    const int n = board.sides_drawn(drawn, b);
    counts.of[static_cast<size_t>(b)] = static_cast<std::int8_t>(n);
    counts.open_boxes += n < 4 ? 1 : 0;
  }
  return counts;
}

}  // namespace

Solver::Solver(const Board& board, SolverOptions options) : board_(board), options_(options) {
  table_.resize(size_t{1} << options_.table_bits);
}

bool Solver::out_of_budget() {
  if (progress_ && (stats_.nodes & ((1u << 20) - 1)) == 0) progress_(stats_);
  if (budget_.max_nodes && stats_.nodes - budget_start_nodes_ > budget_.max_nodes) return true;
  if (budget_.max_seconds > 0) {
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started_;
    if (spent.count() > budget_.max_seconds) return true;
  }
  return false;
}

Solver::Entry* Solver::probe(LineSet key) {
  const size_t index =
      static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - options_.table_bits)) & ~size_t{1};
  for (size_t i = index; i < index + 2; ++i)
    if (table_[i].depth && table_[i].key == key) return &table_[i];
  return nullptr;
}

void Solver::store(LineSet key, int depth, int lower, int upper) {
  const size_t index =
      static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - options_.table_bits)) & ~size_t{1};
  Entry* slot = nullptr;
  for (size_t i = index; i < index + 2; ++i) {
    if (table_[i].depth && table_[i].key == key) {
      lower = std::max<int>(lower, table_[i].lower);
      upper = std::min<int>(upper, table_[i].upper);
      slot = &table_[i];
      break;
    }
  }
  // Otherwise keep the entry that stands for the bigger subtree.
  if (!slot)
    slot = table_[index].depth <= table_[index + 1].depth ? &table_[index] : &table_[index + 1];
  slot->key = key;
  slot->lower = static_cast<std::int8_t>(lower);
  slot->upper = static_cast<std::int8_t>(upper);
  slot->depth = static_cast<std::uint8_t>(depth);
}

std::optional<int> Solver::value(LineSet drawn, SolveBudget budget) {
  budget_ = budget;
  budget_start_nodes_ = stats_.nodes;
  started_ = std::chrono::steady_clock::now();
  aborted_ = false;
  // MTD(f)-style bisection with null windows: each probe only asks "at least v?", which prunes
  // far more than one open window, and the table keeps what earlier probes learned.
  int lower = -board_.box_count(), upper = board_.box_count();
  while (lower < upper) {
    const int guess = lower + (upper - lower + 1) / 2;  // is the value >= guess?
    const int v = search(drawn, guess - 1, guess);
    if (aborted_) return std::nullopt;
    if (v >= guess)
      lower = v;
    else
      upper = v;
  }
  return lower;
}

std::optional<int> Solver::value_of_move(LineSet drawn, int line, SolveBudget budget) {
  const int completed = board_.completes(drawn, line);
  const auto after = value(drawn | bit_of(line), budget);
  if (!after) return std::nullopt;
  return completed > 0 ? completed + *after : -*after;
}

int Solver::search(LineSet drawn, int alpha, int beta) {
  ++stats_.nodes;
  if ((stats_.nodes & 0xfff) == 0 && out_of_budget()) aborted_ = true;
  if (aborted_) return 0;

  SideCounts counts = count_sides(board_, drawn);
  int gained = 0;
  if (options_.free_captures) {
    // A box whose last side touches no other box, or a box that side completes too, or a box
    // with at most one side drawn, costs nothing to take: take it now.
    for (bool taken = true; taken;) {
      taken = false;
      for (int b = 0; b < board_.box_count(); ++b) {
        if (counts.of[static_cast<size_t>(b)] != 3) continue;
        const int line = lowest_line(board_.sides(b) & ~drawn);
        const int other = across(board_, line, b);
        const int other_sides = other >= 0 ? counts.of[static_cast<size_t>(other)] : 0;
        if (other_sides == 2) continue;
        drawn |= bit_of(line);
        counts.of[static_cast<size_t>(b)] = 4;
        --counts.open_boxes;
        ++gained;
        if (other >= 0) {
          if (++counts.of[static_cast<size_t>(other)] == 4) {
            --counts.open_boxes;
            ++gained;
          }
        }
        taken = true;
      }
    }
  }
  if (counts.open_boxes == 0) return gained;
  return gained + search_children(drawn, alpha - gained, beta - gained, counts.open_boxes);
}

int Solver::search_children(LineSet drawn, int alpha, int beta, int boxes_left) {
  // Nobody can net more than the boxes left.
  if (alpha >= boxes_left) return boxes_left;
  if (beta <= -boxes_left) return -boxes_left;
  alpha = std::max(alpha, -boxes_left);
  beta = std::min(beta, boxes_left);

  const SideCounts counts = count_sides(board_, drawn);
  bool capturable = false, all_two = true;
  for (int b = 0; b < board_.box_count(); ++b) {
    const int n = counts.of[static_cast<size_t>(b)];
    capturable |= n == 3;
    all_two &= n == 2 || n == 4;
  }
  if (options_.loony_endgames && all_two) {
    ++stats_.loony_endgames;
    return loony_.value(find_components(board_, drawn));
  }

  const LineSet key = options_.symmetries ? board_.canonical(drawn) : drawn;
  if (const Entry* entry = probe(key)) {
    ++stats_.table_hits;
    if (entry->lower >= beta) return entry->lower;
    if (entry->upper <= alpha) return entry->upper;
    if (entry->lower == entry->upper) return entry->lower;
    alpha = std::max<int>(alpha, entry->lower);
    beta = std::min<int>(beta, entry->upper);
  }
  const int alpha0 = alpha;

  // Candidate moves, best first.
  std::array<std::int8_t, CompactBoard::kMaxLines> moves;
  int move_count = 0;
  const LineSet open = board_.all_lines() & ~drawn;
  auto add = [&](int line) {
    for (int i = 0; i < move_count; ++i)
      if (moves[static_cast<size_t>(i)] == line) return;
    moves[static_cast<size_t>(move_count++)] = static_cast<std::int8_t>(line);
  };
  if (capturable && options_.chain_captures) {
    // Take the box, or refuse the chain's last boxes by drawing the far side of the next box.
    for (int b = 0; b < board_.box_count(); ++b) {
      if (counts.of[static_cast<size_t>(b)] != 3) continue;
      const int line = lowest_line(board_.sides(b) & ~drawn);
      add(line);
      const int other = across(board_, line, b);
      if (other >= 0 && counts.of[static_cast<size_t>(other)] == 2)
        add(lowest_line(board_.sides(other) & ~drawn & ~bit_of(line)));
    }
  } else {
    // Captures, then safe lines, then offers of the fewest boxes.
    std::array<std::int8_t, CompactBoard::kMaxLines> rank{};
    for (LineSet rest = open; rest; rest &= rest - 1) {
      const int line = lowest_line(rest);
      int twos = 0, threes = 0;
      for (int box : board_.boxes_of(line)) {
        if (box < 0) continue;
        twos += counts.of[static_cast<size_t>(box)] == 2 ? 1 : 0;
        threes += counts.of[static_cast<size_t>(box)] == 3 ? 1 : 0;
      }
      rank[static_cast<size_t>(line)] = static_cast<std::int8_t>(threes ? 0 : 1 + twos);
      moves[static_cast<size_t>(move_count++)] = static_cast<std::int8_t>(line);
    }
    std::stable_sort(moves.begin(), moves.begin() + move_count, [&](std::int8_t a, std::int8_t b) {
      return rank[static_cast<size_t>(a)] < rank[static_cast<size_t>(b)];
    });
  }

  int best = -kInfinity;
  for (int i = 0; i < move_count; ++i) {
    const int line = moves[static_cast<size_t>(i)];
    int completed = 0;
    for (int box : board_.boxes_of(line))
      completed += box >= 0 && counts.of[static_cast<size_t>(box)] == 3 ? 1 : 0;
    const LineSet next = drawn | bit_of(line);
    const int v = completed > 0 ? completed + search(next, alpha - completed, beta - completed)
                                : -search(next, -beta, -alpha);
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
  }

  const int depth = std::popcount(open);
  if (best <= alpha0)
    store(key, depth, -kInfinity / 10, best);
  else if (best >= beta)
    store(key, depth, best, kInfinity / 10);
  else
    store(key, depth, best, best);
  return best;
}

}  // namespace lucas
