// Typed lengths: millimetres (what users and layouts speak) and points (what Cairo draws in).
#pragma once

#include <compare>

namespace lucas::render {

/// A length in PostScript points (1/72 inch), Cairo's user unit on every surface lucas makes.
struct Pt {
  double value = 0;
  friend constexpr auto operator<=>(const Pt&, const Pt&) = default;
  friend constexpr Pt operator+(Pt a, Pt b) { return {a.value + b.value}; }
  friend constexpr Pt operator-(Pt a, Pt b) { return {a.value - b.value}; }
  friend constexpr Pt operator*(Pt a, double k) { return {a.value * k}; }
  friend constexpr Pt operator*(double k, Pt a) { return {a.value * k}; }
  friend constexpr Pt operator/(Pt a, double k) { return {a.value / k}; }
  friend constexpr double operator/(Pt a, Pt b) { return a.value / b.value; }
  constexpr Pt& operator+=(Pt o) {
    value += o.value;
    return *this;
  }
  constexpr Pt& operator-=(Pt o) {
    value -= o.value;
    return *this;
  }
};

/// A length in millimetres: every length a user gives on the command line or in a template.
struct Mm {
  double value = 0;
  friend constexpr auto operator<=>(const Mm&, const Mm&) = default;
  friend constexpr Mm operator+(Mm a, Mm b) { return {a.value + b.value}; }
  friend constexpr Mm operator-(Mm a, Mm b) { return {a.value - b.value}; }
  friend constexpr Mm operator*(Mm a, double k) { return {a.value * k}; }
  friend constexpr Mm operator*(double k, Mm a) { return {a.value * k}; }
  friend constexpr Mm operator/(Mm a, double k) { return {a.value / k}; }
  friend constexpr double operator/(Mm a, Mm b) { return a.value / b.value; }
};

inline constexpr double kPointsPerInch = 72.0;
inline constexpr double kMmPerInch = 25.4;

/// The one conversion between the two units.
constexpr Pt to_pt(Mm mm) { return {mm.value * kPointsPerInch / kMmPerInch}; }
constexpr Mm to_mm(Pt pt) { return {pt.value * kMmPerInch / kPointsPerInch}; }

/// A point on a page, in points from the top-left corner (Cairo's orientation: y grows down).
struct PagePoint {
  Pt x;
  Pt y;
};

/// A rectangle on a page, in points.
struct Rect {
  Pt x;
  Pt y;
  Pt width;
  Pt height;
  constexpr Pt right() const { return x + width; }
  constexpr Pt bottom() const { return y + height; }
  /// The rectangle grown by `by` on every side.
  constexpr Rect grown(Pt by) const { return {x - by, y - by, width + by * 2, height + by * 2}; }
  /// Whether the two share any point (touching edges count).
  constexpr bool touches(const Rect& o) const {
    return x <= o.right() && o.x <= right() && y <= o.bottom() && o.y <= bottom();
  }
};

}  // namespace lucas::render
