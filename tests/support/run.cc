#include "support/run.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace lucas::testing {

namespace {

std::string read_all(int fd) {
  std::string out;
  char buffer[4096];
  ssize_t n;
  while ((n = read(fd, buffer, sizeof buffer)) > 0) out.append(buffer, static_cast<size_t>(n));
  return out;
}

}  // namespace

RunResult run_lucas_in(const std::vector<std::string>& args, const std::string& dir,
                       const std::string& stdin_path, const std::vector<std::string>& env,
                       const Limits& limits) {
  const std::string base = temp_dir();
  const std::string out_path = base + "/stdout", err_path = base + "/stderr";
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    const int in = open(stdin_path.c_str(), O_RDONLY);
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0 || chdir(dir.c_str()) != 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    for (const char* name : {"LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"}) unsetenv(name);
    for (const std::string& e : env) putenv(const_cast<char*>(e.c_str()));
    const rlimit cpu{limits.cpu_seconds, limits.cpu_seconds};
    const rlimit memory{limits.memory_bytes, limits.memory_bytes};
    const rlimit file{limits.file_bytes, limits.file_bytes};
    setrlimit(RLIMIT_CPU, &cpu);
    setrlimit(RLIMIT_AS, &memory);
    setrlimit(RLIMIT_FSIZE, &file);
    std::vector<std::string> copies = args;
    std::string binary = LUCAS_BINARY;
    std::vector<char*> argv{binary.data()};
    for (std::string& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  RunResult r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + r.signal;
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  std::filesystem::remove_all(base);
  return r;
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
