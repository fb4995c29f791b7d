#include "serve/query.h"

#include <algorithm>

#include "handout/template.h"
#include "present/error_line.h"
#include "render/dot_labels.h"
#include "render/paper.h"
#include "render/replay.h"
#include "serve/request_rules.h"
#include "text/engine_options.h"

namespace lucas::serve {

namespace {

// Keys every request may carry: the page's language.
constexpr std::string_view kLanguageKey = "lang";

constexpr std::string_view kPageKeys[] = {"paper", "landscape", "margin", "dpi", "font"};
constexpr std::string_view kDocumentKeys[] = {"format", "page"};
constexpr std::string_view kSheetKeys[] = {"spacing", "dot-size", "dot-color", "labels", "per-page",
                                           "pages",   "players",  "title",     "game"};
constexpr std::string_view kReplayKeys[] = {"every",    "per-page", "moves", "final",
                                            "analysis", "labels",   "step"};
constexpr std::string_view kHandoutKeys[] = {"players", "title", "count", "seed", "record"};
constexpr std::string_view kReportKeys[] = {"labels", "one-per-page", "title"};

Message option_named(std::string_view key) {
  return Message("cli.error.option").with("name", "--" + std::string(key));
}

Diagnostic bad_value(std::string_view key, Message detail) {
  return command_error(Code::bad_value, Message("cli.error.value")
                                            .with("option", option_named(key))
                                            .with("detail", std::move(detail)));
}

// Reads a query against the keys a command takes: every key known (a misspelt one gets the
// closest as a guess, as on the command line), none given twice.
class Reader {
 public:
  Reader(const Query& query, std::vector<std::string_view> known)
      : query_(query), known_(std::move(known)) {
    known_.push_back(kLanguageKey);
  }

  std::optional<Diagnostic> check_keys(std::string_view command) const {
    for (size_t i = 0; i < query_.size(); ++i) {
      const std::string& key = query_[i].first;
      if (std::find(known_.begin(), known_.end(), key) == known_.end()) {
        std::vector<std::string> names;
        for (std::string_view k : known_)
          if (k != kLanguageKey) names.push_back("--" + std::string(k));
        const std::vector<std::string_view> candidates(names.begin(), names.end());
        const std::string option = "--" + key;
        const std::string guess = closest(option, candidates);
        if (!guess.empty())
          return command_error(Code::unknown_option, Message("cli.error.unknown-option-guess")
                                                         .with("option", option)
                                                         .with("guess", guess));
        return command_error(Code::unknown_option,
                             Message("cli.error.unknown-option")
                                 .with("option", option)
                                 .with("help", "lucas " + std::string(command) + " --help"));
      }
      for (size_t j = 0; j < i; ++j)
        if (query_[j].first == key)
          return command_error(Code::wrong_count,
                               Message("cli.error.repeated").with("option", option_named(key)));
    }
    return std::nullopt;
  }

  const std::string* text(std::string_view key) const {
    for (const auto& [k, v] : query_)
      if (k == key) return &v;
    return nullptr;
  }

  // Each reader below: nothing when the key is absent, the error when its value is refused.
  std::optional<Diagnostic> decimal(std::string_view key, ValueRange range,
                                    std::optional<double>& out) const {
    if (const std::string* t = text(key)) {
      double value = 0;
      if (auto refusal = read_decimal_in(*t, range, value)) return bad_value(key, *refusal);
      out = value;
    }
    return std::nullopt;
  }
  std::optional<Diagnostic> whole(std::string_view key, WholeRange range,
                                  std::optional<int>& out) const {
    if (const std::string* t = text(key)) {
      long long value = 0;
      if (auto refusal = read_whole_in(*t, range, value)) return bad_value(key, *refusal);
      out = static_cast<int>(value);  // the ranges are within int's
    }
    return std::nullopt;
  }
  std::optional<Diagnostic> word(std::string_view key, const std::vector<std::string>& words,
                                 std::optional<std::string>& out) const {
    if (const std::string* t = text(key)) {
      std::string value;
      if (auto refusal = read_one_of(*t, words, value)) return bad_value(key, *refusal);
      out = value;
    }
    return std::nullopt;
  }
  // A flag: given alone (?final), or =1, =true, =on; =0, =false, =off leave it off.
  std::optional<Diagnostic> flag(std::string_view key, bool& out) const {
    if (const std::string* t = text(key)) {
      if (t->empty() || *t == "1" || *t == "true" || *t == "on")
        out = true;
      else if (*t == "0" || *t == "false" || *t == "off")
        out = false;
      else
        return command_error(Code::bad_value,
                             Message("cli.error.flag-value").with("option", option_named(key)));
    }
    return std::nullopt;
  }

