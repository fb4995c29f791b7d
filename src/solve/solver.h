// The exact value of a position: alpha-beta with a transposition table over compact line sets.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "solve/chain_endgame.h"
#include "solve/compact_board.h"
#include "solve/key_runs.h"
#include "solve/loony_endgame.h"

namespace lucas {

/// The threads a search gets when none are asked: the computer's cores (1 to 256). Two
/// threads were measured twice as fast as one on 3x4 boxes (docs/analyze.md).
int machine_threads();

/// How much a solve may spend. Zero means no limit.
struct SolveBudget {
  std::uint64_t max_nodes = 0;
  double max_seconds = 0;
  /// When set, the solve gives up as soon as it sees the flag true (polled every few thousand
  /// positions): a Ctrl-C handler sets it, and the solver stays free of signals.
  const std::atomic<bool>* stop = nullptr;
};

/// What a solve did, for progress lines and reports.
struct SolveStats {
  std::uint64_t nodes = 0;
};

/// Search settings; the defaults are the exact solver of normal play. The endgame shortcuts can be
/// switched off so that tests can compare them with the plain search.
struct SolverOptions {
  /// Misère play: every box completed counts against the player who completes it (who still
  /// moves again). The values are still net boxes for the player to move, good for them when
  /// positive: here the opponent's boxes minus theirs. The three endgame shortcuts below are facts
  /// of normal play and are off in misère whatever they are set to; the table, the symmetries
  /// and the border pairs hold in both games.
  bool misere = false;
  /// The transposition table's size in bytes, of 8-byte words: 32 MiB. A word holds one entry,
  /// or two where the keys and values are short enough (Solver::table_entries). Raised to what
  /// the board needs (an entry's check bits, bounds and move fit in a word), lowered to
  /// 2^(free lines - 6) words (in misère 2^(free lines - 4)), the free lines being those not
  /// drawn before the first move (a Swedish border's are not), and rounded down to whole 2 MiB
  /// pages (below 2 MiB, to whole cache lines). Any size: not only powers of two.
  std::uint64_t table_bytes = std::uint64_t{32} << 20;
  /// Capture a box at once when its capture offers nothing.
  bool free_captures = true;
  /// With a box to take, only consider taking it or the double-dealing reply of its chain.
  bool chain_captures = true;
  /// Value chains-and-loops-only endgames directly.
  bool loony_endgames = true;
  /// Value directly, in both games, the endgames where no box has more than two sides left
  /// (chains and loops, opened or not), and in misère also those whose boxes with more (the
  /// junctions) have at most 15 sides left between them: ChainEndgame.
  bool chain_endgames = true;
  /// Search one line of each chain of one box or of three or more (normal play) and of each
  /// loop (both games) where no box can be taken: the others are worth the same
  /// (equivalent_chain_lines).
  bool chain_moves = true;
  /// Share the table entries of positions that are the same game: symmetric ones, and those
  /// that differ only in which line of a corner's border pair is drawn.
  bool symmetries = true;
  /// Two table entries to a word where a position's check bits, bounds and best move fit in 32
  /// bits (Solver::table_entries); off, every entry takes a word, so that tests check both.
  bool narrow_entries = true;
  /// From how many undrawn lines on a node first looks up all its children in the table for a
  /// cutoff ("enhanced transposition cutoff"); 0 chooses max(22, lines - 12), in misère
  /// max(14, lines - 16). The look-ups pay near the root of a big search only: 3x3 and 3x4
  /// boxes do best from 22 (lower costs more look-ups than it saves positions), but on 4x4
  /// boxes, whose table is far bigger than the processor's cache, from 28 (35% less time than
  /// from 22).
  int cutoff_lines = 0;
  /// How many threads search: 1 is the plain single-threaded search. With more, each question
  /// about a position with split_from_lines undrawn lines or more
  /// ("is the value at least t?") is split over the position's moves, each thread taking the
  /// next move not yet asked about, all sharing one table. The values are exact, so they are
  /// the same whatever the number of threads.
  int threads = 1;
  /// The fewest undrawn lines of a position whose questions are split between threads: small
  /// searches stay on one, where starting threads would cost more than they save (and their
  /// position counts stay those of the single-threaded search).
  int split_from_lines = 20;
};

/// Exact values of positions of one board. The value of a position is the net number of boxes
/// the player to move gains from there on with best play by both: their boxes minus the
/// opponent's (in misère, the opponent's minus theirs), counting only boxes still to be
/// completed. It does not depend on the score.
/// A Solver keeps its table between calls: positions of one game share work.
class Solver {
 public:
  /// Precondition: CompactBoard::fits(board).
  explicit Solver(const Board& board, SolverOptions options = {});

