#include "support/pixels.h"

#include <algorithm>
#include <cctype>

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

PageImage page_image(const std::string& pdf, int page, double dpi) {
  PageImage image;
  image.dpi = dpi;
  const std::string n = std::to_string(page);
  const RunResult ppm =
      run_shell("pdftoppm -r " + std::to_string(dpi) + " -f " + n + " -l " + n + " '" + pdf + "'");
  // A binary PPM: "P6\n<width> <height>\n255\n", then three bytes a pixel.
  const std::string& s = ppm.out;
  if (s.rfind("P6", 0) != 0) return image;
  size_t at = 2;
  int fields[3] = {0, 0, 0};
  for (int& field : fields) {
    while (at < s.size() && std::isspace(static_cast<unsigned char>(s[at]))) ++at;
    while (at < s.size() && std::isdigit(static_cast<unsigned char>(s[at])))
      field = field * 10 + (s[at++] - '0');
  }
  ++at;  // the one white space after the maximum
  image.width = fields[0];
  image.height = fields[1];
  if (s.size() < at + static_cast<size_t>(image.width) * static_cast<size_t>(image.height) * 3)
    return PageImage{};
  image.rgb.assign(s.begin() + static_cast<long>(at), s.end());
  return image;
}

int PageImage::count_near(double x, double y, double side, int r, int g, int b) const {
  const double scale = dpi / 72;
  const int x0 = std::max(0, static_cast<int>((x - side / 2) * scale));
  const int x1 = std::min(width - 1, static_cast<int>((x + side / 2) * scale));
  const int y0 = std::max(0, static_cast<int>((y - side / 2) * scale));
  const int y1 = std::min(height - 1, static_cast<int>((y + side / 2) * scale));
  int n = 0;
  for (int py = y0; py <= y1; ++py)
    for (int px = x0; px <= x1; ++px) {
      const size_t i =
          (static_cast<size_t>(py) * static_cast<size_t>(width) + static_cast<size_t>(px)) * 3;
      const int dr = rgb[i] - r, dg = rgb[i + 1] - g, db = rgb[i + 2] - b;
      if (dr * dr + dg * dg + db * db < kColorTolerance * kColorTolerance) ++n;
    }
  return n;
}

double PageImage::ink_depth(double footer) const {
  const int last = static_cast<int>(height * (1 - footer));
  for (int py = last - 1; py >= 0; --py)
    for (int px = 0; px < width; ++px) {
      const size_t i =
          (static_cast<size_t>(py) * static_cast<size_t>(width) + static_cast<size_t>(px)) * 3;
      if (rgb[i] < 200 || rgb[i + 1] < 200 || rgb[i + 2] < 200)
        return static_cast<double>(py + 1) / height;
    }
  return 0;
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
