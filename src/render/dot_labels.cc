#include "render/dot_labels.h"

#include "text/names.h"

namespace lucas::render {

namespace {

constexpr Named<DotLabels> kDotLabels[] = {
    {DotLabels::letters, "letters"},
    {DotLabels::coords, "coords"},
    {DotLabels::none, "none"},
    {DotLabels::coords, "coordinates"},  // the templates' long spelling
};

}  // namespace

std::optional<DotLabels> parse_dot_labels(std::string_view name) {
  return value_named(kDotLabels, name);
}

std::vector<std::string> dot_labels_names() { return names_of(kDotLabels); }

}  // namespace lucas::render
