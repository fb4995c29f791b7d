// The server over real HTTP on a port of its own (port 0): routes, statuses, the Host and Origin
// rules, the limits, a class connecting at once, and lucas serve itself started and stopped.
#include "serve/server.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

#include "serve/page_files.h"
#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

using testing::run_lucas;
using testing::run_lucas_signalled;
using testing::slurp;
using testing::temp_dir;

// A server listening in a thread of the test, stopped at the end.
class Serving {
 public:
  Serving() {
    auto bound = Server::bind(ServeOptions{"127.0.0.1", 0, "en"});
    server_ = std::move(std::get<std::unique_ptr<Server>>(bound));
    thread_ = std::thread([this] { server_->listen(); });
  }
  ~Serving() {
    server_->stop();
    thread_.join();
  }
  int port() const { return server_->address().port; }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port());
    c.set_connection_timeout(5);
    c.set_read_timeout(10);
    return c;
  }
  Server& server() { return *server_; }

 private:
  std::unique_ptr<Server> server_;
  std::thread thread_;
};

std::string error_code(const httplib::Result& result) {
  return Json::parse(result->body)["error"]["code"].get<std::string>();
}

TEST(Server, PagesAndFilesAreBuiltInWithTheirTypesAndSafeHeaders) {
  Serving serving;
  httplib::Client client = serving.client();
  for (const char* path : {"/", "/record", "/replay", "/print", "/play"}) {
    const auto page = client.Get(path);
    ASSERT_TRUE(page) << path;
    EXPECT_EQ(page->status, 200) << path;
    EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");
    EXPECT_EQ(page->get_header_value("Content-Security-Policy"), "default-src 'self'");
    EXPECT_EQ(page->get_header_value("X-Content-Type-Options"), "nosniff");
    EXPECT_NE(page->body.find("<!doctype html>"), std::string::npos);
  }
  EXPECT_EQ(client.Get("/lucas.css")->get_header_value("Content-Type"), "text/css; charset=utf-8");
  EXPECT_EQ(client.Get("/record.js")->get_header_value("Content-Type"),
            "text/javascript; charset=utf-8");
  for (const char* script : {"/replay.js", "/print.js", "/play.js"}) {
    const auto file = client.Get(script);
    ASSERT_TRUE(file) << script;
    EXPECT_EQ(file->status, 200) << script;
  }
  // The home page links to every tool.
  const std::string home = client.Get("/")->body;
  for (const char* link :
       {"href=\"/record\"", "href=\"/replay\"", "href=\"/print\"", "href=\"/play\""})
    EXPECT_NE(home.find(link), std::string::npos) << link;
}

// What a browser loads for the page, every tool's file included: small enough for a school's
// network and an old PC.
TEST(PageFiles, AllTogetherUnder150KB) {
  size_t bytes = 0;
  for (const auto& file : page_files()) bytes += file.text.size();
  EXPECT_GT(bytes, 10u * 1024);
  EXPECT_LT(bytes, 150u * 1024);
}

TEST(Server, PathsOutsideTheBuiltInFilesAre404Json) {
  Serving serving;
  httplib::Client client = serving.client();
  for (const char* path : {"/../CMakeLists.txt", "/%2e%2e/CMakeLists.txt", "/%2e%2e%2fREADME.md",
                           "/nothing.js", "/api/nothing", "/src/serve/server.cc"}) {
    const auto answer = client.Get(path);
    ASSERT_TRUE(answer) << path;
    EXPECT_EQ(answer->status, 404) << path;
    EXPECT_EQ(error_code(answer), "not-found") << path;
    EXPECT_EQ(answer->get_header_value("X-Content-Type-Options"), "nosniff");
  }
  // A method with no route is refused in the same JSON.
  const auto put = client.Put("/api/check", "x", "text/yaml");
  ASSERT_TRUE(put);
  EXPECT_GE(put->status, 400);
  EXPECT_EQ(error_code(put), "not-found");
}

