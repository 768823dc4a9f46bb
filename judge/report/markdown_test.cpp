#include "markdown.hpp"

#include <doctest/doctest.h>

using judge::render_markdown;
using judge::without_hints;

TEST_CASE("a statement in a pipe: no Markdown marks, no escape sequences") {
    const std::string text = "# 913. Cat and Mouse\n\nA player **must** move; `graph[a]` lists\n- the mouse\n  - nested\n";
    const std::string plain = render_markdown(text, false);
    CHECK(plain ==
          "913. Cat and Mouse\n------------------\n\nA player must move; graph[a] lists\n\u2022 the mouse\n  \u2022 nested\n");
    CHECK(plain.find('\x1b') == std::string::npos);
}

TEST_CASE("a statement on a terminal: bold and code drawn, the marks gone") {
    const std::string shown = render_markdown("the **cat** and `x`\n```\ncode `kept`\n```\n", true);
    CHECK(shown == "the \x1b[1mcat\x1b[0m and \x1b[36mx\x1b[0m\n    code `kept`\n");
}

TEST_CASE("without_hints: the Hints section left out, up to the next heading of its level") {
    bool had = false;
    const std::string text = "# 1. P\n\nText.\n\n## Hints\n\nA cap of 72 is wrong.\n\n### More\n\nstill a hint\n\n"
                             "## Constraints\n\n- n <= 8\n";
    CHECK(without_hints(text, &had) == "# 1. P\n\nText.\n\n## Constraints\n\n- n <= 8\n");
    CHECK(had);
    CHECK(without_hints("# 1\n\n## Hints\n\nat the end\n") == "# 1\n\n");
    CHECK(without_hints("# 1\n```\n## Hints\n```\n", &had) == "# 1\n```\n## Hints\n```\n");
    CHECK_FALSE(had);
}
