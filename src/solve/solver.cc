#include "solve/solver.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <thread>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

#include "solve/chain_moves.h"
#include "solve/chains.h"
#include "solve/value_ladder.h"

namespace lucas {

namespace {

constexpr int kInfinity = 1000;
constexpr size_t kCacheLine = 64;
constexpr size_t kHugePage = size_t{2} << 20;
// In misère, the chain endgame's search takes positions whose junctions (boxes with three
// sides or more left) have this many sides left in all, or fewer: five junctions of a triangle,
// or three of a square with four sides and one with three. Triangle 4 from empty, one thread:
// 9 sides 32 s and 25 M positions, 12 sides 19 s, 15 sides 12 s and 2.0 M, 18 sides 15 s, 24
// sides 15 s and 23 k positions (the endgames' search then does nearly all the work).
constexpr int kMisereJunctionSides = 15;
// How many moves deep, along the first moves, a question split between threads splits the
// first move's question too (Solver::at_least_split). 4x4 boxes with 6 lines drawn, two threads,
// a 1 GiB table: 80-88 M positions before the first move's question was split, 83 M with none
// split (but the moves ordered and the answers kept), 73-79 M two moves deep, 67-82 M three,
// 78-81 M four, 74-79 M five; one thread 61 M.
constexpr int kSplitDepth = 3;

int lowest_line(LineSet lines) { return std::countr_zero(lines); }

}  // namespace

Solver::SideCounts Solver::count_sides(LineSet drawn) const {
  const CompactBoard& board = board_;
  SideCounts counts;
  counts.undrawn = board.line_count() - std::popcount(drawn);
  for (int b = 0; b < board.box_count(); ++b) {
    const int n = board.sides_left(drawn, b);
    counts.of[static_cast<size_t>(b)] = static_cast<std::int8_t>(n);
    counts.open_boxes += n > 0 ? 1 : 0;
    counts.threes += n == 1 ? 1 : 0;
    counts.twos += n == 2 ? 1 : 0;
    counts.not_two += n != 2 && n != 0 ? 1 : 0;
    counts.wide += n >= 3 ? 1 : 0;
    counts.wide_sides += n >= 3 ? n : 0;
  }
  return counts;
}

int Solver::draw(SideCounts& counts, int line) const {
  int completed = 0;
  --counts.undrawn;
  for (int box : board_.boxes_of(line)) {
    if (box < 0) continue;
    std::int8_t& n = counts.of[static_cast<size_t>(box)];
    // Leaving the old count, entering the new one.
    counts.threes -= n == 1 ? 1 : 0;
    counts.twos -= n == 2 ? 1 : 0;
    counts.not_two -= n != 2 ? 1 : 0;
    counts.wide -= n >= 3 ? 1 : 0;
    counts.wide_sides -= n >= 3 ? n : 0;
    --n;
    if (n == 0) {
      --counts.open_boxes;
      ++completed;
    } else {
      counts.threes += n == 1 ? 1 : 0;
      counts.twos += n == 2 ? 1 : 0;
      counts.not_two += n != 2 ? 1 : 0;
      counts.wide += n >= 3 ? 1 : 0;
      counts.wide_sides += n >= 3 ? n : 0;
    }
  }
  return completed;
}

Solver::Solver(const Board& board, SolverOptions options)
    : board_(board),
      options_(options),
      // With threads, one memo of endgames for all: most of a misère search's time is spent in
      // them, and each thread would value the same ones again.
      chain_endgame_(options.threads > 1 ? ChainEndgame(options.misere, ChainEndgame::Shared{})
                                         : ChainEndgame(options.misere)) {
  // Taking a box at once, taking or refusing a chain's end, and the loony endgame's value all
  // say what is best for a player who wants boxes.
  if (options_.misere) {
    options_.free_captures = false;
    options_.chain_captures = false;
    options_.loony_endgames = false;
  }
  key_bits_ = std::max(board_.line_count(), 8);
  // The bounds of a position's value are within [-boxes, boxes] and of the parity of the boxes
  // left: every such pair has a code (0 is an unused entry); the best move plus one takes
  // best_bits. 4x4 boxes: 290 codes, 9 bits, and 6 bits for the move.
  const int boxes = board_.box_count();
  {
    auto codes = std::make_shared<BoundsCodes>();
    const int span = 2 * boxes + 1;
    codes->bounds.push_back({1, -1});  // unused: never read as bounds
    codes->code.resize(static_cast<size_t>(span * span));
    for (int upper = -boxes; upper <= boxes; ++upper) {
      for (int lower = upper; lower >= -boxes; lower -= 2) {
        codes->code[static_cast<size_t>((lower + boxes) * span + upper + boxes)] =
            static_cast<std::uint16_t>(codes->bounds.size());
        codes->bounds.push_back({static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper)});
      }
    }
    code_bits_ = static_cast<int>(std::bit_width(codes->bounds.size() - 1));
    codes_ = std::move(codes);
  }
  const int best_bits = std::bit_width(static_cast<unsigned>(board_.line_count()));
  // A table of 2^(free lines - 6) words holds every position a solve from the empty board
  // stores (3x3 boxes store 38 thousand, 3x4 1.8 million): a bigger one only costs its zeroing.
  // Only the free lines count: a Swedish 4x4 board has 40 lines but 24 to play, and searches
  // like an open 3x3 (22 thousand positions), not like an open 4x4.
  // A misère solve, without the endgame shortcuts, searches and stores far more, and may have
  // 2^(free lines - 4) words (triangle 4 from empty: 940 M positions with 2^24, 227 M with
  // 2^26).
  // The fewest: enough buckets that the check bits, the code and the move fit in 64 bits.
  const int free_lines = board_.line_count() - std::popcount(board_.predrawn());
  const int fewest = std::max(3, key_bits_ - (64 - code_bits_ - best_bits) + 1);
  const int most =
      std::max({fewest, std::min(16, free_lines), free_lines - (options_.misere ? 4 : 6)});
  std::uint64_t bytes = std::clamp(options_.table_bytes, std::uint64_t{kWordBytes} << fewest,
                                   std::uint64_t{kWordBytes} << most);
  // Misère's bigger trees pay for the look-ups further down (triangle 4 with 4 lines drawn, from
  // 14 undrawn lines rather than 22: 27% fewer positions, 17% less time).
  if (options_.cutoff_lines == 0)
    options_.cutoff_lines = options_.misere ? std::max(14, board_.line_count() - 16)
                                            : std::max(22, board_.line_count() - 12);
  // Buckets start on cache lines. aligned_alloc wants a size that is a multiple of the
  // alignment: the size is rounded down to one (the fewest bytes are a power of two, so a
  // multiple of either).
  // A big table goes on huge pages where the system has them: a probe is a random read, and
  // with 4 KiB pages it is a TLB miss as well as a cache miss (3x4 boxes: 8% of the time).
  const size_t alignment = bytes >= kHugePage ? kHugePage : kCacheLine;
  bytes -= bytes % alignment;
  words_ = bytes / kWordBytes;
  void* block = std::aligned_alloc(alignment, bytes);
  if (!block) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  if (alignment == kHugePage) madvise(block, bytes, MADV_HUGEPAGE);  // only advice: may fail
#endif
  // Twice the entries in the same memory where one fits in 32 bits: the table is the limit of
  // a big search (4x4 boxes with 6 lines drawn: 174 M positions with 2^21 words, 99 M with
  // 2^22).
  if (const KeyRuns a_word_each(key_bits_, words_);
      options_.narrow_entries && a_word_each.low_bits() + code_bits_ + best_bits <= 32) {
    buckets_ = a_word_each;
    narrow_ = static_cast<std::uint32_t*>(block);
    std::uninitialized_value_construct_n(narrow_, 2 * words_);
  } else {
    buckets_ = KeyRuns(key_bits_, words_ / kWays);
    wide_ = static_cast<std::uint64_t*>(block);
    std::uninitialized_value_construct_n(wide_, words_);
  }
  table_ = std::shared_ptr<void>(block, FreeTable{});
  options_.threads = std::max(1, options_.threads);
}

