#include "sanitizer_output.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("printed_by_program: the sanitizer runtime's warnings and report left out, the program's lines kept") {
    const std::string stderr_data =
        "==2==WARNING: reading executable name failed with errno 2, some stack frames may not be symbolized\n"
        "my debug line\n"
        "==2==WARNING: ASan is ignoring requested __asan_handle_no_return: stack type: default top: 0x0; bottom\n"
        "False positive error reports may follow\n"
        "For details see https://github.com/google/sanitizers/issues/189\n"
        "terminate called after throwing an instance of 'std::out_of_range'\n"
        "  what():  no pair\n"
        "mine.cpp:7:12: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'\n"
        "SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior mine.cpp:7:12\n"
        "after the overflow\n"
        "==0==ERROR: AddressSanitizer: ABRT (an abort, reported by the judge's driver)\n"
        "    #0 0x4f1b2a in __sanitizer_print_stack_trace\n";
    CHECK(printed_by_program(stderr_data) ==
          "my debug line\n"
          "terminate called after throwing an instance of 'std::out_of_range'\n"
          "  what():  no pair\n"
          "after the overflow\n");
}

TEST_CASE("printed_by_program: the runtime's text after the program's on one line, its rule and deadly-signal lines") {
    CHECK(printed_by_program("my-line==2==WARNING: ASan is ignoring requested __asan_handle_no_return: x\n"
                             "False positive error reports may follow\n"
                             "For details see https://github.com/google/sanitizers/issues/189\n"
                             "after\n") == "my-line\nafter\n");
    CHECK(printed_by_program("mine\nAddressSanitizer:DEADLYSIGNAL\n"
                             "=================================================================\n"
                             "==2==ERROR: AddressSanitizer: SEGV on unknown address\n") == "mine\n");
    CHECK(printed_by_program("partial==7==ERROR: AddressSanitizer: heap-buffer-overflow\n#0 ...\n") == "partial\n");
    CHECK(printed_by_program("a = b == c\n====\n") == "a = b == c\n====\n");  // short rules are the program's
}

TEST_CASE("printed_by_program: text that only looks like the runtime's is the program's") {
    CHECK(printed_by_program("== 2==WARNING: x\n==a==ERROR: y\nFalse positive error reports may follow\n") ==
          "== 2==WARNING: x\n==a==ERROR: y\nFalse positive error reports may follow\n");
    CHECK(printed_by_program("no newline at the end") == "no newline at the end");
    CHECK(printed_by_program("").empty());
    CHECK(printed_by_program("==12==ERROR: AddressSanitizer: heap-buffer-overflow\nmore\n").empty());
}
