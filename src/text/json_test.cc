#include "text/json.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(JsonTest, AccentsStayAndControlsAreEscaped) {
  const Json document = {{"name", "Noé \"x\"\n\t\x01"}};
  EXPECT_EQ(json_document(document), "{\n  \"name\": \"Noé \\\"x\\\"\\n\\t\\u0001\"\n}\n");
}

TEST(JsonTest, FieldsKeepTheirOrder) {
  Json document;
  document["zebra"] = 1;
  document["apple"] = nullptr;
  EXPECT_EQ(json_document(document), "{\n  \"zebra\": 1,\n  \"apple\": null\n}\n");
}

TEST(JsonTest, InvalidUtf8IsReplacedNotThrown) {
  // "é" in Latin-1 is the lone byte E9, which is no UTF-8.
  const Json document = {{"file", "No\xE9.yaml"}};
  std::string text;
  ASSERT_NO_THROW(text = json_document(document));
  EXPECT_EQ(text, "{\n  \"file\": \"No\xEF\xBF\xBD.yaml\"\n}\n");
}

}  // namespace
}  // namespace lucas
