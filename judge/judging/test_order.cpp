#include "test_order.hpp"

#include <algorithm>
#include <tuple>

namespace judge {

std::string test_group(const std::string& name) {
    const auto slash = name.rfind('/');
    return slash == std::string::npos ? "" : name.substr(0, slash);
}

void order_small_first(std::vector<TestCase>& tests) {
    std::stable_sort(tests.begin(), tests.end(), [](const TestCase& a, const TestCase& b) {
        const std::string ga = test_group(a.name.bytes()), gb = test_group(b.name.bytes());
        if (ga != gb) return test_name_less(ga, gb);
        if (a.input.size() != b.input.size()) return a.input.size() < b.input.size();
        return test_name_less(a.name.bytes(), b.name.bytes());
    });
}

std::optional<std::size_t> lead_failure(const std::vector<std::pair<Verdict, std::size_t>>& judged) {
    std::optional<std::size_t> lead;
    for (std::size_t i = 0; i < judged.size(); ++i) {
        if (judged[i].first == Verdict::AC) continue;
        if (!lead || judged[i].second < judged[*lead].second) lead = i;
    }
    return lead;
}

std::optional<std::size_t> lead_failure(const std::vector<TestResult>& tests) {
    std::vector<std::pair<Verdict, std::size_t>> judged;
    judged.reserve(tests.size());
    for (const auto& t : tests) judged.emplace_back(t.verdict, t.input.size());
    return lead_failure(judged);
}

}  // namespace judge
