#include "text/json.h"

namespace lucas {

std::string json_document(const Json& document) {
  return document.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace lucas
