#include "render/replay.h"

#include <algorithm>

#include "game/position.h"
#include "text/names.h"

namespace lucas::render {

namespace {

constexpr Named<Every> kEvery[] = {{Every::move, "move"}, {Every::turn, "turn"}};

// Builds replay frames while walking the moves once with a Position of its own.
class Builder {
 public:
  Builder(const ReplayedGame& game, const ReplayOptions& options)
      : game_(game), options_(options), board_(*game.board), position_(board_) {}

  ReplayFrames build() {
    ReplayFrames replay;
    replay.title = game_.title;
    replay.names = game_.names;
    replay.initials = game_.initials;
    const auto& moves = game_.moves;
    const int count = static_cast<int>(moves.size());
    int low = 1;
    int high = count;
    if (options_.moves) {
      low = std::max(1, options_.moves->first);
      high = std::min(count, options_.moves->second);
    }
    // Group the moves into frames: one move each, or a player's run of moves.
    size_t i = 0;
    while (i < moves.size()) {
      size_t j = i + 1;
      if (options_.every == Every::turn)
        while (j < moves.size() && moves[j].player == moves[i].player) ++j;
      std::string caption;
      for (size_t k = i; k < j; ++k) {
        const int owned = owned_boxes();
        position_.play(moves[k].line);
        if (!caption.empty()) caption += " ";
        caption += moves[k].caption;
        if (owned_boxes() > owned || !moves[k].disputed.empty()) notes_.push_back(moves[k].caption);
      }
      const int first = moves[i].number;
      const int last = moves[j - 1].number;
      if (!options_.final_only && last >= low && first <= high) {
        Frame f;
        f.first_move = first;
        f.last_move = last;
        f.diagram = diagram(first, last);
        f.caption = caption;
        replay.frames.push_back(std::move(f));
      }
      i = j;
    }
    const bool range_reaches_end =
        !options_.moves || (options_.moves->second >= count &&
                            options_.moves->first <= std::max(count, game_.moves_read));
    if (!options_.final_only && game_.error && range_reaches_end)
      replay.frames.push_back(error_frame());
    if (options_.final_only || range_reaches_end) replay.frames.push_back(verdict_frame());
    return replay;
  }

 private:
  // Whether a move in [first, last] gets the initial of `box` wrong.
  bool disputed(Box box, int first, int last) const {
    for (const ReplayedMove& move : game_.moves)
      if (move.number >= first && move.number <= last &&
          std::find(move.disputed.begin(), move.disputed.end(), box) != move.disputed.end())
        return true;
    return false;
  }

  // The position after the moves played so far; lines of moves [first, last] emphasised, and
  // the boxes whose initial a move of [first, last] gets wrong circled.
  Diagram diagram(int first, int last) const { return diagram(first, last, first, last); }
  Diagram diagram(int first, int last, int circled_first, int circled_last) const {
    Diagram d = board_diagram(board_, options_.labels);
    for (int l = 0; l < board_.line_count(); ++l) {
      const Line line{l};
      const int at = position_.drawn_at(line);
      if (at == 0 || at == Position::kPredrawn) continue;
      d.lines.push_back({line, ink_of(game_.moves[static_cast<size_t>(at - 1)].player), at,
                         at >= first && at <= last});
    }
    // In board order, border lines among the others: where two lines meet at a dot, the one
    // drawn last shades the joint.
    std::stable_sort(d.lines.begin(), d.lines.end(),
                     [](const DrawnLine& a, const DrawnLine& b) { return a.line < b.line; });
    for (int b = 0; b < board_.box_count(); ++b) {
      const Box box{b};
      if (auto owner = position_.owner(box))
        d.boxes.push_back({box, game_.initials[static_cast<size_t>(index_of(*owner))],
                           ink_of(*owner), disputed(box, circled_first, circled_last)});
    }
    return d;
  }

  Frame error_frame() const {
    const ReplayedError& error = *game_.error;
    Frame f;
    f.kind = Frame::Kind::error;
    f.first_move = f.last_move = error.number;
    f.diagram = diagram(0, -1);
    f.diagram.error = error.line;
    f.caption = error.caption;
    return f;
  }

  Frame verdict_frame() const {
    Frame f;
    f.kind = Frame::Kind::verdict;
    f.first_move = 1;
    f.last_move = static_cast<int>(game_.moves.size());
    f.diagram = diagram(0, -1);
    f.caption = game_.verdict;
    if (options_.final_only) {
      // The final position stands alone: it shows what decided the game and where it broke,
      // each false initial of the game circled as the move that wrote it shows it.
      f.diagram = diagram(0, -1, 1, f.last_move);
      f.notes = notes_;
      if (game_.error) {
        f.diagram.error = game_.error->line;
        f.notes.push_back(game_.error->caption);
      }
    }
    return f;
  }

  int owned_boxes() const {
    return position_.score(Player::first) + position_.score(Player::second);
  }

  const ReplayedGame& game_;
  const ReplayOptions& options_;
  const Board& board_;
  Position position_;
  std::vector<std::string> notes_;
};

}  // namespace

std::optional<Every> parse_every(std::string_view name) { return value_named(kEvery, name); }

std::vector<std::string> every_names() { return names_of(kEvery); }

ReplayFrames build_replay(const ReplayedGame& game, const ReplayOptions& options) {
  return Builder(game, options).build();
}

}  // namespace lucas::render
