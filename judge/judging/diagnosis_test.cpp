#include "diagnosis.hpp"

#include <doctest/doctest.h>

#include "test_hostile_bytes.hpp"

namespace judge {
namespace {

// Captured from the sanitized re-run of solutions/913/run_time_error/heap_overflow.cpp
// in the sandbox (the program is /proc/self/exe, libc beside it in .sanitized/).
constexpr const char* k_heap_overflow = R"(the solution printed this first
==3==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x603000000088 at pc 0x7f1296313c50 bp 0x7ffdb7a9e630 sp 0x7ffdb7a9e628
WRITE of size 4 at 0x603000000088 thread T0
    #0 0x7f1296313c4f  (/proc/self/exe+0x10dc4f)
    #1 0x7f1296314a5f  (/proc/self/exe+0x10ea5f)
    #3 0x7f1295f69249  (.sanitized/libc.so.6+0x27249)

0x603000000088 is located 0 bytes to the right of 24-byte region [0x603000000070,0x603000000088)
allocated by thread T0 here:
    #0 0x7f12962cc8b8  (/proc/self/exe+0xc68b8)
    #1 0x7f12962cc8c0  (/proc/self/exe+0x10da00)

SUMMARY: AddressSanitizer: heap-buffer-overflow (/proc/self/exe+0x10dc4f)
)";

constexpr const char* k_signed_overflow =
    "/work/s/mine.cpp:10:33: runtime error: signed integer overflow: 487708554 * 31 cannot be represented in type "
    "'int'\n    #0 0x7f00 (/proc/self/exe+0x1234)\n";

constexpr const char* k_addr2line = R"(0x000000000010dc4f
Solution::catMouseGame(std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >&)
/work/s/mine.cpp:10
int judge_driver::invoke<Solution>(std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >&)
/tmp/judge-1/sanitized/driver.cpp:19
0x000000000010da00
Solution::catMouseGame(std::vector<std::vector<int> >&)
/work/s/mine.cpp:8 (discriminator 1)
0x00000000000c68b8
operator new[](unsigned long)
../../../../src/libsanitizer/asan/asan_new_delete.cpp:98
)";

TEST_CASE("a heap overflow names the access, the region, the user's line and where it was allocated") {
    SanitizerReport r = parse_sanitizer_report(k_heap_overflow);
    CHECK(r.kind == "heap-buffer-overflow");
    CHECK(r.detail == "WRITE of size 4");
    CHECK(r.region == "0 bytes past a 24-byte region");
    CHECK(r.stack.size() == 3);
    REQUIRE(r.origins.size() == 1);
    CHECK(r.origins[0].verb == "allocated");
    CHECK(r.program_offsets() == std::vector<std::uint64_t>{0xc68b8, 0x10da00, 0x10dc4f, 0x10ea5f});
    auto d = diagnose(r, parse_addr2line(k_addr2line), "/work/s/mine.cpp", "mine.cpp");
    REQUIRE(d);
    CHECK(d->line == 10);
    CHECK(d->file == "mine.cpp");
    CHECK(d->text ==
          "WRITE of size 4 in Solution::catMouseGame, 0 bytes past a 24-byte region, allocated at mine.cpp:8");
}

// The same under clang 19's runtime: a BuildId after each frame, "after" for "to the right of".
constexpr const char* k_heap_overflow_clang = R"(==3==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x503000000088 at pc 0x7fbbc63af581 bp 0x7fff8c970510 sp 0x7fff8c970508
WRITE of size 4 at 0x503000000088 thread T0
    #0 0x7fbbc63af580  (/proc/self/exe+0x124580) (BuildId: 1c4521f75a39bd47e9075ef5acbe55dc1263a78c)
    #1 0x7fbbc63af3a9  (/proc/self/exe+0x1243a9) (BuildId: 1c4521f75a39bd47e9075ef5acbe55dc1263a78c)
    #6 0x7fbbc5fdd249  (.sanitized/libc.so.6+0x27249) (BuildId: 93ac61ec5a8eb1396f9fbd350e3169a558528a40)

