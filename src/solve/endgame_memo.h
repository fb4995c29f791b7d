// What the endgame searches remember, keyed by the short byte strings an endgame is described by
// (LoonyEndgame's components, ChainEndgame's parts): one byte a chain or loop, so that endgames
// that differ only in where their chains run share an entry.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace lucas {

/// A hash table keyed by byte strings, open-addressed, with keys of up to kInlineBytes bytes held
/// in the table itself and longer ones (a board with many parts) in a std::unordered_map beside
/// it. std::unordered_map alone spent a third of triangle 4's misère solve in its look-ups: a
/// node and a heap key for each entry, the key hashed byte by byte and compared through a pointer.
template <typename Value>
class EndgameMemo {
 public:
  /// Longest key held in the table itself: a key and its length fill four 8-byte words.
  static constexpr size_t kInlineBytes = 31;
  /// The most keys held by default: 2^22, a table of 2^23 slots of 40 bytes or less (about
  /// 340 MB). Triangle 4 in misère, the biggest solve of a class hour, keeps fewer; a search with
  /// no end (4x4 boxes in misère) would otherwise take all the memory.
  static constexpr size_t kMostKeys = size_t{1} << 22;

  explicit EndgameMemo(size_t most_keys = kMostKeys) : most_keys_(most_keys) {}

  /// The value remembered for key, or nullptr. The pointer holds until the next set().
  const Value* find(std::string_view key) const {
    if (key.size() > kInlineBytes) {
      const auto found = long_keys_.find(std::string(key));
      return found == long_keys_.end() ? nullptr : &found->second;
    }
    if (slots_.empty()) return nullptr;
    const Slot& slot = slots_[slot_for(pack(key))];
    return slot.used() ? &slot.value : nullptr;
  }

  /// Remembers value for key, in place of what was remembered for it. Once the memo holds its
  /// most keys it forgets them all and starts again: what it held is only ever a saving.
  void set(std::string_view key, const Value& value) {
    if (key.size() > kInlineBytes) {
      std::string long_key(key);
      if (long_keys_.size() >= most_keys_ / 4 && !long_keys_.contains(long_key)) long_keys_.clear();
      long_keys_.insert_or_assign(std::move(long_key), value);
      return;
    }
    const Words words = pack(key);
    size_t at = slots_.empty() ? 0 : slot_for(words);
    if (!slots_.empty() && slots_[at].used()) {
      slots_[at].value = value;
      return;
    }
    // Emptied or grown, the key's probe starts afresh.
    if (used_ >= most_keys_) {
      std::fill(slots_.begin(), slots_.end(), Slot{});
      used_ = 0;
      at = slot_for(words);
    } else if (2 * (used_ + 1) > slots_.size()) {
      // At most half full, so that a key that is not there is found missing in a probe or two.
      grow();
      at = slot_for(words);
    }
    Slot& slot = slots_[at];
    slot.key = words;
    slot.value = value;
    ++used_;
  }

  /// How many keys are remembered.
  size_t size() const { return used_ + long_keys_.size(); }

  /// A number of the key's bytes, the same for the same key: to spread keys over tables.
  static std::uint64_t hash(std::string_view key) {
    return key.size() > kInlineBytes ? std::hash<std::string_view>{}(key) : hash_of(pack(key));
  }

 private:
  using Words = std::array<std::uint64_t, 4>;
  // The key's length plus one in the first byte (so that a used slot never holds zero words),
  // then its bytes, then zeros.
  struct Slot {
    Words key{};
    Value value{};
    bool used() const { return key[0] != 0; }
  };
  static Words pack(std::string_view key) {
    unsigned char bytes[sizeof(Words)] = {};
    bytes[0] = static_cast<unsigned char>(key.size() + 1);
    std::memcpy(bytes + 1, key.data(), key.size());
    Words words;
    std::memcpy(words.data(), bytes, sizeof bytes);
    return words;
  }

  // Each word mixed in by a multiplication, the high bits folded down: enough to spread keys
  // that differ in one byte anywhere.
  static std::uint64_t hash_of(const Words& words) {
    std::uint64_t h = 0;
    for (const std::uint64_t word : words) {
      h = (h ^ word) * 0x9E3779B97F4A7C15u;
      h ^= h >> 29;
    }
    return h;
  }

  // The slot that holds words, or the empty one where they would go: the probe of find(), set()
  // and grow().
  size_t slot_for(const Words& words) const {
    const size_t mask = slots_.size() - 1;
    size_t at = hash_of(words) & mask;
    while (slots_[at].used() && slots_[at].key != words) at = (at + 1) & mask;
    return at;
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : 2 * old.size(), Slot{});
    for (const Slot& slot : old)
      if (slot.used()) slots_[slot_for(slot.key)] = slot;
  }

  std::vector<Slot> slots_;  // a power of two of them
  size_t used_ = 0;
  size_t most_keys_;
  std::unordered_map<std::string, Value> long_keys_;
};

/// The same shared between threads: the keys are spread over shards, each an EndgameMemo behind
/// its own lock, so that two threads rarely wait for each other. What one thread proved, the
/// others find.
template <typename Value>
class SharedEndgameMemo {
 public:
  std::optional<Value> find(std::string_view key) const {
    const Shard& shard = shard_of(key);
    const std::lock_guard lock(shard.mutex);
    const Value* const value = shard.memo.find(key);
    return value ? std::optional<Value>(*value) : std::nullopt;
  }
  void set(std::string_view key, const Value& value) {
    Shard& shard = shard_of(key);
    const std::lock_guard lock(shard.mutex);
    shard.memo.set(key, value);
  }
  size_t size() const {
    size_t total = 0;
    for (const Shard& shard : shards_) {
      const std::lock_guard lock(shard.mutex);
      total += shard.memo.size();
    }
    return total;
  }

 private:
  // A shard to a cache line at least, so that two threads' locks do not share one.
  static constexpr size_t kShards = 64;
  struct alignas(64) Shard {
    mutable std::mutex mutex;
    // Each its share of the keys one memo holds.
    EndgameMemo<Value> memo{EndgameMemo<Value>::kMostKeys / kShards};
  };
  static_assert(kShards == size_t{1} << 6, "the shard is the hash's top 6 bits");
  // The high bits of the hash: the low ones choose the slot within the shard.
  const Shard& shard_of(std::string_view key) const {
    return shards_[EndgameMemo<Value>::hash(key) >> 58];
  }
  Shard& shard_of(std::string_view key) { return shards_[EndgameMemo<Value>::hash(key) >> 58]; }

  std::array<Shard, kShards> shards_;
};

}  // namespace lucas
