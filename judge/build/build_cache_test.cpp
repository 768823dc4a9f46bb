#include "build_cache.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <thread>

#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("content keys depend on every part and on where parts end") {
    CHECK(content_key({"a", "bc"}) == content_key({"a", "bc"}));
    CHECK(content_key({"a", "bc"}) != content_key({"ab", "c"}));
    CHECK(content_key({"a"}) != content_key({"b"}));
    CHECK(content_key({}).size() == 64);
    // SHA-256 of "1:a" (a known value: a change of hash function is a change of every key).
    CHECK(content_key({"a"}) == "4162fddd39a3e4225e8e2392eced237fbeb34e6e218b5647d27bd4d2b9c0da24");
}

TEST_CASE("the disk cache returns what was stored, and nothing else") {
    ScratchDir dir;
    DiskBuildCache cache(dir.path() / "cache", 1 << 20);
    write(dir.path() / "prog", "binary-1");
    CHECK_FALSE(cache.fetch("k1", dir.path() / "out"));
    cache.store("k1", dir.path() / "prog");
    REQUIRE(cache.fetch("k1", dir.path() / "out"));
    CHECK(read(dir.path() / "out") == "binary-1");
    CHECK_FALSE(cache.fetch("k2", dir.path() / "out2"));
    CHECK_FALSE(fs::exists(dir.path() / "out2"));
}

TEST_CASE("past its size the cache drops the least recently used") {
    ScratchDir dir;
    DiskBuildCache cache(dir.path() / "cache", 250);
    write(dir.path() / "prog", std::string(100, 'x'));
    cache.store("old", dir.path() / "prog");
    fs::last_write_time(dir.path() / "cache" / "old", fs::file_time_type::clock::now() - std::chrono::hours(2));
    cache.store("used", dir.path() / "prog");
    fs::last_write_time(dir.path() / "cache" / "used", fs::file_time_type::clock::now() - std::chrono::hours(1));
    CHECK(cache.fetch("old", dir.path() / "out"));  // a hit makes it recent again
    cache.store("new", dir.path() / "prog");        // 300 bytes > 250: one must go
    CHECK(fs::exists(dir.path() / "cache" / "old"));
    CHECK_FALSE(fs::exists(dir.path() / "cache" / "used"));
    CHECK(fs::exists(dir.path() / "cache" / "new"));
}
