#include "status_line.hpp"

#include "columns.hpp"
#include "replace_all.hpp"

#include <doctest/doctest.h>

#include <cstdio>
#include <string>

namespace judge::status {

namespace {

std::string contents(std::FILE* f) {
    std::fflush(f);
    std::rewind(f);
    std::string text;
    for (int c; (c = std::fgetc(f)) != EOF;)
        text += static_cast<char>(c);
    return text;
}

}  // namespace

TEST_CASE("status line: plain lines for the steps, nothing for the updates") {
    std::FILE* f = std::tmpfile();
    REQUIRE(f);
    {
        Scope scope(Mode::plain, f);
        show("compiling mine.cpp");
        update("timing the reference: pass 2 of 3");
        clear();
        show("building the sanitized re-run");
    }
    CHECK(contents(f) == "judge: compiling mine.cpp\njudge: building the sanitized re-run\n");
    std::fclose(f);
}

TEST_CASE("status line: off says nothing, and nothing without a scope") {
    std::FILE* f = std::tmpfile();
    REQUIRE(f);
    show("said with no scope");
    {
        Scope scope(Mode::off, f);
        show("compiling mine.cpp");
        update("a count");
    }
    CHECK(contents(f).empty());
    std::fclose(f);
}

TEST_CASE("status line: on a terminal each step replaces the last, and the line is cleared at the end") {
    std::FILE* f = std::tmpfile();
    REQUIRE(f);
    {
        Scope scope(Mode::terminal, f);
        show("compiling mine.cpp");
        update("timing the reference on 69 tests");
        clear();
    }
    const std::string text = contents(f);
    CHECK(text.find("\r\x1b[Kcompiling mine.cpp") != std::string::npos);
    CHECK(text.find("\r\x1b[Ktiming the reference on 69 tests") != std::string::npos);
    CHECK(text.find('\n') == std::string::npos);  // one line, never scrolled
    CHECK(text.substr(text.size() - 4) == "\r\x1b[K");
    std::fclose(f);
}

TEST_CASE("status line: the age after a second, a long step cut so that it cannot wrap") {
    CHECK(terminal_text("compiling mine.cpp", 0) == "compiling mine.cpp");
    CHECK(terminal_text("compiling mine.cpp", 12) == "compiling mine.cpp (12 s)");
    const std::string cut = terminal_text("compiling " + std::string(200, 'x') + ".cpp", 3);
    CHECK(cut.size() < 100);
    CHECK(cut.find("... (3 s)") != std::string::npos);
    // A path in Chinese: cut by columns (two a character), never inside a character.
    std::string path;
    for (int i = 0; i < 60; ++i) path += "\xe9\xa2\x98";  // 题
    const std::string wide = terminal_text("compiling " + path, 0);
    CHECK(columns(wide) <= 90);
    CHECK(wide.size() == std::string("compiling ").size() + 38 * 3 + 3);  // 10 + 76 columns, then "..."
    CHECK(wide.substr(wide.size() - 3) == "...");
    // A terminal of 60 columns (or 80): the line and its age fit it.
    for (std::size_t width : {std::size_t{60}, std::size_t{80}}) {
        CHECK(columns(terminal_text("compiling " + std::string(200, 'x'), 1234, width)) < width);
        CHECK(columns(terminal_text("compiling " + path, 12, width)) < width);
    }
    CHECK(columns(terminal_text("compiling " + path, 12, 5)) < 24);  // a silly width: still a line
}

TEST_CASE("status line: a file name's control bytes and new lines reach the terminal visible, in both modes") {
    for (Mode mode : {Mode::plain, Mode::terminal}) {
        std::FILE* f = std::tmpfile();
        REQUIRE(f);
        {
            Scope scope(mode, f);
            show("compiling 1-\x1b[2Jx\nAC  99\x9b.cpp");
            clear();
        }
        std::string text = contents(f);
        // The status line's own drawing ("\r\x1b[K") aside, no control byte and no second line.
        replace_all(text, "\r\x1b[K", "");
        CAPTURE(text);
        CHECK(text.find("1-^[[2Jx^JAC  99") != std::string::npos);
        CHECK(text.find('\x1b') == std::string::npos);
        CHECK(text.find('\r') == std::string::npos);
        CHECK(text.find('\n') == (mode == Mode::plain ? text.size() - 1 : std::string::npos));
        std::fclose(f);
    }
}

}  // namespace judge::status
