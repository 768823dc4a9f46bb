#include "outside_text.hpp"
#include "report.hpp"

#include "load_note.hpp"
#include "near_limit.hpp"

#include <nlohmann/json.hpp>
#include <fmt/format.h>
#include <openssl/evp.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "columns.hpp"
#include "comparison.hpp"
#include "diagnosis_text.hpp"
#include "safe_text.hpp"
#include "sanitizer_output.hpp"
#include "test_order.hpp"
#include "file_write.hpp"
#include "text_file.hpp"

namespace judge {

bool colour_wanted(std::FILE* out, const std::string& when) {
    if (when == "always") return true;
    if (when == "never") return false;
    const char* no_colour = std::getenv("NO_COLOR");
    if (no_colour && *no_colour) return false;
    const char* term = std::getenv("TERM");
    if (term && std::string_view(term) == "dumb") return false;
    return ::isatty(::fileno(out)) == 1;
}

std::string printed_text(const SubmissionResult& s, const TestResult& t) {
    return s.sanitized ? printed_by_program(t.run.stderr_data) : t.run.stderr_data;
}

std::string abbreviate(const std::string& text, std::size_t max) {
    std::string t = text;
    while (!t.empty() && (t.back() == '\n' || t.back() == '\r'))
        t.pop_back();
    if (t.size() <= max) return visible(t);
    const std::string_view kept = utf8_prefix(t, max);
    return visible(kept) + fmt::format("... ({} more bytes)", t.size() - kept.size());
}

std::string labelled(const std::string& label, const std::string& text) {
    std::string prefix = fmt::format("  {:<10}", label + ":");
    if (prefix.size() <= label.size() + 3) prefix = "  " + label + ": ";
    std::string out = prefix;
    const std::string indent(prefix.size(), ' ');
    for (char c : text) {
        out += c;
        if (c == '\n') out += indent;
    }
    return out + "\n";
}

std::string indented(const std::string& text, std::size_t spaces) {
    const std::string indent(spaces, ' ');
    std::string out = text.empty() ? "" : indent;
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '\n' && i + 1 < text.size()) out += indent;
    }
    return out;
}

std::string TerminalReport::paint(const std::string& text, Verdict v) const {
    if (!m_colour) return text;
    const char* code = v == Verdict::AC ? "32" : v == Verdict::WA ? "31" : v == Verdict::CE ? "33" : "35";
    return fmt::format("\x1b[1;{}m{}\x1b[0m", code, text);
}

void TerminalReport::header(const Problem& problem, const std::string& solution, const Limits& limits,
                            std::size_t tests, const std::string& mode) const {
    if (m_quiet) return;
    fmt::print(m_out, "{} {}: {}\n", problem.id, on_terminal(problem.title), on_terminal(solution));
    fmt::print(m_out, "{} {}, limits {} ms CPU, {} MiB{}\n", tests, tests == 1 ? "test" : "tests", limits.time_ms,
               limits.memory_mib,
               mode == "leetcode" ? "; --mode leetcode: every test in one process, in order, global state kept" : "");
}

void TerminalReport::compiled(const CompileResult& compile) const {
    if (compile.ok && !m_quiet)
        fmt::print(m_out, "{} in {} ms{}\n\n", compile.language == "python3" ? "checked" : "compiled", compile.ms,
                   compile.cached ? " (cached)" : "");
    std::fflush(m_out);
}

namespace {

constexpr std::size_t k_max_name_width = 48;

std::string fitted(const std::string& name, std::size_t width) {
    std::string v = visible(name);
    if (columns(v) <= width) return v;
    // Cut between characters (half a UTF-8 sequence is a stray byte on the terminal), by columns.
    return std::string(columns_prefix(v, width - 3)) + "...";
}

}  // namespace

void TerminalReport::begin_table(const std::vector<OutsideText>& names) {
    m_name_width = 4;
    for (const auto& n : names)
        m_name_width = std::max(m_name_width, columns(on_terminal(n)));
    m_name_width = std::min(m_name_width, k_max_name_width);
    if (m_quiet) return;
    fmt::print(m_out, "  {:<{}} {:<7} {:>10} {:>10} {:>10}\n", "test", m_name_width, "verdict", "CPU", "ref CPU",
               "memory");
    std::fflush(m_out);
}

