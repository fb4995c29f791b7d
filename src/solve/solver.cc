#include "solve/solver.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>

namespace lucas {

namespace {

constexpr int kInfinity = 1000;
constexpr size_t kCacheLine = 64;

int lowest_line(LineSet lines) { return std::countr_zero(lines); }

// The box on the other side of a line from `box`, or -1 off the board.
int across(const CompactBoard& board, int line, int box) {
  const auto& boxes = board.boxes_of(line);
  return boxes[0] == box ? boxes[1] : boxes[0];
}

}  // namespace

Solver::SideCounts Solver::count_sides(LineSet drawn) const {
  const CompactBoard& board = board_;
  SideCounts counts;
  for (int b = 0; b < board.box_count(); ++b) {
    const int n = board.sides_drawn(drawn, b);
    counts.of[static_cast<size_t>(b)] = static_cast<std::int8_t>(n);
    counts.open_boxes += n < 4 ? 1 : 0;
    counts.threes += n == 3 ? 1 : 0;
    counts.not_two += n != 2 && n != 4 ? 1 : 0;
  }
  return counts;
}

int Solver::draw(SideCounts& counts, int line) const {
  int completed = 0;
  for (int box : board_.boxes_of(line)) {
    if (box < 0) continue;
    std::int8_t& n = counts.of[static_cast<size_t>(box)];
    // Leaving the old count, entering the new one.
    counts.threes -= n == 3 ? 1 : 0;
    counts.not_two -= n != 2 ? 1 : 0;
    ++n;
    if (n == 4) {
      --counts.open_boxes;
      ++completed;
    } else {
      counts.threes += n == 3 ? 1 : 0;
      counts.not_two += n != 2 ? 1 : 0;
    }
  }
  return completed;
}

Solver::Solver(const Board& board, SolverOptions options) : board_(board), options_(options) {
  options_.table_bits = std::clamp(options_.table_bits, 2, 40);  // at least one bucket
  const size_t entries = size_t{1} << options_.table_bits;
  const size_t bytes = entries * sizeof(Entry);
  // Buckets start on cache lines. aligned_alloc wants a size that is a multiple of the
  // alignment: both are powers of two.
  auto* block = static_cast<Entry*>(std::aligned_alloc(kCacheLine, bytes));
  if (!block) throw std::bad_alloc();
  std::uninitialized_value_construct_n(block, entries);
  table_.reset(block);
}

void Solver::FreeTable::operator()(Entry* entries) const {
  // Entry is trivially destructible: the block only has to be given back.
  std::free(entries);
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

size_t Solver::bucket(LineSet key) const {
  return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - options_.table_bits)) &
         ~size_t{kWays - 1};
}

Solver::Entry* Solver::probe(LineSet key) {
  const size_t index = bucket(key);
  for (size_t i = index; i < index + kWays; ++i)
    if (table_[i].depth && table_[i].key == key) return &table_[i];
  return nullptr;
}

void Solver::store(LineSet key, int depth, int lower, int upper, int best) {
  const size_t index = bucket(key);
  Entry* slot = nullptr;
  for (size_t i = index; i < index + kWays; ++i) {
    if (table_[i].depth && table_[i].key == key) {
      lower = std::max<int>(lower, table_[i].lower);
      upper = std::min<int>(upper, table_[i].upper);
      slot = &table_[i];
      break;
    }
  }
  // Otherwise replace the entry that stands for the smallest subtree.
  if (!slot) {
    slot = &table_[index];
    for (size_t i = index + 1; i < index + kWays; ++i)
      if (table_[i].depth < slot->depth) slot = &table_[i];
  }
  slot->key = key;
  slot->lower = static_cast<std::int8_t>(lower);
  slot->upper = static_cast<std::int8_t>(upper);
  slot->depth = static_cast<std::uint8_t>(depth);
  slot->best = static_cast<std::int8_t>(best);
}

void Solver::start(SolveBudget budget) {
  budget_ = budget;
  budget_start_nodes_ = stats_.nodes;
  started_ = std::chrono::steady_clock::now();
  aborted_ = false;
}

std::optional<bool> Solver::at_least(LineSet drawn, int target, SolveBudget budget) {
  start(budget);
  const int v = search(drawn, target - 1, target, count_sides(drawn));
  if (aborted_) return std::nullopt;
  return v >= target;
}

std::optional<bool> Solver::move_at_least(LineSet drawn, int line, int target, SolveBudget budget) {
  const int completed = board_.completes(drawn, line);
  const LineSet next = drawn | bit_of(line);
  // c + v >= target when the mover plays again; -v >= target, that is not v >= 1 - target,
  // when the opponent moves.
  if (completed > 0) return at_least(next, target - completed, budget);
  const auto reply = at_least(next, 1 - target, budget);
  if (!reply) return std::nullopt;
  return !*reply;
}

