#include "support/pixels.h"

#include "support/run.h"

namespace lucas::testing {

int count_color(const std::string& pdf, int r, int g, int b) {
  const RunResult ppm = run_shell("pdftoppm -r 40 -f 1 -l 1 '" + pdf + "'");
  // A binary PPM: "P6\n<width> <height>\n255\n", then three bytes a pixel.
  const std::string& s = ppm.out;
  size_t at = 0;
  for (int fields = 0; fields < 4 && at < s.size(); ++at)
    if (s[at] == '\n' || s[at] == ' ') ++fields;
  int n = 0;
  for (size_t i = at; i + 2 < s.size(); i += 3) {
    const int dr = static_cast<unsigned char>(s[i]) - r,
              dg = static_cast<unsigned char>(s[i + 1]) - g,
              db = static_cast<unsigned char>(s[i + 2]) - b;
    if (dr * dr + dg * dg + db * db < kColorTolerance * kColorTolerance) ++n;
  }
  return n;
}

std::string png_size(const std::string& png) {
  // The signature (8 bytes), then the IHDR chunk: its length and type (8 bytes), the width and
  // the height (4 bytes each, big-endian).
  const std::string head = slurp(png).substr(0, 24);
  if (head.size() < 24 || head.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return "";
  auto number = [&](size_t at) {
    unsigned long n = 0;
    for (size_t i = at; i < at + 4; ++i) n = n << 8 | static_cast<unsigned char>(head[i]);
    return std::to_string(n);
  };
  return number(16) + " x " + number(20);
}

}  // namespace lucas::testing
