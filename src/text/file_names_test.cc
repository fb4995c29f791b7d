#include "text/file_names.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace lucas {
namespace {

TEST(SortsBefore, AccentsAndCaseAsideNumbersAsNumbers) {
  EXPECT_TRUE(sorts_before("eloi.yaml", "Éloïse.yaml"));
  EXPECT_FALSE(sorts_before("Éloïse.yaml", "eloi.yaml"));
  EXPECT_TRUE(sorts_before("Éloïse.yaml", "zoé.yaml"));
  EXPECT_FALSE(sorts_before("zoé.yaml", "Éloïse.yaml"));
  EXPECT_TRUE(sorts_before("partie-2.yaml", "partie-10.yaml"));
  EXPECT_FALSE(sorts_before("partie-10.yaml", "partie-2.yaml"));
  EXPECT_TRUE(sorts_before("partie-02.yaml", "partie-3.yaml"));
  // Equal but for accents or case: the bytes decide, so the order is total.
  EXPECT_TRUE(sorts_before("Noe.yaml", "noe.yaml"));
  EXPECT_FALSE(sorts_before("noe.yaml", "Noe.yaml"));
  EXPECT_FALSE(sorts_before("noe.yaml", "noe.yaml"));
}

TEST(PathSortsBefore, TheFirstFolderOrNameThatDiffersDecides) {
  EXPECT_TRUE(path_sorts_before("b/partie-2.yaml", "b/partie-10.yaml"));
  EXPECT_FALSE(path_sorts_before("b/partie-10.yaml", "b/partie-2.yaml"));
  // A folder sorts among the files by its own name, as the walk of lucas check meets it.
  EXPECT_TRUE(path_sorts_before("b/zoé.yaml", "Éloïse.yml"));
  EXPECT_FALSE(path_sorts_before("Éloïse.yml", "b/zoé.yaml"));
  EXPECT_TRUE(path_sorts_before("classe-2/a.yaml", "classe-10/a.yaml"));
  EXPECT_FALSE(path_sorts_before("classe-10/a.yaml", "classe-2/a.yaml"));
  EXPECT_FALSE(path_sorts_before("a/b.yaml", "a/b.yaml"));
  std::vector<std::string> names{"zoé.yaml", "b/partie-10.YAML", "Éloïse.yml", "b/partie-2.yaml"};
  std::sort(names.begin(), names.end(),
            [](const std::string& x, const std::string& y) { return path_sorts_before(x, y); });
  EXPECT_EQ(names, (std::vector<std::string>{"b/partie-2.yaml", "b/partie-10.YAML", "Éloïse.yml",
                                             "zoé.yaml"}));
}

}  // namespace
}  // namespace lucas