TEST(Server, AnotherHostIsRefused) {
  Serving serving;
  httplib::Client client = serving.client();
  const auto rebound =
      client.Get("/", {{"Host", "evil.example:" + std::to_string(serving.port())}});
  ASSERT_TRUE(rebound);
  EXPECT_EQ(rebound->status, 403);
  EXPECT_EQ(error_code(rebound), "forbidden");
  const auto named = client.Get("/", {{"Host", "localhost:" + std::to_string(serving.port())}});
  EXPECT_EQ(named->status, 200);
}

TEST(Server, APostFromAnotherSiteIsRefusedAndOneFromThePageAnswered) {
  Serving serving;
  httplib::Client client = serving.client();
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const auto foreign =
      client.Post("/api/check", {{"Origin", "http://evil.example"}}, record, "text/yaml");
  ASSERT_TRUE(foreign);
  EXPECT_EQ(foreign->status, 403);
  EXPECT_EQ(error_code(foreign), "forbidden");
  const auto own =
      client.Post("/api/check", {{"Origin", "http://127.0.0.1:" + std::to_string(serving.port())}},
                  record, "text/yaml");
  ASSERT_TRUE(own);
  EXPECT_EQ(own->status, 200);
  EXPECT_EQ(Json::parse(own->body)["verdict"], "finished — Mia 4, Noé 2: Mia wins");
}

TEST(Server, TheLanguageIsAskedInTheQuery) {
  Serving serving;
  httplib::Client client = serving.client();
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  EXPECT_EQ(Json::parse(client.Post("/api/check?lang=fr", record, "text/yaml")->body)["verdict"],
            "terminée — Mia 4, Noé 2 : Mia gagne");
  // An unknown language is the server's own (English here).
  EXPECT_EQ(Json::parse(client.Post("/api/check?lang=xx", record, "text/yaml")->body)["verdict"],
            "finished — Mia 4, Noé 2: Mia wins");
}

// What the command writes with these arguments and -o FILE: the file, or the first page of an
// SVG or PNG of several (out-01.svg).
std::string command_bytes(std::vector<std::string> args, const std::string& extension) {
  const std::string dir = temp_dir();
  args.push_back("-o");
  args.push_back(dir + "/out." + extension);
  const auto run = run_lucas(args);
  EXPECT_LE(run.exit_code, 1) << run.err;
  const std::string whole = slurp(dir + "/out." + extension);
  return whole.empty() ? slurp(dir + "/out-01." + extension) : whole;
}

// A client that sends the query as written, as a browser does (cpp-httplib's own would escape
// its "+" and ",").
httplib::Client browser_like(const Serving& serving) {
  httplib::Client client = serving.client();
  client.set_url_encode(false);
  return client;
}

TEST(Server, TheBoardOfAQuery) {
  Serving serving;
  httplib::Client client = serving.client();
  const auto board = client.Get("/api/board?dots=3x4");
  ASSERT_TRUE(board);
  EXPECT_EQ(board->status, 200);
  EXPECT_EQ(board->get_header_value("Content-Type"), "application/json; charset=utf-8");
  const Json json = Json::parse(board->body);
  EXPECT_EQ(json["dots"].size(), 12u);
  EXPECT_EQ(json["lines"].size(), 17u);
  EXPECT_EQ(json["lines"][0],
            Json({{"name", "A-B"}, {"from", "A"}, {"to", "B"}, {"predrawn", false}}));
  EXPECT_EQ(json["cells"].size(), 6u);
  const auto bad = client.Get("/api/board?dots=0x4&lang=fr");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_EQ(error_code(bad), "bad-board");
}

