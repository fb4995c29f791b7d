// The README's commands, run as written: a reader who has done the README's set-up on a fresh
// clone has build/lucas, the examples and the test data, and nothing else on the PATH. Each
// command runs in a scratch copy of that tree (so the files it writes land there), and what the
// README shows it printing must be what it prints.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support/run.h"

namespace lucas::testing {
namespace {

namespace fs = std::filesystem;

/// A command of a ```sh or ```console block, and for a console block the lines shown after it.
struct Command {
  std::string text;
  int line = 0;               ///< in README.md
  bool shows_output = false;  ///< a `$ ` line of a console block
  std::string output;         ///< the lines shown after it, each ending in a newline
};

std::vector<Command> readme_commands(const std::string& readme) {
  std::vector<Command> commands;
  std::istringstream in(readme);
  std::string line;
  std::string fence;  // "sh", "console" or "" outside a block
  bool in_block = false;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("```", 0) == 0) {
      in_block = !in_block;
      fence = in_block ? line.substr(3) : "";
      continue;
    }
    if (!in_block) continue;
    if (fence == "sh") {
      // A comment after the command explains it; it is not part of it.
      const auto hash = line.find("  #");
      std::string text = line.substr(0, hash);
      while (!text.empty() && text.back() == ' ') text.pop_back();
      if (!text.empty()) commands.push_back({text, number, false, ""});
    } else if (fence == "console") {
      if (line.rfind("$ ", 0) == 0) {
        commands.push_back({line.substr(2), number, true, ""});
      } else if (!commands.empty() && commands.back().shows_output) {
        commands.back().output += line + "\n";
      }
    }
  }
  return commands;
}

/// A scratch tree laid out as a fresh clone after the set-up: build/lucas and the files the
/// README's commands read.
std::string scratch_clone() {
  const std::string dir = temp_dir();
  fs::create_directory(dir + "/build");
  fs::create_symlink(LUCAS_BINARY, dir + "/build/lucas");
  for (const char* part : {"examples", "tests", "templates", "docs"}) {
    fs::create_directory_symlink(std::string(LUCAS_SOURCE_DIR) + "/" + part, dir + "/" + part);
  }
  return dir;
}

/// Runs a command line in dir with the environment a reader's shell would give it, in English
/// as the README is written: standard output and error together, as a terminal shows them.
RunResult run_in(const std::string& dir, const std::string& command) {
  {
    std::ofstream script(dir + "/command.sh");
    script << command << "\n";
  }
  // The sanitizers' settings pass through: under ASan the suite's leak suppressions apply to
  // these runs as to every other run of lucas.
  std::string sanitizers;
  for (const char* name : {"ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"}) {
    if (const char* value = std::getenv(name))
      sanitizers += std::string(name) + "='" + value + "' ";
  }
  return run_shell("cd '" + dir + "' && env -i PATH=/usr/bin:/bin HOME='" + dir + "' " +
                   sanitizers + "sh command.sh 2>&1");
}

std::string readme() { return slurp(std::string(LUCAS_SOURCE_DIR) + "/README.md"); }

// The commands a test of the README does not run, each for its reason. Any other command must be
// one of lucas's, so a new command in the README is run here or listed here on purpose.
bool not_run_here(const std::string& text) {
  // The set-up itself: it runs this test suite.
  if (text == "scripts/dev.sh test") return true;
  // Building and installing the Debian package: tests/package_test.cc builds and unpacks it.
  if (text.rfind("cmake --build build && (cd build && cpack -G DEB)", 0) == 0) return true;
  if (text.rfind("sudo apt install ./build/lucas_", 0) == 0) return true;
  return false;
}

TEST(Readme, ShowsManyCommands) {
  // A parser that found nothing would let every other test pass.
  EXPECT_GE(readme_commands(readme()).size(), 12u);
}

TEST(Readme, EveryCommandRunsAsWritten) {
  const std::string dir = scratch_clone();
  for (Command command : readme_commands(readme())) {
    SCOPED_TRACE("README.md:" + std::to_string(command.line) + ": " + command.text);
    if (not_run_here(command.text)) continue;
    // `scripts/dev.sh run ARGS` installs and builds, then runs build/lucas ARGS.
    const std::string dev_run = "scripts/dev.sh run ";
    if (command.text.rfind(dev_run, 0) == 0) {
      command.text = "build/lucas " + command.text.substr(dev_run.size());
    }
    ASSERT_EQ(command.text.rfind("build/lucas ", 0), 0u)
        << "a command a reader types after the set-up starts with build/lucas (lucas is not "
           "installed yet)";
    const RunResult r = run_in(dir, command.text);
    // 0: done; 1: the record checked is invalid, as the README's bad example means to show;
    // 3: a solve stopped by its --seconds, as its comment says. 2 (no record, a wrong command
    // line), a signal or a shell's 127 is a command that does not work as written.
    EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 1 || r.exit_code == 3)
        << "exit " << r.exit_code << ":\n"
        << r.out;
    if (!command.output.empty()) {
      EXPECT_EQ(r.out, command.output);
    }
  }
}

TEST(Readme, TheFirstCommandPrintsWhatTheReadmeSays) {
  const std::string text = readme();
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex("The first prints `([^`]*)`")));
  const std::vector<Command> commands = readme_commands(text);
  ASSERT_FALSE(commands.empty());
  const std::string dev_run = "scripts/dev.sh run ";
  ASSERT_EQ(commands.front().text.rfind(dev_run, 0), 0u);
  const RunResult r =
      run_in(scratch_clone(), "build/lucas " + commands.front().text.substr(dev_run.size()));
  EXPECT_EQ(r.out, m[1].str() + "\n");
}

TEST(Readme, ACommandThatFailsIsCaught) {
  // The runner itself: a command that does not work gives an exit code the test rejects, and its
  // output is what it printed.
  const RunResult r = run_in(scratch_clone(), "build/lucas check examples/no-such-file.yaml");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find("no-such-file.yaml"), std::string::npos);
}

}  // namespace
}  // namespace lucas::testing
