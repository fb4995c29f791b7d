#include "render/name_fields.h"

#include "render/color.h"

namespace lucas::render {

void draw_name_fields(Canvas& canvas, const NameFields& fields, const NameFieldsStyle& style,
                      PagePoint at, Pt width) {
  cairo_t* cr = canvas.cairo();
  const TextStyle label{style.text_size};
  const Pt score_width = canvas.text_width(fields.score, label);
  const Pt box_x = at.x + width - style.box_width;
  const Pt score_x = box_x - style.score_gap - score_width;
  for (size_t i = 0; i < 2; ++i) {
    const Pt y = at.y + style.top + style.row * static_cast<double>(i);
    const std::string& name = fields.names[i];
    const Pt text_y = y + style.text_drop.value_or(
                              (style.box_height - canvas.text_height(name, Pt{0}, label)) / 2);
    TextStyle name_style = label;
    name_style.bold = fields.given[i];
    canvas.draw_text(name, {at.x, text_y}, Pt{0}, name_style);
    canvas.draw_text(fields.score, {score_x, text_y}, Pt{0}, label);
    canvas.set_color(palette::kRule);
    cairo_set_line_width(cr, style.line_width);
    if (!fields.given[i]) {
      const Pt rule_y = y + style.rule_drop.value_or(style.box_height);
      cairo_move_to(cr, (at.x + canvas.text_width(name, name_style) + style.name_gap).value,
                    rule_y.value);
      cairo_line_to(cr, (score_x - style.rule_gap).value, rule_y.value);
      cairo_stroke(cr);
    }
    cairo_rectangle(cr, box_x.value, y.value, style.box_width.value, style.box_height.value);
    cairo_stroke(cr);
  }
}

}  // namespace lucas::render
