// What the player types, line by line, from a terminal or a pipe, with Ctrl-C heard while lucas
// waits.
#pragma once

#include <atomic>
#include <string>

namespace lucas {

/// One answer from the keyboard.
struct Typed {
  enum class Kind {
    line,       ///< a line, in `text`, without its end of line
    end,        ///< the end of input: a closed terminal, the end of a pipe or file
    interrupt,  ///< Ctrl-C while waiting
  };
  Kind kind = Kind::end;
  std::string text;
};

/// Reads lines from a file descriptor without a stdio buffer of its own, so that Ctrl-C (the
/// flag `stop` of an InterruptFlag) ends the wait at once: the wait is a poll(2) that the signal
/// interrupts, not a read that SA_RESTART would resume. A line longer than kMaxLine is cut there,
/// the rest dropped up to its end (no one types a line of a kilobyte; a flood must not grow
/// memory).
class TerminalInput {
 public:
  static constexpr size_t kMaxLine = 1024;

  TerminalInput(int fd, const std::atomic<bool>* stop) : fd_(fd), stop_(stop) {}

  /// The next line, the end of input or the interrupt. A last line without its '\n' is a line.
  Typed next();

 private:
  int fd_;
  const std::atomic<bool>* stop_;
  std::string pending_;  // read but not yet returned
  bool ended_ = false;
};

}  // namespace lucas
