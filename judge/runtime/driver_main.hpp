// The generated driver's main: reads the arguments, calls the solution's
// unit, prints the result. Included last by the driver's main unit, which
// first declares, in namespace judge_driver, the problem's types and
//   void judge_answer(::lcio::Scanner& in, std::string& out)
//       reads one test's arguments, calls the solution (a design problem:
//       builds the object and makes each call), appends the answer's literal
// and then defines main as `return judge_driver::driver_main(argc, argv);`.
// It does not depend on the solution: compiled once per signature, then
// linked with each. The judge's unit tests compile it (driver_main_test.cpp).
#pragma once

#include <fcntl.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <new>
#include <string>

#include "driver_status.hpp"
#include "leetcode_io.hpp"

namespace judge_driver {

inline std::string read_all(int fd) {
    std::string text;
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n > 0) {
            text.append(buf, static_cast<size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        return text;
    }
}

inline void write_all(int fd, const std::string& text) {
    size_t done = 0;
    while (done < text.size()) {
        ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) std::_Exit(::judge_status::k_write_failed);
        done += static_cast<size_t>(n);
    }
}

// --many: one framed record from `fd` ("<length>\n<bytes>"); false at the
// end. The judge writes the next record only after this one's answer, so a
// read never takes bytes of the next.
inline bool read_record(int fd, std::string& record) {
    static char buf[65536];
    std::string got;
    std::size_t newline = std::string::npos;
    while (newline == std::string::npos) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) std::_Exit(::judge_status::k_bad_frame);  // its descriptor closed by the solution
        if (n == 0) {
            if (got.empty()) return false;
            std::_Exit(::judge_status::k_bad_frame);
        }
        got.append(buf, static_cast<std::size_t>(n));
        newline = got.find('\n');
        if (newline == std::string::npos && got.size() > 12) std::_Exit(::judge_status::k_bad_frame);
    }
    std::size_t length = 0;
    for (std::size_t i = 0; i < newline; ++i) {
        if (got[i] < '0' || got[i] > '9' || newline > 12) std::_Exit(::judge_status::k_bad_frame);
        length = length * 10 + static_cast<std::size_t>(got[i] - '0');
    }
    record = got.substr(newline + 1);
    while (record.size() < length) {
        ssize_t n = ::read(fd, buf, std::min(sizeof buf, length - record.size()));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) std::_Exit(::judge_status::k_bad_frame);
        record.append(buf, static_cast<std::size_t>(n));
    }
    if (record.size() != length) std::_Exit(::judge_status::k_bad_frame);
    return true;
}

// One test: its arguments read from `text`, the solution called, the
// return value in LeetCode's syntax and a newline.
inline std::string answer(const std::string& text) {
    ::lcio::Scanner scanner(text);
    std::string out;
    judge_answer(scanner, out);
    // What it printed, each test's own: std::clog and stdout are buffered,
    // and so is any stream the solution set a buffer on (setvbuf(stderr),
    // std::cerr without unitbuf), the wide ones too.
    std::cout.flush();
    std::clog.flush();
    std::cerr.flush();
    std::wcout.flush();
    std::wclog.flush();
    std::wcerr.flush();
    std::fflush(stdout);
    std::fflush(stderr);
    return out + "\n";
}

