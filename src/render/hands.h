// Drawing Chopsticks hands: a hand with its raised fingers, a fist for a dead hand, and the
// replay's pages of hands, one picture per move.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/chopsticks.h"
#include "render/canvas.h"
#include "render/page_setup.h"

namespace lucas::render {

/// Where a hand is drawn: the box it fills (fingers up, palm at the bottom).
///
/// Geometry: the palm is the lower 45% of the box, the fingers the upper 55%, four finger
/// slots side by side across the palm's width; a raised finger fills its slot's height, a
/// folded one is a knuckle on top of the palm. A fist (0 fingers) is four knuckles and a
/// shaded palm.
struct HandBox {
  Rect box;
  /// The box of finger slot i (0 to 3), left to right, at its full raised height.
  Rect finger_slot(int i) const;
  /// The palm's box.
  Rect palm() const;
};

/// Draws a hand showing `fingers` (0 to 4) in `where`, outlined in `ink`.
void draw_hand(Canvas& canvas, const HandBox& where, int fingers, const Color& ink);

/// One player's hands on one picture, and what the move did to them.
struct HandsRow {
  std::string name;  ///< Pango markup
  Hands hands;
  /// The player's hand that touched (the mover's), or the hand touched.
  std::optional<Hand> touching;
  std::optional<Hand> touched;
  /// The mover split: an arrow between their two hands.
  bool split = false;
};

/// One picture: the hands after a move (or at the start), with its caption.
struct HandsPicture {
  std::string caption;  ///< Pango markup
  std::vector<HandsRow> rows;
  /// The move broke a rule: the caption and the marks are red, and the hands are those before it.
  bool error = false;
};

/// A Chopsticks game to draw: a title, a line of rules, the pictures and the verdict.
struct ChopsticksDrawing {
  std::string title;    ///< Pango markup
  std::string rules;    ///< Pango markup
  std::string verdict;  ///< Pango markup
  bool good = true;     ///< the verdict is no error (else in red)
  std::vector<HandsPicture> pictures;
};

/// The smallest scale a replay draws hands at to save a page: the players' names are then 7 pt
/// and a hand 11 mm tall, still read at arm's length.
inline constexpr double kSmallestHandsScale = 0.7;

/// The width one picture of hands takes at full size: the names, then each player's two hands.
Pt hands_picture_width();
/// The height of one picture whose caption is set `width` wide, its hands drawn at `scale`.
Pt hands_picture_height(Canvas& canvas, const HandsPicture& picture, Pt width, double scale = 1);
/// Draws one picture, its caption `width` wide from `at`, its hands under it at `scale` (the
/// caption keeps its size): the replay's pages and the class report's blocks draw hands this
/// one way.
void draw_hands_picture(Canvas& canvas, const HandsPicture& picture, PagePoint at, Pt width,
                        double scale = 1);

/// How a Chopsticks replay's pictures go on pages: two to a row, the hands at one scale, and how
/// many rows each page holds.
struct HandsPages {
  double scale = 1;
  std::vector<int> rows;  ///< per page
};

/// The fewest pages, then the largest hands (from full size down to kSmallestHandsScale), the
/// rows shared out evenly so that the last page never holds a lone row the others could have
/// kept company; the verdict goes under the last row. Nothing when one row does not fit a page.
std::optional<HandsPages> choose_hands_pages(const ChopsticksDrawing& replay,
                                             const PageSetup& setup);

/// The pages of a Chopsticks replay, as choose_hands_pages places them.
Layout layout_hands_replay(const ChopsticksDrawing& replay, const PageSetup& setup);

}  // namespace lucas::render
