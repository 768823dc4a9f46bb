#include "problem_tools.hpp"
#include "safe_text.hpp"

#include "input_generator.hpp"

#include <cctype>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <sstream>

#include "replace_all.hpp"

#include "checker.hpp"
#include "compiler.hpp"
#include "all_problems.hpp"
#include "error.hpp"
#include "grader.hpp"
#include "framing.hpp"
#include "test_set.hpp"
#include "status_line.hpp"
#include "text_file.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.empty() ? "(no message)" : line;
}

// checker = "program": the problem's checker.cpp (runtime/checker_main.hpp)
// on every answer that is a literal of the answer's type. Its failure is
// the judge's (a JudgeError), never the submission's.
class ProgramChecker : public AnswerChecker {
public:
    ProgramChecker(ToolRunner& tools, Problem problem, fs::path binary, fs::path working_dir)
        : m_tools(tools), m_problem(std::move(problem)), m_binary(std::move(binary)), m_dir(std::move(working_dir)) {}

protected:
    CheckResult compare(std::string_view input, std::string_view expected, std::string_view got) const override {
        std::string answer;
        try {
            answer = canonical_answer(m_problem, std::string(got), "the answer");
        } catch (const JudgeError& e) {
            const std::string g = normalize_output(got);
            if (g.empty()) return {false, "no output, expected '" + normalize_output(expected) + "'"};
            return {false, "not a " + m_problem.signature.answer_type().cpp_name() + " (" + e.what() + ")"};
        }
        ToolRequest run;
        run.program = m_binary;
        run.stdin_data = lcio::frame_record(input) + lcio::frame_record(expected) + lcio::frame_record(answer);
        run.working_dir = m_dir;
        run.cpu_limit_ms = 10'000;
        run.wall_limit_ms = 20'000;
        run.memory_limit_kib = 4LL << 20;
        RunOutcome o;
        {
            std::lock_guard lock(m_mutex);  // one checker at a time: its runs share the working folder
            o = m_tools.run(run);
        }
        const std::string failed = m_problem.tools.checker.string() + ": the checker failed";
        if (o.signal || o.cpu_timeout || o.wall_timeout || o.idle_timeout || o.memory_stopped || !o.exit_code ||
            *o.exit_code != 0)
            throw JudgeError(failed + " (" +
                             (o.signal ? "signal " + std::to_string(*o.signal)
                              : o.exit_code ? "exit " + std::to_string(*o.exit_code)
                                            : std::string("stopped at its limit")) +
                             ": " + first_line(o.stderr_data) + ")");
        const std::string said = o.stdout_data;
        if (said == "ok\n") return {true, ""};
        if (said.rfind("wrong ", 0) == 0 && said.size() > 7 && said.find('\n') == said.size() - 1)
            return {false, said.substr(6, said.size() - 7)};
        throw JudgeError(failed + " (said \"" + std::string(utf8_prefix(first_line(said), 200)) + "\", not \"ok\" or \"wrong <why>\")");
    }

private:
    ToolRunner& m_tools;
    const Problem m_problem;
    const fs::path m_binary, m_dir;
    mutable std::mutex m_mutex;
};

}  // namespace

std::unique_ptr<AnswerChecker> ToolBox::checker() {
    if (m_problem.checker != "program") return builtin_checker(m_problem);
    if (!m_checker) m_checker = tool(m_problem.tools.checker, "checker");
    return std::make_unique<ProgramChecker>(*m_session.tools, m_problem, *m_checker, m_scratch);
}

ToolBox::ToolBox(Session& session, const Problem& problem, fs::path scratch)
    : m_session(session), m_problem(problem), m_scratch(std::move(scratch)) {}

fs::path ToolBox::tool(const fs::path& source, const char* name) {
    BuildSpec spec;
    spec.source = source;
    spec.include_dirs = {m_session.runtime_dir(), source.parent_path()};
    spec.flags = {"-std=c++20", "-O2"};
    // The headers it may include (the runtime's and the tool's folder's) are all in the key.
    spec.key_parts = headers_in(spec.include_dirs);
    spec.key_parts.push_back(read_file_bytes(source));
    spec.output = m_scratch / name;
    status::update(std::string("compiling the problem's ") + name);
    CompileResult r = build_program(*m_session.tools, *m_session.cache, spec);
    if (!r.ok) throw JudgeError(source.string() + ": the problem's " + name + " does not compile: " + r.headline);
    return r.binary;
}

