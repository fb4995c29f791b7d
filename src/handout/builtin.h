// The templates and example records built into lucas, so that `lucas handout rules` works from
// any directory.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lucas::handout {

/// A built-in file: its name without extension ("rules", "mia-noe") and its text.
struct Builtin {
  std::string name;
  std::string_view text;
};

/// templates/*.yaml, sorted by name.
std::vector<Builtin> builtin_templates();
/// examples/*.yaml: the records a template may name in a replay block (`record: mia-noe`).
std::vector<Builtin> builtin_records();
/// One of them by name.
std::optional<std::string_view> find_builtin(const std::vector<Builtin>& files,
                                             std::string_view name);

}  // namespace lucas::handout
