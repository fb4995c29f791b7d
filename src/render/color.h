// Colours and line styles that survive colour blindness and black-and-white printing.
#pragma once

#include <cstdint>

namespace lucas::render {

/// An sRGB colour, components in [0, 1].
struct Color {
  double r = 0;
  double g = 0;
  double b = 0;
  double a = 1;
  /// From 0xRRGGBB.
  static constexpr Color hex(std::uint32_t rgb, double alpha = 1) {
    return {((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, alpha};
  }
};

/// The palette every diagram uses. The players' colours are the Okabe-Ito blue and vermillion,
/// told apart by every kind of colour vision; a second cue (solid vs dashed lines) survives a
/// black-and-white printer.
namespace palette {
inline constexpr Color kInk = Color::hex(0x000000);
inline constexpr Color kDot = Color::hex(0x1a1a1a);
inline constexpr Color kLabel =
    Color::hex(0x8c8c8c);  ///< dot names: light, never mistaken for lines
inline constexpr Color kFirst = Color::hex(0x0072b2);   ///< Okabe-Ito blue
inline constexpr Color kSecond = Color::hex(0xd55e00);  ///< Okabe-Ito vermillion
inline constexpr Color kBorder = Color::hex(0x404040);  ///< lines drawn before the first move
/// The faint outlines under a blank grid whose dots alone do not show its cells (hexagons).
inline constexpr Color kGuide = Color::hex(0xd0d0d0);
inline constexpr Color kError = Color::hex(0xe00000);  ///< the offending move of an invalid record
inline constexpr Color kHint = Color::hex(0x009e73);   ///< Okabe-Ito bluish green, dotted
inline constexpr Color kNewest =
    Color::hex(0xf0e442, 0.55);  ///< Okabe-Ito yellow halo under the newest line
inline constexpr Color kRule = Color::hex(0x606060);
}  // namespace palette

}  // namespace lucas::render
