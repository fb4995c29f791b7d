// A recorded game as a sequence of diagrams with captions: the model behind `lucas replay`.
// Pure: it turns a CheckResult into frames (diagrams + caption markup) and draws nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "check/checker.h"
#include "render/diagram.h"
#include "text/catalogue.h"

namespace lucas::render {

/// One diagram per move, or one per turn (a player's run of moves).
enum class Every { move, turn };

/// An analysis of one move (lucas replay --analysis): the mark a chess annotator would write,
/// what the move cost, and the best line, drawn dotted. Filled by the analysis layer.
struct MoveAnnotation {
  std::string mark;          ///< "!", "?", "??" or empty
  std::optional<int> cost;   ///< boxes lost against the best move
  std::optional<Line> best;  ///< drawn as a hint line
};

/// One diagram of a replay and its caption.
struct Frame {
  enum class Kind { move, error, verdict };
  Kind kind = Kind::move;
  /// The moves the frame shows, from 1 (first == last for one move); 0 for none.
  int first_move = 0;
  int last_move = 0;
  Diagram diagram;
  /// Pango markup: the worksheet's sentence(s), false claims in red.
  std::string caption;
  /// Per move of the frame, when an analysis was asked for.
  std::vector<MoveAnnotation> annotations;
};

/// What to show.
struct ReplayOptions {
  Every every = Every::move;
  /// Only moves in [first, last] (from 1); nothing means all.
  std::optional<std::pair<int, int>> moves;
  /// Only the final position, with the verdict.
  bool final_only = false;
  DotLabels labels = DotLabels::letters;
};

/// A replay ready to lay out.
struct Replay {
  std::string title;
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  std::vector<Frame> frames;
};

/// Builds the frames of a checked, readable record (result.record and result.board set).
/// An invalid record gives frames up to the error, then an error frame with the offending move
/// in red, then the verdict. The Replay points into result.board: keep result alive.
Replay build_replay(const CheckResult& result, const ReplayOptions& options,
                    const Catalogue& catalogue);

/// The ink of a player.
constexpr Ink ink_of(Player p) { return p == Player::first ? Ink::first : Ink::second; }

}  // namespace lucas::render