// The page's sheets are the command's, byte for byte, in each format.
TEST(Server, ASheetIsTheBytesOfLucasSheet) {
  Serving serving;
  httplib::Client client = browser_like(serving);
  struct Case {
    std::string query;
    std::vector<std::string> args;
    std::string extension;
    std::string type;
  };
  const Case cases[] = {
      {"", {}, "pdf", "application/pdf"},
      {"dots=4x5&border=swedish&players=Mia,%20No%C3%A9&title=Mia+et+No%C3%A9&lang=fr",
       {"--dots", "4x5", "--border", "swedish", "--players", "Mia, Noé", "--title", "Mia et Noé",
        "--lang", "fr"},
       "pdf",
       "application/pdf"},
      {"format=svg&grid=hexagon&size=2&labels=coords&paper=A5&landscape&margin=10",
       {"--grid", "hexagon", "--size", "2", "--labels", "coords", "--paper", "A5", "--landscape",
        "--margin", "10"},
       "svg",
       "image/svg+xml"},
      {"format=png&dpi=40&boxes=3x3&spacing=15&dot-size=2&dot-color=%23d55e00&per-page=2",
       {"--dpi", "40", "--boxes", "3x3", "--spacing", "15", "--dot-size", "2", "--dot-color",
        "#d55e00", "--per-page", "2"},
       "png",
       "image/png"},
      {"players=L%C3%A9a:L,Lucas:U&title=%3Cb%3Eclasse%3C/b%3E",
       {"--players", "Léa:L,Lucas:U", "--title", "<b>classe</b>"},
       "pdf",
       "application/pdf"},
      {"game=chopsticks&players=Lina,Sami&lang=en",
       {"--game", "chopsticks", "--players", "Lina,Sami", "--lang", "en"},
       "pdf",
       "application/pdf"},
  };
  for (const Case& c : cases) {
    const auto answer = client.Get("/api/sheet?" + c.query);
    ASSERT_TRUE(answer) << c.query;
    EXPECT_EQ(answer->status, 200) << c.query << answer->body;
    EXPECT_EQ(answer->get_header_value("Content-Type"), c.type) << c.query;
    std::vector<std::string> args{"sheet"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    const std::string expected = command_bytes(args, c.extension);
    ASSERT_FALSE(expected.empty()) << c.query;
    EXPECT_TRUE(answer->body == expected) << c.query << ": " << answer->body.size() << " bytes, "
                                          << expected.size() << " from lucas sheet";
  }
  const auto format = client.Get("/api/sheet?format=tiff");
  ASSERT_TRUE(format);
  EXPECT_EQ(format->status, 400);
  EXPECT_EQ(error_code(format), "bad-value");
  const auto board = client.Get("/api/sheet?dots=1x1");
  EXPECT_EQ(board->status, 400);
  EXPECT_EQ(error_code(board), "bad-board");
}

TEST(Server, AReplayIsTheBytesOfLucasReplay) {
  Serving serving;
  httplib::Client client = browser_like(serving);
  struct Case {
    std::string record;
    std::string query;
    std::vector<std::string> args;
    std::string extension;
  };
  const Case cases[] = {
      {"examples/mia-noe.yaml", "", {}, "pdf"},
      {"examples/mia-noe.yaml", "lang=fr&final", {"--lang", "fr", "--final"}, "pdf"},
      {"examples/mia-noe.yaml",
       "format=svg&step=7&paper=a5&landscape",
       {"--step", "7", "--paper", "a5", "--landscape"},
       "svg"},
      {"examples/mia-noe.yaml",
       "format=png&dpi=40&every=turn&per-page=4",
       {"--dpi", "40", "--every", "turn", "--per-page", "4"},
       "png"},
      {"examples/mia-noe.yaml",
       "analysis=1&moves=5-12&labels=coords&lang=en",
       {"--analysis", "--moves", "5-12", "--labels", "coords", "--lang", "en"},
       "pdf"},
      {"tests/data/mia-noe-bad.yaml", "lang=en", {"--lang", "en"}, "pdf"},
      {"examples/triangle-3.yaml", "format=svg&final", {"--final"}, "svg"},
      {"examples/chopsticks-cutoff.yaml", "", {}, "pdf"},
  };
  for (const Case& c : cases) {
    const auto answer =
        client.Post("/api/replay?" + c.query, slurp(kSource + "/" + c.record), "text/yaml");
    ASSERT_TRUE(answer) << c.record << " " << c.query;
    EXPECT_EQ(answer->status, 200) << c.query << answer->body;
    std::vector<std::string> args{"replay", c.record};
    args.insert(args.end(), c.args.begin(), c.args.end());
    const std::string expected = command_bytes(args, c.extension);
    ASSERT_FALSE(expected.empty()) << c.record << " " << c.query;
    EXPECT_TRUE(answer->body == expected)
        << c.record << " " << c.query << ": " << answer->body.size() << " bytes, "
        << expected.size() << " from lucas replay";
  }
  const auto not_yaml = client.Post("/api/replay", "players: [\n{", "text/yaml");
  ASSERT_TRUE(not_yaml);
  EXPECT_EQ(not_yaml->status, 400);
  EXPECT_EQ(error_code(not_yaml), "syntax");
  const auto big = client.Post("/api/replay", std::string((1 << 20) + 10, '#'), "text/yaml");
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  EXPECT_EQ(error_code(big), "too-large");
  const auto format =
      client.Post("/api/replay?format=gif", slurp(kSource + "/examples/mia-noe.yaml"), "text/yaml");
  EXPECT_EQ(format->status, 400);
  EXPECT_EQ(error_code(format), "bad-value");
  // A replay is posted: another site's page cannot have one drawn.
  const auto foreign = client.Post("/api/replay", {{"Origin", "http://evil.example"}},
                                   slurp(kSource + "/examples/mia-noe.yaml"), "text/yaml");
  EXPECT_EQ(foreign->status, 403);
}

// A record weighed over HTTP: lucas analyze's and lucas hint's documents, the Chopsticks
// computer's move, and each of their error statuses.
TEST(Server, AnalysesHintsAndTheComputersMove) {
  Serving serving;
  httplib::Client client = browser_like(serving);
  const std::string record = slurp(kSource + "/tests/data/analyze-open-chain.yaml");
  for (const char* language : {"en", "fr"}) {
    Json analysis = Json::parse(run_lucas({"analyze", "--format", "json", "--lang", language,
                                           "tests/data/analyze-open-chain.yaml"})
                                    .out);
    const auto analyzed =
        client.Post(std::string("/api/analyze?lang=") + language, record, "text/yaml");
    ASSERT_TRUE(analyzed);
    EXPECT_EQ(analyzed->status, 200);
    EXPECT_EQ(analyzed->get_header_value("Content-Type"), "application/json; charset=utf-8");
    Json answer = Json::parse(analyzed->body);
    analysis.erase("file");
    analysis["seconds"] = answer["seconds"] = 0;
    EXPECT_EQ(answer, analysis) << language;
    Json hint =
        Json::parse(run_lucas({"hint", "--format", "json", "--lang", language, "--level", "medium",
                               "--seed", "7", "tests/data/analyze-open-chain.yaml"})
                        .out);
    hint.erase("file");
    const auto hinted = client.Post(std::string("/api/hint?level=moyen&seed=7&lang=") + language,
                                    record, "text/yaml");
    ASSERT_TRUE(hinted);
    EXPECT_EQ(hinted->status, 200);
    EXPECT_EQ(Json::parse(hinted->body), hint) << language;
  }
  const std::string start =
      "game: chopsticks\nplayers: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
      "moves: []\n";
  const auto move = client.Post("/api/move?level=perfect&seed=3", start, "text/yaml");
  ASSERT_TRUE(move);
  EXPECT_EQ(move->status, 200);
  EXPECT_TRUE(Json::parse(move->body)["move"].is_string()) << move->body;
  // Every error status of the three routes.
  for (const char* route : {"/api/analyze", "/api/hint", "/api/move"}) {
    const auto not_yaml = client.Post(route, "players: [\n{", "text/yaml");
    ASSERT_TRUE(not_yaml) << route;
    EXPECT_EQ(not_yaml->status, 400) << route;
    EXPECT_EQ(error_code(not_yaml), "syntax") << route;
    const auto option = client.Post(std::string(route) + "?levels=2", start, "text/yaml");
    EXPECT_EQ(option->status, 400) << route;
    EXPECT_EQ(error_code(option), "unknown-option") << route;
    const auto escape = client.Post(std::string(route) + "?seed=%G1", start, "text/yaml");
    EXPECT_EQ(escape->status, 400) << route;
    EXPECT_EQ(error_code(escape), "bad-value") << route;
    const auto big = client.Post(route, std::string((1 << 20) + 10, '#'), "text/yaml");
    ASSERT_TRUE(big) << route;
    EXPECT_EQ(big->status, 413) << route;
    EXPECT_EQ(error_code(big), "too-large") << route;
    const auto foreign =
        client.Post(route, {{"Origin", "http://evil.example"}}, record, "text/yaml");
    EXPECT_EQ(foreign->status, 403) << route;
    // A route that takes a record is posted to: GET is no address.
    EXPECT_EQ(client.Get(route)->status, 404) << route;
  }
  const auto chopsticks_hint = client.Post("/api/hint", start, "text/yaml");
  EXPECT_EQ(chopsticks_hint->status, 400);
  EXPECT_EQ(error_code(chopsticks_hint), "unknown-game");
  const auto dots_move = client.Post("/api/move", record, "text/yaml");
  EXPECT_EQ(dots_move->status, 400);
  EXPECT_EQ(error_code(dots_move), "bad-option");
}

// The record as lucas play writes it, over HTTP, and its errors.
TEST(Server, ARecordWrittenAgain) {
  Serving serving;
  httplib::Client client = serving.client();
  const auto written =
      client.Post("/api/record", slurp(kSource + "/examples/mia-noe.yaml"), "text/yaml");
  ASSERT_TRUE(written);
  EXPECT_EQ(written->status, 200);
  EXPECT_EQ(written->get_header_value("Content-Type"), "text/yaml; charset=utf-8");
  EXPECT_NE(written->body.find("result: {M: 4, N: 2}"), std::string::npos) << written->body;
  const auto bad =
      client.Post("/api/record", slurp(kSource + "/tests/data/mia-noe-bad.yaml"), "text/yaml");
  EXPECT_EQ(bad->status, 400);
  EXPECT_EQ(error_code(bad), "repeated-line");
  const auto not_yaml = client.Post("/api/record", "players: [\n{", "text/yaml");
  EXPECT_EQ(not_yaml->status, 400);
  EXPECT_EQ(error_code(not_yaml), "syntax");
  const auto big = client.Post("/api/record", std::string((1 << 20) + 10, '#'), "text/yaml");
  EXPECT_EQ(big->status, 413);
  const auto foreign = client.Post("/api/record", {{"Origin", "http://evil.example"}},
                                   slurp(kSource + "/examples/mia-noe.yaml"), "text/yaml");
  EXPECT_EQ(foreign->status, 403);
}

TEST(Server, BodiesOverTheLimitsAre413) {
  Serving serving;
  httplib::Client client = serving.client();
  const auto record = client.Post("/api/check", std::string((1 << 20) + 10, '#'), "text/yaml");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->status, 413);
  EXPECT_EQ(error_code(record), "too-large");
  const auto upload = client.Post("/api/check", std::string((16 << 20) + 10, '#'), "text/yaml");
  ASSERT_TRUE(upload);
  EXPECT_EQ(upload->status, 413);
  EXPECT_EQ(error_code(upload), "too-large");
}

