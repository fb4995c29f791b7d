#include "cli/record_paths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/run.h"

namespace lucas::cli {
namespace {

namespace fs = std::filesystem;

void touch(const fs::path& path) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << "x\n";
}

// The shown paths of the sources, relative to dir, and "!" before those with a problem.
std::vector<std::string> shown(const RecordSources& sources, const std::string& dir) {
  std::vector<std::string> names;
  for (const RecordSource& s : sources.sources)
    names.push_back((s.problem ? "!" : "") +
                    s.shown.substr(s.shown.starts_with(dir) ? dir.size() + 1 : 0));
  return names;
}

TEST(RecordSources, AFolderGivesItsRecordsSortedAndRecursively) {
  const std::string dir = testing::temp_dir();
  for (const char* name : {"zoé.yaml", "Éloïse.yml", "b/partie-10.YAML", "b/partie-2.yaml",
                           "notes.txt", ".cache/x.yaml", ".hidden.yaml", "a.yaml.bak"})
    touch(fs::path(dir) / name);
  const RecordSources sources = record_sources({dir});
  EXPECT_TRUE(sources.folder_given);
  EXPECT_EQ(shown(sources, dir), (std::vector<std::string>{"b/partie-2.yaml", "b/partie-10.YAML",
                                                           "Éloïse.yml", "zoé.yaml"}));
  fs::remove_all(dir);
}

TEST(RecordSources, FilesAsGivenWhateverTheirNames) {
  const std::string dir = testing::temp_dir();
  touch(fs::path(dir) / "notes.txt");
  const RecordSources sources = record_sources({dir + "/notes.txt", dir + "/absent.yaml", "-"});
  EXPECT_FALSE(sources.folder_given);
  EXPECT_EQ(shown(sources, dir), (std::vector<std::string>{"notes.txt", "absent.yaml", "-"}));
  fs::remove_all(dir);
}

TEST(RecordSources, AFolderWithoutRecordsIsAProblem) {
  const std::string dir = testing::temp_dir();
  fs::create_directories(dir + "/vide");
  touch(fs::path(dir) / "notes/notes.txt");
  const RecordSources sources = record_sources({dir + "/vide", dir + "/notes"});
  ASSERT_EQ(sources.sources.size(), 2u);
  EXPECT_EQ(shown(sources, dir), (std::vector<std::string>{"!vide", "!notes"}));
  EXPECT_EQ(sources.sources[0].problem->message.key, "diag.no-records");
  EXPECT_EQ(code_name(sources.sources[0].problem->code), "cannot-read");
  fs::remove_all(dir);
}

TEST(RecordSources, EachFileOnceWhereItIsFirstReached) {
  const std::string dir = testing::temp_dir();
  touch(fs::path(dir) / "c/a.yaml");
  touch(fs::path(dir) / "c/b.yaml");
  fs::create_directory_symlink("..", fs::path(dir) / "c/boucle");  // a loop back up
  fs::create_symlink("a.yaml", fs::path(dir) / "c/lien.yaml");     // the same file again
  const RecordSources sources =
      record_sources({dir + "/c/b.yaml", dir + "/c", dir + "/c/", dir + "/c/a.yaml", "-", "-"});
  EXPECT_EQ(shown(sources, dir), (std::vector<std::string>{"c/b.yaml", "c/a.yaml", "-"}));
  fs::remove_all(dir);
}

TEST(RecordSources, ABrokenLinkIsReadAndRefused) {
  const std::string dir = testing::temp_dir();
  fs::create_directories(dir + "/c");
  fs::create_symlink("absent.yaml", fs::path(dir) / "c/cassé.yaml");
  fs::create_symlink("boucle.yaml", fs::path(dir) / "c/boucle.yaml");
  const RecordSources sources = record_sources({dir + "/c"});
  EXPECT_EQ(shown(sources, dir), (std::vector<std::string>{"c/boucle.yaml", "c/cassé.yaml"}));
  const std::vector<CheckedFile> files = read_sources(sources);
  ASSERT_EQ(files.size(), 2u);
  const Catalogue& en = Catalogue::get("en");
  EXPECT_EQ(en.format(files[0].result.diagnostics.at(0).message),
            "cannot read the file: its symbolic links go round in a circle; give the real file");
  EXPECT_EQ(en.format(files[1].result.diagnostics.at(0).message), "no such file");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace lucas::cli