RunOutcome ToolBox::run_tool(const fs::path& source, const char* name, std::optional<fs::path>& binary,
                             const std::vector<std::string>& args, const std::string& input, std::int64_t cpu_ms) {
    if (source.empty()) throw JudgeError("problem " + m_problem.id + " has no " + name);
    if (!binary) binary = tool(source, name);
    ToolRequest run;
    run.program = *binary;
    run.args = args;
    run.stdin_data = input;
    run.working_dir = m_scratch;
    run.cpu_limit_ms = cpu_ms;
    run.wall_limit_ms = 2 * cpu_ms;
    run.memory_limit_kib = 4LL << 20;
    return m_session.tools->run(run);
}

namespace {

// "FILE:LINE:COLUMN: invalid test: WHY" when the validator named the place
// ("3:14: ..."; validator_main.hpp's where), else "FILE: invalid test: WHY".
std::string located(const std::string& file, const std::string& what, const std::string& why) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < why.size() && i - start < 9 && std::isdigit(static_cast<unsigned char>(why[i])))
            ++i;
        return i > start;
    };
    if (digits() && i < why.size() && why[i] == ':' && (++i, digits()) && why.compare(i, 2, ": ") == 0)
        return file + ":" + why.substr(0, i) + ": " + what + ": " + why.substr(i + 2);
    return file + ": " + what + ": " + why;
}

}  // namespace

void ToolBox::validate(const std::string& input, const std::string& file) {
    check_input(m_problem, input, file);
    validate({{input, file}});
}

void ToolBox::validate(const std::vector<NamedInput>& inputs) {
    std::string framed;
    std::vector<std::string> files;
    for (const auto& in : inputs) {
        framed += lcio::frame_record(in.input);
        files.push_back(in.file);
    }
    std::vector<std::string> problems;
    for (const auto& [i, why] : invalid_ones("--many", framed, files))
        problems.push_back(located(files[i], "invalid test", why));
    throw_if_any(problems, "invalid tests");
}

void ToolBox::validate_answers(const std::vector<TestCase>& tests) {
    std::string framed;
    std::vector<std::string> files;
    for (const auto& t : tests) {
        if (t.expected_from != k_from_answer_file) continue;
        framed += lcio::frame_record(t.input) + lcio::frame_record(t.expected);
        files.push_back(t.answer_at);
    }
    std::vector<std::string> problems;
    for (const auto& [i, why] : invalid_ones("--answers", framed, files))
        problems.push_back(files[i] + ": impossible answer: " + why);
    throw_if_any(problems, "impossible answers");
}

std::vector<std::pair<std::size_t, std::string>> ToolBox::invalid_ones(const char* mode, const std::string& framed,
                                                                       const std::vector<std::string>& files) {
    std::vector<std::pair<std::size_t, std::string>> out;
    if (!has_validator() || files.empty()) return out;
    RunOutcome o = run_tool(m_problem.tools.validator, "validator", m_validator, {mode}, framed,
                            10'000 + 10 * static_cast<std::int64_t>(files.size()));
    const std::string failed = m_problem.tools.validator.string() + ": the validator failed";
    if (o.exit_code != 0) throw JudgeError(failed + " (" + first_line(o.stderr_data) + ")");
    std::istringstream lines(o.stdout_data);
    std::string line;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!std::getline(lines, line)) throw JudgeError(failed + " on " + files[i] + " (no verdict for it)");
        if (line == "ok") continue;
        if (line.rfind("invalid ", 0) == 0) {
            out.emplace_back(i, first_line(line.substr(8)));
            continue;
        }
        throw JudgeError(failed + " on " + files[i] + " (said \"" + line + "\")");
    }
    return out;
}

RunOutcome ToolBox::run_generator(const std::vector<std::string>& args, const std::string& input) {
    // A search for hacks may take many minutes (913's grow-n50: about 20 of
    // CPU on a slow machine), never forever.
    RunOutcome o = run_tool(m_problem.tools.generator, "generator", m_generator, args, input, 3'600'000);
    if (o.exit_code != 0) {
        std::string joined;
        for (const auto& a : args)
            joined += " " + a;
        throw JudgeError(m_problem.tools.generator.string() + ":" + joined + ": the generator failed (" +
                         first_line(o.stderr_data) + ")");
    }
    return o;
}