std::optional<int> Solver::value(LineSet drawn, SolveBudget budget) {
  start(budget);
  // MTD(f)-style bisection with null windows: each probe only asks "at least v?", which prunes
  // far more than one open window, and the table keeps what earlier probes learned.
  int lower = -board_.box_count(), upper = board_.box_count();
  while (lower < upper) {
    const int guess = lower + (upper - lower + 1) / 2;  // is the value >= guess?
    const int v = search(drawn, guess - 1, guess, count_sides(drawn));
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

int Solver::refusal(const SideCounts& counts, LineSet drawn, int box) const {
  auto sides_of = [&](int b) { return b >= 0 ? counts.of[static_cast<size_t>(b)] : 0; };
  const int line = lowest_line(board_.sides(box) & ~drawn);
  const int next = across(board_, line, box);
  // Nothing follows the box: taking it changes nothing else (or completes the next one too).
  if (sides_of(next) != 2) return -1;
  if (!options_.chain_captures) return -2;
  const int far = lowest_line(board_.sides(next) & ~drawn & ~bit_of(line));
  const int beyond = across(board_, far, next);
  const int beyond_sides = sides_of(beyond);
  // Two boxes left before the chain ends: take them, or leave both (all but two).
  if (beyond_sides <= 1) return far;
  // The next box also closes the other end: all three are taken whatever the order.
  if (beyond_sides == 3) return -1;
  // Four boxes left with both ends open, the end of an opened loop: all but four.
  const int third = lowest_line(board_.sides(beyond) & ~drawn & ~bit_of(far));
  if (sides_of(across(board_, third, beyond)) == 3) return far;
  // Three or more boxes go on: refusing now only gives away more than refusing later.
  return -1;
}

int Solver::search(LineSet drawn, int alpha, int beta, SideCounts counts) {
  ++stats_.nodes;
  if ((stats_.nodes & 0xfff) == 0 && out_of_budget()) aborted_ = true;
  if (aborted_) return 0;

  int gained = 0;
  if (options_.free_captures && counts.threes > 0) {
    // Take at once every box whose capture leaves the opponent no choice it would refuse them.
    for (bool taken = true; taken;) {
      taken = false;
      for (int b = 0; b < board_.box_count(); ++b) {
        if (counts.of[static_cast<size_t>(b)] != 3 || refusal(counts, drawn, b) != -1) continue;
        const int line = lowest_line(board_.sides(b) & ~drawn);
        drawn |= bit_of(line);
        gained += draw(counts, line);
        taken = true;
      }
    }
  }
  if (counts.open_boxes == 0) return gained;
  return gained + search_children(drawn, alpha - gained, beta - gained, counts);
}

int Solver::search_children(LineSet drawn, int alpha, int beta, const SideCounts& counts) {
  const int boxes_left = counts.open_boxes;
  // Nobody can net more than the boxes left.
  if (alpha >= boxes_left) return boxes_left;
  if (beta <= -boxes_left) return -boxes_left;
  alpha = std::max(alpha, -boxes_left);
  beta = std::min(beta, boxes_left);

  const bool capturable = counts.threes > 0;
  if (options_.loony_endgames && counts.not_two == 0) {
    ++stats_.loony_endgames;
    return loony_.value(find_components(board_, drawn));
  }

  int symmetry = 0;
  const LineSet key = options_.symmetries ? board_.canonical(drawn, &symmetry) : drawn;
  int hinted = -1;  // the table's best move, tried first
  if (const Entry* entry = probe(key)) {
    if (entry->best >= 0) hinted = board_.preimage(entry->best, symmetry);
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
    // Take a box, or refuse the chain's last boxes by drawing the far side of the next box.
    for (int b = 0; b < board_.box_count(); ++b) {
      if (counts.of[static_cast<size_t>(b)] != 3) continue;
      add(lowest_line(board_.sides(b) & ~drawn));
      if (const int far = refusal(counts, drawn, b); far >= 0) add(far);
    }
  } else {
    // Captures, then safe lines, then lines that offer one box, then two.
    LineSet by_rank[4] = {0, 0, 0, 0};
    for (LineSet rest = open; rest; rest &= rest - 1) {
      const int line = lowest_line(rest);
      int twos = 0, threes = 0;
      for (int box : board_.boxes_of(line)) {
        if (box < 0) continue;
        twos += counts.of[static_cast<size_t>(box)] == 2 ? 1 : 0;
        threes += counts.of[static_cast<size_t>(box)] == 3 ? 1 : 0;
      }
      by_rank[threes ? 0 : 1 + twos] |= bit_of(line);
    }
    for (LineSet lines : by_rank)
      for (; lines; lines &= lines - 1)
        moves[static_cast<size_t>(move_count++)] = static_cast<std::int8_t>(lowest_line(lines));
  }

  if (hinted >= 0) {
    for (int i = 1; i < move_count; ++i) {
      if (moves[static_cast<size_t>(i)] == hinted) {
        std::rotate(moves.begin(), moves.begin() + i, moves.begin() + i + 1);
        break;
      }
    }
  }

  int best = -kInfinity, best_line = -1;
  for (int i = 0; i < move_count; ++i) {
    const int line = moves[static_cast<size_t>(i)];
    SideCounts child = counts;
    const int completed = draw(child, line);
    const LineSet next = drawn | bit_of(line);
    const int v = completed > 0
                      ? completed + search(next, alpha - completed, beta - completed, child)
                      : -search(next, -beta, -alpha, child);
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      best_line = line;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
  }

  const int depth = std::popcount(open);
  const int hint = best_line >= 0 ? board_.image(best_line, symmetry) : -1;
  if (best <= alpha0)
    store(key, depth, -kInfinity / 10, best, hint);
  else if (best >= beta)
    store(key, depth, best, kInfinity / 10, hint);
  else
    store(key, depth, best, best, hint);
  return best;
}

}  // namespace lucas