// A class goes up as a browser's form sends files: multipart, the field `records`, each file
// with its name; the answers are the work of serve/class_api.h.
TEST(Server, AClassUploadIsCheckedAndReportedAndAHandoutDrawn) {
  Serving serving;
  httplib::Client client = serving.client();
  httplib::MultipartFormDataItems items;
  for (const char* name : {"mia-noe.yaml", "triangle-3.yaml", "chopsticks-circle.yaml"})
    items.push_back({"records", slurp(kSource + "/examples/" + name), name, "text/yaml"});
  // Another field is not a record.
  items.push_back({"note", "board: {dots: 3x3}\n", "note.yaml", "text/yaml"});
  const auto checked = client.Post("/api/class?lang=fr", items);
  ASSERT_TRUE(checked);
  ASSERT_EQ(checked->status, 200) << checked->body;
  const Json json = Json::parse(checked->body);
  ASSERT_EQ(json["files"].size(), 3u);
  EXPECT_EQ(json["files"][0]["file"], "chopsticks-circle.yaml");
  EXPECT_EQ(json["files"][1]["file"], "mia-noe.yaml");
  EXPECT_EQ(json["files"][1]["verdict"], "terminée — Mia 4, Noé 2 : Mia gagne");
  EXPECT_EQ(json["summary"]["rows"].size(), 3u);

  const auto report = client.Post("/api/report?paper=a5", items);
  ASSERT_TRUE(report);
  ASSERT_EQ(report->status, 200) << report->body;
  EXPECT_EQ(report->get_header_value("Content-Type"), "application/pdf");
  EXPECT_EQ(report->body.substr(0, 5), "%PDF-");

  const auto none = client.Post("/api/class", "", "multipart/form-data; boundary=x");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 400);
  EXPECT_EQ(error_code(none), "bad-request");
  const auto empty = client.Post("/api/class", "", "text/plain");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->status, 400);
  EXPECT_EQ(error_code(empty), "missing-option");
  const auto plain = client.Post("/api/report", "board: {dots: 3x3}\n", "text/yaml");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->status, 400);
  EXPECT_EQ(error_code(plain), "missing-option");

  const auto rules = client.Get("/api/handout/rules?format=svg");
  ASSERT_TRUE(rules);
  EXPECT_EQ(rules->status, 200);
  EXPECT_EQ(rules->get_header_value("Content-Type"), "image/svg+xml");
  const auto example = client.Post("/api/handout/puzzles?seed=2&count=2",
                                   slurp(kSource + "/examples/mia-noe.yaml"), "text/yaml");
  ASSERT_TRUE(example);
  EXPECT_EQ(example->status, 200) << example->body;
  EXPECT_EQ(example->get_header_value("Content-Type"), "application/pdf");
  const auto puzzles = client.Get("/api/handout/puzzles?seed=2&count=2");
  ASSERT_TRUE(puzzles);
  EXPECT_EQ(puzzles->status, 200) << puzzles->body;
  EXPECT_EQ(puzzles->get_header_value("X-Lucas-Seed"), "2");
  const auto list = client.Get("/api/handouts?lang=en");
  ASSERT_TRUE(list);
  EXPECT_EQ(list->status, 200);
  EXPECT_EQ(Json::parse(list->body).size(), 8u);
  // A template path, escaped or not, never reaches the disk.
  for (const char* path : {"/api/handout/..%2Ftemplates%2Frules.yaml", "/api/handout/rules.yaml",
                           "/api/handout/../rules", "/api/handout/"}) {
    const auto refused = client.Get(path);
    ASSERT_TRUE(refused) << path;
    EXPECT_EQ(refused->status, 404) << path;
    EXPECT_EQ(error_code(refused), "not-found") << path;
  }
}

