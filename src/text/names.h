// Stable names of enum values (borders, codes, option values, JSON fields): one table per enum,
// read both ways by the functions below.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lucas {

/// One row of an enum's name table. A value may have more names (accepted spellings): its first
/// row gives the name it is written with.
template <class Enum>
using Named = std::pair<Enum, const char*>;

/// The name of a value: its first row in the table; "" when the table lacks it.
template <class Enum, std::size_t N>
constexpr const char* name_of(const Named<Enum> (&table)[N], Enum value) {
  for (const auto& [v, name] : table)
    if (v == value) return name;
  return "";
}

/// The value a name stands for (exactly as written); nothing when no row has it.
template <class Enum, std::size_t N>
constexpr std::optional<Enum> value_named(const Named<Enum> (&table)[N], std::string_view name) {
  for (const auto& [v, written] : table)
    if (name == written) return v;
  return std::nullopt;
}

/// The name of each value, once, in table order (for option checks and messages).
template <class Enum, std::size_t N>
std::vector<std::string> names_of(const Named<Enum> (&table)[N]) {
  std::vector<std::string> names;
  for (const auto& [v, written] : table)
    if (std::string_view(name_of(table, v)) == written) names.emplace_back(written);
  return names;
}

}  // namespace lucas
