// Reading the JSON lucas writes, in the tests, with the reader the program writes it with.
#pragma once

#include <string>

#include "text/json.h"

namespace lucas::testing {

/// The JSON document the text holds, its objects' fields in the order written. Text that is
/// not one strict JSON document (RFC 8259, UTF-8) fails the test with the reader's message and
/// gives null.
Json parse_json(const std::string& text);

/// The codes of the diagnostics of the first record of a `check --format json` document, in
/// order, separated by spaces ("" when it has none).
std::string diagnostic_codes(const Json& checked);

}  // namespace lucas::testing
