// A recorded game as a sequence of diagrams with captions: the model behind `lucas replay`.
// Pure: it turns the moves of a game, with their captions already written, into frames
// (diagrams + caption markup) and draws nothing. The captions come from the checker's findings,
// turned into words by the caller: the drawing layer knows nothing of the checker.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/board.h"
#include "render/diagram.h"

namespace lucas::render {

/// One diagram per move, or one per turn (a player's run of moves).
enum class Every { move, turn };

/// What options and templates call them: move, turn; nothing for any other text.
std::optional<Every> parse_every(std::string_view name);
/// The names, for option checks.
std::vector<std::string> every_names();

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
  /// Pango markup, only on the verdict of a final position (ReplayOptions::final_only): the
  /// captions of the moves that decided the game (each completing a box or getting a box's
  /// initial wrong) and of the move that broke a rule.
  std::vector<std::string> notes;
};

/// What to show.
struct ReplayOptions {
  Every every = Every::move;
  /// Only moves in [first, last] (from 1); nothing means all.
  std::optional<std::pair<int, int>> moves;
  /// Only the final position, with the verdict, the captions of what decided the game and the
  /// move that broke a rule drawn on it.
  bool final_only = false;
  DotLabels labels = DotLabels::letters;
};

/// A replay ready to lay out.
struct ReplayFrames {
  std::string title;
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  std::vector<Frame> frames;
};

/// One move of the game as the replay draws it.
struct ReplayedMove {
  int number = 0;  ///< from 1
  Player player = Player::first;
  Line line;
  /// Pango markup: the worksheet's sentence for the move, false claims in red.
  std::string caption;
  /// Boxes whose initial the record gets wrong at this move: circled in red.
  std::vector<Box> disputed;
};

/// The move that broke the rules, drawn in red on the position before it.
struct ReplayedError {
  int number = 0;  ///< the move, from 1
  std::optional<ErrorLine> line;
  /// Pango markup: the move as written and what is wrong with it.
  std::string caption;
};

/// Everything a replay shows of a game, in plain words and lines.
struct ReplayedGame {
  const Board* board = nullptr;
  std::string title;
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// The moves replayed, in order (up to the error, if any).
  std::vector<ReplayedMove> moves;
  /// The moves the record has, replayed or not.
  int moves_read = 0;
  std::optional<ReplayedError> error;
  /// Pango markup: the caption of the final position.
  std::string verdict;
};

/// Builds the frames of a game: its moves grouped and chosen as the options say, then the
/// error frame (when the range reaches it), then the verdict. The frames point into
/// *game.board: keep the board alive.
ReplayFrames build_replay(const ReplayedGame& game, const ReplayOptions& options);

/// The ink of a player.
constexpr Ink ink_of(Player p) { return p == Player::first ? Ink::first : Ink::second; }

}  // namespace lucas::render
