// libFuzzer target: any bytes as a handout template, read for each language.
// Whatever the input, this must return: no crash, no leak, no sanitizer report, no hang.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "handout/template.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const char* language : {"en", "fr"}) (void)lucas::handout::read_template(text, language);
  return 0;
}