int machine_threads() {
  // hardware_concurrency() may say 0 when it cannot tell.
  return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 256);
}

Solver::Solver(const Solver& main, Helper)
    : board_(main.board_),
      options_(main.options_),
      table_(main.table_),
      wide_(main.wide_),
      narrow_(main.narrow_),
      key_bits_(main.key_bits_),
      words_(main.words_),
      buckets_(main.buckets_),
      code_bits_(main.code_bits_),
      codes_(main.codes_),
      chain_endgame_(main.chain_endgame_.sharer()) {
  options_.threads = 1;
  variation_ = static_cast<int>(main.helpers_.size()) + 1;
}

void Solver::FreeTable::operator()(void* block) const { std::free(block); }

bool Solver::out_of_budget() {
  if (progress_ && (stats_.nodes & ((1u << 20) - 1)) == 0) progress_(stats_);
  if (budget_.max_nodes && stats_.nodes - budget_start_nodes_ > budget_.max_nodes) return true;
  if (budget_.stop && budget_.stop->load(std::memory_order_relaxed)) return true;
  if (halt_ && halt_->load(std::memory_order_relaxed)) return true;
  if (budget_.max_seconds > 0) {
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started_;
    if (spent.count() > budget_.max_seconds) return true;
  }
  return false;
}

