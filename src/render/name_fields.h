// The name and score fields written under a grid: one row per player, with the player's name
// (or a rule to write it on), a score label and a box for the score. Blank sheets and handout
// grids both draw them, each with its own measurements.
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
};

/// Draws the two rows of fields from `at`, `width` wide: names on the left, boxes flush right.
void draw_name_fields(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      PagePoint at, Pt width);

}  // namespace lucas::render
