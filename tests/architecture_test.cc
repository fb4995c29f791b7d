// The picture of the house in docs/architecture.dot is the house: every folder of src/ that
// includes another's header is an arrow of the picture, every arrow of the picture is such an
// include, and no arrows go round in a circle. Tests beside the code count too: a test that needs
// a higher folder's header is a dependency all the same.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/run.h"

namespace lucas::testing {
namespace {

namespace fs = std::filesystem;

using Graph = std::map<std::string, std::set<std::string>>;

// Folder -> the other folders of src/ whose headers its files include.
Graph folder_includes(const fs::path& src) {
  Graph graph;
  const std::regex include(R"(^\s*#\s*include\s+"([a-z_]+)/[^"]+")");
  for (const fs::directory_entry& folder : fs::directory_iterator(src)) {
    if (!folder.is_directory()) continue;
    const std::string name = folder.path().filename().string();
    graph[name];
    for (const fs::directory_entry& file : fs::directory_iterator(folder.path())) {
      const std::string ext = file.path().extension().string();
      if (ext != ".h" && ext != ".cc" && ext != ".in") continue;
      std::ifstream in(file.path());
      std::string line;
      std::smatch match;
      while (std::getline(in, line))
        if (std::regex_search(line, match, include) && match[1] != name &&
            fs::is_directory(src / match[1].str()))
          graph[name].insert(match[1]);
    }
  }
  return graph;
}

// The arrows "a -> b" between the folder nodes of the picture (nodes named like src/'s folders;
// the picture's other nodes, the games' modules and the faces' notes, have other names).
Graph picture_arrows(const std::string& dot, const Graph& folders) {
  Graph graph;
  const std::regex arrow(R"re("?([a-z_]+)"?\s*->\s*"?([a-z_]+)"?)re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), arrow); it != std::sregex_iterator();
       ++it) {
    const std::smatch& match = *it;
    if (folders.count(match[1]) && folders.count(match[2])) graph[match[1]].insert(match[2]);
  }
  return graph;
}

// A circle of the graph as "a -> b -> a", or "" when there is none (depth-first search).
std::string find_circle(const Graph& graph) {
  std::map<std::string, int> state;  // 0 unseen, 1 on the path, 2 done
  std::vector<std::string> path;
  std::string circle;
  std::function<bool(const std::string&)> visit = [&](const std::string& node) {
    state[node] = 1;
    path.push_back(node);
    const auto it = graph.find(node);
    if (it != graph.end())
      for (const std::string& next : it->second) {
        if (state[next] == 1) {
          for (auto p = std::find(path.begin(), path.end(), next); p != path.end(); ++p)
            circle += *p + " -> ";
          circle += next;
          return true;
        }
        if (state[next] == 0 && visit(next)) return true;
      }
    path.pop_back();
    state[node] = 2;
    return false;
  };
  for (const auto& [node, _] : graph)
    if (state[node] == 0 && visit(node)) break;
  return circle;
}

std::string arrows_text(const Graph& graph) {
  std::string text;
  for (const auto& [from, to] : graph)
    for (const std::string& t : to) text += "  " + from + " -> " + t + "\n";
  return text;
}

Graph minus(const Graph& a, const Graph& b) {
  Graph out;
  for (const auto& [from, to] : a)
    for (const std::string& t : to)
      if (!b.count(from) || !b.at(from).count(t)) out[from].insert(t);
  return out;
}

const fs::path kSource(LUCAS_SOURCE_DIR);

TEST(Architecture, FoldersIncludeEachOtherWithoutACircle) {
  EXPECT_EQ(find_circle(folder_includes(kSource / "src")), "");
}

TEST(Architecture, ThePictureShowsEveryArrowAndNoOther) {
  const Graph real = folder_includes(kSource / "src");
  const Graph drawn = picture_arrows(slurp((kSource / "docs/architecture.dot").string()), real);
  EXPECT_EQ(arrows_text(minus(real, drawn)), "") << "includes the picture does not show";
  EXPECT_EQ(arrows_text(minus(drawn, real)), "") << "arrows of the picture no include makes";
}

// The checks themselves, on small graphs: a circle is found whichever way it is entered, and a
// picture that lacks or adds an arrow differs from the folders.
TEST(Architecture, CirclesAreFound) {
  EXPECT_EQ(find_circle({{"a", {"b"}}, {"b", {"c"}}, {"c", {}}}), "");
  EXPECT_EQ(find_circle({{"a", {"b"}}, {"b", {"c"}}, {"c", {"b"}}}), "b -> c -> b");
  EXPECT_EQ(find_circle({{"a", {"a"}}}), "a -> a");
  const Graph folders{{"game", {}}, {"check", {"game"}}, {"cli", {"check"}}};
  const Graph drawn = picture_arrows(
      "digraph {\n  check -> game\n  \"cli\" -> check;\n"
      "  chopsticks -> game\n}\n",
      folders);
  EXPECT_EQ(arrows_text(minus(folders, drawn)), "");
  EXPECT_EQ(arrows_text(minus(drawn, folders)), "");
  EXPECT_EQ(arrows_text(minus(folders, picture_arrows("check -> game\n", folders))),
            "  cli -> check\n");
}

}  // namespace
}  // namespace lucas::testing
