#include "solve/endgame_memo.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <thread>

namespace lucas {
namespace {

TEST(EndgameMemo, FindsWhatWasSetAndNothingElse) {
  EndgameMemo<int> memo;
  EXPECT_EQ(memo.find("\x03\x05"), nullptr);
  memo.set("\x03\x05", 7);
  ASSERT_NE(memo.find("\x03\x05"), nullptr);
  EXPECT_EQ(*memo.find("\x03\x05"), 7);
  EXPECT_EQ(memo.find("\x05\x03"), nullptr);
  EXPECT_EQ(memo.find("\x03"), nullptr);
  memo.set("\x03\x05", -2);
  EXPECT_EQ(*memo.find("\x03\x05"), -2);
  EXPECT_EQ(memo.size(), 1u);
}

// Keys are padded with zero bytes in the table: a key and the same key with zero bytes after it
// are told apart by their lengths. So are the empty key and a key of one zero byte.
TEST(EndgameMemo, AKeyAndTheSameWithZerosAfterItDiffer) {
  EndgameMemo<int> memo;
  const std::string a = "a", a0 = std::string("a\0", 2), a00 = std::string("a\0\0", 3);
  memo.set(a, 1);
  memo.set(a0, 2);
  EXPECT_EQ(memo.find(a00), nullptr);
  memo.set(a00, 3);
  memo.set("", 4);
  EXPECT_EQ(memo.find(std::string(1, '\0')), nullptr);
  EXPECT_EQ(*memo.find(a), 1);
  EXPECT_EQ(*memo.find(a0), 2);
  EXPECT_EQ(*memo.find(a00), 3);
  EXPECT_EQ(*memo.find(""), 4);
  EXPECT_EQ(memo.size(), 4u);
}

// The longest key held in the table and the shortest one beside it, differing in their last
// byte only from keys of the same length.
TEST(EndgameMemo, KeysOnBothSidesOfTheInlineLength) {
  EndgameMemo<int> memo;
  const size_t inline_bytes = EndgameMemo<int>::kInlineBytes;
  for (const size_t length : {inline_bytes - 1, inline_bytes, inline_bytes + 1, 3 * inline_bytes}) {
    std::string key(length, '\x07');
    memo.set(key, static_cast<int>(length));
    key.back() = '\x08';
    EXPECT_EQ(memo.find(key), nullptr) << length;
    memo.set(key, -static_cast<int>(length));
  }
  for (const size_t length : {inline_bytes - 1, inline_bytes, inline_bytes + 1, 3 * inline_bytes}) {
    std::string key(length, '\x07');
    EXPECT_EQ(*memo.find(key), static_cast<int>(length)) << length;
    key.back() = '\x08';
    EXPECT_EQ(*memo.find(key), -static_cast<int>(length)) << length;
  }
  EXPECT_EQ(memo.size(), 8u);
}

// Enough keys for the table to grow many times: every one is still found with its own value.
TEST(EndgameMemo, KeepsEveryKeyWhenItGrows) {
  EndgameMemo<int> memo;
  auto key_of = [](int i) {
    std::string key;
    for (int n = i; n > 0; n /= 61) key.push_back(static_cast<char>(1 + n % 61));
    return key;
  };
  const int count = 200'000;
  for (int i = 0; i < count; ++i) memo.set(key_of(i), i);
  EXPECT_EQ(memo.size(), static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    const int* found = memo.find(key_of(i));
    ASSERT_NE(found, nullptr) << i;
    ASSERT_EQ(*found, i);
  }
  EXPECT_EQ(memo.find(key_of(count)), nullptr);
}

// A memo that holds at most 1,000 keys (a quarter of that of the long ones) forgets them all when
// it is full, short keys and long ones apart, and never answers with another key's value. One
// that holds 40,000 keeps them all.
TEST(EndgameMemo, ForgetsEverythingWhenFullAndNothingBefore) {
  auto key_of = [](int i, size_t length) {
    std::string key(length, '\x01');
    for (int n = i; n > 0; n /= 61) key.push_back(static_cast<char>(1 + n % 61));
    return key;
  };
  for (const size_t length : {size_t{1}, EndgameMemo<int>::kInlineBytes + 1}) {
    EndgameMemo<int> small(1000), big(40'000);
    for (int i = 0; i < 5000; ++i) {
      small.set(key_of(i, length), i);
      big.set(key_of(i, length), i);
      ASSERT_LE(small.size(), 1000u) << i;
      ASSERT_EQ(*small.find(key_of(i, length)), i);
    }
    EXPECT_EQ(big.size(), 5000u);
    int kept = 0;
    for (int i = 0; i < 5000; ++i) {
      ASSERT_EQ(*big.find(key_of(i, length)), i);
      if (const int* found = small.find(key_of(i, length))) {
        ASSERT_EQ(*found, i);
        ++kept;
      }
    }
    EXPECT_GT(kept, 0) << length;
    EXPECT_LT(kept, 1001) << length;
    EXPECT_EQ(kept, static_cast<int>(small.size())) << length;
  }
}

// Two threads setting keys of their own and of the other's, long and short, while reading: each
// finds every key with a value one of them set, and the keys all land.
TEST(SharedEndgameMemo, TwoThreadsFindWhatEitherSet) {
  SharedEndgameMemo<int> memo;
  auto key_of = [](int i) {
    std::string key(static_cast<size_t>(1 + i % 40), '\x01');  // some longer than kept inline
    for (int n = i; n > 0; n /= 61) key.push_back(static_cast<char>(1 + n % 61));
    return key;
  };
  const int count = 50'000;
  auto work = [&](int from) {
    for (int k = 0; k < count; ++k) {
      const int i = (from + k) % count;
      memo.set(key_of(i), i);
      const std::optional<int> found = memo.find(key_of(i));
      ASSERT_TRUE(found.has_value()) << i;
      ASSERT_EQ(*found, i);
    }
  };
  {
    std::jthread other(work, count / 2);
    work(0);
  }
  EXPECT_EQ(memo.size(), static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) ASSERT_EQ(memo.find(key_of(i)), i) << i;
  EXPECT_EQ(memo.find(key_of(count)), std::nullopt);
  memo.set(key_of(7), -7);
  EXPECT_EQ(memo.find(key_of(7)), -7);
}

}  // namespace
}  // namespace lucas
