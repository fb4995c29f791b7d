// An expected-like result for the rules core, which throws nothing: a value, or why there is none.
#pragma once

#include <utility>
#include <variant>

namespace lucas {

/// Either a T or an E (why there is no T). C++20 has no std::expected; this is the small part of
/// it the house uses: test it, then take value() or error().
template <typename T, typename E>
class Result {
 public:
  /// A result holding a value.
  Result(T value) : content_(std::in_place_index<0>, std::move(value)) {}
  /// A result holding why there is no value.
  static Result failure(E error) { return Result(std::in_place_index<1>, std::move(error)); }

  bool has_value() const { return content_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  /// Precondition: has_value().
  const T& value() const { return std::get<0>(content_); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  /// Precondition: !has_value().
  const E& error() const { return std::get<1>(content_); }

 private:
  template <size_t I>
  Result(std::in_place_index_t<I> index, auto&& content)
      : content_(index, std::forward<decltype(content)>(content)) {}

  std::variant<T, E> content_;
};

}  // namespace lucas