TEST(Server, MalformedRequestsAndHangUpsDoNotStopIt) {
  Serving serving;
  // Raw bytes on a socket: a request line that is no HTTP, then a client gone mid-body.
  for (const std::string& raw :
       {std::string("\x01\x02 nonsense\r\n\r\n"),
        std::string("POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:") +
            std::to_string(serving.port()) + "\r\nContent-Length: 1000\r\n\r\npartial"}) {
    httplib::Client probe = serving.client();
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(serving.port()));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::send(fd, raw.data(), raw.size(), MSG_NOSIGNAL), static_cast<ssize_t>(raw.size()));
    ::close(fd);
  }
  EXPECT_EQ(serving.client().Get("/")->status, 200);
}

TEST(Server, TwoHundredClientsAtOnceAllGetTheirAnswer) {
  Serving serving;
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  std::atomic<int> answered{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < 200; ++i)
    clients.emplace_back([&] {
      httplib::Client client = serving.client();
      const auto answer = client.Post("/api/check", record, "text/yaml");
      if (answer && answer->status == 200) ++answered;
    });
  for (std::thread& t : clients) t.join();
  EXPECT_EQ(answered.load(), 200);
}

// Documents drawn by many threads at once (Cairo and Pango in each) are the bytes drawn alone.
TEST(Server, DocumentsDrawnAtOnceAreTheSameBytes) {
  Serving serving;
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const std::string sheet = browser_like(serving).Get("/api/sheet?format=png&dpi=40")->body;
  const std::string step =
      browser_like(serving).Post("/api/replay?format=svg&step=9", record, "text/yaml")->body;
  ASSERT_FALSE(sheet.empty());
  ASSERT_FALSE(step.empty());
  std::atomic<int> same{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < 24; ++i)
    clients.emplace_back([&, i] {
      httplib::Client client = browser_like(serving);
      const auto answer = i % 2 == 0
                              ? client.Get("/api/sheet?format=png&dpi=40")
                              : client.Post("/api/replay?format=svg&step=9", record, "text/yaml");
      if (answer && answer->status == 200 && answer->body == (i % 2 == 0 ? sheet : step)) ++same;
    });
  for (std::thread& t : clients) t.join();
  EXPECT_EQ(same.load(), 24);
}

