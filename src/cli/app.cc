#include "cli/app.h"

#include <cstdio>
#include <iostream>

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
    add_check_command,
    add_sheet_command,
    add_replay_command,
    add_handout_command,
    add_analyze_command,
    add_hint_command,
    add_solve_command,
};

}  // namespace

void add_language_option(CLI::App& command, Context& context) {
  command.add_option("--lang", context.language, context.text("cli.option.lang"))
      ->check(CLI::IsMember(Catalogue::languages()))
      ->default_str(context.language);
}

int run(int argc, char** argv) {
  Context context;
  context.language = language_of(argc, argv);
  if (!Catalogue::find(context.language)) context.language = "en";  // CLI11 names the bad value

  CLI::App app(context.text("cli.description"), "lucas");
  app.require_subcommand(1);
  app.set_version_flag("--version", "lucas 0.1.0");
  app.set_help_flag("-h,--help", context.text("cli.option.help"));
  for (AddCommand add : kCommands) add(app, context);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "lucas: " << context.text("cli.error") << ": " << e.what() << "\n"
              << context.text("cli.see-help") << "\n";
    return kExitUnreadable;
  }
  return context.exit_code;
}

}  // namespace lucas::cli
