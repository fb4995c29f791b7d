// What the page's server accepts before it routes a request: the rules that keep a page served
// on the teacher's machine to that machine's browser (DNS rebinding, other sites' forms), and
// the one reading of a static path. Pure functions of the request's text: no socket, no I/O.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace lucas::serve {

/// Where the server listens, as `lucas serve` was told: the address given to --host and the
/// port it bound.
struct Address {
  std::string host;
  int port = 0;
};

/// Whether a request's `Host` header names the server: the address it listens on, or, when that
/// is a loopback address, `localhost` and the loopback addresses; with the port it bound (a
/// header without a port is the scheme's default, which is never ours). Any other name (a
/// rebound DNS name) is refused, and so is a missing header.
bool host_allowed(std::string_view host_header, const Address& served);

/// Whether a request that changes or computes something (POST) may come from where its
/// `Origin` header says: no header (a same-origin GET, curl, the tests), or `http://` and a host
/// host_allowed() accepts. Another site's page posting to the teacher's lucas is refused.
bool origin_allowed(std::string_view origin_header, const Address& served);

/// Whether an address is a loopback one (127.0.0.0/8, ::1, localhost).
bool is_loopback(std::string_view host);

/// The built-in file a request path names ("/" and "/record" are pages, "/lucas.css" a file),
/// after percent-decoding; nothing for a path that climbs ("/../", "%2e%2e", a backslash, a NUL)
/// or names no built-in file. The page's addresses (/, /record, /replay, /print, /class, /play)
/// name their .html file.
std::optional<std::string> asset_name(std::string_view path);

/// Percent-decodes a path or query part ("%C3%A9" is é; "+" stays "+"); nothing when an escape
/// is malformed ("%G1", a lone "%").
std::optional<std::string> percent_decoded(std::string_view text);

}  // namespace lucas::serve
