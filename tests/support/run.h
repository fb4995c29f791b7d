// Running the lucas executable from tests, as a user would, and collecting what it says.
#pragma once

#include <sys/resource.h>

#include <string>
#include <vector>

namespace lucas::testing {

struct RunResult {
  int exit_code = -1;  ///< 128 + the signal when one ended the run
  int signal = 0;      ///< the signal that ended the run, if one did
  std::string out;
  std::string err;
  double seconds = 0;  ///< wall-clock time of the run
};

/// Resource limits for a run of lucas (setrlimit in the child); none by default.
struct Limits {
  rlim_t cpu_seconds = RLIM_INFINITY;
  rlim_t memory_bytes = RLIM_INFINITY;  ///< address space
  rlim_t file_bytes = RLIM_INFINITY;    ///< largest file the run may write
};

/// Runs the built lucas in dir, with stdin from a file, the locale variables cleared, under
/// limits: the one way every test starts lucas.
RunResult run_lucas_in(const std::vector<std::string>& args, const std::string& dir,
                       const std::string& stdin_path, const std::vector<std::string>& env = {},
                       const Limits& limits = {});

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

/// Runs the built lucas like run_lucas, and sends it `signal` once its standard output or error
/// holds `wait_for` (a progress line, say) or `after_seconds` have passed, whichever comes first: for
/// testing how it stops when interrupted.
RunResult run_lucas_signalled(const std::vector<std::string>& args, int signal,
                              const std::string& wait_for, double after_seconds);

/// Whether Python's own JSON reader (python3 -m json.tool) accepts the text; its message when
/// it does not.
std::string python_json_error(const std::string& text);

}  // namespace lucas::testing
