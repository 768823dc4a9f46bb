#include "outside_text.hpp"
#include "run_changes.hpp"

#include <fmt/format.h>

#include <map>

#include "plural.hpp"
#include "safe_text.hpp"

namespace judge {

namespace {

std::string names_of(const std::vector<std::string>& items) {
    std::string out;
    const std::size_t shown = std::min<std::size_t>(items.size(), 5);
    for (std::size_t i = 0; i < shown; ++i)
        out += (i ? ", " : "") + items[i];
    if (items.size() > shown) out += fmt::format(" and {} more", items.size() - shown);
    return out;
}

}  // namespace

std::string run_changes(const std::vector<TestResult>& before, const std::vector<TestResult>& now) {
    std::map<std::string, Verdict> earlier;
    for (const auto& t : before)
        earlier.emplace(t.name.bytes(), t.verdict);
    std::vector<std::string> fixed, broken, other;
    int both = 0;
    for (const auto& t : now) {
        auto it = earlier.find(t.name.bytes());
        if (it == earlier.end()) continue;
        ++both;
        if (it->second == t.verdict) continue;
        const std::string name = on_terminal(t.name);
        if (t.verdict == Verdict::AC)
            fixed.push_back(name);
        else if (it->second == Verdict::AC)
            broken.push_back(name + ": AC -> " + verdict_name(t.verdict));
        else
            other.push_back(name + ": " + verdict_name(it->second) + " -> " + verdict_name(t.verdict));
    }
    if (both == 0) return "since the last run: no test judged both times";
    if (fixed.empty() && broken.empty() && other.empty())
        return fmt::format("since the last run: no verdict changed ({} judged both times)",
                           counted(both, "test", "tests"));
    std::vector<std::string> parts;
    if (!fixed.empty()) parts.push_back(fmt::format("{} now pass{} ({})", fixed.size(), fixed.size() == 1 ? "es" : "", names_of(fixed)));
    if (!broken.empty()) parts.push_back(fmt::format("{} now fail{} ({})", broken.size(), broken.size() == 1 ? "s" : "", names_of(broken)));
    if (!other.empty()) parts.push_back(fmt::format("{} fail{} otherwise ({})", other.size(), other.size() == 1 ? "s" : "", names_of(other)));
    std::string out = "since the last run: ";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? "; " : "") + parts[i];
    return out;
}

}  // namespace judge
