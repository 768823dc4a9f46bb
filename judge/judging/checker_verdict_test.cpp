#include <doctest/doctest.h>

#include <csignal>

#include "checker.hpp"
#include "driver_status.hpp"
#include "verdict.hpp"

using namespace judge;

TEST_CASE("exact checker forgives trailing white space, CRLF and a final newline only") {
    CHECK(check_exact("2", "2\n").ok);
    CHECK(check_exact("2", "2  \r\n\n\n").ok);
    CHECK(check_exact("[1,2]\n", "[1,2]").ok);
    CHECK_FALSE(check_exact("[1,2]", "[1, 2]").ok);
    CHECK_FALSE(check_exact("2", " 2").ok);
    CHECK(check_exact("2", "0\n").message == "expected '2', found '0'");
    CHECK(check_exact("true", "").message == "no output, expected 'true'");
    CHECK(check_exact("a\nb", "a\nc").message == "line 2 differs - expected 'b', found 'c'");
}

TEST_CASE("exact checker names the first real difference: an extra or a missing line") {
    // The answer printed twice (once by a constructor writing to the real stdout).
    CHECK(check_exact("0", "0\n0\n").message ==
          "extra line 2 after the expected answer: '0' (expected 1 line, found 2)");
    CHECK(check_exact("a\nb", "a").message == "line 2 missing - expected 'b' (expected 2 lines, found 1)");
    // Blank lines on the way to the extra answer: the line that holds it.
    CHECK(check_exact("0", "0\n\n1").message == "extra line 3 after the expected answer: '1' (expected 1 line, found 3)");
    CHECK(check_exact("1", "debug\n1").message ==
          "line 1 differs - expected '1', found 'debug' (expected 1 line, found 2)");
}

TEST_CASE("builtin_checker knows exact, any_order and float, and refuses other names") {
    Problem p;
    p.signature.returns = parse_type("int");
    CHECK(builtin_checker(p)->check("", "2", "2\n").ok);
    p.checker = "fuzzy";
    CHECK_THROWS_WITH(builtin_checker(p), doctest::Contains("unknown checker 'fuzzy'"));
    p.checker = "program";
    CHECK_THROWS_WITH(builtin_checker(p), doctest::Contains("its checker is a program"));
}

namespace {

RunOutcome clean_run() {
    RunOutcome r;
    r.exit_code = 0;
    r.cpu_us = 10'000;
    r.wall_us = 12'000;
    r.memory_kib = 4096;
    return r;
}

const Limits k_limits{1000, 256, 1024};
const CheckResult k_right{true, ""};
const CheckResult k_wrong{false, "expected '2', found '0'"};

}  // namespace

TEST_CASE("classify: the checker decides only a clean run") {
    CHECK(classify(clean_run(), k_limits, k_right).verdict == Verdict::AC);
    auto j = classify(clean_run(), k_limits, k_wrong);
    CHECK(j.verdict == Verdict::WA);
    CHECK(j.reason == "expected '2', found '0'");
}

TEST_CASE("classify: limits are compared with measurements") {
    RunOutcome r = clean_run();
    r.cpu_us = 1'000'000;  // exactly at the limit is still in time
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::AC);
    r.cpu_us = 1'000'001;
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::TLE);

    // A SIGXCPU the solution raised itself, well within its time: RE, not TLE.
    r = clean_run();
    r.signal = SIGXCPU;
    r.exit_code.reset();
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::RE);
    r.cpu_timeout = true;  // stopped by the judge for its CPU time
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::TLE);

    r = clean_run();
    r.wall_timeout = true;
    r.signal = SIGKILL;
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::TLE);

    r = clean_run();
    r.memory_kib = 256 * 1024 + 1;
    r.signal = SIGABRT;  // the failed allocation's crash is not what decides
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::MLE);
    r.cpu_us = 1'500'000;  // past both limits: memory was the first to go
    CHECK(classify(r, k_limits, k_right).verdict == Verdict::MLE);

    r = clean_run();
    r.output_exceeded = true;
    CHECK(classify(r, k_limits, k_wrong).verdict == Verdict::OLE);
}

