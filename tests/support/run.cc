#include "support/run.h"

#include <fcntl.h>
#include <grp.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace lucas::testing {

namespace {

std::string read_all(int fd) {
  std::string out;
  char buffer[4096];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof buffer)) > 0) out.append(buffer, static_cast<size_t>(n));
  return out;
}

// The environment lucas runs with: this process's without its locale variables, then env
// ("NAME=value" each, replacing a variable of that name).
std::vector<std::string> environment_of(const std::vector<std::string>& env) {
  auto name_of = [](const std::string& entry) { return entry.substr(0, entry.find('=')); };
  std::vector<std::string> out;
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string entry = *e, name = name_of(entry);
    if (name == "LANG" || name == "LC_ALL" || name == "LC_MESSAGES" || name == "LANGUAGE") continue;
    if (std::none_of(env.begin(), env.end(),
                     [&](const std::string& given) { return name_of(given) == name; }))
      out.push_back(entry);
  }
  out.insert(out.end(), env.begin(), env.end());
  return out;
}

// The char* array exec wants, pointing into `strings`.
std::vector<char*> pointers_to(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// What exec needs to start the built lucas with these arguments and environment: argv and envp,
// and the strings they point into (so never copied or moved).
struct Exec {
  Exec(const std::vector<std::string>& args, const std::vector<std::string>& env)
      : words{LUCAS_BINARY}, variables(environment_of(env)) {
    words.insert(words.end(), args.begin(), args.end());
    argv = pointers_to(words);
    envp = pointers_to(variables);
  }
  Exec(const Exec&) = delete;
  Exec& operator=(const Exec&) = delete;

  std::vector<std::string> words, variables;
  std::vector<char*> argv, envp;
};

bool unlimited(const Limits& limits) {
  return limits.cpu_seconds == RLIM_INFINITY && limits.memory_bytes == RLIM_INFINITY &&
         limits.file_bytes == RLIM_INFINITY && !limits.unprivileged;
}

// The signals a shell gives a command it runs in the foreground at their defaults. A test
// process started in the background (a script's `&`, nohup) has SIGINT ignored, which lucas
// then keeps ignoring, as a background command should: its Ctrl-C tests would wait for ever.
constexpr int kShellSignals[] = {SIGPIPE, SIGINT};

// Starts lucas with posix_spawn, whose child shares this process's memory until it execs: a
// fork copies the page tables of the whole test process first, 350 MB under the sanitizers,
// which keep freed memory in quarantine. Only what posix_spawn can set: no limits, the signals as a
// shell gives them. Returns 0 when it could not start.
pid_t spawn_plainly(const std::vector<std::string>& args, const std::string& dir, int in, int out,
                    int err, const std::vector<std::string>& env) {
  Exec exec(args, env);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
  posix_spawn_file_actions_adddup2(&actions, in, 0);
  posix_spawn_file_actions_adddup2(&actions, out, 1);
  posix_spawn_file_actions_adddup2(&actions, err, 2);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  // SIGPIPE and SIGINT at their defaults and unblocked, whatever this process does with them.
  sigset_t shell_signals, mask;
  sigemptyset(&shell_signals);
  pthread_sigmask(SIG_BLOCK, nullptr, &mask);
  for (int number : kShellSignals) {
    sigaddset(&shell_signals, number);
    sigdelset(&mask, number);
  }
  posix_spawnattr_setsigdefault(&attributes, &shell_signals);
  posix_spawnattr_setsigmask(&attributes, &mask);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  pid_t pid = 0;
  const int failed =
      posix_spawn(&pid, exec.argv[0], &actions, &attributes, exec.argv.data(), exec.envp.data());
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return failed ? 0 : pid;
}

// Starts lucas with its standard streams on these descriptors, which the child keeps and the
// parent closes; returns its process id. Limits, another user and an ignored SIGPIPE need a
// child of our own (fork), which sets them before it execs; so does a start that failed, whose
// child exits 127.
pid_t start_lucas(const std::vector<std::string>& args, const std::string& dir, int in, int out,
                  int err, const std::vector<std::string>& env, const Limits& limits,
                  bool sigpipe_ignored = false) {
  pid_t pid = 0;
  if (in >= 0 && out >= 0 && err >= 0 && unlimited(limits) && !sigpipe_ignored)
    pid = spawn_plainly(args, dir, in, out, err, env);
  if (pid == 0) pid = fork();
  if (pid == 0) {
    if (in < 0 || out < 0 || err < 0 || chdir(dir.c_str()) != 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    const rlimit cpu{limits.cpu_seconds, limits.cpu_seconds};
    const rlimit memory{limits.memory_bytes, limits.memory_bytes};
    const rlimit file{limits.file_bytes, limits.file_bytes};
    setrlimit(RLIMIT_CPU, &cpu);
    setrlimit(RLIMIT_AS, &memory);
    setrlimit(RLIMIT_FSIZE, &file);
    if (limits.unprivileged && geteuid() == 0 &&
        (setgroups(0, nullptr) != 0 || setgid(65534) != 0 || setuid(65534) != 0))
      _exit(127);
    give_shell_signals();
    if (sigpipe_ignored) signal(SIGPIPE, SIG_IGN);
    exec_lucas(args, env);
  }
  for (int fd : {in, out, err})
    if (fd >= 0) close(fd);
  return pid;
}

// Starts lucas with its standard streams on files; returns its process id.
pid_t spawn_lucas(const std::vector<std::string>& args, const std::string& dir,
                  const std::string& stdin_path, const std::vector<std::string>& env,
                  const Limits& limits, const std::string& out_path, const std::string& err_path) {
  const int in = open(stdin_path.c_str(), O_RDONLY | O_CLOEXEC);
  const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  return start_lucas(args, dir, in, out, err, env, limits);
}

RunResult finish(pid_t pid, std::chrono::steady_clock::time_point start, const std::string& base,
                 const std::string& out_path, const std::string& err_path) {
  int status = 0;
  // A status never read must not pass for "exit 0": a wait interrupted by a signal is retried,
  // and one that fails otherwise (the child reaped elsewhere) says so.
  pid_t waited;
  while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
  }
  RunResult r;
  if (waited != pid) {
    ADD_FAILURE() << "waitpid(" << pid << "): " << std::strerror(errno);
    status = -1;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + r.signal;
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  std::filesystem::remove_all(base);
  return r;
}

}  // namespace

RunResult run_lucas_in(const std::vector<std::string>& args, const std::string& dir,
                       const std::string& stdin_path, const std::vector<std::string>& env,
                       const Limits& limits) {
  const std::string base = temp_dir();
  const std::string out_path = base + "/stdout", err_path = base + "/stderr";
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = spawn_lucas(args, dir, stdin_path, env, limits, out_path, err_path);
  return finish(pid, start, base, out_path, err_path);
}

RunResult run_lucas_signalled(const std::vector<std::string>& args, int signal,
                              const std::string& wait_for, double after_seconds, bool input_waits) {
  const std::string base = temp_dir();
  const std::string out_path = base + "/stdout", err_path = base + "/stderr";
  // A FIFO held open for writing here (O_RDWR does not wait for a reader), so that lucas's
  // reads wait instead of meeting the end of input.
  const std::string fifo = base + "/stdin";
  int writer = -1;
  if (input_waits && mkfifo(fifo.c_str(), 0600) == 0)
    writer = open(fifo.c_str(), O_RDWR | O_CLOEXEC);
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = spawn_lucas(args, LUCAS_SOURCE_DIR, writer >= 0 ? fifo : "/dev/null", {}, {},
                                out_path, err_path);
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const std::chrono::duration<double> waited = std::chrono::steady_clock::now() - start;
    if (waited.count() >= after_seconds) break;
    if (slurp(err_path).find(wait_for) != std::string::npos ||
        slurp(out_path).find(wait_for) != std::string::npos)
      break;
    siginfo_t info{};
    // Ended by itself: looked at, not reaped, so that finish() still gets its status.
    if (waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid != 0)
      break;
  }
  kill(pid, signal);
  RunResult r = finish(pid, start, base, out_path, err_path);
  if (writer >= 0) close(writer);
  return r;
}

