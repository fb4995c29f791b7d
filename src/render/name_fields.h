// The name and score fields written under a grid: one row per player, with the player's name
// (or a rule to write it on), a score label and a box for the score; where a row is too narrow
// for a rule a child can write on, each player's score goes on a line of its own under the
// name. Blank sheets and handout grids both draw them, each with its own measurements.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "render/canvas.h"
#include "render/length.h"

namespace lucas::render {

/// What the fields say.
struct NameFields {
  /// Pango markup, per player: the name given (written bold, no rule) or a label before the
  /// rule to write one on.
  std::array<std::string, 2> names;
  std::array<bool, 2> given{false, false};
  /// Pango markup: the label before each score box.
  std::string score;
};

/// Where the pieces of a row go. A row's top is the top of its score box.
struct NameFieldsStyle {
  Pt text_size{9};
  /// From the top of the fields to the first row's top.
  Pt top{3};
  /// From one row's top to the next one's.
  Pt row = to_pt(Mm{7});
  Pt box_width = to_pt(Mm{12});
  Pt box_height = to_pt(Mm{7}) - Pt{6};
  /// The top of the text below the row's top; nothing centres the text on the box.
  std::optional<Pt> text_drop;
  /// The rule below the row's top; nothing puts it at the bottom of the box.
  std::optional<Pt> rule_drop;
  /// Between the name label and its rule, the score label and its box, the rule and the score
  /// label.
  Pt name_gap{4};
  Pt score_gap{4};
  Pt rule_gap{8};
  double line_width = 0.6;
  /// The shortest rule to write a name on: when one row per player leaves less, the score label
  /// and box go on a row of their own under the name's, which gets the whole width. Nothing:
  /// one row per player, whatever the width.
  std::optional<Pt> min_rule;
};

/// The rule a child writes a name on, in a sheet's fields: long enough for a first name in a
/// child's hand.
inline constexpr Mm kMinNameRule{40};

/// Whether the fields take two rows per player (name, then score) in `width`.
bool name_fields_stacked(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                         Pt width);
/// The room the fields take in `width`: a row's height per row.
Pt name_fields_height(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      Pt width);
/// The narrowest width in which every rule is style.min_rule long, with one row per player or
/// (stacked) two.
Pt name_fields_min_width(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                         bool stacked);

/// Draws the fields from `at`, `width` wide: names on the left, boxes flush right.
void draw_name_fields(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      PagePoint at, Pt width);

}  // namespace lucas::render