namespace {

// The multiplier of the key scrambling, and its inverse modulo 2^64 (so modulo any 2^k).
constexpr std::uint64_t kScramble = 0x9E3779B97F4A7C15ull;
constexpr std::uint64_t inverse_of(std::uint64_t odd) {
  std::uint64_t x = odd;  // Newton's iteration: each step doubles the correct low bits
  for (int i = 0; i < 6; ++i) x *= 2 - odd * x;
  return x;
}
constexpr std::uint64_t kUnscramble = inverse_of(kScramble);
static_assert(kScramble * kUnscramble == 1);

constexpr std::uint64_t low_bits(int n) {
  return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
}

// An entry, 64 or 32 bits, read whole: other threads may be writing the table.
template <class Word>
Word load(const Word& entry) {
  return std::atomic_ref<const Word>(entry).load(std::memory_order_relaxed);
}

}  // namespace

std::uint64_t Solver::scramble(LineSet key) const { return key * kScramble & low_bits(key_bits_); }

std::uint64_t Solver::bounds_code(int lower, int upper) const {
  const int boxes = board_.box_count();
  lower = std::clamp(lower, -boxes, boxes);
  upper = std::clamp(upper, -boxes, boxes);
  // Bounds of two parities: one is the "no bound" of a search (-boxes or +boxes) where fewer
  // boxes are left, of the other parity, so that -boxes + 1 or boxes - 1 is as true. Otherwise
  // (never seen) the lower bound is weakened; of bounds that cross (exact searches never prove
  // such) only the upper one is kept.
  if ((lower - upper) % 2 != 0) {
    if (lower == -boxes)
      ++lower;
    else if (upper == boxes)
      --upper;
    else
      --lower;
  }
  if (lower > upper) lower = (upper + boxes) % 2 == 0 ? -boxes : -boxes + 1;
  const int span = 2 * boxes + 1;
  return codes_->code[static_cast<size_t>((lower + boxes) * span + upper + boxes)];
}

bool Solver::probe(LineSet key, Entry& entry) const {
  return narrow_ ? probe_in(narrow_, key, entry) : probe_in(wide_, key, entry);
}

void Solver::store(LineSet key, int lower, int upper, int best) {
  narrow_ ? store_in(narrow_, key, lower, upper, best) : store_in(wide_, key, lower, upper, best);
}

template <class Word>
bool Solver::probe_in(const Word* table, LineSet key, Entry& entry) const {
  const std::uint64_t h = scramble(key);
  const std::uint64_t check = h & buckets_.mask();
  const Word* bucket = table + buckets_.run_of(h) * kWays;
  for (size_t i = 0; i < kWays; ++i) {
    const std::uint64_t word = load(bucket[i]);
    const std::uint64_t code = word >> buckets_.low_bits() & low_bits(code_bits_);
    if (code != 0 && (word & buckets_.mask()) == check) {
      const auto& bounds = codes_->bounds[code];
      entry.lower = bounds[0];
      entry.upper = bounds[1];
      entry.best = static_cast<int>(word >> (buckets_.low_bits() + code_bits_)) - 1;
      return true;
    }
  }
  return false;
}