TEST(Server, APortInUseIsACannotListenError) {
  Serving serving;
  auto second = Server::bind(ServeOptions{"127.0.0.1", serving.port(), "en"});
  ASSERT_TRUE(std::holds_alternative<Diagnostic>(second));
  EXPECT_EQ(std::get<Diagnostic>(second).code, Code::cannot_listen);
}

// Each cause the system gives says what to change, in the chosen language; one lucas does not
// know keeps the system's words. (A port under 1024 cannot be refused here, where the tests may
// run as root, nor a name that is no address without asking a name server: their words are
// checked through the function that chooses them.)
TEST(Server, EachCauseOfNotListeningSaysWhatToChange) {
  const ServeOptions options{"example.invalid", 80, "en"};
  const Catalogue& kEnglish = Catalogue::get("en");
  const Catalogue& kFrench = Catalogue::get("fr");
  auto said = [&](int error, const Catalogue& catalogue) {
    return catalogue.format(cannot_listen(options, error).message);
  };
  EXPECT_EQ(said(EACCES, kEnglish),
            "cannot listen on example.invalid:80: the ports below 1024 are kept for the system; "
            "choose one from 1024 up (--port 0 takes a free one)");
  EXPECT_EQ(said(0, kEnglish),
            "cannot listen on example.invalid:80: 'example.invalid' is not an address; give "
            "--host 127.0.0.1 (this computer only) or 0.0.0.0 (every network it is on)");
  EXPECT_EQ(said(0, kFrench),
            "impossible d'écouter sur example.invalid:80 : « example.invalid » n'est pas une "
            "adresse ; donnez --host 127.0.0.1 (cet ordinateur seulement) ou 0.0.0.0 (tous ses "
            "réseaux)");
  EXPECT_NE(said(EADDRINUSE, kFrench).find("le port est déjà pris"), std::string::npos);
  EXPECT_NE(said(EADDRNOTAVAIL, kEnglish).find("this computer has no address example.invalid"),
            std::string::npos);
  EXPECT_EQ(said(EMFILE, kEnglish),
            "cannot listen on example.invalid:80: system error: " + std::string(strerror(EMFILE)) +
                "; choose another port (--port 0 takes a free one)");
  EXPECT_EQ(cannot_listen(options, EACCES).code, Code::cannot_listen);
}

