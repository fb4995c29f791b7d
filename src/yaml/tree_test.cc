#include "yaml/tree.h"

#include <gtest/gtest.h>

namespace lucas::yaml {
namespace {

TEST(DocumentTest, ReadsMapsSequencesAndMarks) {
  const ReadResult r = read_document("a: 1\nb:\n  - {x: Noé, y: 'q'}\n  - ~\n");
  ASSERT_TRUE(r.root) << r.error->detail;
  const Node& root = *r.root;
  ASSERT_TRUE(root.is_map());
  EXPECT_EQ(root.find("a")->scalar, "1");
  const Node& b = *root.find("b");
  ASSERT_TRUE(b.is_sequence());
  ASSERT_EQ(b.items.size(), 2u);
  EXPECT_EQ(b.items[0].mark, (Mark{3, 5}));
  EXPECT_EQ(b.items[0].find("x")->scalar, "Noé");
  EXPECT_FALSE(b.items[0].find("x")->quoted);
  EXPECT_TRUE(b.items[0].find("y")->quoted);
  EXPECT_TRUE(b.items[1].is_null());
}

TEST(DocumentTest, ColumnsCountCharactersNotBytes) {
  const ReadResult r = read_document("- {n: Noé, m: x}\n");
  ASSERT_TRUE(r.root);
  EXPECT_EQ(r.root->items[0].find("m")->mark, (Mark{1, 15}));
}

TEST(DocumentTest, ByteOrderMarkCrlfAndTabsAreRead) {
  const ReadResult r = read_document(
      "\xEF\xBB\xBF"
      "a: 1\r\nb:\t2\r\n");
  ASSERT_TRUE(r.root) << r.error->detail;
  EXPECT_EQ(r.root->find("b")->scalar, "2");
}

struct Refused {
  std::string text;
  ReadError::Kind kind;
  Mark mark;
};

class DocumentErrorTest : public ::testing::TestWithParam<Refused> {};

TEST_P(DocumentErrorTest, Refused) {
  const ReadResult r = read_document(GetParam().text);
  EXPECT_FALSE(r.root);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->kind, GetParam().kind);
  EXPECT_EQ(r.error->mark, GetParam().mark);
}

INSTANTIATE_TEST_SUITE_P(
    Hostile, DocumentErrorTest,
    ::testing::Values(
        Refused{"a: &x [*x]\n", ReadError::Kind::anchor, {1, 4}},
        Refused{"a: [1]\nb: *a\n", ReadError::Kind::syntax, {2, 4}},
        Refused{"a: b: c\n", ReadError::Kind::syntax, {1, 5}},
        Refused{"", ReadError::Kind::empty, {}},
        Refused{"a: 1\n---\nb: 2\n", ReadError::Kind::several_documents, {3, 1}},
        Refused{"a: \xC3\x28\n", ReadError::Kind::not_utf8, {1, 4}},
        Refused{"a: \xC0\xAF\n", ReadError::Kind::not_utf8, {1, 4}},
        Refused{std::string("x: 1\nab\0c\n", 10), ReadError::Kind::nul_byte, {2, 3}},
        // A tab that indents a line is named at the tab, wherever it indents.
        Refused{"board:\n\tdots: 3x4\n", ReadError::Kind::tab_indent, {2, 1}},
        Refused{"moves:\n  - a\n  \t- b\n", ReadError::Kind::tab_indent, {3, 3}},
        Refused{"a:\n  - name: x\n  \t initial: y\n", ReadError::Kind::tab_indent, {3, 3}},
        Refused{"\xEF\xBB\xBF"
                "a:\n\tb: 1\n",
                ReadError::Kind::tab_indent,
                {2, 1}},
        Refused{"a: 1\n\t# note\n", ReadError::Kind::tab_indent, {2, 1}},
        // A syntax error on a line with no tab in its indentation is no tab's.
        Refused{"a:\tb: c\n", ReadError::Kind::syntax, {1, 5}},
        Refused{"a:\n\tb: 1\nc: d: e\n", ReadError::Kind::tab_indent, {2, 1}},
        Refused{"a:\n  b: 1\n\nc: d: e\n", ReadError::Kind::syntax, {4, 5}}));

// Tabs between tokens, in flow collections and inside scalars are YAML's own whitespace.
TEST(DocumentTest, TabsThatIndentNothingAreRead) {
  const ReadResult r = read_document("a: [\n\tx,\n\ty]\nb:\t\"M\tA-B\"\nc: d\te\n");
  ASSERT_TRUE(r.root) << r.error->detail;
  EXPECT_EQ(r.root->find("a")->items.size(), 2u);
  EXPECT_EQ(r.root->find("b")->scalar, "M\tA-B");
  EXPECT_EQ(r.root->find("c")->scalar, "d\te");
}

TEST(DocumentTest, NestingIsRefusedLongBeforeTheParserGivesUp) {
  const std::string deep = std::string(40, '[') + std::string(40, ']');
  const ReadResult r = read_document(deep);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->kind, ReadError::Kind::too_deep);
  EXPECT_EQ(r.error->mark, (Mark{1, 33}));
}

TEST(DocumentTest, SizeIsCappedBeforeParsing) {
  const std::string big(Limits{}.max_bytes + 1, 'a');
  const ReadResult r = read_document(big);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->kind, ReadError::Kind::too_large);
}