 private:
  const Query& query_;
  std::vector<std::string_view> known_;
};

// dots, boxes, grid, size, border: the board's keys, as records and options name them.
std::vector<std::string_view> board_keys() {
  std::vector<std::string_view> out;
  for (BoardKey key : kBoardKeys) out.push_back(board_key_name(key));
  return out;
}

template <typename... Lists>
std::vector<std::string_view> keys(const Lists&... lists) {
  std::vector<std::string_view> out;
  (out.insert(out.end(), std::begin(lists), std::end(lists)), ...);
  return out;
}

BoardWords board_words(const Reader& reader) {
  BoardWords words;
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (const std::string* t = reader.text(board_key_name(kBoardKeys[i]))) words[i] = *t;
  return words;
}

std::optional<Diagnostic> read_page(const Reader& reader, print::PageRequest& page) {
  std::optional<std::string> paper;
  std::optional<double> margin;
  std::optional<double> dpi;
  if (auto e = reader.word("paper", render::paper_names(), paper)) return e;
  if (auto e = reader.flag("landscape", page.landscape)) return e;
  if (auto e = reader.decimal("margin", print::kMarginRange, margin)) return e;
  if (auto e = reader.decimal("dpi", print::kDpiRange, dpi)) return e;
  if (paper) page.paper = *paper;
  if (margin) page.margin = *margin;
  if (dpi) page.dpi = *dpi;
  if (const std::string* font = reader.text("font")) page.font = *font;
  return std::nullopt;
}

template <typename Request>
std::optional<Diagnostic> read_document(const Reader& reader, DocumentQuery<Request>& out,
                                        bool steps_allowed) {
  std::vector<std::string> formats{"pdf", "svg", "png"};
  if (steps_allowed) formats.push_back("json");
  std::optional<std::string> format;
  if (auto e = reader.word("format", formats, format)) return e;
  if (format == "json")
    out.steps = true;
  else if (format)
    out.format = *render::format_of("document." + *format);  // read_one_of: a known one
  std::optional<int> page;
  if (auto e = reader.whole("page", {1, 1000}, page)) return e;
  out.page = page.value_or(1);
  return std::nullopt;
}

}  // namespace

std::optional<Query> query_of(std::string_view target) {
  Query query;
  const size_t mark = target.find('?');
  if (mark == std::string_view::npos) return query;
  std::string_view rest = target.substr(mark + 1);
  const size_t fragment = rest.find('#');
  if (fragment != std::string_view::npos) rest = rest.substr(0, fragment);
  while (!rest.empty()) {
    const size_t amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (pair.empty()) continue;
    const size_t equals = pair.find('=');
    std::string key(pair.substr(0, equals));
    std::string value(equals == std::string_view::npos ? std::string_view()
                                                       : pair.substr(equals + 1));
    // Forms send a space as "+"; a "+" itself comes as %2B.
    std::replace(key.begin(), key.end(), '+', ' ');
    std::replace(value.begin(), value.end(), '+', ' ');
    auto decoded_key = percent_decoded(key);
    auto decoded_value = percent_decoded(value);
    if (!decoded_key || !decoded_value) return std::nullopt;
    query.emplace_back(std::move(*decoded_key), std::move(*decoded_value));
  }
  return query;
}

Result<BoardShape, Diagnostic> board_query(const Query& query) {
  using Answer = Result<BoardShape, Diagnostic>;
  const Reader reader(query, keys(board_keys()));
  if (auto e = reader.check_keys("serve")) return Answer::failure(*e);
  return read_board_options(board_words(reader), std::nullopt, "serve");
}

Result<DocumentQuery<print::SheetRequest>, Diagnostic> sheet_query(const Query& query) {
  using Answer = Result<DocumentQuery<print::SheetRequest>, Diagnostic>;
  const Reader reader(query, keys(board_keys(), kPageKeys, kDocumentKeys, kSheetKeys));
  if (auto e = reader.check_keys("sheet")) return Answer::failure(*e);
  DocumentQuery<print::SheetRequest> out;
  print::SheetRequest& r = out.request;
  if (auto e = read_document(reader, out, false)) return Answer::failure(*e);
  if (auto e = read_page(reader, r.page)) return Answer::failure(*e);
  r.board = board_words(reader);
  std::optional<std::string> labels;
  std::optional<std::string> game;
  if (auto e = reader.decimal("spacing", print::kSpacingRange, r.spacing))
    return Answer::failure(*e);
  if (auto e = reader.decimal("dot-size", print::kDotSizeRange, r.dot_size))
    return Answer::failure(*e);
  if (const std::string* color = reader.text("dot-color")) r.dot_color = *color;
  if (auto e = reader.word("labels", render::dot_labels_names(), labels))
    return Answer::failure(*e);
  if (labels) r.labels = render::parse_dot_labels(*labels);
  if (auto e = reader.whole("per-page", print::kGridsPerPageRange, r.per_page))
    return Answer::failure(*e);
  if (auto e = reader.whole("pages", print::kPagesRange, r.pages)) return Answer::failure(*e);
  if (const std::string* players = reader.text("players")) r.players = *players;
  if (const std::string* title = reader.text("title")) r.title = *title;
  if (auto e = reader.word("game", game_words(), game)) return Answer::failure(*e);
  if (game) r.game = *game_named(*game);
  return out;
}

Result<DocumentQuery<print::ReplayRequest>, Diagnostic> replay_query(const Query& query) {
  using Answer = Result<DocumentQuery<print::ReplayRequest>, Diagnostic>;
  const Reader reader(query, keys(kPageKeys, kDocumentKeys, kReplayKeys));
  if (auto e = reader.check_keys("replay")) return Answer::failure(*e);
  DocumentQuery<print::ReplayRequest> out;
  print::ReplayRequest& r = out.request;
  if (auto e = read_document(reader, out, true)) return Answer::failure(*e);
  if (auto e = read_page(reader, r.page)) return Answer::failure(*e);
  std::optional<std::string> every;
  std::optional<std::string> labels;
  if (auto e = reader.word("every", render::every_names(), every)) return Answer::failure(*e);
  if (every) r.every = *render::parse_every(*every);
  if (auto e = reader.whole("per-page", print::kReplayPerPageRange, r.per_page))
    return Answer::failure(*e);
  if (const std::string* moves = reader.text("moves")) r.moves = *moves;
  if (auto e = reader.flag("final", r.final_only)) return Answer::failure(*e);
  if (auto e = reader.flag("analysis", r.analysis)) return Answer::failure(*e);
  if (auto e = reader.word("labels", render::dot_labels_names(), labels))
    return Answer::failure(*e);
  if (labels) r.labels = *render::parse_dot_labels(*labels);
  if (auto e = reader.whole("step", print::kStepRange, r.step)) return Answer::failure(*e);
  return out;
}

Result<DocumentQuery<HandoutQuery>, Diagnostic> handout_query(const Query& query) {
  using Answer = Result<DocumentQuery<HandoutQuery>, Diagnostic>;
  const Reader reader(query, keys(board_keys(), kPageKeys, kDocumentKeys, kHandoutKeys));
  if (auto e = reader.check_keys("handout")) return Answer::failure(*e);
  DocumentQuery<HandoutQuery> out;
  HandoutQuery& r = out.request;
  if (auto e = read_document(reader, out, false)) return Answer::failure(*e);
  if (auto e = read_page(reader, r.page)) return Answer::failure(*e);
  r.paper_given = reader.text("paper") != nullptr;
  r.board = board_words(reader);
  for (BoardKey key : kBoardKeys)
    if (reader.text(board_key_name(key))) {
      r.board_option = "--" + std::string(board_key_name(key));
      break;
    }
  if (const std::string* players = reader.text("players")) r.players = *players;
  if (const std::string* title = reader.text("title")) r.title = *title;
  if (const std::string* record = reader.text("record")) r.record = *record;
  if (auto e = reader.whole("count", {1, handout::kMaxPuzzles}, r.count))
    return Answer::failure(*e);
  if (const std::string* t = reader.text("seed")) {
    long long seed = 0;
    if (auto refusal = read_whole_in(*t, {0, kMaxSeed}, seed))
      return Answer::failure(bad_value("seed", *refusal));
    r.seed = static_cast<std::uint64_t>(seed);
  }
  return out;
}

Result<HandoutQuery, Diagnostic> handout_list_query(const Query& query) {
  using Answer = Result<HandoutQuery, Diagnostic>;
  const Reader reader(query, keys(kPageKeys));
  if (auto e = reader.check_keys("handout")) return Answer::failure(*e);
  HandoutQuery out;
  if (auto e = read_page(reader, out.page)) return Answer::failure(*e);
  out.paper_given = reader.text("paper") != nullptr;
  return out;
}

Result<DocumentQuery<print::ReportRequest>, Diagnostic> report_query(const Query& query) {
  using Answer = Result<DocumentQuery<print::ReportRequest>, Diagnostic>;
  const Reader reader(query, keys(kPageKeys, kDocumentKeys, kReportKeys));
  if (auto e = reader.check_keys("report")) return Answer::failure(*e);
  DocumentQuery<print::ReportRequest> out;
  print::ReportRequest& r = out.request;
  if (auto e = read_document(reader, out, false)) return Answer::failure(*e);
  if (auto e = read_page(reader, r.page)) return Answer::failure(*e);
  std::optional<std::string> labels;
  if (auto e = reader.word("labels", render::dot_labels_names(), labels))
    return Answer::failure(*e);
  if (labels) r.labels = *render::parse_dot_labels(*labels);
  if (auto e = reader.flag("one-per-page", r.one_per_page)) return Answer::failure(*e);
  if (const std::string* title = reader.text("title")) r.title = *title;
  return out;
}

}  // namespace lucas::serve

