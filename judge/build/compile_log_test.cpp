#include "compile_log.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("headline: the first error line") {
    CHECK(compile_headline("In file included from driver.cpp:9:\nmine.cpp:3:1: error: expected ';'\n  3 | }\n") ==
          "mine.cpp:3:1: error: expected ';'");
    CHECK(compile_headline("just one line\nand another") == "just one line");
}

TEST_CASE("a link that failed on two mains is recognised") {
    CHECK(
        log_says_main_defined_twice("/usr/bin/ld: driver_main.o: in function `main':\n"
                                    "driver_main.cpp:(.text.startup+0x0): multiple definition of `main'; "
                                    "ccJeR7nJ.o:driver.cpp:(.text.startup+0x0): first defined here\n"
                                    "collect2: error: ld returned 1 exit status\n"));
    CHECK_FALSE(log_says_main_defined_twice("collect2: error: ld returned 1 exit status\n"));
}

TEST_CASE("main's line: a function at file scope, in the usual spellings") {
    CHECK(main_definition_line("class Solution {};\n\nint main() {\n}\n") == 3);
    CHECK(main_definition_line("class Solution {};\nsigned main(){return 0;}\n") == 2);
    CHECK(main_definition_line("class Solution {};\nint\nmain (int argc, char** argv) {}\n") == 3);
    CHECK(main_definition_line("int main();\n") == 1);
}

TEST_CASE("main's line: not in comments, strings, members, calls or other names") {
    CHECK_FALSE(main_definition_line("// int main() {}\nclass Solution {};\n"));
    CHECK_FALSE(main_definition_line("/* int main()\n{} */\nclass Solution {};\n"));
    CHECK_FALSE(main_definition_line("const char* s = \"int main()\";\n"));
    CHECK_FALSE(main_definition_line("class Solution {\n  void main() {}\n  int f() { return x.main(); }\n};\n"));
    CHECK_FALSE(main_definition_line("int domain(int);\nint main_x(int);\nauto y = ns::main(2);\n"));
    CHECK(main_definition_line("/* a\nb */ // c\nclass Solution { int main(); };\nint main() {}\n") == 4);
}

TEST_CASE("own main: one line naming the file and the line of main") {
    CHECK(own_main_headline("mine.cpp", "class Solution {};\nint main() {}\n")
              .starts_with("mine.cpp:2: the file defines main; LeetCode-style files hold only the class"));
    CHECK(own_main_headline("mine.cpp", "#define M main\n").starts_with("mine.cpp: the file defines main"));
}

TEST_CASE("classes defined at file scope: definitions only, in order") {
    using V = std::vector<std::string>;
    CHECK(classes_defined("class Solution {\npublic:\n  int f();\n};\n") == V{"Solution"});
    CHECK(classes_defined("struct Node { int v; };\nclass LRUCache final : public Base {};\n") == V{"Node", "LRUCache"});
    // Forward declarations, template parameters, enum classes, members, comments and strings are not.
    CHECK(classes_defined("class A;\ntemplate <class T> struct B {};\nenum class C { x };\n") == V{"B"});
    CHECK(classes_defined("class S { struct Inner {}; };\n// class X {}\nconst char* t = \"class Y {\";\n") ==
          V{"S"});
    CHECK(classes_defined("class Solution {};\nclass Solution;\n") == V{"Solution"});
    CHECK(classes_defined("int x;\n").empty());
}

TEST_CASE("another problem's class: one line naming what the file defines and what the problem wants") {
    CHECK(wrong_class_headline("mine.cpp", "class Solution {\n  int f();\n};\n", "146", "LRUCache") ==
          "mine.cpp: this file defines Solution, and problem 146 wants class LRUCache (is it a solution to "
          "another problem?)");
    CHECK(wrong_class_headline("lru.cpp", "class LRUCache {};\n", "913", "Solution", "catMouseGame") ==
          "lru.cpp: this file defines LRUCache, and problem 913 wants class Solution with catMouseGame (is it a "
          "solution to another problem?)");
    CHECK(wrong_class_headline("m.cpp", "struct ListNode {};\nclass Solution {};\n", "146", "LRUCache")->starts_with(
        "m.cpp: this file defines ListNode and Solution, and problem 146"));
    // The right class (whatever else is wrong), or no class at all: not this headline.
    CHECK_FALSE(wrong_class_headline("m.cpp", "class LRUCache {};\nclass Solution {};\n", "146", "LRUCache"));
    CHECK_FALSE(wrong_class_headline("m.cpp", "#define S Solution\n", "913", "Solution"));
}

