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
  /// As user and group 65534 (nobody) when the tests run as root, so that file permissions
  /// apply to the run as to a pupil's account.
  bool unprivileged = false;
};

/// Where a run's standard output goes when it is not collected whole in RunResult::out.
struct Streams {
  bool errors_with_output =
      false;                     ///< standard error into standard output (2>&1): `out` holds both
  std::string output_file = "";  ///< standard output to this file (/dev/full, say); `out` is ""
  int output_lines = 0;  ///< standard output through a pipe closed after this many lines (| head)
  bool sigpipe_ignored = false;  ///< started with SIGPIPE ignored (as after trap '' PIPE)
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

/// Runs the built lucas like run_lucas (no input, in the source tree) with its standard output
/// and error joined as `streams` says: for testing how it writes to a pipe, a full disk, a
/// terminal's one stream.
RunResult run_lucas_streams(const std::vector<std::string>& args, const Streams& streams);

/// In a child process about to start lucas: SIGPIPE and SIGINT at their defaults and unblocked,
/// as a shell gives them to a command in the foreground, whatever the test process inherited (a
/// test program started in the background has SIGINT ignored, and lucas would keep ignoring it).
void give_shell_signals();

/// In a child process: clears the locale variables (LANG, LC_*, LANGUAGE), sets env
/// ("NAME=value" each) and replaces the process with the built lucas and these arguments; exits
/// with 127 when it cannot. How every run above, and a test's own pseudo-terminal, start lucas.
[[noreturn]] void exec_lucas(const std::vector<std::string>& args,
                             const std::vector<std::string>& env);

/// A fresh empty directory for one test's outputs.
std::string temp_dir();

/// A file's whole content ("" when it does not exist).
std::string slurp(const std::string& path);

/// The first five moves of tests/data/analyze-4x4.yaml, as an interrupted record: 35 lines are
/// left, which no solve finishes in a hundredth of a second.
std::string opening_of_the_4x4_game();

/// Everything but the last line of a command's output (its timings and positions counted vary).
std::string without_last_line(const std::string& text);

/// Runs a shell command line; returns its exit code and standard output.
RunResult run_shell(const std::string& command);

/// Runs the built lucas like run_lucas, and sends it `signal` once its standard output or error
/// holds `wait_for` (a progress line, say) or `after_seconds` have passed, whichever comes first:
/// for testing how it stops when interrupted. Its standard input is empty, or with
/// `input_waits` a pipe that stays open with nothing in it (a pupil who has not typed yet).
RunResult run_lucas_signalled(const std::vector<std::string>& args, int signal,
                              const std::string& wait_for, double after_seconds,
                              bool input_waits = false);

}  // namespace lucas::testing