void TerminalReport::test_row(const TestResult& r) const {
    if (m_quiet) return;
    std::string verdict = fmt::format("{:<7}", verdict_name(r.verdict));
    fmt::print(m_out, "  {:<{}} {} {:>10} {:>10} {:>10}\n", fitted(on_terminal(r.name), m_name_width), m_name_width,
               paint(verdict, r.verdict), format_cpu(r.run.cpu_us), r.ref_cpu_us >= 0 ? format_cpu(r.ref_cpu_us) : "-",
               fmt::format("{:.1f} MiB", static_cast<double>(r.run.memory_kib) / 1024.0));
    std::fflush(m_out);
}

void TerminalReport::summary(const SubmissionResult& s) const {
    if (!s.compile.ok) {
        if (!m_quiet)
            fmt::print(m_out, "{}: {}\n\n{}\n\n", paint("CE", Verdict::CE), visible_line(s.compile.headline, 300),
                       indented(abbreviate(s.compile.log, 4000), 2));
        fmt::print(m_out, "{}  compile error: {}\n", paint("CE", Verdict::CE), visible_line(s.compile.headline, 300));
        return;
    }
    std::int64_t cpu_us = 0, peak = 0;
    for (const auto& t : s.tests) {
        cpu_us += t.run.cpu_us;
        peak = std::max(peak, t.run.memory_kib);
    }
    if (!m_quiet) {
        fmt::print(m_out, "\n");
        if (auto line = reference_line(s); !line.empty()) fmt::print(m_out, "{}\n", line);
        if (auto line = rank_line(s); !line.empty()) fmt::print(m_out, "{}\n", line);
        if (auto line = load_note(s.tests); !line.empty()) fmt::print(m_out, "{}\n", visible(line));
        if (auto lead = lead_failure(s.tests)) {
            const TestResult& t = s.tests[*lead];
            const auto failing = std::count_if(s.tests.begin(), s.tests.end(),
                                               [](const TestResult& r) { return r.verdict != Verdict::AC; });
            fmt::print(m_out, "\n{}: {} ({}{}{})\n",
                       failing == 1 ? std::string("failing test")
                                    : fmt::format("smallest failing test (of {})", failing),
                       on_terminal(t.name), verdict_name(t.verdict), t.reason.empty() ? "" : ": ", visible_line(t.reason, 300));
            fmt::print(m_out, "{}", labelled("input", abbreviate(t.input, 300)));
            fmt::print(m_out, "{}",
                       labelled(t.expected_from == k_from_reference ? "expected (reference)" : "expected",
                                t.expected_from == k_from_nothing ? std::string("(no answer known: its type, time, memory and crashes judged)")
                                                                  : abbreviate(t.expected, 300)));
            fmt::print(m_out, "{}", labelled("got", t.got.empty() ? "(nothing)" : abbreviate(t.got, 300)));
            if (!t.reference_answer.empty())
                fmt::print(m_out, "{}",
                           labelled("note", "your .ans disagrees with the reference solution, which gives " +
                                                abbreviate(t.reference_answer, 300)));
            if (s.passes_alone)
                fmt::print(m_out, "{}",
                           labelled("note", "passes when run alone: your solution keeps state between calls (a "
                                            "global or static not reset)"));
            else if (!s.hint.empty())
                fmt::print(m_out, "{}", labelled("why", visible(s.hint)));
            const std::string printed = printed_text(s, t);
            if (!printed.empty()) fmt::print(m_out, "{}", labelled(k_printed_label, abbreviate(printed, 600)));
            if (t.diagnosis || !t.diagnosis_note.empty()) fmt::print(m_out, "{}", diagnosis_lines(t));
        }
    }
    std::string stopped;
    if (static_cast<int>(s.tests.size()) < s.total && s.first_pass_only)
        stopped = fmt::format(" (the other {} not run: one of the tests judged first fails)",
                              s.total - static_cast<int>(s.tests.size()));
    else if (static_cast<int>(s.tests.size()) < s.total)
        stopped =
            fmt::format(" (stopped at the first failure: {} not run)", s.total - static_cast<int>(s.tests.size()));
    fmt::print(m_out, "{}{}  {}/{} tests passed{}, CPU {} in all, peak {:.1f} MiB\n", m_quiet ? "" : "\n",
               paint(verdict_name(s.verdict), s.verdict), s.passed, s.total, stopped, format_cpu(cpu_us),
               static_cast<double>(peak) / 1024.0);
    if (auto near = near_limit(s)) fmt::print(m_out, "{}\n", visible(near_limit_line(*near, on_terminal(near->test))));
}

