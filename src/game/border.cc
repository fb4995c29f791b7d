#include "game/border.h"

#include <utility>

#include "text/names.h"

namespace lucas {

namespace {

// The one table of border names.
constexpr Named<Border> kBorders[] = {
    {Border::none, "none"},
    {Border::swedish, "swedish"},
    {Border::icelandic, "icelandic"},
};

}  // namespace

std::string_view border_name(Border border) { return name_of(kBorders, border); }

std::optional<Border> border_of_name(std::string_view name) { return value_named(kBorders, name); }

std::vector<std::string_view> border_names() {
  std::vector<std::string_view> names;
  for (const auto& [b, name] : kBorders) names.push_back(name);
  return names;
}

}  // namespace lucas
