// Looking at the pixels of the pages lucas draws, in the tests: page 1 of a PDF rasterised by
// poppler's pdftoppm, and the PNG images lucas writes.
#pragma once

#include <string>
#include <vector>

namespace lucas::testing {

/// How close a pixel must be to a colour to count as that colour: its distance to it in RGB
/// (0-255 a channel) is less than this. Large enough for the shades pdftoppm gives inside a filled
/// shape; small enough that a colour is not found where it is not drawn: a replay with no dead
/// hand has pixels within 8 of the dead hand's warm grey (#c9b8a6) at 40 dpi.
inline constexpr int kColorTolerance = 6;

/// How many pixels of page 1 of a PDF, rasterised at 40 dpi, are closer than kColorTolerance
/// to the colour (r, g, b).
int count_color(const std::string& pdf, int r, int g, int b);

/// A page of a PDF rasterised by pdftoppm, its pixels addressed in the PDF's points.
struct PageImage {
  int width = 0;
  int height = 0;
  double dpi = 40;
  std::vector<unsigned char> rgb;  ///< three bytes a pixel, row by row
  /// How many pixels of the square of side `side` points centred on (x, y) points are closer
  /// than kColorTolerance to the colour (r, g, b).
  int count_near(double x, double y, double side, int r, int g, int b) const;
  /// How far down the page its content reaches, as a share of the page's height: the lowest row
  /// of pixels with some ink (darker than light grey) above the last `footer` share of the page,
  /// where the page number stands.
  double ink_depth(double footer = 0.07) const;
};

/// Page `page` (from 1) of a PDF rasterised at `dpi`; an empty image when pdftoppm cannot.
PageImage page_image(const std::string& pdf, int page, double dpi = 40);

/// The size of a PNG image in pixels, as its header gives it: "420 x 595"; "" when the file is
/// no PNG.
std::string png_size(const std::string& png);

}  // namespace lucas::testing