namespace {

// The bytes in base64 (OpenSSL's encoder, as the compile cache's hash).
std::string base64(std::string_view bytes) {
    std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

// The near-limit object of a report, or null.
nlohmann::json near_limit_json(const SubmissionResult& s) {
    const auto near = near_limit(s);
    if (!near) return nullptr;
    nlohmann::json runs = nlohmann::json::array();
    for (std::int64_t us : near->runs_us) runs.push_back(us / 1000);
    return {{"test", in_json(near->test)}, {"ms", near->cpu_us / 1000}, {"limit_ms", near->limit_ms},
            {"side", near->over ? "over" : "under"}, {"ms_runs", runs}};
}

}  // namespace

nlohmann::json json_safe(nlohmann::json doc) {
    // Every string and key of the document through the JSON sink, in one
    // walk without recursion (a document can be as deep as its source made it).
    std::vector<nlohmann::json*> todo{&doc};
    while (!todo.empty()) {
        nlohmann::json* j = todo.back();
        todo.pop_back();
        // A member whose text is not UTF-8 is shown with \xNN for each stray
        // byte, which a program printing those four characters shows too: its
        // exact bytes go beside it, as "<key>_base64".
        if (j->is_object()) {
            std::vector<std::pair<std::string, std::string>> exact;
            for (auto& [key, value] : j->items())
                if (value.is_string() && json_text(value.get_ref<const std::string&>()) != value.get_ref<const std::string&>())
                    exact.emplace_back(json_text(key) + "_base64", base64(value.get_ref<const std::string&>()));
            for (auto& [key, value] : exact)
                (*j)[key] = std::move(value);
        }
        if (j->is_string()) {
            auto& s = j->get_ref<std::string&>();
            s = json_text(s);
        } else if (j->is_array()) {
            for (auto& e : *j)
                todo.push_back(&e);
        } else if (j->is_object()) {
            bool keys_safe = true;
            for (auto& [key, value] : j->items())
                keys_safe = keys_safe && json_text(key) == key;
            if (!keys_safe) {
                nlohmann::json fixed = nlohmann::json::object();
                for (auto& [key, value] : j->items())
                    fixed[json_text(key)] = std::move(value);
                *j = std::move(fixed);
            }
            for (auto& [key, value] : j->items())
                todo.push_back(&value);
        }
    }
    return doc;
}

void write_json_report(const std::string& target, const nlohmann::json& doc) {
    // A submission's bytes need not be UTF-8: json_safe writes a stray byte as
    // \xNN, as every other report does; the serializer escapes the controls.
    std::string text = json_safe(doc).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    write_report_file(target, text);
}

void write_json_report(const std::string& target, const SubmissionResult& submission) {
    write_json_report(target, submission_json(submission));
}

nlohmann::json submission_json(const SubmissionResult& s) {
    using nlohmann::json;
    json tests = json::array();
    std::int64_t cpu_us = 0;
    auto rank = [](const SubmissionResult::Rank& r) {
        return json{{"better_than", r.better_than}, {"ties", r.ties}, {"of", r.of}};
    };
    for (const auto& t : s.tests) {
        cpu_us += t.run.cpu_us;
        tests.push_back({{"name", in_json(t.name)},
                         {"verdict", verdict_name(t.verdict)},
                         {"reason", t.reason},
                         {"cpu_ms", t.run.cpu_us / 1000},
                         {"cpu_us", t.run.cpu_us},
                         {"wall_ms", t.run.wall_us / 1000},
                         {"clock", clock_name(t.clock)},
                         {"queued_ms", t.run.queued_us >= 0 ? json(t.run.queued_us / 1000) : json(nullptr)},
                         {"reruns", t.cpu_runs_us.empty() ? 0 : static_cast<int>(t.cpu_runs_us.size()) - 1},
                         {"memory_kib", t.run.memory_kib},
                         {"exit_code", t.run.exit_code ? json(*t.run.exit_code) : json(nullptr)},
                         {"signal", t.run.signal ? json(signal_name(*t.run.signal)) : json(nullptr)},
                         {"ref_cpu_ms", t.ref_cpu_us >= 0 ? json(t.ref_cpu_us / 1000) : json(nullptr)},
                         {"ref_cpu_us", t.ref_cpu_us >= 0 ? json(t.ref_cpu_us) : json(nullptr)},
                         {"expected", t.expected},
                         {"expected_from", t.expected_from},
                         {"got", t.got},
                         {"stderr", printed_text(s, t)}});
        if (!t.reference_answer.empty()) tests.back()["reference_answer"] = t.reference_answer;
        if (!t.cpu_runs_us.empty()) {
            json runs = json::array();
            for (std::int64_t us : t.cpu_runs_us)
                runs.push_back(us / 1000);
            tests.back()["cpu_ms_runs"] = runs;
        }
        if (t.diagnosis)
            tests.back()["diagnosis"] = {{"kind", t.diagnosis->kind},
                                         {"file", t.diagnosis->file},
                                         {"line", t.diagnosis->line},
                                         {"line_from_report", t.diagnosis->line_from_report},
                                         {"text", t.diagnosis->text},
                                         {"report", t.diagnosis->report},
                                         {"source", t.diagnosis->source},
                                         {"rerun_of", t.diagnosis->rerun_of.empty() ? json(nullptr) : json(t.diagnosis->rerun_of)}};
        if (!t.diagnosis_note.empty()) tests.back()["diagnosis_note"] = t.diagnosis_note;
    }
    json not_judged = json::array();
    for (const auto& n : s.not_judged)
        not_judged.push_back({{"path", n.path.string()}, {"why", n.why}});
    return {
        {"problem", s.problem},
        {"solution", s.solution},
        {"verdict", verdict_name(s.verdict)},
        {"passed", s.passed},
        {"total", s.total},
        {"run", s.tests.size()},
        {"hint", s.hint},
        {"reference", s.reference},
        {"time_ratio", s.time_ratio > 0 ? json(s.time_ratio) : json(nullptr)},
        {"time_vs_reference", s.time_vs_reference.empty() ? json(nullptr) : json(s.time_vs_reference)},
        {"time_at_least", s.time_at_least},
        {"lead", lead_failure(s.tests) ? json(in_json(s.tests[*lead_failure(s.tests)].name)) : json(nullptr)},
        {"near_limit", near_limit_json(s)},
        {"passes_alone", s.passes_alone},
        {"scope", s.scope},
        {"time_noise", s.time_noise},
        {"time_noise_floor_us", s.time_noise_floor_us},
        {"mode", s.mode},
        {"compiler", s.compiler},
        {"language", s.language},
        {"sanitized", s.sanitized},
        {"cpu_us", cpu_us},
        {"rank", s.time_rank && s.memory_rank ? json{{"time", rank(*s.time_rank)}, {"memory", rank(*s.memory_rank)}}
                                              : json(nullptr)},
        {"compile", {{"ok", s.compile.ok}, {"cached", s.compile.cached}, {"ms", s.compile.ms}, {"log", s.compile.log}}},
        {"limits", {{"time_ms", s.limits.time_ms}, {"memory_mib", s.limits.memory_mib}, {"stack_mib", s.limits.stack_mib}}},
        {"not_judged", not_judged},
        {"tests", tests}};
}

}  // namespace judge
