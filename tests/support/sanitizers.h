// Whether the tests run under AddressSanitizer (the asan preset, the fuzzers' clang builds):
// GCC says so with __SANITIZE_ADDRESS__, Clang with __has_feature.
#pragma once

namespace lucas::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif

}  // namespace lucas::testing