std::string ToolBox::explain(const std::vector<std::string>& args, const std::string& input) {
    RunOutcome o = run_tool(m_problem.tools.explainer, "explainer", m_explainer, args, input, 60'000);
    if (o.exit_code != 0)
        throw JudgeError(m_problem.tools.explainer.string() + ": the explainer failed (" + first_line(o.stderr_data) +
                         ")");
    return o.stdout_data;
}

std::string ToolBox::why_line(const std::string& got, const std::string& input) {
    if (!has_explainer()) return "";
    // An argument, not an output; on one line, so that the hint's one line holds it whole.
    std::string answer(utf8_prefix(got, 64));
    replace_all(answer, "\n", "\\n");
    try {
        std::string why = explain({"hint", answer}, input);
        return why.substr(0, why.find('\n'));
    } catch (const JudgeError& e) {
        std::fprintf(stderr, "judge: no explanation: %s\n", e.what());
        return "";
    }
}

std::string ToolBox::generate(const std::vector<std::string>& args) {
    if (m_problem.tools.generator.empty() && m_problem.imported) return drawn_from_constraints(args);
    return run_generator(args, "").stdout_data;
}

// An imported problem has no generator of its own: `stress SEED` draws from
// its statement's constraints (input_generator.hpp), when every one is
// honoured; an input that broke one could make the reference and the
// solution differ for nothing.
std::string ToolBox::drawn_from_constraints(const std::vector<std::string>& args) {
    const std::string no = "problem " + m_problem.id + ": an imported problem has no generator of its own, ";
    if (args.size() != 2 || args[0] != "stress") throw JudgeError(no + "and only judge stress draws its inputs");
    if (m_problem.signature.design) throw JudgeError(no + "and stress cannot draw a design problem's calls yet");
    if (!m_drawn_spec) {  // read and checked once, not at every case
        ConstraintSpec spec = read_constraints(m_problem.constraints, m_problem.signature);
        std::vector<std::string> missing = spec.not_honoured;
        for (const auto& line : unbounded_numbers(m_problem.signature, spec)) missing.push_back(line);
        if (!missing.empty())
            throw JudgeError(no + "and stress draws from its constraints, of which it cannot honour \"" + missing.front() +
                             "\"" + (missing.size() > 1 ? " (and " + std::to_string(missing.size() - 1) + " more)" : std::string()) +
                             ": give the problem a generator.cpp (docs/problem-authors.md)");
        m_drawn_spec = std::move(spec);
    }
    const std::uint64_t seed = std::strtoull(args[1].c_str(), nullptr, 10);
    // Mostly small inputs (a difference found there is short), now and then anywhere in range.
    return draw_input(m_problem.signature, *m_drawn_spec, seed % 4 == 3 ? DrawSize::random : DrawSize::small, seed);
}

std::vector<std::string> ToolBox::shrink(const std::string& input) {
    if (m_problem.tools.generator.empty()) return {};  // an imported problem: nothing to shrink with yet
    std::vector<std::string> candidates;
    std::string current;
    std::istringstream lines(run_generator({"shrink"}, input).stdout_data);
    for (std::string line; std::getline(lines, line);) {
        if (line == "%%") {
            candidates.push_back(current);
            current.clear();
        } else {
            current += line + "\n";
        }
    }
    return candidates;
}

void ToolBox::prepare() {
    if (!m_problem.tools.generator.empty() && !m_generator) m_generator = tool(m_problem.tools.generator, "generator");
    if (!m_problem.tools.validator.empty() && !m_validator) m_validator = tool(m_problem.tools.validator, "validator");
    if (!m_problem.tools.reference.empty()) ensure_reference();
}

void ToolBox::ensure_reference() {
    if (!m_reference) {
        fs::path dir = m_scratch / "reference";
        fs::create_directories(dir);
        status::update("compiling the reference solution, " + m_problem.tools.reference.filename().string());
        CompileResult r = compile_solution(
            *m_session.sandbox, *m_session.cache, m_problem,
            m_session.compile_request(m_problem.tools.reference, m_problem.tools.reference.string(), dir));
        if (!r.ok)
            throw JudgeError(m_problem.tools.reference.string() + ": the reference does not compile: " + r.headline);
        m_reference = r.program();
        m_reference_limits = limits_for(m_problem.limits, r);
    }
}

std::string ToolBox::reference_answer(const std::string& input, const std::string& file) {
    if (m_problem.tools.reference.empty())
        throw JudgeError("problem " + m_problem.id + " names no reference solution" +
                         (m_problem.imported ? std::string(": import it again with --reference YOURS.cpp (a solution you trust)") : ""));
    ensure_reference();
    RunOutcome o = m_session.sandbox->run(test_run_request(*m_reference, m_reference_limits, input));
    Judgement j = classify(o, m_reference_limits, {true, ""});
    if (j.verdict != Verdict::AC)
        throw JudgeError(file + ": the reference solution got " + verdict_name(j.verdict) + " (" + j.reason + ")");
    return canonical_answer(m_problem, o.stdout_data, m_problem.tools.reference.string() + " on " + file);
}

}  // namespace judge