TEST_CASE("classify: which clock decided a TLE, and what each says") {
    RunOutcome r = clean_run();
    r.cpu_timeout = true;
    r.cpu_us = 1'200'300;
    r.signal = SIGKILL;
    Judgement j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::TLE);
    CHECK(j.clock == TimeClock::cpu);
    CHECK(j.reason == "CPU time passed 1000 ms: stopped at 1200.3 ms");

    r = clean_run();
    r.idle_timeout = true;
    r.signal = SIGKILL;
    r.wall_us = 3'000'000;
    r.cpu_us = 1'000;
    j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::TLE);
    CHECK(j.clock == TimeClock::idle);
    CHECK(j.reason == "idle: waited 3.0 s using 1 ms of CPU (sleeping or blocked, not computing)");

    // The backstop: a run the machine starved. Said as the machine's doing.
    r = clean_run();
    r.wall_timeout = true;
    r.signal = SIGKILL;
    r.wall_us = 30'000'000;
    r.cpu_us = 600'000;
    j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::TLE);
    CHECK(j.clock == TimeClock::wall);
    CHECK(j.reason.find("the machine gave it 600 ms of CPU in 30.0 s") == 0);
    CHECK(std::string(clock_name(j.clock)) == "wall");

    // An accepted run was decided by its CPU time too.
    CHECK(classify(clean_run(), k_limits, k_right).clock == TimeClock::cpu);
}

TEST_CASE("classify: stopped at the memory limit is MLE, whatever its time") {
    RunOutcome r = clean_run();
    r.memory_stopped = true;
    r.signal = SIGKILL;
    r.memory_kib = 200 * 1024;  // the peak read after may lag the alarm
    r.cpu_us = 1'100'000;       // and its CPU time may be past the limit as well
    const Judgement j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::MLE);
    CHECK(j.reason == "stopped the moment its memory passed 256 MiB (CPU 1100 ms)");
}

TEST_CASE("the margin: runs stop past it, and a TLE within it is measured again") {
    CHECK(time_margin_ms(1000) == 200);
    CHECK(time_margin_ms(50) == 20);
    CHECK(cpu_stop_ms(1000) == 1200);
    CHECK(idle_limit_ms(1000) == 3000);
    CHECK(wall_backstop_ms(1000) > idle_limit_ms(1000));
    RunOutcome r = clean_run();
    r.cpu_us = 1'050'000;  // ended on its own, 5% past: noise, perhaps
    CHECK(near_time_limit(r, k_limits));
    r.cpu_us = 1'200'000;
    CHECK(near_time_limit(r, k_limits));
    r.cpu_us = 1'200'001;
    CHECK(!near_time_limit(r, k_limits));
    r.cpu_us = 999'000;  // within the limit: nothing to measure again
    CHECK(!near_time_limit(r, k_limits));
    r.cpu_us = 1'050'000;
    r.cpu_timeout = true;  // stopped at the margin: past it, no doubt
    CHECK(!near_time_limit(r, k_limits));
    r = clean_run();
    r.cpu_us = 1'050'000;
    r.memory_stopped = true;
    CHECK(!near_time_limit(r, k_limits));
}

TEST_CASE("classify: crashes and non-zero exits are RE even with the right output") {
    RunOutcome r = clean_run();
    r.exit_code = 3;
    auto j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::RE);
    CHECK(j.reason == "exit code 3");
    r.exit_code.reset();
    r.signal = SIGSEGV;
    j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::RE);
    CHECK(j.reason == "killed by SIGSEGV");
    r.signal.reset();
    r.exit_code = judge_status::k_stack_overflow;  // the driver's SIGSEGV handler at the stack's end
    j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::RE);
    CHECK(j.reason.rfind("stack overflow: the stack passed its 64 MiB (recursion too deep", 0) == 0);
    r.exit_code.reset();
    r.signal = SIGXFSZ;
    j = classify(r, k_limits, k_right);
    CHECK(j.verdict == Verdict::RE);
    CHECK(j.reason == "killed by SIGXFSZ: it wrote a file past the 1024 KiB a file may have (the output limit)");
}

TEST_CASE("verdict names") {
    CHECK(std::string(verdict_name(Verdict::TLE)) == "TLE");
    CHECK(std::string(verdict_name(Verdict::OLE)) == "OLE");
    CHECK(signal_name(SIGABRT) == "SIGABRT");
}
