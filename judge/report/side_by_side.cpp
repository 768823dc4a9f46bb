#include "side_by_side.hpp"

#include <algorithm>

#include "columns.hpp"
#include "safe_text.hpp"

namespace judge {

std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::vector<SideRow> side_by_side(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    const std::size_t n = a.size(), m = b.size();
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    std::vector<SideRow> rows;
    std::vector<std::string> only_a, only_b;
    auto flush = [&] {
        const std::size_t both = std::min(only_a.size(), only_b.size());
        for (std::size_t k = 0; k < both; ++k)
            rows.push_back({only_a[k], only_b[k], '|'});
        for (std::size_t k = both; k < only_a.size(); ++k)
            rows.push_back({only_a[k], "", '<'});
        for (std::size_t k = both; k < only_b.size(); ++k)
            rows.push_back({"", only_b[k], '>'});
        only_a.clear();
        only_b.clear();
    };
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            flush();
            rows.push_back({a[i++], b[j++], ' '});
        } else if (j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) {
            only_a.push_back(a[i++]);
        } else {
            only_b.push_back(b[j++]);
        }
    }
    flush();
    return rows;
}

std::string format_side_by_side(const std::vector<SideRow>& rows, std::size_t width) {
    auto fit = [width](const std::string& line) {
        std::string v = visible(line);
        for (auto pos = v.find('\t'); pos != std::string::npos; pos = v.find('\t'))
            v.replace(pos, 1, "    ");
        return fit_columns(v, width);
    };
    std::string out;
    for (const auto& r : rows) {
        std::string line = fit(r.left) + " " + r.mark + " " + fit(r.right);
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    return out;
}

}  // namespace judge
