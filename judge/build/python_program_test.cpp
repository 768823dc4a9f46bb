#include "python_program.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("a Python file not in UTF-8: CE at the byte, and a coding it declares is named") {
    const std::string body = "class Solution:\n    s = 'caf\xe9'\n";
    PythonSource plain = read_python_source(body, "a.py");
    CHECK(plain.text.empty());
    CHECK(plain.error == "a.py:2:13: not UTF-8 (a byte that is not part of a UTF-8 character): Python reads a file as UTF-8");
    for (const char* first : {"# -*- coding: latin-1 -*-\n", "#!/usr/bin/env python3\n# vim: set fileencoding=latin-1 :\n"}) {
        const PythonSource declared = read_python_source(first + body, "a.py");
        CAPTURE(declared.error);
        CHECK(declared.error.find(": not UTF-8 (a byte that is not part of a UTF-8 character): the file declares the coding latin-1 (line ") !=
              std::string::npos);
        CHECK(declared.error.find("but the judge reads every Python file as UTF-8: save it as UTF-8") != std::string::npos);
    }
    // Declared on the third line: not a declaration (Python reads only two).
    CHECK(read_python_source("\n\n# coding: latin-1\n" + body, "a.py").error.find("declares") == std::string::npos);
    // UTF-8 declared, or the bytes UTF-8 whatever is declared: read as written.
    CHECK(read_python_source("# coding: utf_8\nclass Solution:\n    s = 'caf\xc3\xa9'\n", "a.py").error.empty());
    CHECK(read_python_source("# coding: latin-1\nclass Solution:\n    pass\n", "a.py").error.empty());
}
