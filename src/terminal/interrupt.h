// Ctrl-C during a long computation: a flag the computation polls, so that it stops cleanly and
// says what it knows instead of dying with nothing printed.
#pragma once

#include <atomic>
#include <csignal>

namespace lucas {

/// While it lives, SIGINT sets the flag instead of ending the process; the handler does nothing
/// else (no output, no allocation: only a lock-free store is safe there). The handler in place
/// before is restored at the end. A SIGINT that was ignored when lucas started (a background
/// job of a script) stays ignored.
class InterruptFlag {
 public:
  InterruptFlag();
  ~InterruptFlag();
  InterruptFlag(const InterruptFlag&) = delete;
  InterruptFlag& operator=(const InterruptFlag&) = delete;

  /// The flag, for SolveBudget::stop; true once SIGINT came.
  const std::atomic<bool>& flag() const;
  bool raised() const { return flag().load(); }

 private:
  struct sigaction previous_ {};
  bool installed_ = false;
};

}  // namespace lucas