0x503000000088 is located 0 bytes after 24-byte region [0x503000000070,0x503000000088)
allocated by thread T0 here:
    #0 0x7fbbc63acfcd  (/proc/self/exe+0x121fcd) (BuildId: 1c4521f75a39bd47e9075ef5acbe55dc1263a78c)

SUMMARY: AddressSanitizer: heap-buffer-overflow (/proc/self/exe+0x124580) (BuildId: 1c4521f75a39bd47e9075ef5acbe55dc1263a78c)
)";

TEST_CASE("clang's report: frames with a BuildId are frames, 'after' a region is past it") {
    SanitizerReport r = parse_sanitizer_report(k_heap_overflow_clang);
    CHECK(r.kind == "heap-buffer-overflow");
    CHECK(r.region == "0 bytes past a 24-byte region");
    CHECK(r.stack.size() == 3);
    CHECK(r.program_offsets() == std::vector<std::uint64_t>{0x121fcd, 0x1243a9, 0x124580});
    // A "BuildId" that is not hex leaves the line as it is: no frame.
    std::string forged = k_heap_overflow_clang;
    forged.replace(forged.find("1c4521f75a39bd47e9075ef5acbe55dc1263a78c"), 40, "xyz");
    CHECK(parse_sanitizer_report(forged).stack.size() == 2);
}

TEST_CASE("one byte past a region is one byte, not '1 bytes'") {
    std::string text = k_heap_overflow;
    const std::string zero = "is located 0 bytes";
    text.replace(text.find(zero), zero.size(), "is located 1 bytes");  // as ASan says it
    CHECK(parse_sanitizer_report(text).region == "1 byte past a 24-byte region");
}

TEST_CASE("UBSan's own location is the line, its message is the text") {
    SanitizerReport r = parse_sanitizer_report(k_signed_overflow);
    CHECK(r.kind == "signed-integer-overflow");
    auto d = diagnose(r, {}, "/work/s/mine.cpp", "mine.cpp");
    REQUIRE(d);
    CHECK(d->line == 10);
    CHECK(d->text == "signed integer overflow: 487708554 * 31 cannot be represented in type 'int'");
}

TEST_CASE("an abort after a failed index check is an index out of range") {
    const std::string text =
        "/usr/include/c++/12/bits/stl_vector.h:1123: ... operator[](size_type) [with _Tp = int]: Assertion "
        "'__n < this->size()' failed.\n==0==ERROR: AddressSanitizer: ABRT (an abort, reported by the judge's "
        "driver)\n    #0 0x1 (/proc/self/exe+0x10dc4f)\n";
    SanitizerReport r = parse_sanitizer_report(text);
    CHECK(r.kind == "index-out-of-range");
    auto d = diagnose(r, parse_addr2line(k_addr2line), "/work/s/mine.cpp", "mine.cpp");
    REQUIRE(d);
    CHECK(d->line == 10);
}

TEST_CASE("a fault at the zero page is a null dereference, a deep stack is a stack overflow") {
    CHECK(parse_sanitizer_report("==3==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000008 (pc 0x1 T0)\n"
                                 "==3==The signal is caused by a READ memory access.\n")
              .kind == "null-dereference");
    CHECK(parse_sanitizer_report("==3==ERROR: AddressSanitizer: SEGV on unknown address 0x7f0000000000\n").kind ==
          "segmentation-fault");
    CHECK(parse_sanitizer_report("==3==ERROR: AddressSanitizer: stack-overflow on address 0x7ffde8bab058\n").kind ==
          "stack-overflow");
}

TEST_CASE("no report, no diagnosis, a frame outside the user's file gives no line") {
    CHECK(parse_sanitizer_report("Segmentation fault\n").kind.empty());
    CHECK_FALSE(diagnose(parse_sanitizer_report("nothing"), {}, "/a.cpp", "a.cpp"));
    SanitizerReport r = parse_sanitizer_report(k_heap_overflow);
    auto d = diagnose(r, parse_addr2line(k_addr2line), "/elsewhere.cpp", "elsewhere.cpp");
    REQUIRE(d);
    CHECK(d->line == 0);
}


