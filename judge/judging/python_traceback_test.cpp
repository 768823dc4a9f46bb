#include "python_traceback.hpp"

#include <doctest/doctest.h>

namespace judge {

TEST_CASE("a Python traceback: the exception, the innermost frame of the user's file") {
    const std::string err =
        "printed first\n"
        "Traceback (most recent call last):\n"
        "  File \"mine.py\", line 5, in twoSum\n"
        "    return self.helper(nums)\n"
        "  File \"mine.py\", line 3, in helper\n"
        "    return nums[len(nums)]\n"
        "IndexError: list index out of range\n";
    const auto d = diagnose_traceback(err, "mine.py");
    REQUIRE(d);
    CHECK(d->kind == "IndexError");
    CHECK(d->line == 3);
    CHECK(d->file == "mine.py");
    CHECK(d->text == "list index out of range (in helper)");
    CHECK(d->line_from_report);
    CHECK(d->report.rfind("Traceback", 0) == 0);
}

TEST_CASE("a traceback: the last one counts, another file's frames are not the user's line") {
    const std::string err =
        "Traceback (most recent call last):\n"
        "  File \"mine.py\", line 9, in f\n"
        "ValueError: first\n"
        "Traceback (most recent call last):\n"
        "  File \"other.py\", line 2, in g\n"
        "KeyError: 3\n";
    const auto d = diagnose_traceback(err, "mine.py");
    REQUIRE(d);
    CHECK(d->kind == "KeyError");
    CHECK(d->line == 0);
    CHECK(d->text == "3");
}

TEST_CASE("no traceback, or one cut short, is no diagnosis") {
    CHECK_FALSE(diagnose_traceback("", "mine.py"));
    CHECK_FALSE(diagnose_traceback("just text\n", "mine.py"));
    CHECK_FALSE(diagnose_traceback("Traceback (most recent call last):\n  File \"mine.py\", line 1, in f\n", "mine.py"));
    CHECK_FALSE(diagnose_traceback("Traceback (most recent call last):\nnot an exception line\n", "mine.py"));
    const auto bare = diagnose_traceback("Traceback (most recent call last):\nStopIteration\n", "mine.py");
    REQUIRE(bare);
    CHECK(bare->kind == "StopIteration");
    CHECK(bare->text == "StopIteration");
}

}  // namespace judge
