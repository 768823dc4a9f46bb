#include "language.hpp"

#include <doctest/doctest.h>

namespace judge {

TEST_CASE("a submission's language is said, or told by its extension") {
    CHECK(language_of("mine.py") == Language::python3);
    CHECK(language_of("dir.py/mine.cpp") == Language::cpp);
    CHECK(language_of("mine") == Language::cpp);
    CHECK(language_of("mine.PY") == Language::cpp);  // as LeetCode names files: lower case
    CHECK(language_of("mine.txt", Language::python3) == Language::python3);
    CHECK(parse_language("python3") == Language::python3);
    CHECK(parse_language("cpp") == Language::cpp);
    CHECK_FALSE(parse_language("java"));
    for (Language l : {Language::cpp, Language::python3}) CHECK(parse_language(language_name(l)) == l);
    CHECK(source_extension(Language::python3) == ".py");
}

}  // namespace judge
