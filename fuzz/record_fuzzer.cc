// libFuzzer target: any bytes as a move record, read, checked and reported in text and JSON.
// Whatever the input, this must return: no crash, no leak, no sanitizer report, no hang.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check/check_text.h"
#include "check/checker.h"
#include "text/catalogue.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  lucas::CheckedFile file{"fuzz.yaml", std::string(text), lucas::check_text(text)};
  const lucas::Catalogue& catalogue = lucas::Catalogue::get("en");
  (void)lucas::format_text(file, catalogue, /*color=*/true);
  (void)lucas::format_json({file}, lucas::Catalogue::get("fr"));
  return 0;
}