// The return value goes to the real stdout; whatever the solution prints
// itself goes to stderr, as LeetCode keeps it apart. Done once, as early as
// the program starts: the generated main unit calls it from .preinit_array,
// before any global object of the solution is made (one that prints in its
// constructor, a `static int _ = [] { ... }();` habit, a constructor of any
// priority).
// The tests come the same way: the driver reads them from a descriptor of
// its own, and the solution's stdin is empty (getchar() is EOF at once, as
// when judged alone). Under --many fd 0 would otherwise be the judge's pipe:
// a solution reading it would wait for a test that comes only after its
// answer, and one closing it would end the process.
inline int answer_fd = -1;
inline int tests_fd = -1;
// What each of the two is (its file's device and inode), as the driver
// made it: a solution that closes one, or puts another file in its place
// (dup2(2, 3)), is told apart from one that did not, at the answer of the
// call that did it, in both modes alike.
struct FdIdentity {
    dev_t dev = 0;
    ino_t ino = 0;
    bool open = false;
    bool operator==(const FdIdentity&) const = default;
};
inline FdIdentity identity_of(int fd) {
    struct stat st {};
    if (fd < 0 || ::fstat(fd, &st) != 0) return {};
    return {st.st_dev, st.st_ino, true};
}
inline FdIdentity answer_identity, tests_identity;
inline void check_own_descriptors() {
    if (identity_of(answer_fd) != answer_identity || identity_of(tests_fd) != tests_identity)
        std::_Exit(::judge_status::k_write_failed);
}
inline void watch_the_stack();
inline void keep_answer_apart() {
    if (answer_fd >= 0) return;
    answer_fd = ::fcntl(1, F_DUPFD_CLOEXEC, 3);
    ::dup2(2, 1);
    tests_fd = ::fcntl(0, F_DUPFD_CLOEXEC, 3);
    answer_identity = identity_of(answer_fd);
    tests_identity = identity_of(tests_fd);
    int empty[2];
    if (tests_fd >= 0 && ::pipe(empty) == 0) {
        ::close(empty[1]);
        if (empty[0] != 0) {
            ::dup2(empty[0], 0);
            ::close(empty[0]);
        }
    }
    watch_the_stack();
}

inline int run(int argc, char** argv) {
    keep_answer_apart();
    const int result_fd = answer_fd;
    if (argc < 2 || std::string(argv[1]) != "--many") {
        const std::string out = answer(read_all(tests_fd));
        check_own_descriptors();
        write_all(result_fd, out);
        return 0;
    }
    // --many (LeetCode's way): every test in this one process, in order,
    // a fresh Solution each, globals kept. The judge hands over one test
    // at a time and waits for its answer ("@@done <index> <length>\n"
    // and the answer); it measures the time from outside, so nothing
    // written here decides a time or a verdict.
    std::string record;
    for (int index = 0; read_record(tests_fd, record); ++index) {
        const std::string out = answer(record);
        check_own_descriptors();
        write_all(result_fd, "@@done " + std::to_string(index) + " " + std::to_string(out.size()) + "\n" + out);
    }
    return 0;
}

// The sanitized build: g++ says so by __SANITIZE_ADDRESS__, clang by __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define JUDGE_DRIVER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define JUDGE_DRIVER_ASAN 1
#endif
#endif

#if defined(JUDGE_DRIVER_ASAN)
extern "C" void __sanitizer_print_stack_trace();
// LeakSanitizer stops the world with ptrace, which the sandbox refuses: a
// program that ended well would "fail" at its exit. Off in the program
// itself, whatever its environment says.
extern "C" __attribute__((used)) const char* __lsan_default_options() { return "detect_leaks=0"; }
// The sandbox has no /proc, where the runtime reads ASAN_OPTIONS from: the
// options are compiled in. clang's runtime would look for an external
// symbolizer (and say it found none): the judge symbolizes the report itself.
// Its fast unwinder stops at libstdc++'s frames (built without frame
// pointers), so "allocated at" would never reach the user's line: the slow
// one for the re-run that explains a failure; the fast one when every test
// runs sanitized (JUDGE_SANITIZE_ALL, --like-leetcode), where each
// allocation pays for it.
#if defined(JUDGE_SANITIZE_ALL)
// Every test: a small quarantine and short allocation stacks, so that a
// program of many small allocations is not charged for the sanitizer's
// bookkeeping against its memory limit more than it must be.
extern "C" __attribute__((used)) const char* __asan_default_options() {
    return "detect_leaks=0:symbolize=0:quarantine_size_mb=16:malloc_context_size=5";
}
#elif defined(__clang__)
extern "C" __attribute__((used)) const char* __asan_default_options() {
    return "detect_leaks=0:symbolize=0:fast_unwind_on_malloc=0:malloc_context_size=16";
}
#else
extern "C" __attribute__((used)) const char* __asan_default_options() { return "detect_leaks=0"; }
#endif
// The sanitized build only (sanitized_rerun.hpp). In the sandbox ASan
// cannot find the stack's bounds (there is no /proc) and reports no abort:
// a failed _GLIBCXX_ASSERTIONS check (an index past a vector's end) gets
// its stack printed here, in ASan's words, by the slow unwinder.
inline void report_abort(int) {
    static const char head[] = "==0==ERROR: AddressSanitizer: ABRT (an abort, reported by the judge's driver)\n";
    (void)!::write(2, head, sizeof head - 1);
    __sanitizer_print_stack_trace();
    std::_Exit(1);
}
#endif

