// lucas serve [--port 8321] [--host 127.0.0.1] [--open]: the class's page, served until Ctrl-C or
// SIGTERM, which end it with exit 0 once the requests in flight have their answers.
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "cli/app.h"
#include "cli/validators.h"
#include "present/error_line.h"
#include "serve/server.h"

extern char** environ;

namespace lucas::cli {

namespace {

struct ServeCommandOptions {
  serve::ServeOptions serve;
  bool open = false;
};

// The desktop's browser on the page, when there is a desktop: xdg-open, not waited for.
void open_browser(const std::string& url) {
  if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY")) return;
  const char* argv[] = {"xdg-open", url.c_str(), nullptr};
  pid_t child = 0;
  if (posix_spawnp(&child, "xdg-open", nullptr, nullptr, const_cast<char**>(argv), environ) == 0)
    std::thread([child] { waitpid(child, nullptr, 0); }).detach();
}

int run_serve(const ServeCommandOptions& options, const Catalogue& catalogue) {
  // Ctrl-C and SIGTERM are waited for by one thread, which stops the server: every other thread
  // (the server's included, started after this) has them blocked.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  auto bound = serve::Server::bind(options.serve);
  if (auto* error = std::get_if<Diagnostic>(&bound)) {
    print_error(*error, catalogue);
    return kExitUnreadable;
  }
  serve::Server& server = *std::get<std::unique_ptr<serve::Server>>(bound);
  if (!serve::is_loopback(options.serve.host))
    std::cerr << catalogue.format(Message("serve.open-network").with("host", options.serve.host))
              << std::endl;
  std::cout << catalogue.format(Message("serve.listening").with("url", server.url())) << std::endl;
  if (options.open) open_browser(server.url());

  std::thread waiter([&server, stop_signals] {
    int signal = 0;
    sigwait(&stop_signals, &signal);
    server.stop();
  });
  server.listen();
  // listen() also returns when the server fails: the waiter is woken with a signal of its own.
  pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  return kExitOk;
}

}  // namespace

void add_serve_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<ServeCommandOptions>();
  CLI::App* command = app.add_subcommand("serve", context.text("cli.serve.description"));
  command->add_option("--port", options->serve.port, context.text("cli.serve.port"))
      ->check(whole_in(0, 65535, context))
      ->default_str("8321");
  command->add_option("--host", options->serve.host, context.text("cli.serve.host"))
      ->default_str("127.0.0.1");
  command->add_flag("--open", options->open, context.text("cli.serve.open"));
  add_language_option(*command, context);
  command->callback([options, &context] {
    options->serve.language = context.language;
    context.exit_code = run_serve(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
