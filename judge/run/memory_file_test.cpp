#include "memory_file.hpp"

#include <doctest/doctest.h>

#include <string>

#include "safe_text.hpp"

using namespace judge;

TEST_CASE("read_kept_text: all of a short text, of a long one its start and its end with the middle counted") {
    Fd f = memory_file("kept");
    write_memory_file(f.get(), "short\n");
    CHECK(read_kept_text(f.get(), 6, 1024) == "short\n");

    std::string text = "start\n";
    while (text.size() < 100000) text += "\xC3\xA9";  // é, two bytes each
    text += "\nTraceback (most recent call last):\nIndexError: list index out of range\n";
    Fd g = memory_file("kept");
    write_memory_file(g.get(), text);
    const auto size = static_cast<std::int64_t>(text.size());
    for (std::int64_t keep : {std::int64_t{65536}, std::int64_t{65535}, std::int64_t{4099}}) {
        const std::string kept = read_kept_text(g.get(), size, keep);
        CHECK(static_cast<std::int64_t>(kept.size()) <= keep);
        CHECK(kept.starts_with("start\n\xC3\xA9"));
        CHECK(kept.ends_with("IndexError: list index out of range\n"));
        CHECK(valid_utf8(kept) == kept);  // no character cut at either cut
        const std::size_t at = kept.find(k_middle_not_kept);
        REQUIRE(at != std::string::npos);
        // The count said is what is missing: start + end + the count = the whole.
        const std::size_t open = kept.rfind("\n... (", at);
        REQUIRE(open != std::string::npos);
        const long long left_out = std::stoll(kept.substr(open + 6, at - open - 6));
        const std::size_t end_starts = kept.find('\n', at) + 1;
        CHECK(static_cast<long long>(open + (kept.size() - end_starts)) + left_out == size);
    }
}
