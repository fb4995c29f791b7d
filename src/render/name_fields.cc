#include "render/name_fields.h"

#include <algorithm>

#include "render/color.h"

namespace lucas::render {

namespace {

TextStyle name_style(const NameFields& fields, const NameFieldsStyle& style, size_t i) {
  TextStyle s{style.text_size};
  s.bold = fields.given[i];
  return s;
}

// From the left edge to where a player's rule starts.
Pt rule_start(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style, size_t i) {
  return canvas.text_width(fields.names[i], name_style(fields, style, i)) + style.name_gap;
}

// From the right edge back to where the score label starts.
Pt score_part(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style) {
  return canvas.text_width(fields.score, TextStyle{style.text_size}) + style.score_gap +
         style.box_width;
}

}  // namespace

bool name_fields_stacked(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                         Pt width) {
  if (!style.min_rule) return false;
  const Pt score = score_part(canvas, fields, style);
  for (size_t i = 0; i < 2; ++i)
    // A hair of tolerance: name_fields_min_width's own width must not round into stacking.
    if (!fields.given[i] && width - rule_start(canvas, fields, style, i) - style.rule_gap - score <
                                *style.min_rule - Pt{1e-6})
      return true;
  return false;
}

Pt name_fields_height(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      Pt width) {
  return style.row * (name_fields_stacked(canvas, fields, style, width) ? 4 : 2);
}

Pt name_fields_min_width(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                         bool stacked) {
  const Pt score = score_part(canvas, fields, style);
  Pt width = score;
  for (size_t i = 0; i < 2; ++i) {
    const Pt name =
        fields.given[i]
            ? canvas.text_width(fields.names[i], name_style(fields, style, i)) + style.rule_gap
            : rule_start(canvas, fields, style, i) + style.min_rule.value_or(Pt{0}) +
                  (stacked ? Pt{0} : style.rule_gap);
    width = std::max(width, stacked ? name : name + score);
  }
  return width;
}

void draw_name_fields(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      PagePoint at, Pt width) {
  cairo_t* cr = canvas.cairo();
  const TextStyle label{style.text_size};
  const bool stacked = name_fields_stacked(canvas, fields, style, width);
  const Pt score_width = canvas.text_width(fields.score, label);
  const Pt box_x = at.x + width - style.box_width;
  const Pt score_x = box_x - style.score_gap - score_width;
  auto text_drop = [&](const std::string& markup) {
    return style.text_drop.value_or((style.box_height - canvas.text_height(markup, Pt{0}, label)) /
                                    2);
  };
  for (size_t i = 0; i < 2; ++i) {
    const Pt name_y = at.y + style.top + style.row * static_cast<double>(stacked ? 2 * i : i);
    const Pt score_y = stacked ? name_y + style.row : name_y;
    const std::string& name = fields.names[i];
    canvas.draw_text(name, {at.x, name_y + text_drop(name)}, Pt{0}, name_style(fields, style, i));
    canvas.draw_text(fields.score, {score_x, score_y + text_drop(fields.score)}, Pt{0}, label);
    canvas.set_color(palette::kRule);
    cairo_set_line_width(cr, style.line_width);
    if (!fields.given[i]) {
      // Stacked, the rule has its row to itself and runs to the right edge.
      const Pt rule_y = name_y + style.rule_drop.value_or(style.box_height);
      const Pt end = stacked ? at.x + width : score_x - style.rule_gap;
      cairo_move_to(cr, (at.x + rule_start(canvas, fields, style, i)).value, rule_y.value);
      cairo_line_to(cr, end.value, rule_y.value);
      cairo_stroke(cr);
    }
    cairo_rectangle(cr, box_x.value, score_y.value, style.box_width.value, style.box_height.value);
    cairo_stroke(cr);
  }
}

}  // namespace lucas::render