TEST_CASE("numbers that fit no integer are no numbers: a UBSan line, a frame's offset, addr2line's line") {
    // std::stoi and std::stoull threw on each of these (the judge's exit 2).
    SanitizerReport ub = parse_sanitizer_report(
        "/work/s/mine.cpp:999999999999:1: runtime error: signed integer overflow: 1 + 2147483647\n");
    CHECK(ub.kind == "signed-integer-overflow");
    CHECK(ub.ub_line == 0);
    SanitizerReport asan = parse_sanitizer_report(
        "==1==ERROR: AddressSanitizer: SEGV on unknown address 0x" + std::string(40, 'f') +
        "\n    #0 0x1 (/proc/self/exe+0x123456789abcdef0123)\n    #1 0x2 (/proc/self/exe+0x10)\n");
    CHECK(asan.kind == "segmentation-fault");
    CHECK(asan.program_offsets() == std::vector<std::uint64_t>{0x10});
    const Symbols symbols = parse_addr2line("0x10\nf()\n/work/s/mine.cpp:99999999999\n0x" + std::string(30, '1') +
                                            "\ng()\n/work/s/mine.cpp:3\n");
    REQUIRE(symbols.count(0x10) == 1);
    CHECK(symbols.at(0x10).at(0).line == 0);
    CHECK(symbols.size() == 1);
    auto d = diagnose(asan, symbols, "/work/s/mine.cpp", "mine.cpp");
    REQUIRE(d);
    CHECK(d->line == 0);
}

TEST_CASE("a 900 KB frame line is read in linear time and is no frame") {
    const std::string line = "    #0 0x1 (" + std::string(900 << 10, '(') + "/proc/self/exe+0x10)";
    SanitizerReport r =
        parse_sanitizer_report("==1==ERROR: AddressSanitizer: stack-overflow on address 0x1\n" + line + "\n");
    CHECK(r.kind == "stack-overflow");
    CHECK(r.stack.empty());
    CHECK(r.text.size() <= (16 << 10));
}

TEST_CASE("a forged report's parts are bounded: frames, origins, the message") {
    std::string text = "==1==ERROR: AddressSanitizer: heap-use-after-free on address 0x1\n";
    for (int i = 0; i < 10000; ++i)
        text += "    #" + std::to_string(i) + " 0x1 (/proc/self/exe+0x" + std::to_string(i + 1) + ")\n";
    for (int i = 0; i < 100; ++i)
        text += "freed by thread T0 here:\n    #0 0x1 (/proc/self/exe+0x5)\n";
    SanitizerReport r = parse_sanitizer_report(text);
    CHECK(r.stack.size() == 64);
    CHECK(r.origins.size() == 4);
    CHECK(r.program_offsets().size() == 64);
    SanitizerReport ub =
        parse_sanitizer_report("/a.cpp:1:1: runtime error: shift " + std::string(1 << 20, 'x') + "\n");
    CHECK(ub.kind == "invalid-shift");
    CHECK(ub.detail.size() < 400);
}

TEST_CASE("property: any bytes as a sanitizer report or addr2line's output give a result, never an exception") {
    const std::vector<std::string> words = {
        "==1==ERROR: AddressSanitizer: ", ": runtime error: ", "SEGV on unknown address 0x", "    #0 0x1 ",
        "(/proc/self/exe+0x", ".so+0x", "READ of size ", "WRITE of size ", "is located ", " bytes to the right of ",
        "-byte region", "<== Memory access at offset ", " overflows this variable", "allocated by thread T0 here:",
        "freed by thread T0 here:", "SUMMARY: AddressSanitizer: ", "The signal is caused by a READ memory access",
        "/work/s/mine.cpp:", " (discriminator ", "\n0x", "??:0", "ABRT", "__n < this->size()"};
    auto check = [](const std::string& text) {
        CHECK_NOTHROW({
            const SanitizerReport r = parse_sanitizer_report(text);
            const Symbols s = parse_addr2line(text);
            (void)diagnose(r, s, "/work/s/mine.cpp", "mine.cpp");
            CHECK(r.text.size() <= (16 << 10));
            CHECK(r.program_offsets().size() <= 64 * 5);
        });
    };
    for (const auto& text : test::adversarial_texts(words))
        check(text);
    std::mt19937_64 rng(25);
    for (int i = 0; i < 3000; ++i)
        check(test::random_text(rng, words, 40));
}

}  // namespace
}  // namespace judge
