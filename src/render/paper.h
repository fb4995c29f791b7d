// Paper sizes and page geometry: the sheet a teacher prints on.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/length.h"

namespace lucas::render {

/// A paper size, portrait, in millimetres.
struct Paper {
  std::string name;
  Mm width;
  Mm height;
};

/// The paper sizes lucas knows: a4 (the default, the French classroom's), letter, a5.
const std::vector<Paper>& papers();
/// The names of papers(), for option checks and messages.
std::vector<std::string> paper_names();
/// A paper by name (ASCII case ignored); nothing when unknown.
std::optional<Paper> find_paper(std::string_view name);

/// Margins in millimetres around the printable area.
struct Margins {
  Mm top{15};
  Mm right{15};
  Mm bottom{15};
  Mm left{15};
  /// The same margin on every side.
  static Margins all(Mm m) { return {m, m, m, m}; }
};

/// A page's size and the area inside its margins, in points.
struct PageGeometry {
  Pt width;
  Pt height;
  Rect content;
};

/// The page of a paper, turned when landscape, with its content area inside the margins.
/// Nothing when the margins leave no room (the caller reports it).
std::optional<PageGeometry> page_geometry(const Paper& paper, bool landscape,
                                          const Margins& margins);

}  // namespace lucas::render
