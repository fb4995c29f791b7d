// How many terminal columns a text takes: the one measure of every table and column lucas prints.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace lucas {

/// The columns a text takes in a terminal: a character each, none for a combining accent, two
/// for a wide (CJK) one. Text that is not UTF-8 counts a column a byte.
size_t display_width(std::string_view text);

/// `text` followed by spaces up to `columns` columns (unchanged when already as wide).
std::string pad_to_width(std::string_view text, size_t columns);

}  // namespace lucas
