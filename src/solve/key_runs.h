// The numbers below 2^bits cut into a given count of runs of consecutive numbers, nearly equal:
// how the transposition table spreads its scrambled keys over buckets of any count (not only
// powers of two), and gets a key back from its bucket and a few low bits.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

namespace lucas {

// Products of two 64-bit numbers (GCC and Clang; __extension__ says it is meant).
__extension__ typedef unsigned __int128 KeyProduct;

class KeyRuns {
 public:
  /// Precondition: 1 <= bits <= 64, 1 <= count <= 2^bits.
  KeyRuns(int bits, std::uint64_t count)
      : bits_(bits),
        count_(count),
        // A run is at most ceil(2^bits / count) long, and count >= 2^(bit_width - 1).
        low_bits_(std::max(0, bits - static_cast<int>(std::bit_width(count)) + 1)) {}

  /// How many low bits tell apart the numbers of one run.
  int low_bits() const { return low_bits_; }
  /// The run of n, from 0: floor(n * count / 2^bits).
  std::uint64_t run_of(std::uint64_t n) const {
    return static_cast<std::uint64_t>(static_cast<KeyProduct>(n) * count_ >> bits_);
  }
  /// The first number of run `run`: ceil(run * 2^bits / count).
  std::uint64_t first_of(std::uint64_t run) const {
    return static_cast<std::uint64_t>(((static_cast<KeyProduct>(run) << bits_) + count_ - 1) /
                                      count_);
  }
  /// The number of the run that starts at `first` whose low bits are `low`: n, given
  /// first_of(run_of(n)) and n's low bits. The run is shorter than 2^low_bits.
  std::uint64_t number(std::uint64_t first, std::uint64_t low) const {
    return first + ((low - first) & mask());
  }
  std::uint64_t mask() const {
    return low_bits_ >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << low_bits_) - 1;
  }

 private:
  int bits_;
  std::uint64_t count_;
  int low_bits_;
};

}  // namespace lucas
