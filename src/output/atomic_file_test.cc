#include "output/atomic_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

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

// A kill while the output is being written leaves the old file and no temporary file.
TEST(AtomicFile, KilledMidWriteLeavesNoTemporaryFile) {
  const fs::path dir = fresh_dir();
  const std::string path = (dir / "out.pdf").string();
  ASSERT_FALSE(write_atomically(path, "old"));
  const std::string big(256u << 20, 'x');  // long enough to be caught writing (and syncing)
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) ::_exit(write_atomically(path, big) ? 1 : 0);
  // Wait for the temporary file to appear, then end the writer as a teacher's Ctrl-C would.
  bool seen = false;
  for (int i = 0; i < 200000 && !seen; ++i) {
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().filename().string().rfind(".out.pdf.", 0) == 0) seen = true;
    if (!seen) ::usleep(50);
  }
  ASSERT_TRUE(seen);
  ::kill(child, SIGTERM);
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the write ended before the signal came";
  EXPECT_EQ(WTERMSIG(status), SIGTERM);
  EXPECT_EQ(read(path), "old");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
}

}  // namespace
}  // namespace lucas::output
