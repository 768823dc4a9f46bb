#include "checker.hpp"
#include "safe_text.hpp"

#include <algorithm>
#include <optional>
#include <cmath>
#include <regex>
#include <utility>
#include <vector>

#include "case_input.hpp"
#include "error.hpp"
#include "leetcode_io.hpp"
#include "value.hpp"

namespace judge {

std::string normalize_output(std::string_view text) {
    std::string out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
            line.remove_suffix(1);
        out.append(line);
        out += '\n';
        start = end + 1;
    }
    while (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

namespace {

constexpr std::string_view k_driver_note = "judge driver: ";  // runtime/leetcode_nodes.hpp

std::string excerpt(std::string_view s) {
    constexpr std::size_t k_max = 200;
    std::string out(utf8_prefix(s, k_max));  // never half a character
    if (s.size() > out.size()) out += "...";
    return out;
}

std::string quoted_excerpt(std::string_view s) { return "'" + excerpt(s) + "'"; }

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (true) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) {
            lines.push_back(text.substr(start));
            return lines;
        }
        lines.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
}

std::string lines_count(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " line" : " lines");
}

// A whole text as one literal of any shape; none when it is not one (then
// `why` says where).
std::optional<Value> literal_of(std::string_view text, std::string* why) {
    try {
        lcio::Scanner s(text);
        Value v = read_value(s, TypeSpec{TypeKind::Any, nullptr});
        if (!s.at_end()) s.fail("the end of the answer");
        return v;
    } catch (const lcio::ParseError& e) {
        if (why) *why = std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
        return std::nullopt;
    }
}

const std::vector<Value>* list_of(const Value& v) { return std::get_if<std::vector<Value>>(&v.data); }

std::optional<double> number_of(const Value& v) {
    if (auto i = std::get_if<long long>(&v.data)) return static_cast<double>(*i);
    if (auto d = std::get_if<double>(&v.data)) return *d;
    return std::nullopt;
}

struct Tolerance {
    bool numeric = false;  // numbers within abs_tol or rel_tol; else by their canonical spelling
    double abs_tol = 0, rel_tol = 0;
};

// `whole_numbers`: an integer is never the same as a double (a design
// method declared to return an int that returned 4.0000001); else an
// integer and a double that print alike are (a double method's 3 and 3.00000).
bool same(const Value& e, const Value& g, const Tolerance& t, bool whole_numbers = false) {
    if (whole_numbers) {
        auto x = number_of(e), y = number_of(g);
        if (x && y) return e.data.index() == g.data.index() && format_value(e) == format_value(g);
    }
    if (t.numeric) {
        auto x = number_of(e), y = number_of(g);
        if (x && y) {
            // A hair of slack for the subtraction itself: 1 + 1e-5 minus 1 is
            // 1.0000000000065512e-05 in doubles, and is within 1e-5.
            const double diff = std::fabs(*x - *y), slack = 1 + 1e-9;
            return diff <= t.abs_tol * slack || diff <= t.rel_tol * std::fabs(*x) * slack;
        }
    } else {
        // An integer and a double that print alike are the same (3 and 3.00000 in a design answer).
        auto x = number_of(e), y = number_of(g);
        if (x && y) return e.data.index() == g.data.index() ? format_value(e) == format_value(g)
                                                            : lcio::format_double(*x) == lcio::format_double(*y);
    }
    const auto *a = list_of(e), *b = list_of(g);
    if (a && b) {
        if (a->size() != b->size()) return false;
        for (std::size_t i = 0; i < a->size(); ++i)
            if (!same((*a)[i], (*b)[i], t, whole_numbers)) return false;
        return true;
    }
    if (a || b) return false;
    return e.data.index() == g.data.index() && format_value(e) == format_value(g);
}

// The first place two literals differ, as a path ("[2][0]"), and the two
// there; empty when they are the same.
bool first_difference(const Value& e, const Value& g, const Tolerance& t, std::string& path, std::string& ev,
                      std::string& gv) {
    const auto *a = list_of(e), *b = list_of(g);
    if (a && b && a->size() == b->size()) {
        for (std::size_t i = 0; i < a->size(); ++i) {
            std::string inner;
            if (first_difference((*a)[i], (*b)[i], t, inner, ev, gv)) {
                path = "[" + std::to_string(i) + "]" + inner;
                return true;
            }
        }
        return false;
    }
    if (same(e, g, t)) return false;
    // Under a tolerance a double is shown as the driver wrote it, every digit
    // that matters ("got 1.0000101", not its rounding "1.00001").
    auto shown = [&t](const Value& v) {
        const double* x = std::get_if<double>(&v.data);
        return t.numeric && x ? lcio::format_double_answer(*x) : format_value(v);
    };
    ev = shown(e);
    gv = shown(g);
    if (a && b) {
        ev += " (" + std::to_string(a->size()) + " elements)";
        gv += " (" + std::to_string(b->size()) + ")";
    }
    return true;
}

