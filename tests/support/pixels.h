// Looking at the pixels of the pages lucas draws, in the tests: page 1 of a PDF rasterised by
// poppler's pdftoppm, and the PNG images lucas writes.
#pragma once

#include <string>

namespace lucas::testing {

/// How close a pixel must be to a colour to count as that colour: its distance to it in RGB
/// (0-255 a channel) is less than this. Large enough for the shades pdftoppm gives inside a filled
/// shape; small enough that a colour is not found where it is not drawn: a replay with no dead
/// hand has pixels within 8 of the dead hand's warm grey (#c9b8a6) at 40 dpi.
inline constexpr int kColorTolerance = 6;

/// How many pixels of page 1 of a PDF, rasterised at 40 dpi, are closer than kColorTolerance
/// to the colour (r, g, b).
int count_color(const std::string& pdf, int r, int g, int b);

/// The size of a PNG image in pixels, as its header gives it: "420 x 595"; "" when the file is
/// no PNG.
std::string png_size(const std::string& png);

}  // namespace lucas::testing
