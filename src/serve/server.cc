#include "serve/server.h"

#include <httplib.h>
#include <sys/socket.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#include "serve/analysis_api.h"
#include "serve/api.h"
#include "serve/class_api.h"
#include "serve/handout_api.h"
#include "serve/page_files.h"
#include "serve/record_api.h"
#include "text/catalogue.h"

namespace lucas::serve {

namespace {

// A class connecting at once: the kernel's queue of connections not yet accepted, and the
// threads that answer. cpp-httplib's own backlog is 5. A browser keeps its connection open
// between requests, and a kept connection holds its thread: a class of 30 pupils' browsers, each
// with a connection or two, gets a thread each instead of waiting for another's to close.
constexpr int kBacklog = 256;
constexpr size_t kThreads = 64;
// A class upload, every record of a folder: a record is at most 1 MiB (docs/limits.md).
constexpr size_t kMaxUpload = 16u << 20;

const Catalogue& catalogue_of(const httplib::Request& request, const std::string& fallback) {
  const std::string asked = request.get_param_value("lang");
  if (const Catalogue* found = Catalogue::find(asked)) return *found;
  return Catalogue::get(fallback);
}

void send(httplib::Response& response, const Answer& answer) {
  response.status = answer.status;
  response.set_content(answer.body, answer.content_type.c_str());
  for (const auto& [name, value] : answer.headers) response.set_header(name, value);
}

std::string_view content_type(std::string_view name) {
  if (name.ends_with(".html")) return "text/html; charset=utf-8";
  if (name.ends_with(".css")) return "text/css; charset=utf-8";
  if (name.ends_with(".js")) return "text/javascript; charset=utf-8";
  if (name.ends_with(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

// The files of a class upload: every part of the field `records`, in the order sent.
std::vector<Upload> uploads_of(const httplib::Request& request) {
  std::vector<Upload> uploads;
  const auto [first, last] = request.files.equal_range("records");
  for (auto it = first; it != last; ++it)
    uploads.push_back(
        {it->second.filename.empty() ? it->second.name : it->second.filename, it->second.content});
  return uploads;
}

}  // namespace

Server::Server(const ServeOptions& options)
    : options_(options), http_(std::make_unique<httplib::Server>()) {}

Server::~Server() = default;

Diagnostic cannot_listen(const ServeOptions& options, int error) {
  const char* key = error == EADDRINUSE      ? "serve.port-taken"
                    : error == EACCES        ? "serve.port-reserved"
                    : error == EADDRNOTAVAIL ? "serve.host-not-here"
                    : error == 0             ? "serve.host-unknown"
                                             : "serve.cannot-listen";
  return Diagnostic(Severity::error, Code::cannot_listen, {}, std::nullopt,
                    Message(key)
                        .with("host", options.host)
                        .with("port", std::to_string(options.port))
                        .with("reason", error != 0 ? std::strerror(error) : ""));
}

std::variant<std::unique_ptr<Server>, Diagnostic> Server::bind(const ServeOptions& options) {
  std::unique_ptr<Server> server(new Server(options));
  httplib::Server& http = *server->http_;
  // SO_REUSEADDR alone: a port another server holds must fail to bind, not be shared.
  int* socket = &server->socket_;
  http.set_socket_options([socket](int fd) {
    const int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    *socket = fd;
  });
  errno = 0;
  const int port = options.port == 0
                       ? http.bind_to_any_port(options.host)
                       : (http.bind_to_port(options.host, options.port) ? options.port : -1);
  if (port <= 0) {
    return cannot_listen(options, errno);
  }
  // listen(2) again on a listening socket sets its backlog anew.
  if (server->socket_ >= 0) ::listen(server->socket_, kBacklog);
  server->address_ = Address{options.host, port};
  server->route();
  return server;
}

std::string Server::url() const {
  const bool v6 = address_.host.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + address_.host + "]" : address_.host) + ":" +
         std::to_string(address_.port) + "/";
}

void Server::listen() {
  listening_ = true;
  if (!stop_requested_) http_->listen_after_bind();
  finished_ = true;
}

void Server::stop() {
  stop_requested_ = true;
  if (listening_)
    while (!http_->is_running() && !finished_)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  http_->stop();
}

void Server::route() {
  httplib::Server& http = *http_;
  const std::string language = options_.language;
  const Address& served = address_;
  http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  http.set_payload_max_length(kMaxUpload);
  // An answer's headers and body go in separate writes: without TCP_NODELAY, the second waits
  // for the browser's delayed acknowledgement (some 40 ms) on every kept connection.
  http.set_tcp_nodelay(true);
  http.set_default_headers({{"Content-Security-Policy", "default-src 'self'"},
                            {"X-Content-Type-Options", "nosniff"},
                            {"Referrer-Policy", "no-referrer"},
                            {"Cache-Control", "no-store"}});

  http.set_pre_routing_handler([served, language](const httplib::Request& request,
                                                  httplib::Response& response) {
    const Catalogue& catalogue = catalogue_of(request, language);
    const std::string host = request.get_header_value("Host");
    if (!host_allowed(host, served)) {
      send(response,
           error_answer(403, Code::forbidden,
                        Message("serve.forbidden")
                            .with("why", catalogue.format(
                                             Message("serve.forbidden.host").with("host", host))),
                        catalogue));
      return httplib::Server::HandlerResponse::Handled;
    }
    const std::string origin = request.get_header_value("Origin");
    if (request.method != "GET" && request.method != "HEAD" && !origin_allowed(origin, served)) {
      send(response,
           error_answer(
               403, Code::forbidden,
               Message("serve.forbidden")
                   .with("why", catalogue.format(
                                    Message("serve.forbidden.origin").with("origin", origin))),
               catalogue));
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });

  http.Post("/api/check", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, check_answer(request.body, catalogue_of(request, language)));
  });
  http.Post("/api/board", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, board_answer(request.body, catalogue_of(request, language)));
  });
  http.Get("/api/board", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, board_geometry_answer(request.target, catalogue_of(request, language)));
  });
  http.Get("/api/sheet", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, sheet_answer(request.target, catalogue_of(request, language)));
  });
  http.Post("/api/replay", [language](const httplib::Request& request,
                                      httplib::Response& response) {
    send(response, replay_answer(request.target, request.body, catalogue_of(request, language)));
  });
  http.Get("/api/handouts",
           [language](const httplib::Request& request, httplib::Response& response) {
             send(response, handouts_answer(request.target, catalogue_of(request, language)));
           });
  const auto handout = [language](const httplib::Request& request, httplib::Response& response) {
    send(response, handout_answer(request.matches[1].str(), request.target, request.body,
                                  catalogue_of(request, language)));
  };
  http.Get("/api/handout/([^/?]*)", handout);
  http.Post("/api/handout/([^/?]*)", handout);
  http.Post("/api/class", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, class_answer(uploads_of(request), catalogue_of(request, language)));
  });
  http.Post(
      "/api/report", [language](const httplib::Request& request, httplib::Response& response) {
        send(response,
             report_answer(request.target, uploads_of(request), catalogue_of(request, language)));
      });
  // A record weighed: lucas analyze's and lucas hint's documents, the Chopsticks computer's move.
  http.Post("/api/analyze", [language](const httplib::Request& request,
                                       httplib::Response& response) {
    send(response, analyze_answer(request.target, request.body, catalogue_of(request, language)));
  });
  http.Post("/api/hint", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, hint_answer(request.target, request.body, catalogue_of(request, language)));
  });
  http.Post("/api/move", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, move_answer(request.target, request.body, catalogue_of(request, language)));
  });
  http.Post("/api/record",
            [language](const httplib::Request& request, httplib::Response& response) {
              send(response, record_answer(request.body, catalogue_of(request, language)));
            });
  http.Get("/api/texts", [language](const httplib::Request& request, httplib::Response& response) {
    send(response, texts_answer(catalogue_of(request, language)));
  });
  http.Get(".*", [language](const httplib::Request& request, httplib::Response& response) {
    const std::optional<std::string> name = asset_name(request.path);
    if (name)
      for (const EmbeddedFile& file : page_files())
        if (file.path == *name) {
          response.set_content(std::string(file.text), std::string(content_type(*name)).c_str());
          return;
        }
    send(response,
         error_answer(404, Code::not_found, Message("serve.not-found").with("path", request.path),
                      catalogue_of(request, language)));
  });

  // What cpp-httplib refuses itself (a body over the upload limit, a path it cannot read, a
  // method of no route) gets the same JSON as the API's errors.
  http.set_error_handler(httplib::Server::HandlerWithResponse(
      [language](const httplib::Request& request, httplib::Response& response) {
        if (!response.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        const Catalogue& catalogue = catalogue_of(request, language);
        if (response.status == 413)
          send(
              response,
              error_answer(
                  413, Code::too_large,
                  Message("serve.upload-too-large").with("limit", std::to_string(kMaxUpload >> 20)),
                  catalogue));
        else if (response.status == 404)
          send(response,
               error_answer(404, Code::not_found,
                            Message("serve.not-found").with("path", request.path), catalogue));
        else
          send(response, error_answer(response.status, Code::bad_request,
                                      Message("serve.bad-request")
                                          .with("method", request.method)
                                          .with("path", request.path),
                                      catalogue));
        return httplib::Server::HandlerResponse::Handled;
      }));
  http.set_exception_handler([language](const httplib::Request& request,
                                        httplib::Response& response, std::exception_ptr error) {
    std::string detail = "?";
    try {
      if (error) std::rethrow_exception(error);
    } catch (const std::exception& e) {
      detail = e.what();
    } catch (...) {
    }
    send(response,
         error_answer(500, Code::internal, Message("serve.internal").with("detail", detail),
                      catalogue_of(request, language)));
  });
}

}  // namespace lucas::serve
