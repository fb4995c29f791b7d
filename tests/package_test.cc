// The Debian package as a user gets it: `cpack -G DEB` has written it (the ctest fixture
// package.build), and here it is unpacked into a fresh folder, away from the source and build
// trees, and its program is run on the files it installed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "support/run.h"

namespace lucas::testing {
namespace {

namespace fs = std::filesystem;

// The package cpack wrote for this version: lucas_<version>_<architecture>.deb.
std::string package_path() {
  const std::string prefix = "lucas_" LUCAS_VERSION "_";
  for (const fs::directory_entry& entry : fs::directory_iterator(LUCAS_BUILD_DIR)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with(prefix) && name.ends_with(".deb")) return entry.path().string();
  }
  return "";
}

// A folder holding the unpacked package, removed however the test ends.
class Unpacked {
 public:
  explicit Unpacked(const std::string& deb) : root_(temp_dir()) {
    extracted_ = run_shell("dpkg-deb -x '" + deb + "' '" + root_ + "' 2>&1; echo $?").out == "0\n";
  }
  ~Unpacked() { fs::remove_all(root_); }
  Unpacked(const Unpacked&) = delete;
  Unpacked& operator=(const Unpacked&) = delete;

  bool extracted() const { return extracted_; }
  std::string path(const std::string& inside) const { return root_ + "/" + inside; }

  // Runs the unpacked lucas from the unpacked folder, in English whatever the locale.
  RunResult lucas(const std::string& args) const {
    return run_shell("cd '" + root_ + "' && env -u LANGUAGE LC_ALL=C.UTF-8 ./usr/bin/lucas " +
                     args + " 2>&1");
  }

 private:
  std::string root_;
  bool extracted_ = false;
};

class PackageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    deb_ = package_path();
    ASSERT_NE(deb_, "") << "no lucas_" LUCAS_VERSION "_*.deb in " LUCAS_BUILD_DIR;
  }
  std::string field(const std::string& name) const {
    return run_shell("dpkg-deb -f '" + deb_ + "' " + name).out;
  }
  std::string deb_;
};

TEST_F(PackageTest, NamesItselfAndItsVersion) {
  EXPECT_EQ(field("Package"), "lucas\n");
  EXPECT_EQ(field("Version"), LUCAS_VERSION "\n");
  EXPECT_NE(field("Maintainer"), "\n");
  EXPECT_EQ(field("Section"), "education\n");
  const std::string description = field("Description");
  EXPECT_NE(description.find("Dots and Boxes"), std::string::npos);
  EXPECT_GE(std::count(description.begin(), description.end(), '\n'), 3) << "a long description";
  // Debian's width: no line of the control file longer than 80 columns.
  for (size_t start = 0, end; start < description.size(); start = end + 1) {
    end = description.find('\n', start);
    if (end == std::string::npos) end = description.size();
    EXPECT_LE(end - start, 80u) << description.substr(start, end - start);
  }
}

TEST_F(PackageTest, DependsOnTheLibrariesTheProgramLinks) {
  const std::string depends = field("Depends");
  for (const char* library : {"libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libyaml-cpp",
                              "libstdc++6", "fonts-dejavu-core"})
    EXPECT_NE(depends.find(library), std::string::npos) << library << " in " << depends;
}

TEST_F(PackageTest, HoldsTheProgramManualTemplatesAndExampleAndNoTests) {
  const std::string contents = run_shell("dpkg-deb -c '" + deb_ + "'").out;
  for (const char* file :
       {"./usr/bin/lucas", "./usr/share/man/man1/lucas.1.gz",
        "./usr/share/lucas/templates/rules.yaml", "./usr/share/lucas/templates/example.yaml",
        "./usr/share/lucas/templates/practice.yaml", "./usr/share/lucas/templates/strategy.yaml",
        "./usr/share/lucas/templates/swedish.yaml", "./usr/share/lucas/examples/mia-noe.yaml"})
    EXPECT_NE(contents.find(std::string(file) + "\n"), std::string::npos) << file;
  for (const char* absent : {"lucas_tests", "lucas_package_tests", ".a\n", "/include/"})
    EXPECT_EQ(contents.find(absent), std::string::npos) << absent;
}

TEST_F(PackageTest, ItsManualPageNamesThisVersion) {
  const Unpacked unpacked(deb_);
  ASSERT_TRUE(unpacked.extracted());
  const std::string page =
      run_shell("gzip -dc '" + unpacked.path("usr/share/man/man1/lucas.1.gz") + "'").out;
  EXPECT_TRUE(page.starts_with(".TH LUCAS 1 ")) << page.substr(0, 80);
  EXPECT_NE(page.find("\"lucas " LUCAS_VERSION "\""), std::string::npos);
  EXPECT_EQ(page.find('@'), std::string::npos) << "a placeholder left unfilled";
}

TEST_F(PackageTest, ItsProgramChecksTheInstalledExample) {
  const Unpacked unpacked(deb_);
  ASSERT_TRUE(unpacked.extracted());
  EXPECT_EQ(unpacked.lucas("--version").out, "lucas " LUCAS_VERSION "\n");
  const RunResult r = unpacked.lucas("check usr/share/lucas/examples/mia-noe.yaml --lang en");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_EQ(r.out, "usr/share/lucas/examples/mia-noe.yaml: finished — Mia 4, Noé 2: Mia wins\n");
}

TEST_F(PackageTest, ItsProgramPrintsHandoutsFromBuiltInAndInstalledTemplates) {
  const Unpacked unpacked(deb_);
  ASSERT_TRUE(unpacked.extracted());
  for (const std::string name : {"rules", "usr/share/lucas/templates/practice.yaml"}) {
    SCOPED_TRACE(name);
    const std::string pdf = unpacked.path("handout.pdf");
    const RunResult r = unpacked.lucas("handout " + name + " -o '" + pdf + "'");
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string info = run_shell("pdfinfo '" + pdf + "'").out;
    const size_t at = info.find("Pages:");
    ASSERT_NE(at, std::string::npos) << info;
    EXPECT_GE(std::stoi(info.substr(at + 6)), 1);
    fs::remove(pdf);
  }
}

}  // namespace
}  // namespace lucas::testing