class Builtin : public AnswerChecker {
public:
    explicit Builtin(const Problem& problem) : m_problem(problem) {
        m_tolerance.numeric = problem.checker == "float";
        m_tolerance.abs_tol = problem.compare.abs_tol;
        m_tolerance.rel_tol = problem.compare.rel_tol;
    }

protected:
    CheckResult compare(std::string_view input, std::string_view expected, std::string_view got) const override {
        // Any answer of the right type: a problem that allows several
        // answers and has no checker program of its own is judged for
        // format, time, memory and crashes only (docs/importing.md).
        if (m_problem.checker == "any_answer") {
            const std::string g = normalize_output(got);
            const TypeSpec type = m_problem.signature.answer_type();
            try {
                lcio::Scanner s(g);
                read_value(s, type);
                if (!s.at_end()) s.fail("the end of the answer");
                return {true, ""};
            } catch (const lcio::ParseError& e) {
                return {false, "not an answer of type " + type.cpp_name() + ": " + e.message + " in " + quoted_excerpt(g)};
            }
        }
        if (m_problem.checker == "exact") {
            CheckResult r = check_exact(expected, got);
            if (r.ok || !m_problem.signature.design) return r;
        }
        std::string why;
        const std::string g = normalize_output(got);
        if (g.empty()) return {false, "no output, expected " + quoted_excerpt(normalize_output(expected))};
        auto ev = literal_of(expected, nullptr);
        if (!ev) throw JudgeError("the expected answer is not a literal: " + quoted_excerpt(expected));
        auto gv = literal_of(g, &why);
        if (!gv) return {false, "the answer is not a literal (" + why + "): " + quoted_excerpt(g)};
        if (m_problem.signature.design) return design(input, *ev, *gv);
        if (m_problem.checker == "any_order") return any_order(*ev, *gv);
        std::string path, e, x;
        if (!first_difference(*ev, *gv, m_tolerance, path, e, x)) return {true, ""};
        std::string within;
        if (m_tolerance.numeric)
            within = " (beyond the tolerance: " + lcio::format_double(m_problem.compare.abs_tol) + " absolute, " +
                     lcio::format_double(m_problem.compare.rel_tol) + " relative)";
        return {false, (path.empty() ? "" : "at " + path + ": ") + "expected " + excerpt(e) + ", got " + excerpt(x) +
                           within};
    }

private:
    // Whether the design method `name` is declared to return no double (an
    // int, a bool, a list of ints...): its answer must then be whole numbers.
    bool returns_no_double(const std::string& name) const {
        for (const Method& m : m_problem.signature.methods)
            if (m.name == name) return !m.returns.uses(TypeKind::Double);
        return false;
    }

    // Each call's answer in turn; the first wrong one named with its arguments.
    CheckResult design(std::string_view input, const Value& expected, const Value& got) const {
        const auto *e = list_of(expected), *g = list_of(got);
        if (!g) return {false, "expected a list of the calls' answers, got " + excerpt(format_value(got))};
        if (!e) throw JudgeError("a design problem's expected answer is not a list");
        std::vector<DesignCall> calls;
        try {
            lcio::Scanner s(input);
            calls = read_case(s, m_problem.signature, [&](std::size_t) { s.fail("the calls"); });
        } catch (const lcio::ParseError&) {
        }
        for (std::size_t i = 0; i < e->size() && i < g->size(); ++i)
            if (!same((*e)[i], (*g)[i], m_tolerance, i < calls.size() && returns_no_double(calls[i].name))) {
                const std::string call = i < calls.size() ? " " + excerpt(calls[i].display()) : "";
                return {false, "call " + std::to_string(i + 1) + call + ": expected " + excerpt(format_value((*e)[i])) +
                                   ", got " + excerpt(format_value((*g)[i]))};
            }
        if (e->size() != g->size())
            return {false, "expected " + std::to_string(e->size()) + " answers (one a call), got " +
                               std::to_string(g->size())};
        return {true, ""};
    }

    // The top-level list's elements as a multiset (each inner list sorted
    // first with inner_any_order).
    std::string key(const Value& v) const {
        const auto* items = list_of(v);
        if (!m_problem.compare.inner_any_order || !items) return format_value(v);
        std::vector<std::string> keys;
        for (const auto& item : *items)
            keys.push_back(format_value(item));
        std::sort(keys.begin(), keys.end());
        std::string out = "[";
        for (std::size_t i = 0; i < keys.size(); ++i)
            out += (i ? "," : "") + keys[i];
        return out + "]";
    }

    CheckResult any_order(const Value& expected, const Value& got) const {
        const auto *e = list_of(expected), *g = list_of(got);
        if (!e) throw JudgeError("checker any_order: the expected answer is not a list");
        if (!g) return {false, "expected a list, got " + excerpt(format_value(got))};
        std::vector<std::string> ek, gk;
        for (const auto& v : *e)
            ek.push_back(key(v));
        for (const auto& v : *g)
            gk.push_back(key(v));
        std::sort(ek.begin(), ek.end());
        std::sort(gk.begin(), gk.end());
        if (ek == gk) return {true, ""};
        if (ek.size() != gk.size())
            return {false, "expected " + std::to_string(ek.size()) + " elements (in any order), got " +
                               std::to_string(gk.size())};
        std::vector<std::string> missing, extra;
        std::set_difference(ek.begin(), ek.end(), gk.begin(), gk.end(), std::back_inserter(missing));
        std::set_difference(gk.begin(), gk.end(), ek.begin(), ek.end(), std::back_inserter(extra));
        return {false, "in any order: expected " + excerpt(missing.front()) + ", missing; got " +
                           excerpt(extra.front()) + ", not expected"};
    }

