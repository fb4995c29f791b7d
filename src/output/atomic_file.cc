#include "output/atomic_file.h"

#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <optional>
#include <sstream>

#include "text/system_reason.h"

namespace lucas::output {

namespace {

Diagnostic cannot_write(const std::string& path, int error) {
  return Diagnostic{Severity::error,
                    Code::cannot_write,
                    {},
                    std::nullopt,
                    Message("diag.cannot-write")
                        .with("path", path)
                        .with("reason", system_reason(error, path, FileUse::write))};
}

// The temporary file being written, for the signal handler below: a kill between mkstemp and
// rename must not leave it behind. Fixed storage, since a handler may only make
// async-signal-safe calls (unlink, signal, raise).
char g_pending[4096];
volatile std::sig_atomic_t g_has_pending = 0;

// The signals that end a process and that a handler can catch.
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

extern "C" void remove_pending_and_die(int sig) {
  if (g_has_pending) ::unlink(g_pending);
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

// While it lives, the signals that end a process remove the temporary file first. A signal the
// caller ignores (nohup) stays ignored; SIGKILL cannot be caught, and leaves the file (the old
// output is intact all the same).
class PendingTemporary {
 public:
  explicit PendingTemporary(const std::string& temp) {
    if (temp.size() >= sizeof g_pending) return;
    std::memcpy(g_pending, temp.c_str(), temp.size() + 1);
    g_has_pending = 1;
    struct sigaction action {};
    action.sa_handler = remove_pending_and_die;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < std::size(kSignals); ++i) {
      ::sigaction(kSignals[i], nullptr, &old_[i]);
      if (old_[i].sa_handler != SIG_IGN) ::sigaction(kSignals[i], &action, nullptr);
    }
    installed_ = true;
  }
  ~PendingTemporary() {
    g_has_pending = 0;
    if (!installed_) return;
    for (size_t i = 0; i < std::size(kSignals); ++i) ::sigaction(kSignals[i], &old_[i], nullptr);
  }
  PendingTemporary(const PendingTemporary&) = delete;
  PendingTemporary& operator=(const PendingTemporary&) = delete;

 private:
  struct sigaction old_[std::size(kSignals)]{};
  bool installed_ = false;
};

// Writes every byte, retrying short writes and interrupted calls.
bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

// The name of the temporary file that goes beside `path` (a mkstemp pattern), or why nothing
// can be written there: no name, or a folder's. The temporary file lives beside the target:
// rename() is atomic only within one file system.
std::optional<Diagnostic> temporary_beside(const std::string& path, std::string& temp) {
  namespace fs = std::filesystem;
  if (path.empty()) return cannot_write(path, ENOENT);
  std::error_code ec;
  if (fs::is_directory(path, ec)) return cannot_write(path, EISDIR);
  const fs::path target(path);
  const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  temp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  return std::nullopt;
}

// mkstemp with the ending signals held until `pending` removes the file on them: a signal in
// between would leave it behind.
int make_temporary(std::string& temp, std::optional<PendingTemporary>& pending) {
  sigset_t ending, previous;
  sigemptyset(&ending);
  for (int sig : kSignals) sigaddset(&ending, sig);
  ::pthread_sigmask(SIG_BLOCK, &ending, &previous);
  const int fd = ::mkstemp(temp.data());
  const int mkstemp_error = errno;
  if (fd >= 0) pending.emplace(temp);
  ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  errno = mkstemp_error;
  return fd;
}

}  // namespace

std::optional<Diagnostic> check_writable(const std::string& path) {
  std::string temp;
  if (auto problem = temporary_beside(path, temp)) return problem;
  std::optional<PendingTemporary> pending;
  const int fd = make_temporary(temp, pending);
  if (fd < 0) return cannot_write(path, errno);
  ::close(fd);
  ::unlink(temp.c_str());
  return std::nullopt;
}

std::optional<Diagnostic> write_atomically(const std::string& path, std::string_view bytes) {
  std::string temp;
  if (auto problem = temporary_beside(path, temp)) return problem;
  std::optional<PendingTemporary> pending;
  const int fd = make_temporary(temp, pending);
  if (fd < 0) return cannot_write(path, errno);
  auto fail = [&](int error) {
    ::close(fd);
    ::unlink(temp.c_str());
    return cannot_write(path, error);
  };
  // mkstemp makes the file 0600; an output is an ordinary file, readable as the umask allows.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  if (::fchmod(fd, static_cast<mode_t>(0666 & ~mask)) != 0) return fail(errno);
  if (!write_all(fd, bytes)) return fail(errno);
  if (::fsync(fd) != 0) return fail(errno);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    return cannot_write(path, error);
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    return cannot_write(path, error);
  }
  return std::nullopt;
}

std::optional<Diagnostic> write_atomically(const std::string& path, const Filler& fill) {
  std::ostringstream out;
  if (!fill(out) || !out) return cannot_write(path, EIO);
  return write_atomically(path, out.view());
}

std::optional<Diagnostic> check_not_an_input(const std::string& output,
                                             const std::vector<std::string>& inputs) {
  namespace fs = std::filesystem;
  struct stat out_stat {};
  const bool out_exists = ::stat(output.c_str(), &out_stat) == 0;
  std::error_code ec;
  const fs::path out_norm = fs::weakly_canonical(fs::absolute(output, ec), ec).lexically_normal();
  for (const std::string& input : inputs) {
    if (input == "-") continue;
    struct stat in_stat {};
    bool same = false;
    if (out_exists && ::stat(input.c_str(), &in_stat) == 0) {
      same = in_stat.st_dev == out_stat.st_dev && in_stat.st_ino == out_stat.st_ino;
    } else {
      std::error_code ec2;
      same = fs::weakly_canonical(fs::absolute(input, ec2), ec2).lexically_normal() == out_norm;
    }
    if (same)
      return Diagnostic{Severity::error,
                        Code::output_is_input,
                        {},
                        std::nullopt,
                        Message("diag.output-is-input").with("path", output)};
  }
  return std::nullopt;
}

}  // namespace lucas::output
