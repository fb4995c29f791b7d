#include "game/border.h"

#include <utility>

namespace lucas {

namespace {

// The one table of border names.
constexpr std::pair<Border, std::string_view> kBorders[] = {
    {Border::none, "none"},
    {Border::swedish, "swedish"},
    {Border::icelandic, "icelandic"},
};

}  // namespace

std::string_view border_name(Border border) {
  for (const auto& [b, name] : kBorders)
    if (b == border) return name;
  return "none";
}

std::optional<Border> border_of_name(std::string_view name) {
  for (const auto& [b, n] : kBorders)
    if (n == name) return b;
  return std::nullopt;
}

std::vector<std::string_view> border_names() {
  std::vector<std::string_view> names;
  for (const auto& [b, name] : kBorders) names.push_back(name);
  return names;
}

}  // namespace lucas
