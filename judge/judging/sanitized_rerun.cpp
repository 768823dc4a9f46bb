#include "outside_text.hpp"
#include "sanitized_rerun.hpp"

#include "python_program.hpp"
#include "python_traceback.hpp"
#include "safe_text.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "error.hpp"
#include "grader.hpp"
#include "driver_status.hpp"
#include "sanitized_all.hpp"
#include "sanitized_build.hpp"
#include "sanitizer_output.hpp"
#include "status_line.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

constexpr const char* k_addr2line = "/usr/bin/addr2line";
constexpr int k_launcher_failed = 125;  // sanitized_launcher.cpp

// The program's offsets as places, by addr2line on the program the judge
// built. Its debug information came from the submission's source (an
// assembler directive writes any bytes there): addr2line reads it confined,
// seeing that one file.
Symbols symbolize(Sandbox& sandbox, const fs::path& program, const std::vector<std::uint64_t>& offsets) {
    if (offsets.empty() || !fs::exists(k_addr2line)) return {};
    ToolRequest r;
    r.program = k_addr2line;
    r.args = {"-a", "-f", "-C", "-i", "-e", program.string()};
    for (auto o : offsets)
        r.args.push_back(fmt::format("0x{:x}", o));
    r.working_dir = program.parent_path();
    r.cpu_limit_ms = 20'000;
    r.wall_limit_ms = 30'000;
    // The names in its output are the submission's (a function's name can
    // be any length): bounded, and a longer output is no symbols at all.
    r.output_limit_bytes = 4 << 20;
    RunOutcome o = sandbox.run_confined(r, compile_file_access({program}, program.parent_path()));
    if (o.exit_code != 0 || o.output_exceeded) return {};
    return parse_addr2line(o.stdout_data);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

SandboxRequest sanitized_run_request(const fs::path& launcher, const Limits& limits, std::string stdin_data) {
    SandboxRequest r = test_run_request(launcher, limits, "");
    r.stdin_data = std::move(stdin_data);
    // ASan runs a program two to five times slower.
    r.cpu_limit_ms = 5LL * limits.time_ms + 2000;
    r.wall_limit_ms = std::max(r.wall_limit_ms, 2 * r.cpu_limit_ms + 2000);
    r.environment = sanitizer_environment();
    r.stderr_keep_bytes = 1 << 20;
    return r;
}

SanitizedRun rerun_sanitized(Session& session, const Problem& problem, const CompileRequest& request,
                             const Limits& limits, const std::string& input, const OutsideText& test_name) {
    SanitizedRun result;
    if (std::string missing = sanitizers_missing(request.compiler); !missing.empty()) {
        result.note = "no sanitized re-run: " + missing;
        return result;
    }
    // ASan's shadow cannot fit an address-space limit, and its own watch on
    // the resident memory reads /proc, which the sandbox does not have: only
    // a memory cgroup bounds the run. A program can tell it is the sanitized
    // one (__SANITIZE_ADDRESS__), so without a cgroup there is no re-run.
    if (session.caps.memory_cgroup.empty()) {
        // gdb needs no cgroup: the debugger finds the line here.
        result.note = "no sanitized re-run: nothing here would bound its memory (no memory cgroup; ASan's shadow "
                      "cannot fit an address-space limit); find the line under gdb: judge debug " +
                      shell_word(request.solution_display) + " --problem " + problem.id + " --input " +
                      shell_word(test_name.empty() ? std::string("CASE.in") : on_terminal(test_name));
        return result;
    }
    status::show("building the sanitized re-run (AddressSanitizer and UBSan)");
    CompileResult built = compile_sanitized(*session.sandbox, *session.cache, problem, request);
    if (!built.ok) {
        result.note = "no sanitized re-run: the sanitized build failed: " + built.headline;
        return result;
    }
    const fs::path launcher =
        sanitized_launcher(*session.tools, *session.cache, session.runtime_dir(), request.scratch);
    status::update("running the sanitized re-run");
    RunOutcome run =
        session.sandbox->run(sanitized_run_request(launcher, limits, sanitized_payload(built.binary) + input));
    if (run.exit_code == k_launcher_failed && run.stderr_data.rfind("judge sanitized launcher: ", 0) == 0) {
        result.note = "no sanitized re-run: " + first_line(run.stderr_data);
        return result;
    }
    SanitizerReport report = parse_sanitizer_report(run.stderr_data);
    if (report.kind.empty()) {
        if (!run.signal && !run.cpu_timeout && !run.wall_timeout && !run.idle_timeout && run.exit_code == 0) {
            result.note = "the sanitized re-run found nothing: no memory error or undefined behaviour on this test";
            return result;
        }
        std::string how = run.signal ? fmt::format("was ended by signal {}", *run.signal)
                          : run.cpu_timeout || run.wall_timeout || run.idle_timeout ? std::string("ran out of time")
                          : run.exit_code                    ? fmt::format("exited with {}", *run.exit_code)
                                                             : std::string("ended");
        result.note = "the sanitized run " + how + " without a sanitizer report";
        // What the program printed, the sanitizer's own warnings left out (they explain nothing here).
        std::string printed = printed_by_program(run.stderr_data);
        printed.erase(printed.find_last_not_of("\r\n") + 1);
        if (!printed.empty()) result.note += "; its stderr began: " + std::string(utf8_prefix(printed, 3000));
        return result;
    }
    result.diagnosis = diagnose(report, symbolize(*session.sandbox, built.binary, report.program_offsets()),
                                request.solution.string(), request.solution_display);
    return result;
}

void explain_first_failure(Session& session, const Problem& problem, const CompileRequest& request,
                           const Limits& limits, std::vector<TestResult>& tests, bool any_verdict) {
    TestResult* first = nullptr;
    int tried = 0;
    for (auto& t : tests) {
        if (t.verdict == Verdict::AC) continue;
        if (request.language == Language::python3) {
            // Python explains itself: the traceback the driver printed.
            if (t.verdict == Verdict::RE) {
                t.diagnosis = diagnose_traceback(t.run.stderr_data, python_file_name(request.solution_display));
                if (!t.diagnosis) t.diagnosis_note = "no traceback: the process ended without one";
            }
            return;
        }
        if (!first && !(t.verdict == Verdict::RE || (any_verdict && t.verdict != Verdict::IE))) return;
        if (first && t.verdict == Verdict::IE) continue;
        // The sanitizers' frames are larger: a recursion the plain build
        // fit must fit here, or the explanation would be a stack
        // overflow of their making. A stack overflow is re-run at its limit.
        Limits rerun_limits = limits;
        if (t.run.exit_code != judge_status::k_stack_overflow)
            rerun_limits.stack_mib = std::min(limits.memory_mib, limits.stack_mib * k_sanitized_memory_factor);
        SanitizedRun run = rerun_sanitized(session, problem, request, rerun_limits, t.input, t.name);
        ++tried;
        if (!first) {
            first = &t;
            t.diagnosis = std::move(run.diagnosis);
            t.diagnosis_note = std::move(run.note);
            // Only --sanitize looks further: an RE's re-run is its own.
            if (t.diagnosis || !any_verdict) return;
            continue;
        }
        if (run.diagnosis) {
            // The leading failure's re-run found nothing; another's did.
            first->diagnosis = std::move(run.diagnosis);
            first->diagnosis->rerun_of = on_terminal(t.name);
            first->diagnosis_note = "the sanitized re-run of this test found nothing; the finding above is from " +
                                    on_terminal(t.name) + ", another failing test";
            return;
        }
        if (tried >= k_sanitized_reruns) break;
    }
    if (first && tried > 1 && !first->diagnosis)
        first->diagnosis_note += " (nor on " + std::to_string(tried - 1) + " other failing test" + (tried > 2 ? "s" : "") + ")";
}

}  // namespace judge
