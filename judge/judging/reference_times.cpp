#include "reference_times.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "compiler.hpp"
#include "grader.hpp"
#include "plural.hpp"
#include "status_line.hpp"
#include "file_write.hpp"
#include "text_file.hpp"
#include "verify.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Each accepted solution is timed in passes, each as a submission is judged:
// from new sandbox helpers (whose first run costs more than their later ones),
// as many runs at once as a submission's default --jobs. At least this many
// passes, and more, up to the most, while the solution's CPU time so far is
// under the budget: on a small test set a pass is a millisecond, and three
// of them say little about how far one pass strays.
constexpr int k_min_repeats = 3;
constexpr int k_max_repeats = 9;
constexpr std::int64_t k_repeat_budget_us = 200'000;
// The passes of this project's solutions, taken minutes apart on a machine
// busy otherwise, differ by more than one sitting's passes do: the reference
// judged as a submission read 1.1x to 1.2x of its own cached figure while
// its passes spread under 10%. The spread is never taken below these.
constexpr double k_min_cpu_spread = 0.25;
constexpr double k_min_memory_spread = 0.02;

// One run's CPU time strays from its test's median by a process start's
// jitter. Measured here as run_noise_us over retrograde.cpp's 9 passes of the
// 913 examples, in five sittings on a machine shared with builds: 60, 70,
// 140 and 185 us, single runs up to 0.74 ms over their median. Never taken
// below this.
constexpr std::int64_t k_min_run_noise_us = 150;

ReferenceTimes with_floors(ReferenceTimes t) {
    t.cpu_run_noise_us = std::max(t.cpu_run_noise_us, k_min_run_noise_us);
    t.cpu_spread = std::max(t.cpu_spread, k_min_cpu_spread);
    t.memory_spread = std::max(t.memory_spread, k_min_memory_spread);
    return t;
}

double spread(const std::vector<std::int64_t>& v) {
    auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return *hi > 0 ? static_cast<double>(*hi - *lo) / static_cast<double>(*hi) : 0.0;
}