  const CompactBoard& board() const { return board_; }
  /// The table is made of words of this many bytes (SolverOptions::table_bytes).
  static constexpr int kWordBytes = 8;
  /// The size of the table as made (after SolverOptions::table_bytes was fitted to the board).
  std::uint64_t table_bytes() const { return words_ * kWordBytes; }
  /// How many positions the table holds: a word each, or half a word each where a position's
  /// check bits, bounds and best move fit in 32 bits (4x4 boxes from 2^23 words, 64 MiB; every
  /// board of 3x3 boxes or smaller).
  std::uint64_t table_entries() const { return words_ * (narrow_ ? 2 : 1); }

  /// The value of the position with these lines drawn, or nothing when the budget ran out.
  std::optional<int> value(LineSet drawn, SolveBudget budget = {});
  /// The value, for the player who draws `line`, of drawing it: the boxes it completes (in
  /// misère, minus them) plus the value of what follows when they play again, minus that value
  /// when the opponent moves.
  std::optional<int> value_of_move(LineSet drawn, int line, SolveBudget budget = {});

  /// Whether the value is at least `target` (one null-window search, cheaper than value()),
  /// or nothing when the budget ran out.
  std::optional<bool> at_least(LineSet drawn, int target, SolveBudget budget = {});
  /// Whether drawing `line` is worth at least `target` to the player who draws it.
  std::optional<bool> move_at_least(LineSet drawn, int line, int target, SolveBudget budget = {});

  /// Counts since the solver was made.
  const SolveStats& stats() const { return stats_; }
  /// The threads the searches use.
  int threads() const { return options_.threads; }
  /// Called about every million nodes with the stats so far (for progress lines).
  void on_progress(std::function<void(const SolveStats&)> callback) {
    progress_ = std::move(callback);
  }

 private:
  // What the table knows of a position.
  struct Entry {
    int lower = 0;
    int upper = 0;
    int best = -1;  // the best move found, in the canonical position's lines
  };

  // Per node: how many sides of each box are left to draw (whatever the shape of the cells, 1
  // is a box to take and 2 a link of a chain).
  struct SideCounts {
    std::array<std::int8_t, CompactBoard::kMaxLines> of{};
    int open_boxes = 0;  // boxes not yet completed
    int threes = 0;      // boxes with one side left: someone can take them
    int twos = 0;        // boxes with two sides left: links of chains and loops
    int not_two = 0;     // open boxes with other than two sides left: not a simple loony endgame
    int wide = 0;        // boxes with three sides or more left: not a chain endgame
    int wide_sides = 0;  // the sides those boxes have left
    int undrawn = 0;     // lines not drawn yet
  };

