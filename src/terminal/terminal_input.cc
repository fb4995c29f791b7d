#include "terminal/terminal_input.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace lucas {

Typed TerminalInput::next() {
  bool cut = false;  // the line went past kMaxLine: the rest of it is being dropped
  std::string line;
  for (;;) {
    const size_t end = pending_.find('\n');
    if (end != std::string::npos) {
      if (!cut) line += pending_.substr(0, std::min(end, kMaxLine - line.size()));
      pending_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {Typed::Kind::line, line};
    }
    if (!cut) {
      line += pending_.substr(0, kMaxLine - line.size());
      cut = line.size() >= kMaxLine;
    }
    pending_.clear();
    if (ended_) {
      if (line.empty()) return {Typed::Kind::end, {}};
      return {Typed::Kind::line, line};
    }
    if (stop_ && stop_->load()) return {Typed::Kind::interrupt, {}};
    pollfd waiting{fd_, POLLIN, 0};
    // A tenth of a second: the flag is looked at again even if a signal slips in between the
    // look and the poll.
    const int ready = ::poll(&waiting, 1, 100);
    if (ready < 0 && errno != EINTR) {
      ended_ = true;
      continue;
    }
    if (ready <= 0) continue;
    char buffer[512];
    const ssize_t n = ::read(fd_, buffer, sizeof buffer);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    // A closed terminal reads as an error (EIO) or as nothing: either way, the end.
    if (n <= 0) {
      ended_ = true;
      continue;
    }
    pending_.append(buffer, static_cast<size_t>(n));
  }
}

}  // namespace lucas