template <class Word>
void Solver::store_in(Word* table, LineSet key, int lower, int upper, int best) {
  const std::uint64_t h = scramble(key);
  const std::uint64_t check = h & buckets_.mask();
  const std::uint64_t bucket_number = buckets_.run_of(h);
  Word* bucket = table + bucket_number * kWays;
  Word* slot = nullptr;
  int slot_depth = 1000;
  std::optional<std::uint64_t> first;  // the bucket's first scrambled key (a division)
  for (size_t i = 0; i < kWays && slot_depth > -1; ++i) {
    const std::uint64_t word = load(bucket[i]);
    const std::uint64_t code = word >> buckets_.low_bits() & low_bits(code_bits_);
    if (code == 0) {
      slot = &bucket[i];
      slot_depth = -1;  // slots fill in order and are never emptied: the key is not further on
      continue;
    }
    if ((word & buckets_.mask()) == check) {
      const auto& bounds = codes_->bounds[code];
      lower = std::max(lower, int{bounds[0]});
      upper = std::min(upper, int{bounds[1]});
      slot = &bucket[i];
      break;
    }
    // Otherwise replace the entry that stands for the smallest subtree: its key, back from the
    // bucket and the check bits, tells how many lines are undrawn.
    if (!first) first = buckets_.first_of(bucket_number);
    const std::uint64_t scrambled = buckets_.number(*first, word & buckets_.mask());
    const LineSet other = scrambled * kUnscramble & low_bits(key_bits_);
    const int depth = board_.line_count() - std::popcount(other);
    if (depth < slot_depth) {
      slot = &bucket[i];
      slot_depth = depth;
    }
  }
  // Another thread may have written the slot meanwhile: one of the two entries is lost, which
  // only costs a search again; neither is ever mixed with the other.
  std::atomic_ref<Word>(*slot).store(
      static_cast<Word>(check | bounds_code(lower, upper) << buckets_.low_bits() |
                        static_cast<std::uint64_t>(best + 1) << (buckets_.low_bits() + code_bits_)),
      std::memory_order_relaxed);
}

void Solver::start(SolveBudget budget) {
  budget_ = budget;
  budget_start_nodes_ = stats_.nodes;
  started_ = std::chrono::steady_clock::now();
  aborted_ = false;
}

bool Solver::worth_splitting(LineSet drawn) const {
  return options_.threads > 1 &&
         board_.line_count() - std::popcount(drawn) >= options_.split_from_lines;
}

std::optional<bool> Solver::at_least(LineSet drawn, int target, SolveBudget budget) {
  if (worth_splitting(drawn)) return at_least_split(drawn, target, budget);
  return at_least_alone(drawn, target, budget);
}

std::optional<bool> Solver::at_least_alone(LineSet drawn, int target, SolveBudget budget) {
  start(budget);
  const int v = search(drawn, target - 1, target, count_sides(drawn));
  if (aborted_) return std::nullopt;
  return v >= target;
}

std::optional<bool> Solver::move_at_least(LineSet drawn, int line, int target, SolveBudget budget) {
  const int completed = board_.completes(drawn, line);
  const LineSet next = drawn | bit_of(line);
  // g + v >= target when the mover plays again (g the completed boxes' worth to them); -v >=
  // target, that is not v >= 1 - target, when the opponent moves.
  if (completed > 0) return at_least(next, target - gain(completed), budget);
  const auto reply = at_least(next, 1 - target, budget);
  if (!reply) return std::nullopt;
  return !*reply;
}

std::optional<int> Solver::value(LineSet drawn, SolveBudget budget) {
  if (!worth_splitting(drawn)) return value_alone(drawn, budget);
  // The same steps as value_alone(), each question split between the threads.
  const auto started = std::chrono::steady_clock::now();
  ValueLadder ladder(count_sides(drawn).open_boxes);
  while (!ladder.done()) {
    SolveBudget rest = budget;
    if (budget.max_seconds > 0) {
      const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
      rest.max_seconds = std::max(1e-6, budget.max_seconds - spent.count());
    }
    const auto yes = at_least_split(drawn, ladder.target(), rest);
    if (!yes) return std::nullopt;
    ladder.learn(*yes ? ladder.target() : ladder.target() - 1);
  }
  return ladder.value();
}

