#include "output/atomic_file.h"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "text/catalogue.h"

namespace lucas::output {
namespace {

namespace fs = std::filesystem;

fs::path fresh_dir() {
  static int n = 0;
  fs::path dir = fs::temp_directory_path() /
                 ("lucas-output-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AtomicFile, WritesAndReplaces) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "a.pdf").string();
  EXPECT_FALSE(write_atomically(path, "first"));
  EXPECT_EQ(read(path), "first");
  EXPECT_FALSE(write_atomically(path, "second"));
  EXPECT_EQ(read(path), "second");
  // No temporary file is left beside it.
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

TEST(AtomicFile, AFailedFillLeavesTheOldFile) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "a.svg").string();
  ASSERT_FALSE(write_atomically(path, "old"));
  auto d = write_atomically(path, [](std::ostream& out) {
    out << "half";
    return false;
  });
  ASSERT_TRUE(d);
  EXPECT_EQ(d->code, Code::cannot_write);
  EXPECT_EQ(read(path), "old");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

TEST(AtomicFile, MissingDirectoryAndDirectoryTarget) {
  const fs::path dir = fresh_dir();
  auto d = write_atomically((dir / "no" / "a.pdf").string(), "x");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->code, Code::cannot_write);
  EXPECT_EQ(d->message.key, "diag.cannot-write");
  auto e = write_atomically(dir.string(), "x");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->code, Code::cannot_write);
}

// Asked before the work that fills the file: the same answers as the write would give, and
// nothing left behind, an existing file untouched.
TEST(AtomicFile, CheckWritableAnswersAsTheWriteWould) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "game.yaml").string();
  EXPECT_FALSE(check_writable(path));
  EXPECT_FALSE(fs::exists(path));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 0);
  ASSERT_FALSE(write_atomically(path, "old"));
  EXPECT_FALSE(check_writable(path));
  EXPECT_EQ(read(path), "old");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
  for (const std::string& bad : {(dir / "no" / "game.yaml").string(), dir.string(), std::string(),
                                 path + "/under-a-file.yaml"}) {
    const auto asked = check_writable(bad);
    ASSERT_TRUE(asked) << bad;
    EXPECT_EQ(asked->code, Code::cannot_write) << bad;
    const auto written = write_atomically(bad, "x");
    ASSERT_TRUE(written) << bad;
    const Catalogue& en = Catalogue::get("en");
    EXPECT_EQ(en.format(asked->message), en.format(written->message)) << bad;
  }
}

// Root writes into read-only directories, so as root the write is tried by a child process
// that has given up root for the "nobody" user, as a teacher's account would run lucas.
TEST(AtomicFile, ReadOnlyDirectoryKeepsTheOldFile) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "a.png").string();
  ASSERT_FALSE(write_atomically(path, "old"));
  ::chmod(dir.c_str(), 0555);
  bool refused = false;
  if (::geteuid() == 0) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(3);
      ::_exit(write_atomically(path, "new") ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    ASSERT_NE(WEXITSTATUS(status), 3) << "could not become nobody";
    refused = WEXITSTATUS(status) == 0;
  } else {
    refused = write_atomically(path, "new").has_value();
  }
  ::chmod(dir.c_str(), 0755);
  EXPECT_TRUE(refused);
  EXPECT_EQ(read(path), "old");
  // No temporary file is left behind.
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

TEST(AtomicFile, OutputMustNotBeAnInput) {
  const fs::path dir = fresh_dir();
  const std::string input = (dir / "game.yaml").string();
  ASSERT_FALSE(write_atomically(input, "title: x\n"));
  EXPECT_TRUE(check_not_an_input(input, {input}));
  EXPECT_TRUE(check_not_an_input((dir / "." / "game.yaml").string(), {input}));
  fs::create_symlink(input, dir / "link.yaml");
  EXPECT_TRUE(check_not_an_input((dir / "link.yaml").string(), {input}));
  EXPECT_FALSE(check_not_an_input((dir / "game.pdf").string(), {input}));
  EXPECT_FALSE(check_not_an_input((dir / "game.pdf").string(), {"-"}));
  auto d = check_not_an_input(input, {"-", input});
  ASSERT_TRUE(d);
  EXPECT_EQ(d->code, Code::output_is_input);
}

// The writer's end of a pipe: its SIGXFSZ handler says "stopped mid-write" through it.
int g_mid_write_fd = -1;

// Runs when a write goes past the file size limit: the temporary file has its first bytes and
// write_atomically is inside write(). Tell the parent, then wait there to be killed.
extern "C" void stop_mid_write(int) {
  const char byte = 'w';
  [[maybe_unused]] const ssize_t n = ::write(g_mid_write_fd, &byte, 1);
  for (;;) ::pause();
}

// A kill while the output is being written leaves the old file and no temporary file. The writer
// is made to stop inside its write, deterministically: its file size limit is below the output's
// size, so the write raises SIGXFSZ, whose handler reports through a pipe and waits. Only then is
// it killed, as a teacher's Ctrl-C would.
TEST(AtomicFile, KilledMidWriteLeavesNoTemporaryFile) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "out.pdf").string();
  ASSERT_FALSE(write_atomically(path, "old"));
  constexpr rlim_t kLimit = 1u << 20;
  const std::string big(2 * kLimit, 'x');
  int pipe_fds[2];
  ASSERT_EQ(::pipe(pipe_fds), 0);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(pipe_fds[0]);
    g_mid_write_fd = pipe_fds[1];
    struct sigaction action {};
    action.sa_handler = stop_mid_write;
    sigemptyset(&action.sa_mask);
    const rlimit limit{kLimit, kLimit};
    if (::sigaction(SIGXFSZ, &action, nullptr) != 0 || ::setrlimit(RLIMIT_FSIZE, &limit) != 0)
      ::_exit(3);
    ::_exit(write_atomically(path, big) ? 1 : 0);
  }
  ::close(pipe_fds[1]);
  char byte = 0;
  const ssize_t got = ::read(pipe_fds[0], &byte, 1);
  ::close(pipe_fds[0]);
  if (got != 1) {
    int status = 0;
    ::waitpid(child, &status, 0);
    FAIL() << "the writer never stopped mid-write; exit status " << status;
  }
  // Stopped inside the write: the temporary file is there, with the first bytes only.
  std::vector<fs::path> temporaries;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().filename().string().starts_with(".out.pdf.")) temporaries.push_back(entry);
  ASSERT_EQ(temporaries.size(), 1u);
  EXPECT_EQ(fs::file_size(temporaries[0]), kLimit);
  ASSERT_EQ(::kill(child, SIGTERM), 0);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status)) << "exit status " << status;
  EXPECT_EQ(WTERMSIG(status), SIGTERM);
  EXPECT_EQ(read(path), "old");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace lucas::output