TEST_CASE("clang-only features: each named, found only in code") {
    CHECK(clang_only_feature("auto dfs = [&](this auto&& self, int i) { return self(i); };") ==
          "C++23's deducing this");
    CHECK(clang_only_feature("struct S { int f(this const S& s, int x); };") == "C++23's deducing this");
    CHECK(clang_only_feature("int f() { if consteval { return 1; } return 0; }") == "C++23's if consteval");
    CHECK(clang_only_feature("int f() { if !consteval { return 1; } return 0; }") == "C++23's if consteval");
    CHECK(clang_only_feature("struct M { int& operator[](int i, int j); };") == "C++23's multidimensional operator[]");
    CHECK(clang_only_feature("struct F { static int operator()(int x) { return x; } };") ==
          "C++23's static operator()");
    CHECK(clang_only_feature("void g(vector<int>& v) { h(auto(v)); }") == "C++23's auto(x)");
    CHECK(clang_only_feature("void g(vector<int>& v) { h(auto{v}); }") == "C++23's auto(x)");
}

TEST_CASE("clang-only features: none in comments, strings or C++20 code") {
    CHECK_FALSE(clang_only_feature("// (this auto&& self)\nint x;"));
    CHECK_FALSE(clang_only_feature("/* if consteval */ const char* s = \"(this auto self)\";"));
    CHECK_FALSE(clang_only_feature("struct S { void f() { g(this); h(x, this); k(this->y); } };"));
    CHECK_FALSE(clang_only_feature("struct M { int& operator[](int i); int operator()(int a, int b); };"));
    CHECK_FALSE(clang_only_feature("struct C { operator auto() const { return 1; } };"));
    CHECK_FALSE(clang_only_feature("auto f = [](auto x) -> auto { return x; }; decltype(auto) g(); auto [a, b] = p;"));
    CHECK_FALSE(clang_only_feature("template <auto(*F)()> struct T {}; static int x = 0; static constexpr int y = 1;"));
}

TEST_CASE("a CE the other compiler does not have: the headline says which to use") {
    CHECK(other_compiler_headline(Compiler::gcc, "auto f = [](this auto&& self) {};", "x.cpp:1: error: no") ==
          "C++23's deducing this: compile with --compiler clang (LeetCode's default)");
    CHECK(other_compiler_headline(Compiler::gcc, "int x;", "x.cpp:1:2: error: something") ==
          "x.cpp:1:2: error: something (it compiles under clang: compile with --compiler clang (LeetCode's default))");
    CHECK(other_compiler_headline(Compiler::clang, "vector<int> a[n];", "x.cpp:3:5: error: variable length array") ==
          "x.cpp:3:5: error: variable length array (it compiles under gcc: compile with --compiler gcc)");
}

TEST_CASE("compile_headline: a part of the standard library newer than libstdc++ 12 is named first") {
    const std::string note = " is newer than this machine's standard library (libstdc++ 12; LeetCode's has it): ";
    const std::string clang_header = "mine.cpp:1:10: fatal error: 'print' file not found";
    CHECK(compile_headline(clang_header + "\n    1 | #include <print>\n") == "<print>" + note + clang_header);
    const std::string gcc_header = "mine.cpp:1:10: fatal error: print: No such file or directory";
    CHECK(compile_headline(gcc_header + "\ncompilation terminated.\n") == "<print>" + note + gcc_header);
    const std::string clang_member = "mine.cpp:3:9: error: no member named 'to' in namespace 'std::ranges'";
    CHECK(compile_headline(clang_member) == "std::ranges::to" + note + clang_member);
    const std::string gcc_member = "mine.cpp:3:9: error: 'format' is not a member of 'std'";
    CHECK(compile_headline(gcc_member) == "std::format" + note + gcc_member);
    const std::string clang_view = "mine.cpp:3:9: error: no member named 'zip' in namespace 'std::ranges::views'";
    CHECK(compile_headline(clang_view) == "std::views::zip" + note + clang_view);
    // What the library never had, or a header of one's own, is the error as it is.
    for (const std::string line : {"mine.cpp:3:9: error: no member named 'contains' in namespace 'std'",
                                   "mine.cpp:1:10: fatal error: 'mylib.h' file not found",
                                   "mine.cpp:3:9: error: no member named 'print' in namespace 'fmt'",
                                   "mine.cpp:3:9: error: 'frobnicate' is not a member of 'std'"})
        CHECK(compile_headline(line) == line);
}
