#include "serve/request_rules.h"

#include <arpa/inet.h>

#include <array>
#include <charconv>

namespace lucas::serve {

namespace {

// The pages, by their address; every other built-in file is named by its own path.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kPages{{
    {"/", "index.html"},
    {"/record", "record.html"},
    {"/replay", "replay.html"},
    {"/print", "print.html"},
    {"/class", "class.html"},
    {"/play", "play.html"},
}};

bool is_ip_literal(const std::string& host) {
  unsigned char bytes[16];
  return inet_pton(AF_INET, host.c_str(), bytes) == 1 ||
         inet_pton(AF_INET6, host.c_str(), bytes) == 1;
}

bool is_wildcard(std::string_view host) {
  return host == "0.0.0.0" || host == "::" || host.empty();
}

// "name:port", "[v6]:port" or a name alone, split; the port -1 when absent, -2 when malformed.
std::pair<std::string, int> split_host(std::string_view header) {
  std::string_view name = header;
  std::string_view port;
  if (!header.empty() && header.front() == '[') {
    const size_t close = header.find(']');
    if (close == std::string_view::npos) return {"", -2};
    name = header.substr(1, close - 1);
    const std::string_view rest = header.substr(close + 1);
    if (!rest.empty()) {
      if (rest.front() != ':') return {"", -2};
      port = rest.substr(1);
    }
  } else if (const size_t colon = header.rfind(':'); colon != std::string_view::npos) {
    if (header.find(':') != colon) return {std::string(header), -1};  // a bare IPv6 address
    name = header.substr(0, colon);
    port = header.substr(colon + 1);
  }
  int number = -1;
  if (!port.empty() || header.ends_with(':')) {
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), number);
    if (error != std::errc() || end != port.data() + port.size() || number < 1 || number > 65535)
      return {"", -2};
  }
  std::string lower(name);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return {lower, number};
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

bool is_loopback(std::string_view host) {
  if (host == "localhost" || host == "::1") return true;
  unsigned char bytes[4];
  return inet_pton(AF_INET, std::string(host).c_str(), bytes) == 1 && bytes[0] == 127;
}

bool host_allowed(std::string_view host_header, const Address& served) {
  const auto [name, port] = split_host(host_header);
  if (name.empty() || port != served.port) return false;
  if (name == served.host) return true;
  // Bound to every address: any address of the machine, as typed by a pupil, but no name (a
  // rebinding attack comes by a name) other than localhost.
  if (is_wildcard(served.host)) return is_ip_literal(name) || name == "localhost";
  return is_loopback(served.host) && is_loopback(name);
}

bool origin_allowed(std::string_view origin_header, const Address& served) {
  if (origin_header.empty()) return true;
  constexpr std::string_view kScheme = "http://";
  if (!origin_header.starts_with(kScheme)) return false;
  return host_allowed(origin_header.substr(kScheme.size()), served);
}

std::optional<std::string> percent_decoded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int high = i + 1 < text.size() ? hex_digit(text[i + 1]) : -1;
    const int low = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
    if (high < 0 || low < 0) return std::nullopt;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

std::optional<std::string> asset_name(std::string_view path) {
  const std::optional<std::string> decoded = percent_decoded(path);
  if (!decoded || decoded->empty() || decoded->front() != '/') return std::nullopt;
  for (const auto& [address, file] : kPages)
    if (*decoded == address) return std::string(file);
  const std::string name = decoded->substr(1);
  // Built-in files are flat names: a folder, a climb, a hidden file or a control byte in the
  // path names none of them.
  if (name.empty() || name.front() == '.') return std::nullopt;
  for (char c : name)
    if (c == '/' || c == '\\' || static_cast<unsigned char>(c) < 0x20) return std::nullopt;
  return name;
}

}  // namespace lucas::serve