TEST(Server, StopEndsListenOnceTheRequestInFlightIsAnswered) {
  auto bound = Server::bind(ServeOptions{"127.0.0.1", 0, "en"});
  Server& server = *std::get<std::unique_ptr<Server>>(bound);
  std::thread listening([&] { server.listen(); });
  httplib::Client client("127.0.0.1", server.address().port);
  EXPECT_EQ(client.Get("/")->status, 200);
  const auto start = std::chrono::steady_clock::now();
  server.stop();
  listening.join();
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 1.0);
}

// The command: its one line, then SIGTERM or Ctrl-C end it with exit 0 at once.
TEST(ServeCommand, PrintsItsAddressAndStopsOnSigtermAndCtrlC) {
  for (int signal : {SIGTERM, SIGINT}) {
    const auto r = run_lucas_signalled({"serve", "--port", "0", "--lang", "en"}, signal,
                                       "(Ctrl-C to stop)", 20);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out.rfind("lucas: http://127.0.0.1:", 0), 0u) << r.out;
    EXPECT_NE(r.out.find("/ (Ctrl-C to stop)\n"), std::string::npos) << r.out;
    EXPECT_EQ(r.err, "");
    EXPECT_LT(r.seconds, 10);
  }
  const auto fr = run_lucas_signalled({"serve", "--port", "0", "--lang", "fr"}, SIGTERM,
                                      "(Ctrl-C pour arrêter)", 20);
  EXPECT_EQ(fr.out.rfind("lucas : http://127.0.0.1:", 0), 0u) << fr.out;
}

