// libFuzzer target: any bytes as what a browser sends lucas serve before a route is chosen, the
// request's path, Host and Origin headers (split at the first two newlines), as a record's text
// posted to the API, the path as a target whose query the API reads (?dots=4x5&…), and the lines
// after the Host as the files of a class upload named by the path: each
// through the same functions the server calls. Whatever the input,
// this must return: no crash, no leak, no sanitizer report.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "serve/analysis_api.h"
#include "serve/api.h"
#include "serve/class_api.h"
#include "serve/query.h"
#include "serve/record_api.h"
#include "serve/request_rules.h"
#include "text/catalogue.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t first = input.find('\n');
  const std::string_view path = input.substr(0, first);
  const std::string_view rest = first == std::string_view::npos ? "" : input.substr(first + 1);
  const std::string_view host = rest.substr(0, rest.find('\n'));
  const std::string_view origin =
      rest.find('\n') == std::string_view::npos ? "" : rest.substr(rest.find('\n') + 1);
  using namespace lucas::serve;
  for (const Address& served : {Address{"127.0.0.1", 8321}, Address{"0.0.0.0", 8321},
                                Address{"::1", 8321}, Address{"192.168.1.10", 80}}) {
    (void)host_allowed(host, served);
    (void)host_allowed(path, served);
    (void)origin_allowed(origin, served);
  }
  (void)percent_decoded(path);
  (void)asset_name(path);
  const lucas::Catalogue& catalogue = lucas::Catalogue::get("fr");
  (void)check_answer(input, catalogue);
  (void)board_answer(input, catalogue);
  (void)record_answer(input, catalogue);
  // The Chopsticks computer's move (its table is 225 positions); analyze and hint are left to
  // the solver's tests, whose searches would take the fuzzer's time.
  (void)move_answer(path, input, catalogue);
  // A query read as each route reads it; a board is drawn only as geometry (a document would
  // take the fuzzer's time on rendering, which the render fuzzers and tests cover).
  (void)board_geometry_answer(path, catalogue);
  if (const auto query = query_of(path)) {
    (void)sheet_query(*query);
    (void)replay_query(*query);
    (void)handout_query(*query);
    (void)handout_list_query(*query);
    (void)report_query(*query);
    (void)analyze_query(*query);
    (void)hint_query(*query);
    (void)move_query(*query);
  }
  // Files a class upload sends: the rest cut at each further newline, named by the path; the
  // summary is made, not the report's pages.
  std::vector<Upload> uploads;
  for (size_t at = 0; at < origin.size() && uploads.size() < 4;) {
    const size_t end = std::min(origin.find('\n', at), origin.size());
    uploads.push_back({std::string(path), std::string(origin.substr(at, end - at))});
    at = end + 1;
  }
  (void)class_answer(std::move(uploads), catalogue);
  return 0;
}
