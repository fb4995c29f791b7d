#include "support/json.h"

#include <gtest/gtest.h>

namespace lucas::testing {

Json parse_json(const std::string& text) {
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& e) {
    ADD_FAILURE() << "not JSON: " << e.what() << "\nin: " << text.substr(0, 2000);
    return nullptr;
  }
}

std::string diagnostic_codes(const Json& checked) {
  std::string codes;
  for (const Json& diagnostic : checked.at(0).at("diagnostics"))
    codes += (codes.empty() ? "" : " ") + diagnostic.at("code").get<std::string>();
  return codes;
}

}  // namespace lucas::testing