TEST(ServeCommand, APortInUseIsAnErrorLineAndExit2) {
  Serving serving;
  const auto r = run_lucas_signalled(
      {"serve", "--port", std::to_string(serving.port()), "--lang", "en"}, SIGTERM, "Ctrl-C", 20);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "lucas: error[cannot-listen]: cannot listen on 127.0.0.1:" +
                       std::to_string(serving.port()) +
                       ": the port is taken (another program, or another lucas serve); choose "
                       "another port (--port 0 takes a free one)\n");
  const auto fr = run_lucas_signalled(
      {"serve", "--port", std::to_string(serving.port()), "--lang", "fr"}, SIGTERM, "Ctrl-C", 20);
  EXPECT_EQ(fr.exit_code, 2);
  EXPECT_NE(fr.err.find(" : le port est déjà pris (par un autre programme, ou un autre lucas "
                        "serve) ; choisissez un autre port"),
            std::string::npos)
      << fr.err;
}

// An address the computer does not have (192.0.2.1 is kept for documentation, never given to a
// machine): the address is what to change, not the port.
TEST(ServeCommand, AnAddressNotOfThisComputerSaysToChangeTheAddress) {
  for (const auto& [lang, said] :
       {std::pair{"en",
                  "cannot listen on 192.0.2.1:0: this computer has no address 192.0.2.1; "
                  "give --host 127.0.0.1 (this computer only) or 0.0.0.0 (every network "
                  "it is on)\n"},
        std::pair{"fr",
                  "impossible d'écouter sur 192.0.2.1:0 : cet ordinateur n'a pas l'adresse "
                  "192.0.2.1 ; donnez --host 127.0.0.1 (cet ordinateur seulement) ou "
                  "0.0.0.0 (tous ses réseaux)\n"}}) {
    const auto r = run_lucas_signalled(
        {"serve", "--port", "0", "--host", "192.0.2.1", "--lang", lang}, SIGTERM, "Ctrl-C", 20);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find(said), std::string::npos) << r.err;
  }
}

TEST(ServeCommand, AnotherAddressThanLoopbackIsWarnedAbout) {
  const auto r = run_lucas_signalled({"serve", "--port", "0", "--host", "0.0.0.0", "--lang", "en"},
                                     SIGTERM, "(Ctrl-C to stop)", 20);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err, "warning: the page listens on 0.0.0.0; anyone on that network can use it\n");
}

}  // namespace
}  // namespace lucas::serve
