// Running the lucas executable from tests, as a user would, and collecting what it says.
#pragma once

#include <string>
#include <vector>

namespace lucas::testing {

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

/// Runs the built lucas with these arguments in the given directory (default: the source tree),
/// with stdin from the given text, and the environment's LANG/LC_* cleared unless given in env.
RunResult run_lucas(const std::vector<std::string>& args, const std::string& stdin_text = "",
                    const std::vector<std::string>& env = {},
                    const std::string& dir = LUCAS_SOURCE_DIR);

/// A fresh empty directory for one test's outputs.
std::string temp_dir();

/// A file's whole content ("" when it does not exist).
std::string slurp(const std::string& path);

/// Runs a shell command line; returns its exit code and standard output.
RunResult run_shell(const std::string& command);

}  // namespace lucas::testing