// Each limit, from both sides: at its value the text is read, one over it is refused.
TEST(DocumentTest, EachLimitHoldsExactlyAtItsValue) {
  const auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  EXPECT_FALSE(read_document(nested(Limits{}.max_depth)).error);
  ASSERT_TRUE(read_document(nested(Limits{}.max_depth + 1)).error);
  EXPECT_EQ(read_document(nested(Limits{}.max_depth + 1)).error->kind, ReadError::Kind::too_deep);

  const auto sized = [](size_t bytes) { return "a: " + std::string(bytes - 4, 'x') + "\n"; };
  const Limits small{.max_bytes = 64, .max_depth = 32, .max_nodes = 10};
  EXPECT_FALSE(read_document(sized(small.max_bytes), small).error);
  ASSERT_TRUE(read_document(sized(small.max_bytes + 1), small).error);
  EXPECT_EQ(read_document(sized(small.max_bytes + 1), small).error->kind,
            ReadError::Kind::too_large);
  EXPECT_FALSE(read_document(sized(Limits{}.max_bytes)).error);
  EXPECT_EQ(read_document(sized(Limits{}.max_bytes + 1)).error->kind, ReadError::Kind::too_large);

  // A list of n numbers is n + 1 nodes.
  const auto list = [](size_t nodes) {
    std::string text = "[0";
    for (size_t i = 2; i < nodes; ++i) text += ",0";
    return text + "]";
  };
  EXPECT_FALSE(read_document(list(small.max_nodes), small).error);
  ASSERT_TRUE(read_document(list(small.max_nodes + 1), small).error);
  EXPECT_EQ(read_document(list(small.max_nodes + 1), small).error->kind,
            ReadError::Kind::too_many_nodes);
}

TEST(DocumentTest, AStrayCommaIsASyntaxErrorNotASecondDocument) {
  const ReadResult alone = read_document(",");
  ASSERT_TRUE(alone.error);
  EXPECT_EQ(alone.error->kind, ReadError::Kind::syntax);
  EXPECT_EQ(alone.error->mark, (Mark{1, 1}));
  EXPECT_EQ(alone.error->detail, ",");
  EXPECT_EQ(alone.error->reason, "yaml.unexpected");
  const ReadResult after = read_document("[é],\n");
  ASSERT_TRUE(after.error);
  EXPECT_EQ(after.error->kind, ReadError::Kind::syntax);
  EXPECT_EQ(after.error->mark, (Mark{1, 4}));
  // With a document marker, a second document is what it says.
  const ReadResult two = read_document("[a]\n...\n[b]\n");
  ASSERT_TRUE(two.error);
  EXPECT_EQ(two.error->kind, ReadError::Kind::several_documents);
}

// The parser's messages a hand-typed text meets are known by their catalogue key; one lucas
// does not know keeps the parser's words only.
TEST(DocumentTest, KnownSyntaxErrorsHaveTheirReason) {
  for (const auto& [text, reason] :
       std::vector<std::pair<std::string, std::string>>{{"a: {b: 1\n", "yaml.end-of-map-flow"},
                                                        {"a: [1, 2\n", "yaml.end-of-seq-flow"},
                                                        {"a: \"b\\q\"\n", "yaml.invalid-escape"},
                                                        {"a: b: c\n", "yaml.map-value"}}) {
    const ReadResult r = read_document(text);
    ASSERT_TRUE(r.error) << text;
    EXPECT_EQ(r.error->kind, ReadError::Kind::syntax) << text;
    EXPECT_EQ(r.error->reason, reason) << text << ": " << r.error->detail;
  }
}

// A `{` or `[` never closed is shown where it was opened, not where the parser noticed it (the
// next line): that bracket is the one to close.
TEST(DocumentTest, AnUnclosedBracketIsShownWhereItOpens) {
  for (const auto& [text, at] : std::vector<std::pair<std::string, Mark>>{
           {"board: {dots: 3x4\nplayers: [Mia, Noé]\n", Mark{1, 8}},
           // A bracket that closes the wrong one is shown where it is.
           {"moves:\n  - {by: é, line: [A-B, C-D}\nx: 1\n", Mark{2, 28}},
           {"players: [Mia, Noé\nboard: {dots: 3x4}\n", Mark{1, 10}}}) {
    const ReadResult r = read_document(text);
    ASSERT_TRUE(r.error) << text;
    EXPECT_EQ(r.error->mark, at) << text << ": " << r.error->reason;
  }
}

// Columns are counted on from the previous mark of the same line: check that the count stays
// right across long lines, accents, a new line, and marks that go back (a map's start).
TEST(DocumentTest, ColumnsStayRightOnLongLines) {
  std::string text = "- [";
  for (int i = 0; i < 1000; ++i) text += "é, ";
  text += "x]\n- {a: [1], bé: {c: é}}\n";
  const ReadResult r = read_document(text);
  ASSERT_TRUE(r.root) << r.error->detail;
  const Node& list = r.root->items[0];
  EXPECT_EQ(list.items[999].mark, (Mark{1, 4 + 999 * 3}));
  EXPECT_EQ(list.items[1000].mark, (Mark{1, 4 + 1000 * 3}));
  const Node& map = r.root->items[1];
  EXPECT_EQ(map.mark, (Mark{2, 3}));
  EXPECT_EQ(map.entries[1].key.mark, (Mark{2, 12}));
  EXPECT_EQ(map.find("bé")->mark, (Mark{2, 16}));
  EXPECT_EQ(map.find("bé")->find("c")->mark, (Mark{2, 20}));
}

TEST(DocumentTest, ACommaAloneEndsInBoundedTime) {
  const ReadResult r = read_document(",");
  EXPECT_FALSE(r.root && r.root->is_map());
}

}  // namespace
}  // namespace lucas::yaml