  SideCounts count_sides(LineSet drawn) const;
  // The counts once `line` is drawn too; returns the boxes it completes.
  int draw(SideCounts& counts, int line) const;
  // For a box with one side left: -1 when taking it at once is as good as anything, -2 when
  // the chain shortcut is off, else the line that refuses the last boxes of its chain or loop.
  int refusal(const SideCounts& counts, LineSet drawn, int box) const;
  // What completing `completed` boxes is worth to the player who completes them.
  int gain(int completed) const { return options_.misere ? -completed : completed; }
  int search(LineSet drawn, int alpha, int beta, SideCounts counts);
  int search_children(LineSet drawn, int alpha, int beta, const SideCounts& counts);
  bool out_of_budget();
  void start(SolveBudget budget);
  // A helper searching beside `main`, on its table.
  struct Helper {};
  Solver(const Solver& main, Helper);
  // The searches of one thread: at_least() and value() with threads = 1.
  std::optional<bool> at_least_alone(LineSet drawn, int target, SolveBudget budget);
  std::optional<int> value_alone(LineSet drawn, SolveBudget budget);
  bool worth_splitting(LineSet drawn) const;
  // "At least target?" asked of every move of the position, the moves shared between threads.
  std::optional<bool> at_least_split(LineSet drawn, int target, SolveBudget budget, int depth = 0);
  // The table: buckets of two entries, 64-bit ones or, where they fit, 32-bit ones (twice as
  // many positions in the same memory). A key (a line set of `key_bits_` bits) is scrambled by
  // a multiplication by an odd constant, which is one-to-one. The scrambled keys are cut into
  // as many runs of consecutive numbers as there are buckets, a bucket to a run, and the entry
  // keeps the low bits of its scrambled key (its check bits), enough to tell apart the keys of
  // one run, so that the entry and its bucket give the key back exactly. Above the check bits an
  // entry holds its pair of bounds as one code (0: unused) and its best move plus one. Two
  // entries to a bucket rather than 8 or 16 (a cache line's worth): of the two, the one with
  // fewer undrawn lines gives way to a new position, and with more ways the deep entries of
  // earlier searches crowd out those the search needs now (3x4 boxes in 2^19 entries: 88 M
  // positions with 8 ways, 29 M with 2; 4x4 boxes with 6 lines drawn in 2^21: 174 M, 125 M).
  static constexpr size_t kWays = 2;
  std::uint64_t scramble(LineSet key) const;
  bool probe(LineSet key, Entry& entry) const;
  void store(LineSet key, int lower, int upper, int best);
  template <class Word>
  bool probe_in(const Word* table, LineSet key, Entry& entry) const;
  template <class Word>
  void store_in(Word* table, LineSet key, int lower, int upper, int best);
  // The code of bounds (lower, upper) proved of a position's value.
  std::uint64_t bounds_code(int lower, int upper) const;
  // Stores what a search with the window (alpha, beta) proved of its value: an upper bound at
  // alpha or below, a lower bound at beta or above, else the value.
  void store_searched(LineSet key, int value, int alpha, int beta, int best);

  CompactBoard board_;
  SolverOptions options_;
  // The table is one block aligned on cache lines, so that a bucket is within one line: a
  // probe is a cache miss, and only one.
  struct FreeTable {
    void operator()(void* block) const;
  };
  // Shared with the helpers; the entries are read and written whole (std::atomic_ref), and
  // each checks itself, so that a thread never takes another position's bounds. One of the two
  // pointers is set, to the same block: the entries are 64 or 32 bits.
  std::shared_ptr<void> table_;
  std::uint64_t* wide_ = nullptr;
  std::uint32_t* narrow_ = nullptr;
  std::vector<std::unique_ptr<Solver>> helpers_;
  // Raised when another thread answered the question this one is searching.
  const std::atomic<bool>* halt_ = nullptr;
  // 0 for the main thread; a helper's number, which changes its order of moves near the root.
  int variation_ = 0;
  // From how many undrawn lines on the helper's order differs: the first few moves of its move.
  int vary_from_ = CompactBoard::kMaxLines + 1;
  int key_bits_ = 0;         // keys are below 2^key_bits_
  std::uint64_t words_ = 0;  // the table's size
  KeyRuns buckets_{1, 1};    // of kWays entries each, a run of scrambled keys each
  int code_bits_ = 0;        // the bits of the bounds' code, above the check bits
  // The codes of the pairs of bounds a position can have: both within [-boxes, boxes] and of
  // one parity (that of the boxes left, as every value of the position), lower <= upper.
  struct BoundsCodes {
    std::vector<std::array<std::int8_t, 2>> bounds;  // per code; code 0 is an unused entry
    std::vector<std::uint16_t> code;                 // per (lower + boxes, upper + boxes)
  };
  std::shared_ptr<const BoundsCodes> codes_;
  LoonyEndgame loony_;
  ChainEndgame chain_endgame_;
  SolveStats stats_;
  std::function<void(const SolveStats&)> progress_;
  // Per line: how much searching its refutations saved, for move ordering.
  std::array<std::uint64_t, CompactBoard::kMaxLines> history_{};
  // The budget of the running solve.
  SolveBudget budget_;
  std::uint64_t budget_start_nodes_ = 0;
  std::chrono::steady_clock::time_point started_;
  bool aborted_ = false;
};

}  // namespace lucas
