#include "compiler.hpp"

#include "driver.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

void replace_all(std::string& s, const std::string& from, const std::string& to) {
    if (from.empty()) return;
    for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
        s.replace(pos, from.size(), to);
}

}  // namespace

std::string compile_headline(const std::string& log) {
    auto line_containing = [&](const std::string& needle) -> std::string {
        std::size_t at = log.find(needle);
        if (at == std::string::npos) return "";
        std::size_t start = log.rfind('\n', at);
        start = start == std::string::npos ? 0 : start + 1;
        std::size_t end = log.find('\n', at);
        return log.substr(start, end == std::string::npos ? std::string::npos : end - start);
    };
    if (std::size_t at = log.find(k_signature_marker); at != std::string::npos) {
        std::size_t end = log.find_first_of("\"\n", at);
        return log.substr(at + 7, end == std::string::npos ? std::string::npos : end - at - 7);
    }
    if (auto line = line_containing("error:"); !line.empty()) return line;
    return log.substr(0, log.find('\n'));
}

CompileResult compile_solution(ProcessRunner& runner, const Problem& problem, const CompileRequest& request) {
    CompileResult result;
    fs::path driver = request.scratch / "driver.cpp";
    write_text_file(driver, generate_driver(problem, request.solution, request.runtime_header));
    result.binary = request.scratch / "solution";

    RunRequest run;
    run.program = "/usr/bin/g++";
    run.args = problem.compile_flags;
    for (const char* flag : {"-static", "-pipe", "-fdiagnostics-color=never", "-o"})
        run.args.emplace_back(flag);
    run.args.push_back(result.binary.string());
    run.args.push_back(driver.string());
    run.working_dir = request.scratch;
    run.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "TMPDIR=" + request.scratch.string()};
    run.cpu_limit_ms = 60'000;
    run.wall_limit_ms = 90'000;
    run.memory_limit_kib = 4LL << 20;
    run.output_limit_bytes = 4 << 20;
    run.stderr_keep_bytes = 256 << 10;

    RunOutcome outcome = runner.run(run);
    result.ms = outcome.wall_us / 1000;
    result.log = outcome.stderr_data + outcome.stdout_data;
    replace_all(result.log, request.solution.string(), request.solution_display);
    replace_all(result.log, driver.string(), "driver.cpp");
    result.ok = outcome.exit_code == 0 && !outcome.signal && !outcome.wall_timeout;
    if (outcome.wall_timeout || (outcome.signal && !outcome.exit_code))
        result.log += "\njudge: the compiler was stopped after " + std::to_string(outcome.cpu_us / 1000) +
                      " ms of CPU (limit 60 s CPU, 4 GiB, 4 MiB of diagnostics)";
    if (!result.ok) result.headline = compile_headline(result.log);
    return result;
}

}  // namespace judge