// A recursion without end meets the stack's limit (RLIMIT_STACK, the
// problem's stack_mib) and the kernel sends SIGSEGV, which a handler on the
// stack cannot take. On a stack of its own, the handler tells a fault at
// the stack's end (past its limit below where the program started, by less
// than a GiB: a local array of any size) from any other SIGSEGV, and exits with k_stack_overflow; any
// other fault is left to kill the program as before. The sanitized build
// leaves SIGSEGV to AddressSanitizer, which names a stack-overflow itself.
#if defined(JUDGE_DRIVER_ASAN)
inline void watch_the_stack() {}
#else
inline char* stack_start = nullptr;
inline std::size_t stack_limit = 0;
inline void on_segv(int signal, siginfo_t* info, void*) {
    const auto fault = reinterpret_cast<std::uintptr_t>(info->si_addr);
    const auto start = reinterpret_cast<std::uintptr_t>(stack_start);
    constexpr std::uintptr_t slack = 1 << 20;  // the kernel's guard gap, the environment above `start`
    if (stack_limit > slack && fault < start && start - fault >= stack_limit - slack &&
        start - fault <= stack_limit + (std::uintptr_t{1} << 30)) {
        // No line on stderr: what is there is the solution's own (printed:).
        std::_Exit(::judge_status::k_stack_overflow);
    }
    std::signal(signal, SIG_DFL);  // the faulting instruction runs again, and the fault kills the program
}
inline void watch_the_stack() {
    static char handler_stack[1 << 16];
    rlimit limit{};
    if (::getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return;
    char here = 0;
    stack_start = &here;
    stack_limit = static_cast<std::size_t>(limit.rlim_cur);
    stack_t alternate{};
    alternate.ss_sp = handler_stack;
    alternate.ss_size = sizeof handler_stack;
    struct sigaction action{};
    action.sa_sigaction = on_segv;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    if (::sigaltstack(&alternate, nullptr) == 0) ::sigaction(SIGSEGV, &action, nullptr);
}
#endif

inline int driver_main(int argc, char** argv) {
#if defined(JUDGE_DRIVER_ASAN)
    std::signal(SIGABRT, report_abort);
#endif
    // Threads get 8 MiB stacks, not the main stack's limit: under an
    // address-space limit a few threads would not fit.
    pthread_attr_t thread_defaults;
    if (::pthread_attr_init(&thread_defaults) == 0 && ::pthread_attr_setstacksize(&thread_defaults, 8 << 20) == 0)
        ::pthread_setattr_default_np(&thread_defaults);
    // Out of memory under the address-space limit (no memory cgroup): MLE,
    // not an abort. The message goes to stderr, the code to the judge.
    std::set_new_handler([] {
        static const char message[] = "judge driver: an allocation failed (out of memory)\n";
        (void)!::write(2, message, sizeof message - 1);
        std::_Exit(::judge_status::k_out_of_memory);
    });
    try {
        return run(argc, argv);
    } catch (const ::lcio::ParseError& e) {
        std::fprintf(stderr, "judge driver: stdin:%d:%d: %s\n", e.line, e.column, e.message.c_str());
        return ::judge_status::k_bad_input;
    }
}

}  // namespace judge_driver
