#include "cli/app.h"

#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>

#include "cli/parse_errors.h"
#include "cli/version.h"

namespace lucas::cli {

namespace {

// The language must be known before the subcommands are described, so that --help speaks it:
// --lang is looked for in the arguments first, then the locale decides.
std::string language_of(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--lang" && i + 1 < argc) return argv[i + 1];
    if (arg.substr(0, 7) == "--lang=") return std::string(arg.substr(7));
  }
  return language_from_environment();
}

using AddCommand = void (*)(CLI::App&, Context&);

// The subcommands, in the order --help lists them.
constexpr AddCommand kCommands[] = {
    add_check_command,   add_sheet_command, add_replay_command, add_handout_command,
    add_analyze_command, add_hint_command,  add_solve_command,
};

// Standard output, written with write(2) so that the reason a write failed is kept: by the time
// the command returns, errno has long forgotten it.
class StdoutBuffer : public std::streambuf {
 public:
  StdoutBuffer() { setp(buffer_, buffer_ + sizeof buffer_); }
  /// The errno of the first write that failed, or 0.
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    for (const char* p = pbase(); p < pptr();) {
      const ssize_t n = ::write(STDOUT_FILENO, p, static_cast<size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (error_ == 0) error_ = n < 0 ? errno : EIO;
        setp(buffer_, buffer_ + sizeof buffer_);  // what cannot be written is dropped
        return false;
      }
      p += n;
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return true;
  }

  char buffer_[1 << 14];
  int error_ = 0;
};

// What was printed must have reached standard output: a full disk (`> /dev/full`) is an error,
// not a silent success. A reader that went away (`| head -1`) is no error: when SIGPIPE is
// ignored the write fails with EPIPE, and lucas ends as quietly as the signal would have.
int finish_output(StdoutBuffer& out, int exit_code, const Context& context) {
  std::cout.flush();
  const int error = out.error();
  if (error == 0 || error == EPIPE) return exit_code;
  std::cerr << "lucas: " << context.text("cli.error") << ": "
            << context.catalogue().format(Message("diag.cannot-write")
                                              .with("path", context.text("cli.standard-output"))
                                              .with("reason", std::strerror(error)))
            << "\n";
  return kExitUnreadable;
}

}  // namespace

void add_language_option(CLI::App& command, Context& context) {
  command.add_option("--lang", context.language, context.text("cli.option.lang"))
      ->check(CLI::IsMember(Catalogue::languages()))
      ->default_str(context.language);
}

namespace {

// Parses the command line and runs the subcommand, all output going to std::cout.
int run_command(int argc, char** argv, Context& context) {
  context.language = language_of(argc, argv);
  if (!Catalogue::find(context.language)) context.language = "en";  // CLI11 names the bad value

  CLI::App app(context.text("cli.description"), "lucas");
  app.require_subcommand(1);
  app.set_version_flag("--version", "lucas " + std::string(kVersion),
                       context.text("cli.option.version"));
  app.set_help_flag("-h,--help", context.text("cli.option.help"));
  localize_help(app, context);
  for (AddCommand add : kCommands) add(app, context);
  for (CLI::App* command : app.get_subcommands({}))
    command->group(context.text("cli.label.commands"));

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "lucas: " << context.text("cli.error") << ": " << explain(e, context) << "\n"
              << context.text("cli.see-help") << "\n";
    return kExitUnreadable;
  } catch (const std::exception& e) {
    // The last edge: whatever a command let through (out of memory, say) is an error line, not
    // an abort with a core dump.
    std::cerr << "lucas: " << context.text("cli.error") << ": " << e.what() << "\n";
    return kExitUnreadable;
  }
  return context.exit_code;
}

}  // namespace

int run(int argc, char** argv) {
  // Over a file size limit (ulimit -f), SIGXFSZ would kill lucas in the middle of writing an
  // output and leave its temporary file behind; ignored, the write fails with EFBIG and the
  // output writer cleans up and reports it like a full disk.
  std::signal(SIGXFSZ, SIG_IGN);
  StdoutBuffer out;
  std::streambuf* const standard = std::cout.rdbuf(&out);
  Context context;
  const int exit_code = finish_output(out, run_command(argc, argv, context), context);
  std::cout.rdbuf(standard);  // std::cout outlives this buffer
  return exit_code;
}

}  // namespace lucas::cli