std::optional<bool> Solver::at_least_split(LineSet drawn, int target, SolveBudget budget,
                                           int depth) {
  // The moves, one of each class of lines that lead to the same position (symmetric, or the two
  // lines of a border pair), captures first, then safe lines, then offers, each rank in the
  // order of the history heuristic (as search_children() orders them): a "yes" from any move
  // answers the question and stops the others; a "no" needs them all.
  std::vector<int> moves;
  const SideCounts counts = count_sides(drawn);
  {
    std::vector<LineSet> seen;
    std::array<std::vector<int>, 4> by_rank;
    for (LineSet rest = board_.all_lines() & ~drawn; rest; rest &= rest - 1) {
      const int line = lowest_line(rest);
      const LineSet key = board_.canonical(drawn | bit_of(line));
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(key);
      int twos = 0, threes = 0;
      for (int box : board_.boxes_of(line)) {
        if (box < 0) continue;
        twos += counts.of[static_cast<size_t>(box)] == 2 ? 1 : 0;
        threes += counts.of[static_cast<size_t>(box)] == 1 ? 1 : 0;
      }
      by_rank[static_cast<size_t>(threes ? 0 : 1 + twos)].push_back(line);
    }
    for (auto& rank : by_rank) {
      std::stable_sort(rank.begin(), rank.end(), [&](int a, int b) {
        return history_[static_cast<size_t>(a)] > history_[static_cast<size_t>(b)];
      });
      moves.insert(moves.end(), rank.begin(), rank.end());
    }
  }
  // The table answers the question when an earlier one proved enough (the steps of value(), or
  // another split above this one), and gives the move that answered "yes" last time: tried
  // first, as by search_children(). The answer is stored with the move that gave it. 4x4 boxes
  // with 6 lines drawn on two threads: "at least 2?" after "at least 0?" took 32-43 M
  // positions without, 27-33 M with (18 M on one thread).
  int symmetry = 0;
  const LineSet key = board_.canonical(drawn, &symmetry);
  int known_best = -1;  // as the table keeps it: a line of the canonical position
  if (Entry entry; probe(key, entry)) {
    if (entry.lower >= target) return true;
    if (entry.upper < target) return false;
    known_best = entry.best;
    if (entry.best >= 0) {
      // The line kept for the best move's class is moved first.
      const int hinted = board_.representative(drawn, board_.preimage(entry.best, symmetry));
      const LineSet hinted_key = board_.canonical(drawn | bit_of(hinted));
      for (size_t i = 0; i < moves.size(); ++i) {
        if (board_.canonical(drawn | bit_of(moves[i])) != hinted_key) continue;
        std::rotate(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i),
                    moves.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        break;
      }
    }
  }
  // The bound proved, of the parity of every value of the position (that of its boxes left):
  // "no" to an odd target of an even position is "at most target - 1".
  const int even = (target - counts.open_boxes) % 2 == 0 ? 0 : 1;
  const auto answer = [&](bool yes, int line) {
    if (yes)
      store(key, target + even, kInfinity / 10, board_.image(line, symmetry));
    else
      store(key, -kInfinity / 10, target - 2 + even, known_best);
    return yes;
  };
  // A board with no line left is worth 0.
  if (moves.empty()) return 0 >= target;
  while (static_cast<int>(helpers_.size()) < options_.threads - 1)
    helpers_.push_back(std::unique_ptr<Solver>(new Solver(*this, Helper{})));

  // Every thread starts on the first move, the likeliest "yes" (captures, then safe lines
  // first), and the others are shared once it is answered: a second thread started on the
  // second move spends its time refuting a move the first one makes moot (3x4 boxes on two
  // threads: 19.2 M positions, 2.6 s -> 17.5 M, 2.5 s; 4x4 boxes with 6 lines drawn 78.8 M ->
  // 76.0 M). Where the first move's own question is big enough, it is split the same way, and
  // so is its first move's, down to kSplitDepth ("young brothers wait"): the threads share
  // its moves rather than search the same ones.
  const auto started = std::chrono::steady_clock::now();
  const std::uint64_t nodes_before = stats_.nodes;
  bool eldest_done = false;
  if (depth < kSplitDepth && moves.size() > 1) {
    const int line = moves[0];
    const LineSet after = drawn | bit_of(line);
    // A move that completes a box or offers one leads to a position whose search takes or
    // refuses boxes first (search()): not split.
    if (board_.completes(drawn, line) == 0 && count_sides(after).threes == 0 &&
        worth_splitting(after)) {
      const auto reply = at_least_split(after, 1 - target, budget, depth + 1);
      if (!reply) return std::nullopt;
      if (!*reply) return answer(true, line);
      eldest_done = true;
      if (budget.max_nodes) {
        const std::uint64_t spent = stats_.nodes - nodes_before;
        if (spent >= budget.max_nodes) return std::nullopt;
        budget.max_nodes -= spent;
      }
    }
  }
  std::atomic<int> next{1};
  std::atomic<bool> answered{false}, found{false}, cut{false};
  std::atomic<int> yes_move{-1};  // the move that answered "yes"
  // Per move: its question is answered, or the whole question is. A thread with no move left to
  // start joins the last move still searched, sharing its table (and ordering the first moves
  // differently, Solver::variation_), so that no core waits while one long move is searched.
  std::vector<std::atomic<bool>> settled(moves.size());
  auto settle_all = [&] {
    answered = true;
    for (auto& flag : settled) flag = true;
  };
  if (eldest_done) settled[0] = true;
  auto work = [&](Solver& solver) {
    const std::uint64_t first_nodes = solver.stats_.nodes;
    bool first = !eldest_done;
    while (!answered.load()) {
      int i = first ? 0 : next.fetch_add(1);
      first = false;
      if (i >= static_cast<int>(moves.size())) {
        i = -1;
        for (int j = static_cast<int>(moves.size()) - 1; j >= 0 && i < 0; --j)
          if (!settled[static_cast<size_t>(j)].load()) i = j;
        if (i < 0) break;
      }
      std::atomic<bool>& done = settled[static_cast<size_t>(i)];
      SolveBudget rest = budget;
      if (budget.max_seconds > 0) {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
        rest.max_seconds = std::max(1e-6, budget.max_seconds - spent.count());
      }
      // The node budget counts for the whole question, per thread.
      if (budget.max_nodes) {
        const std::uint64_t spent = solver.stats_.nodes - first_nodes;
        if (spent >= budget.max_nodes) {
          cut = true;
          settle_all();
          break;
        }
        rest.max_nodes = budget.max_nodes - spent;
      }
      const int line = moves[static_cast<size_t>(i)];
      const int completed = board_.completes(drawn, line);
      const LineSet after = drawn | bit_of(line);
      solver.halt_ = &done;
      solver.vary_from_ = board_.line_count() - std::popcount(after) - 4;
      std::optional<bool> yes;
      if (completed > 0) {
        yes = solver.at_least_alone(after, target - gain(completed), rest);
      } else if (const auto reply = solver.at_least_alone(after, 1 - target, rest)) {
        yes = !*reply;
      }
      solver.halt_ = nullptr;
      solver.vary_from_ = CompactBoard::kMaxLines + 1;
      if (!yes) {
        // Stopped: another thread answered this move (or the whole question), or the budget
        // ran out.
        if (done.load()) continue;
        cut = true;
        settle_all();
        break;
      }
      done = true;
      if (*yes) {
        yes_move = line;
        found = true;
        settle_all();
      }
    }
  };
  std::vector<std::uint64_t> helper_before;
  for (const auto& helper : helpers_) helper_before.push_back(helper->stats_.nodes);
  {
    std::vector<std::jthread> running;
    for (const auto& helper : helpers_) running.emplace_back([&, h = helper.get()] { work(*h); });
    work(*this);
  }
  for (size_t h = 0; h < helpers_.size(); ++h)
    stats_.nodes += helpers_[h]->stats_.nodes - helper_before[h];
  if (cut && !found) return std::nullopt;
  return answer(found, yes_move);
}