    const Problem m_problem;  // a copy: the checker may outlive the caller's
    Tolerance m_tolerance;
};

}  // namespace

// The driver's notes, each a sentence of the judge's (runtime/leetcode_nodes.hpp,
// runtime/python_driver.py) with at most numbers filled in. The driver runs
// in the submission's process, which can write anything where the driver
// writes: only an answer that is one of these sentences, whole, is taken as
// the reason; any other text, "judge driver: " or not, is the program's
// answer and is compared as one.
namespace {

std::optional<std::string> driver_note(std::string_view got) {
    if (got.substr(0, k_driver_note.size()) != k_driver_note) return std::nullopt;
    const std::string line = normalize_output(got.substr(k_driver_note.size()));
    if (line.size() > 200 || line.find('\n') != std::string::npos) return std::nullopt;
    static const std::regex sentences(
        "the returned list is cyclic: node [1-9][0-9]{0,9}'s next is node [1-9][0-9]{0,9} \\(counting from 1 at the head\\)"
        "|the returned list is longer than [1-9][0-9]{0,9} nodes"
        "|the returned tree is not a tree: a node is reached twice \\(a cycle or a shared child\\)"
        "|the returned tree has more than [1-9][0-9]{0,9} nodes"
        "|the returned value contains itself, or nests deeper than Python's recursion limit");
    if (!std::regex_match(line, sentences)) return std::nullopt;
    return line;
}

}  // namespace

CheckResult AnswerChecker::check(std::string_view input, std::string_view expected, std::string_view got) const {
    CheckResult r = compare(input, expected, got);
    if (!r.ok)
        if (auto note = driver_note(got)) r.message = *note;
    return r;
}

// The first line that really differs: a changed line, or an extra or a
// missing one when one output is the other plus lines (an answer printed
// twice reads "extra line 2", not "line 1 differs - expected '0', found '0'").
CheckResult check_exact(std::string_view expected, std::string_view got) {
    std::string e = normalize_output(expected), g = normalize_output(got);
    if (e == g) return {true, ""};
    if (g.empty()) return {false, "no output, expected " + quoted_excerpt(e)};
    const auto el = split_lines(e), gl = split_lines(g);
    std::size_t i = 0;
    while (i < el.size() && i < gl.size() && el[i] == gl[i])
        ++i;
    const std::string counts =
        el.size() == gl.size() ? ""
                               : " (expected " + lines_count(el.size()) + ", found " + std::to_string(gl.size()) + ")";
    const std::string line = std::to_string(i + 1);
    if (i == el.size()) {
        // The first extra line with something on it (blank ones are only the way there).
        std::size_t shown = i;
        while (shown + 1 < gl.size() && gl[shown].find_first_not_of(" \t\r") == std::string_view::npos)
            ++shown;
        return {false, "extra line " + std::to_string(shown + 1) + " after the expected answer: " +
                           quoted_excerpt(gl[shown]) + counts};
    }
    if (i == gl.size()) return {false, "line " + line + " missing - expected " + quoted_excerpt(el[i]) + counts};
    if (el.size() == 1 && gl.size() == 1)
        return {false, "expected " + quoted_excerpt(el[i]) + ", found " + quoted_excerpt(gl[i])};
    return {false, "line " + line + " differs - expected " + quoted_excerpt(el[i]) + ", found " +
                       quoted_excerpt(gl[i]) + counts};
}

namespace {

class Unanswered : public AnswerChecker {
public:
    Unanswered(std::unique_ptr<AnswerChecker> inner, const Problem& problem) : m_inner(std::move(inner)), m_problem(problem) {
        m_problem.checker = "any_answer";
        m_type_only = builtin_checker(m_problem);
    }

protected:
    CheckResult compare(std::string_view input, std::string_view expected, std::string_view got) const override {
        return expected.empty() ? m_type_only->check(input, expected, got) : m_inner->check(input, expected, got);
    }

private:
    std::unique_ptr<AnswerChecker> m_inner, m_type_only;
    Problem m_problem;
};

}  // namespace

std::unique_ptr<AnswerChecker> with_unanswered(std::unique_ptr<AnswerChecker> inner, const Problem& problem) {
    return std::make_unique<Unanswered>(std::move(inner), problem);
}

std::unique_ptr<AnswerChecker> builtin_checker(const Problem& problem) {
    if (problem.checker == "exact" || problem.checker == "any_order" || problem.checker == "float" ||
        problem.checker == "any_answer")
        return std::make_unique<Builtin>(problem);
    if (problem.checker == "program")
        throw JudgeError("problem " + problem.id + ": its checker is a program, built by the problem's tools");
    throw JudgeError("unknown checker '" + problem.checker + "' (known: exact, any_order, float, any_answer, program)");
}

}  // namespace judge