namespace lucas::serve {

namespace {

constexpr std::string_view kAnalyzeKeys[] = {"seconds"};
constexpr std::string_view kHintKeys[] = {"seconds", "level", "seed"};
constexpr std::string_view kMoveKeys[] = {"level", "seed"};

// ?seed=N, or a seed from the clock when the request gives none, as the commands take it.
std::optional<Diagnostic> read_seed(const Reader& reader, std::uint64_t& seed) {
  const std::string* given = reader.text("seed");
  if (!given) {
    seed = seed_from_clock();
    return std::nullopt;
  }
  long long value = 0;
  if (auto refusal = read_whole_in(*given, {0, kMaxSeed}, value))
    return bad_value("seed", *refusal);
  seed = static_cast<std::uint64_t>(value);
  return std::nullopt;
}

}  // namespace

Result<AnalyzeRequest, Diagnostic> analyze_query(const Query& query) {
  using Answer = Result<AnalyzeRequest, Diagnostic>;
  const Reader reader(query, keys(kAnalyzeKeys));
  if (auto e = reader.check_keys("analyze")) return Answer::failure(*e);
  std::optional<double> seconds;
  if (auto e = reader.decimal("seconds", kAnalysisSecondsRange, seconds))
    return Answer::failure(*e);
  AnalyzeRequest request;
  if (seconds) request.seconds = *seconds;
  return request;
}

Result<HintRequest, Diagnostic> hint_query(const Query& query) {
  using Answer = Result<HintRequest, Diagnostic>;
  const Reader reader(query, keys(kHintKeys));
  if (auto e = reader.check_keys("hint")) return Answer::failure(*e);
  HintRequest request;
  std::optional<double> seconds;
  std::optional<std::string> level;
  if (auto e = reader.decimal("seconds", kAnalysisSecondsRange, seconds))
    return Answer::failure(*e);
  if (auto e = reader.word("level", level_names(), level)) return Answer::failure(*e);
  if (auto e = read_seed(reader, request.seed)) return Answer::failure(*e);
  if (seconds) request.seconds = *seconds;
  if (level) request.level = level_from_name(*level);
  return request;
}

Result<MoveRequest, Diagnostic> move_query(const Query& query) {
  using Answer = Result<MoveRequest, Diagnostic>;
  const Reader reader(query, keys(kMoveKeys));
  if (auto e = reader.check_keys("play")) return Answer::failure(*e);
  MoveRequest request;
  std::optional<std::string> level;
  if (auto e = reader.word("level", chopsticks_level_names(), level)) return Answer::failure(*e);
  if (auto e = read_seed(reader, request.seed)) return Answer::failure(*e);
  if (level) request.level = *chopsticks_level_from_name(*level);
  return request;
}

}  // namespace lucas::serve
