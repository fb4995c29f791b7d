#include "cli/app.h"

#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <streambuf>
#include <vector>

#include "cli/parse_errors.h"
#include "cli/validators.h"
#include "cli/version.h"
#include "present/error_line.h"
#include "text/system_reason.h"

namespace lucas::cli {

namespace {

// The names of the language option: a French teacher types --langue.
constexpr std::string_view kLanguageOptions[] = {"--lang", "--langue"};

// The language must be known before the subcommands are described, so that --help speaks it:
// --lang (or --langue) is looked for in the arguments first, then the locale decides (also when
// it names no language: the option's check then says so in the locale's language).
std::string language_of(const std::vector<std::string>& args) {
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    std::string value;
    for (std::string_view name : kLanguageOptions) {
      if (arg == name && i + 1 < args.size()) value = args[i + 1];
      if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=')
        value = arg.substr(name.size() + 1);
    }
    if (Catalogue::find(value)) return value;
  }
  return language_from_environment();
}

// The options that every command taking them accepts before the command's name as well as
// after it: `lucas --lang fr sheet` is `lucas sheet --lang fr`.
constexpr std::string_view kSharedOptions[] = {"--lang", "--langue", "--format"};

bool is_shared(std::string_view arg) {
  for (std::string_view option : kSharedOptions)
    if (arg == option || (arg.size() > option.size() && arg.substr(0, option.size()) == option &&
                          arg[option.size()] == '='))
      return true;
  return false;
}

// Moves the shared options written before the command's name to just after it, where that
// command's own options read them (and refuse --format where the command has none). Without
// a command, nothing moves: the top level has --lang of its own.
std::vector<std::string> shared_options_after_command(const std::vector<std::string>& args,
                                                      const CLI::App& app) {
  std::vector<std::string> before_command;
  std::vector<std::string> moved;
  size_t i = 1;
  for (; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.empty() || arg[0] != '-') break;
    std::vector<std::string>& into = is_shared(arg) ? moved : before_command;
    into.push_back(arg);
    if (is_shared(arg) && arg.find('=') == std::string::npos && i + 1 < args.size())
      into.push_back(args[++i]);
  }
  bool is_command = false;
  for (const CLI::App* command : app.get_subcommands({}))
    if (i < args.size() && command->get_name() == args[i]) is_command = true;
  if (!is_command || moved.empty()) return args;
  std::vector<std::string> out{args[0]};
  out.insert(out.end(), before_command.begin(), before_command.end());
  out.push_back(args[i]);
  out.insert(out.end(), moved.begin(), moved.end());
  out.insert(out.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
  return out;
}

using AddCommand = void (*)(CLI::App&, Context&);

// The subcommands, in the order --help lists them.
constexpr AddCommand kCommands[] = {
    add_check_command,   add_report_command,  add_sheet_command, add_replay_command,
    add_handout_command, add_analyze_command, add_hint_command,  add_solve_command,
    add_match_command,   add_play_command,    add_learn_command, add_serve_command,
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
  print_error(command_error(Code::cannot_write,
                            Message("diag.cannot-write")
                                .with("path", context.text("cli.standard-output"))
                                .with("reason", system_reason(error, "", FileUse::write))),
              context.catalogue());
  return kExitUnreadable;
}

}  // namespace

void add_language_option(CLI::App& command, Context& context) {
  // The default shown is the one lucas takes without --lang: the locale's, whatever --lang
  // chose for this run.
  command.add_option("--lang,--langue", context.language, context.text("cli.option.lang"))
      ->transform(one_of(Catalogue::languages(), context))
      ->default_str(language_from_environment());
}

namespace {

// Parses the command line and runs the subcommand, all output going to std::cout.
int run_command(int argc, char** argv, Context& context) {
  std::vector<std::string> args(argv, argv + argc);
  context.language = language_of(args);

  CLI::App app(context.text("cli.description"), "lucas");
  app.require_subcommand(1);
  app.set_version_flag("--version", "lucas " + std::string(kVersion),
                       context.text("cli.option.version"));
  app.set_help_flag("-h,--help", context.text("cli.option.help"));
  localize_help(app, context);
  for (AddCommand add : kCommands) add(app, context);
  for (CLI::App* command : app.get_subcommands({}))
    command->group(context.text("cli.label.commands"));
  add_language_option(app, context);
  localize_type_names(app, context);

  args = shared_options_after_command(args, app);
  // CLI11 reads the arguments from the back.
  std::vector<std::string> reversed(args.rbegin(), args.rend() - 1);

  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    print_error(explain(e, app, args), context.catalogue());
    return kExitUnreadable;
  } catch (const std::bad_alloc&) {
    print_error(command_error(Code::internal, Message("cli.error.out-of-memory")),
                context.catalogue());
    return kExitUnreadable;
  } catch (const std::exception& e) {
    // The last edge: whatever a command let through is an error line, not an abort with a
    // core dump.
    print_error(
        command_error(Code::internal, Message("cli.error.internal").with("detail", e.what())),
        context.catalogue());
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
