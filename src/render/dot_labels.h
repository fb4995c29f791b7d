// How the dots of a diagram are named beside them, and the names of those styles as options
// and templates write them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lucas::render {

/// How the dots are named beside them.
enum class DotLabels { none, letters, coords };

/// The style a name stands for: letters, coords (or coordinates) or none, exactly as written;
/// nothing for any other text.
std::optional<DotLabels> parse_dot_labels(std::string_view name);
/// The names of the styles, one each, for option checks and messages.
std::vector<std::string> dot_labels_names();

}  // namespace lucas::render
