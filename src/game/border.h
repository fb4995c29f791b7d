// The names of the border variants, as records and the command line write them.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "game/types.h"

namespace lucas {

/// The stable name of a border: none, swedish or icelandic.
std::string_view border_name(Border border);
/// The border of a name, exactly as border_name() writes it; nothing for any other text.
std::optional<Border> border_of_name(std::string_view name);
/// Every border's name, in declaration order (for "did you mean" and help texts).
std::vector<std::string_view> border_names();

}  // namespace lucas
