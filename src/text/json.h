// The one JSON writer: every --format json document is built as a value and written here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace lucas {

/// A JSON value whose objects keep their fields in the order they were added, so that every
/// document reads in the order docs/json.md gives.
using Json = nlohmann::ordered_json;

/// A document as printed: indented by two spaces, one newline at the end, UTF-8 kept as it is
/// (Noé stays Noé). Text that is not valid UTF-8 (a file name or record from a Latin-1 file)
/// has each bad byte replaced by U+FFFD instead of making the writer throw.
std::string json_document(const Json& document);

}  // namespace lucas
