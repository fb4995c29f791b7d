#include "serve/request_rules.h"

#include <gtest/gtest.h>

namespace lucas::serve {
namespace {

const Address kLoopback{"127.0.0.1", 8321};

TEST(HostAllowed, TheServedAddressAndLoopbackNamesWithThePort) {
  EXPECT_TRUE(host_allowed("127.0.0.1:8321", kLoopback));
  EXPECT_TRUE(host_allowed("localhost:8321", kLoopback));
  EXPECT_TRUE(host_allowed("LOCALHOST:8321", kLoopback));
  EXPECT_TRUE(host_allowed("[::1]:8321", kLoopback));
  EXPECT_TRUE(host_allowed("127.0.0.2:8321", kLoopback));
}

TEST(HostAllowed, RefusesOtherNamesPortsAndMalformedHeaders) {
  EXPECT_FALSE(host_allowed("", kLoopback));
  EXPECT_FALSE(host_allowed("evil.example:8321", kLoopback));  // DNS rebinding
  EXPECT_FALSE(host_allowed("127.0.0.1:8322", kLoopback));
  EXPECT_FALSE(host_allowed("127.0.0.1", kLoopback));  // port 80
  EXPECT_FALSE(host_allowed("127.0.0.1:", kLoopback));
  EXPECT_FALSE(host_allowed("127.0.0.1:x8321", kLoopback));
  EXPECT_FALSE(host_allowed("127.0.0.1:83210", kLoopback));
  EXPECT_FALSE(host_allowed("[::1:8321", kLoopback));
  EXPECT_FALSE(host_allowed("192.168.1.10:8321", kLoopback));
  EXPECT_FALSE(host_allowed("localhost.evil.example:8321", kLoopback));
}

TEST(HostAllowed, OnANetworkAddressOnlyThatAddress) {
  const Address lan{"192.168.1.10", 8321};
  EXPECT_TRUE(host_allowed("192.168.1.10:8321", lan));
  EXPECT_FALSE(host_allowed("localhost:8321", lan));
  EXPECT_FALSE(host_allowed("192.168.1.11:8321", lan));
}

TEST(HostAllowed, OnEveryAddressAnyAddressButNoName) {
  const Address any{"0.0.0.0", 8321};
  EXPECT_TRUE(host_allowed("192.168.1.10:8321", any));
  EXPECT_TRUE(host_allowed("[fe80::1]:8321", any));
  EXPECT_TRUE(host_allowed("localhost:8321", any));
  EXPECT_FALSE(host_allowed("school-pc.example:8321", any));
  EXPECT_FALSE(host_allowed("192.168.1.10:8000", any));
}

TEST(OriginAllowed, NoneOrThePageItself) {
  EXPECT_TRUE(origin_allowed("", kLoopback));
  EXPECT_TRUE(origin_allowed("http://127.0.0.1:8321", kLoopback));
  EXPECT_TRUE(origin_allowed("http://localhost:8321", kLoopback));
  EXPECT_FALSE(origin_allowed("http://evil.example", kLoopback));
  EXPECT_FALSE(origin_allowed("https://127.0.0.1:8321", kLoopback));
  EXPECT_FALSE(origin_allowed("null", kLoopback));
  EXPECT_FALSE(origin_allowed("http://127.0.0.1:9999", kLoopback));
}

TEST(IsLoopback, BothSides) {
  EXPECT_TRUE(is_loopback("127.0.0.1"));
  EXPECT_TRUE(is_loopback("127.255.0.1"));
  EXPECT_TRUE(is_loopback("::1"));
  EXPECT_TRUE(is_loopback("localhost"));
  EXPECT_FALSE(is_loopback("0.0.0.0"));
  EXPECT_FALSE(is_loopback("128.0.0.1"));
  EXPECT_FALSE(is_loopback("192.168.1.10"));
  EXPECT_FALSE(is_loopback("localhost.example"));
}

TEST(PercentDecoded, EscapesAndMalformedOnes) {
  EXPECT_EQ(percent_decoded("/No%C3%A9"), "/Noé");
  EXPECT_EQ(percent_decoded("a+b"), "a+b");
  EXPECT_EQ(percent_decoded("%2e%2E"), "..");
  EXPECT_EQ(percent_decoded("%"), std::nullopt);
  EXPECT_EQ(percent_decoded("%4"), std::nullopt);
  EXPECT_EQ(percent_decoded("%G1"), std::nullopt);
  EXPECT_EQ(percent_decoded("x%"), std::nullopt);
}

TEST(AssetName, PagesByAddressAndFilesByName) {
  EXPECT_EQ(asset_name("/"), "index.html");
  EXPECT_EQ(asset_name("/record"), "record.html");
  EXPECT_EQ(asset_name("/play"), "play.html");
  EXPECT_EQ(asset_name("/lucas.css"), "lucas.css");
  EXPECT_EQ(asset_name("/record.js"), "record.js");
}

TEST(AssetName, NothingThatClimbsOrHides) {
  for (const char* path :
       {"", "record", "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2e%2e%2fetc", "/a/b.css", "/..",
        "/.hidden", "/a%5cb", "/a%00.css", "/%", "/record/", "//lucas.css"})
    EXPECT_EQ(asset_name(path), std::nullopt) << path;
}

}  // namespace
}  // namespace lucas::serve
