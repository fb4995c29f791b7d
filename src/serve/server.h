// The page's server: cpp-httplib listening on one address, answering the built-in pages and the
// JSON API (serve/api.h), with the rules of serve/request_rules.h applied to every request.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <variant>

#include "serve/request_rules.h"
#include "text/diagnostic.h"

namespace httplib {
class Server;
}

namespace lucas::serve {

/// What `lucas serve` was told.
struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8321;  ///< 0: any free port
  /// The language of the API's messages when a request names none (?lang=).
  std::string language = "fr";
};

/// Why `options`' address cannot be listened on, after the system said `error` (an errno value;
/// 0 when the host is no address at all): the usual causes in the teacher's words, each with
/// what to change (the port, or the address).
Diagnostic cannot_listen(const ServeOptions& options, int error);

/// A server bound to its address. Build it with bind(), then listen() until stop() is called
/// from another thread; requests in flight are finished before listen() returns.
class Server {
 public:
  /// Binds the address, or says why it cannot (a port in use, an address of no interface).
  static std::variant<std::unique_ptr<Server>, Diagnostic> bind(const ServeOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// The address bound, with the port chosen when 0 was asked.
  const Address& address() const { return address_; }
  /// "http://127.0.0.1:8321/" ("[::1]" for an IPv6 address).
  std::string url() const;
  /// Serves until stop(); returns once every request in flight has its answer.
  void listen();
  /// Makes listen() return, or return at once when it has not started yet. Safe from any
  /// thread.
  void stop();

 private:
  Server(const ServeOptions& options);
  void route();

  ServeOptions options_;
  Address address_;
  std::unique_ptr<httplib::Server> http_;
  int socket_ = -1;
  // stop() may come before listen() has started cpp-httplib's loop, which a stop before its
  // start would not end: each says it came, and stop() waits for the loop when listen() came
  // first.
  std::atomic<bool> listening_{false};
  std::atomic<bool> stop_requested_{false};
  std::atomic<bool> finished_{false};
};

}  // namespace lucas::serve
