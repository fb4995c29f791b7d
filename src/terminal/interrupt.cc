#include "terminal/interrupt.h"

namespace lucas {

namespace {

// One flag for the process: a signal handler can reach no object.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int) { interrupted.store(true); }

}  // namespace

InterruptFlag::InterruptFlag() {
  interrupted.store(false);
  if (sigaction(SIGINT, nullptr, &previous_) != 0 || previous_.sa_handler == SIG_IGN) return;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  // A write to standard error cut by the signal goes on instead of failing: the search, not
  // the output, is what the flag stops.
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  installed_ = sigaction(SIGINT, &action, nullptr) == 0;
}

InterruptFlag::~InterruptFlag() {
  if (installed_) sigaction(SIGINT, &previous_, nullptr);
}

const std::atomic<bool>& InterruptFlag::flag() const { return interrupted; }

}  // namespace lucas
