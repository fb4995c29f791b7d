#include "render/paper.h"

#include <algorithm>
#include <cctype>

namespace lucas::render {

const std::vector<Paper>& papers() {
  static const std::vector<Paper> kPapers = {
      {"a4", Mm{210}, Mm{297}},
      {"letter", Mm{215.9}, Mm{279.4}},
      {"a5", Mm{148}, Mm{210}},
  };
  return kPapers;
}

std::vector<std::string> paper_names() {
  std::vector<std::string> names;
  for (const Paper& p : papers()) names.push_back(p.name);
  return names;
}

std::optional<Paper> find_paper(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const Paper& p : papers())
    if (p.name == lower) return p;
  return std::nullopt;
}

std::optional<PageGeometry> page_geometry(const Paper& paper, bool landscape,
                                          const Margins& margins) {
  Mm w = paper.width;
  Mm h = paper.height;
  if (landscape) std::swap(w, h);
  const Mm inner_w = w - margins.left - margins.right;
  const Mm inner_h = h - margins.top - margins.bottom;
  // A usable page keeps at least 20 mm each way: room for one small grid and its caption.
  if (margins.left.value < 0 || margins.right.value < 0 || margins.top.value < 0 ||
      margins.bottom.value < 0 || inner_w.value < 20 || inner_h.value < 20)
    return std::nullopt;
  // Whole points: "595x842" in pdfinfo, and no half-pixel edges on rasters.
  auto round_pt = [](Mm m) {
    return Pt{static_cast<double>(static_cast<long>(to_pt(m).value + 0.5))};
  };
  PageGeometry g;
  g.width = round_pt(w);
  g.height = round_pt(h);
  g.content = Rect{to_pt(margins.left), to_pt(margins.top), to_pt(inner_w), to_pt(inner_h)};
  return g;
}

}  // namespace lucas::render