int default_jobs() {
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace

std::int64_t median(std::vector<std::int64_t> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

std::int64_t run_noise_us(const std::map<std::string, std::vector<std::int64_t>>& samples) {
    double squares = 0;
    std::size_t runs = 0;
    for (const auto& [name, v] : samples) {
        const std::int64_t m = median(v);
        for (std::int64_t x : v) {
            squares += static_cast<double>(x - m) * static_cast<double>(x - m);
            ++runs;
        }
    }
    return runs == 0 ? 0 : std::llround(std::sqrt(squares / static_cast<double>(runs)));
}

double pass_spread(const std::vector<std::int64_t>& passes, std::int64_t figure) {
    double out = 0;
    for (std::int64_t p : passes) {
        const std::int64_t larger = std::max(p, figure);
        if (larger > 0) out = std::max(out, static_cast<double>(std::llabs(p - figure)) / static_cast<double>(larger));
    }
    return out;
}

ReferenceTimes reference_times(Session& session, const Problem& problem, const std::vector<TestCase>& tests,
                               const fs::path& scratch, bool leetcode, Language language) {
    std::vector<fs::path> accepted;
    std::map<std::string, std::string> hashes;
    for (const auto& f : solution_files(problem))
        if (f.parent_path().filename() == "accepted" && language_of(f) == language) {
            accepted.push_back(f);
            hashes[f.filename().string()] = content_key({read_file_bytes(f)});
        }

    if (accepted.empty()) return {};  // nothing to time, and nothing said

    // Keyed by everything that decides the figures.
    std::vector<std::string> parts{"passes-v3", leetcode ? "leetcode" : "isolated", language_name(language),
                                   compiler_identity(session.compiler),
                                   std::to_string(problem.limits.time_ms), "jobs " + std::to_string(default_jobs())};
    for (const auto& f : problem.compile_flags)
        parts.push_back(f);
    for (const auto& f : accepted)
        parts.push_back(f.filename().string() + "\n" + read_file_bytes(f));
    for (const auto& t : tests)
        parts.push_back(t.name.bytes() + "\n" + t.input);
    std::vector<std::string_view> views(parts.begin(), parts.end());
    const std::string key = content_key(views);
    auto folder = session.cache->folder();
    fs::path cached = folder ? *folder / "reference-times" / (key + ".json") : fs::path{};

    ReferenceTimes out;
    out.source_hashes = hashes;
    if (!cached.empty() && fs::exists(cached)) {
        try {
            auto doc = nlohmann::json::parse(read_file_bytes(cached));
            out.solution = doc.at("solution");
            out.cpu_us = doc.at("cpu_us").get<std::map<std::string, std::int64_t>>();
            out.totals_us = doc.at("totals_us").get<std::map<std::string, std::int64_t>>();
            out.peaks_kib = doc.at("peaks_kib").get<std::map<std::string, std::int64_t>>();
            out.cpu_spread = doc.at("cpu_spread");
            out.memory_spread = doc.at("memory_spread");
            out.cpu_run_noise_us = doc.at("cpu_run_noise_us");
            session.sandbox->retire_idle_helpers();
            return with_floors(out);
        } catch (const nlohmann::json::exception&) {
            // a damaged entry is measured again
        }
    }
    std::int64_t best = -1;
    auto grade = leetcode ? grade_tests_leetcode : grade_tests;
    // Only the times are taken: the accepted solutions' answers are verify's
    // to judge (a checker program run on every pass would only cost time).
    struct TimesOnly : AnswerChecker {
        CheckResult compare(std::string_view, std::string_view, std::string_view) const override { return {true, ""}; }
    } times_only;
    const std::string timing = "timing the accepted solutions on " + counted(static_cast<std::int64_t>(tests.size()), "test", "tests");
    status::show(timing + " (once for these tests)");
    int nth = 0;
    GradeOptions passes;
    passes.jobs = default_jobs();
    for (const auto& file : accepted) {
        ++nth;
        fs::path dir = scratch / ("reference-" + file.stem().string());
        fs::create_directories(dir);
        CompileResult compiled = compile_solution(*session.sandbox, *session.cache, problem,
                                                  session.compile_request(file, file.string(), dir));
        if (!compiled.ok) continue;
        std::map<std::string, std::vector<std::int64_t>> samples;
        std::vector<std::int64_t> totals, peaks;
        std::int64_t spent = 0;
        for (int r = 0; r < k_min_repeats || (r < k_max_repeats && spent < k_repeat_budget_us); ++r) {
            session.sandbox->retire_idle_helpers();
            status::update(fmt::format("{}: {} ({} of {}), pass {}", timing, file.filename().string(), nth,
                                       accepted.size(), r + 1));
            std::int64_t total = 0, peak = 0;
            for (const auto& result : grade(*session.sandbox, compiled.program(), times_only, limits_for(problem.limits, compiled), tests,
                                            passes)) {
                samples[result.name.bytes()].push_back(result.run.cpu_us);
                total += result.run.cpu_us;
                peak = std::max(peak, result.run.memory_kib);
            }
            totals.push_back(total);
            peaks.push_back(peak);
            spent += total;
        }
        out.memory_spread = std::max(out.memory_spread, spread(peaks));
        std::sort(peaks.begin(), peaks.end());
        out.peaks_kib[file.filename().string()] = peaks[peaks.size() / 2];
        std::map<std::string, std::int64_t> medians;
        std::int64_t total = 0;
        for (const auto& [name, v] : samples) {
            medians[name] = median(v);
            total += medians[name];
        }
        // A submission is one pass, set beside this figure: how far this
        // file's own passes stray from it is the noise.
        out.cpu_spread = std::max(out.cpu_spread, pass_spread(totals, total));
        out.totals_us[file.filename().string()] = total;
        if (best < 0 || total < best) {
            best = total;
            out.solution = file.filename().string();
            out.cpu_us = std::move(medians);
            out.cpu_run_noise_us = run_noise_us(samples);
        }
    }
    session.sandbox->retire_idle_helpers();
    if (!cached.empty() && !out.solution.empty()) {
        std::error_code ec;
        fs::create_directories(cached.parent_path(), ec);
        nlohmann::json doc = {{"solution", out.solution},     {"cpu_us", out.cpu_us},
                              {"totals_us", out.totals_us},   {"peaks_kib", out.peaks_kib},
                              {"cpu_spread", out.cpu_spread}, {"memory_spread", out.memory_spread},
                              {"cpu_run_noise_us", out.cpu_run_noise_us}};
        try {
            write_text_file(cached, doc.dump() + "\n");
        } catch (const std::exception&) {
            // only slower next time
        }
    }
    return with_floors(out);
}

}  // namespace judge