RunResult run_lucas_streams(const std::vector<std::string>& args, const Streams& streams) {
  const std::string base = temp_dir();
  const std::string out_path = base + "/stdout", err_path = base + "/stderr";
  const auto start = std::chrono::steady_clock::now();
  const int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
  int pipe_ends[2] = {-1, -1};
  int out;
  if (streams.output_lines > 0)
    out = pipe2(pipe_ends, O_CLOEXEC) == 0 ? pipe_ends[1] : -1;
  else if (!streams.output_file.empty())
    out = open(streams.output_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  else
    out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const int err = streams.errors_with_output
                      ? fcntl(out, F_DUPFD_CLOEXEC, 0)
                      : open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const pid_t pid =
      start_lucas(args, LUCAS_SOURCE_DIR, in, out, err, {}, {}, streams.sigpipe_ignored);
  std::string lines;
  if (pipe_ends[0] >= 0) {
    // Read as head does: the lines wanted, then the pipe closed under the writer.
    char c;
    for (int n = 0; n < streams.output_lines && read(pipe_ends[0], &c, 1) == 1;)
      if ((lines += c).back() == '\n') ++n;
    close(pipe_ends[0]);
  }
  RunResult r = finish(pid, start, base, out_path, err_path);
  if (pipe_ends[0] >= 0) r.out = lines;
  return r;
}

void give_shell_signals() {
  // An ignored signal stays ignored over exec, and a blocked one blocked.
  sigset_t shell_signals;
  sigemptyset(&shell_signals);
  for (int number : kShellSignals) {
    signal(number, SIG_DFL);
    sigaddset(&shell_signals, number);
  }
  sigprocmask(SIG_UNBLOCK, &shell_signals, nullptr);
}

void exec_lucas(const std::vector<std::string>& args, const std::vector<std::string>& env) {
  Exec exec(args, env);
  execve(exec.argv[0], exec.argv.data(), exec.envp.data());
  _exit(127);
}

RunResult run_lucas(const std::vector<std::string>& args, const std::string& stdin_text,
                    const std::vector<std::string>& env, const std::string& dir) {
  const std::string input = temp_dir();
  std::ofstream(input + "/stdin", std::ios::binary) << stdin_text;
  RunResult r = run_lucas_in(args, dir, input + "/stdin", env);
  std::filesystem::remove_all(input);
  return r;
}

std::string temp_dir() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/lucas-test-XXXXXX";
  if (mkdtemp(pattern.data()) == nullptr) std::abort();
  return pattern;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string opening_of_the_4x4_game() {
  const std::string whole = slurp(LUCAS_SOURCE_DIR "/tests/data/analyze-4x4.yaml");
  const size_t fifth_move = whole.find("  - \"N Q-V\"");
  return whole.substr(0, whole.find('\n', fifth_move) + 1);
}

std::string without_last_line(const std::string& text) {
  const auto end = text.rfind('\n', text.size() >= 2 ? text.size() - 2 : 0);
  return end == std::string::npos ? "" : text.substr(0, end + 1);
}

RunResult run_shell(const std::string& command) {
  RunResult r;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return r;
  r.out = read_all(fileno(pipe));
  const int status = pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

}  // namespace lucas::testing