std::optional<int> Solver::value_alone(LineSet drawn, SolveBudget budget) {
  start(budget);
  const SideCounts counts = count_sides(drawn);
  ValueLadder ladder(counts.open_boxes);
  while (!ladder.done()) {
    const int v = search(drawn, ladder.target() - 1, ladder.target(), counts);
    if (aborted_) return std::nullopt;
    ladder.learn(v);
  }
  return ladder.value();
}

std::optional<int> Solver::value_of_move(LineSet drawn, int line, SolveBudget budget) {
  const int completed = board_.completes(drawn, line);
  const auto after = value(drawn | bit_of(line), budget);
  if (!after) return std::nullopt;
  return completed > 0 ? gain(completed) + *after : -*after;
}

int Solver::refusal(const SideCounts& counts, LineSet drawn, int box) const {
  auto sides_of = [&](int b) { return b >= 0 ? counts.of[static_cast<size_t>(b)] : 0; };
  const CompactChains view(board_, drawn);
  const ChainStep next = next_step(view, box, -1);
  // Nothing follows the box: taking it changes nothing else (or completes the next one too).
  if (sides_of(next.box) != 2) return -1;
  if (!options_.chain_captures) return -2;
  const ChainStep far = next_step(view, next.box, next.line);
  const int beyond_sides = sides_of(far.box);
  // Two boxes left before the chain ends: take them, or leave both (all but two).
  if (beyond_sides == 0 || beyond_sides >= 3) return far.line;
  // The next box also closes the other end: all three are taken whatever the order.
  if (beyond_sides == 1) return -1;
  // Four boxes left with both ends open, the end of an opened loop: all but four.
  if (sides_of(next_step(view, far.box, far.line).box) == 1) return far.line;
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
        if (counts.of[static_cast<size_t>(b)] != 1 || refusal(counts, drawn, b) != -1) continue;
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
    return loony_.value(board_, drawn);
  }
  // In misère also with junctions, up to kMisereJunctionSides sides between them (triangle 4
  // with 4 lines drawn, 13.5 M positions without them). Normal play's search, with its shortcuts,
  // is cheaper than the endgame's even with one junction (3x3 boxes 56 -> 73 ms, triangle 4 0.17 ->
  // 0.33 s, for 10% fewer positions; with the faster endgame, up to 4 sides: 3x3 78 -> 91 ms,
  // 4x4 boxes after 8 lines no faster).
  const bool chain_endgame =
      options_.chain_endgames &&
      (counts.wide == 0 || (options_.misere && counts.wide_sides <= kMisereJunctionSides));
  // Normal play's endgames are small and valued exactly: the same value asked with other
  // windows costs more searches than it saves (3x3 boxes: 60 -> 71 ms).
  if (chain_endgame && !options_.misere) return chain_endgame_.value(board_, drawn);

  int symmetry = 0;
  // A node with a box to take has a few moves (take a box or refuse a chain's end) that lead
  // straight to positions the table keeps: searching it again is cheaper than the cache miss
  // of looking it up (3x4: 13% more positions, 18% less time).
  const bool use_table = !(capturable && options_.chain_captures);
  const LineSet key = !use_table            ? drawn
                      : options_.symmetries ? board_.canonical(drawn, &symmetry)
                                            : drawn;
  int hinted = -1;  // the table's best move, tried first
  if (Entry entry; use_table && probe(key, entry)) {
    if (entry.best >= 0) {
      hinted = board_.preimage(entry.best, symmetry);
      // The key aligned the border pairs: the move may be the other line of one.
      hinted = board_.representative(drawn, hinted);
    }
    if (entry.lower >= beta) return entry.lower;
    if (entry.upper <= alpha) return entry.upper;
    if (entry.lower == entry.upper) return entry.lower;
    alpha = std::max(alpha, entry.lower);
    beta = std::min(beta, entry.upper);
  }
  const int alpha0 = alpha;
  // Misère asks with the window: its endgames with junctions are big, and only the moves that
  // decide the question are searched (triangle 4: 55.6 s -> 47.8 s).
  // Looked up in the table first, stored there after, so that a position met again (and the
  // parent's look-ahead, below) skips describing its parts: triangle 4 from empty, 28.3 M
  // positions -> 24.9 M and a fifth less time.
  if (chain_endgame) {
    const int v = chain_endgame_.value(board_, drawn, alpha, beta);
    store_searched(key, v, alpha0, beta, -1);
    return v;
  }

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
      if (counts.of[static_cast<size_t>(b)] != 1) continue;
      add(lowest_line(board_.sides(b) & ~drawn));
      if (const int far = refusal(counts, drawn, b); far >= 0) add(far);
    }
  } else {
    // Captures, then safe lines, then lines that offer one box, then two.
    LineSet by_rank[4] = {0, 0, 0, 0};
    // One line of a border pair stands for both (3x3 boxes: 13% fewer positions).
    LineSet candidates = options_.symmetries ? board_.distinct_moves(open) : open;
    // One line of each chain of one box, of three or more, and of each loop: the others are the
    // same move (4x4 boxes with 8 lines drawn: 17.6 M positions -> 11.0 M).
    if (options_.chain_moves && !capturable && counts.twos > 0)
      candidates &= ~equivalent_chain_lines(board_, drawn, counts.of.data(), candidates,
                                            options_.misere, hinted, history_.data());
    for (LineSet rest = candidates; rest; rest &= rest - 1) {
      const int line = lowest_line(rest);
      int twos = 0, threes = 0;
      for (int box : board_.boxes_of(line)) {
        if (box < 0) continue;
        twos += counts.of[static_cast<size_t>(box)] == 2 ? 1 : 0;
        threes += counts.of[static_cast<size_t>(box)] == 1 ? 1 : 0;
      }
      by_rank[threes ? 0 : 1 + twos] |= bit_of(line);
    }
    // In misère, a line that gives two boxes a third side before one that gives one (triangle
    // 4 with 4 lines drawn: 13% fewer positions).
    if (options_.misere) std::swap(by_rank[2], by_rank[3]);
    for (LineSet lines : by_rank) {
      // Within a rank, the lines that refuted most positions first (the history heuristic;
      // 3x4 boxes: 60% of the positions). An insertion sort: ranks are short.
      const int first = move_count;
      for (; lines; lines &= lines - 1) {
        const int line = lowest_line(lines);
        int i = move_count++;
        for (; i > first && history_[static_cast<size_t>(moves[static_cast<size_t>(i - 1)])] <
                                history_[static_cast<size_t>(line)];
             --i)
          moves[static_cast<size_t>(i)] = moves[static_cast<size_t>(i - 1)];
        moves[static_cast<size_t>(i)] = static_cast<std::int8_t>(line);
      }
    }
  }

  // A helper thread takes the first moves near the root in another order, so that two threads
  // on one question start on different subtrees.
  if (variation_ > 0 && move_count > 1 && counts.undrawn >= vary_from_)
    std::rotate(moves.begin(), moves.begin() + variation_ % move_count, moves.begin() + move_count);
  if (hinted >= 0) {
    for (int i = 1; i < move_count; ++i) {
      if (moves[static_cast<size_t>(i)] == hinted) {
        std::rotate(moves.begin(), moves.begin() + i, moves.begin() + i + 1);
        break;
      }
    }
  }

  // Enhanced transposition cutoff: with a big subtree ahead, look for a child that the table
  // already knows to refute the window before searching any.
  if (use_table && counts.undrawn >= options_.cutoff_lines) {
    for (int i = 0; i < move_count; ++i) {
      const int line = moves[static_cast<size_t>(i)];
      const LineSet next = drawn | bit_of(line);
      const int completed = board_.completes(drawn, line);
      Entry entry;
      if (!probe(options_.symmetries ? board_.canonical(next) : next, entry)) continue;
      // The entry bounds the child's value for whoever moves there.
      const int v = completed > 0 ? gain(completed) + entry.lower : -entry.upper;
      if (v >= beta) {
        store(key, v, kInfinity / 10, board_.image(line, symmetry));
        return v;
      }
    }
  }

  int best = -kInfinity, best_line = -1;
  for (int i = 0; i < move_count; ++i) {
    const int line = moves[static_cast<size_t>(i)];
    SideCounts child = counts;
    const int completed = draw(child, line);
    const LineSet next = drawn | bit_of(line);
    const int g = gain(completed);
    const int v = completed > 0 ? g + search(next, alpha - g, beta - g, child)
                                : -search(next, -beta, -alpha, child);
    if (aborted_) return 0;
    if (v > best) {
      best = v;
      best_line = line;
      if (best > alpha) alpha = best;
      if (alpha >= beta) {
        // Refuting a big subtree counts for more than a small one.
        const auto undrawn = static_cast<std::uint64_t>(counts.undrawn);
        history_[static_cast<size_t>(line)] += undrawn * undrawn;
        break;
      }
    }
  }

  const int hint = best_line >= 0 ? board_.image(best_line, symmetry) : -1;
  if (use_table) store_searched(key, best, alpha0, beta, hint);
  return best;
}

void Solver::store_searched(LineSet key, int value, int alpha, int beta, int best) {
  if (value <= alpha)
    store(key, -kInfinity / 10, value, best);
  else if (value >= beta)
    store(key, value, kInfinity / 10, best);
  else
    store(key, value, value, best);
}

}  // namespace lucas
