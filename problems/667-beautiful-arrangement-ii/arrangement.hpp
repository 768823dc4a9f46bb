// What makes an answer to 667 right, shared by the checker and the
// validator (which asks it of the reference's answers).
#pragma once

#include <cstdlib>
#include <string>
#include <vector>

namespace arrangement {

// "" when `a` is 1..n in some order with exactly k different gaps between
// neighbours, else the first thing wrong with it.
inline std::string wrong(int n, int k, const std::vector<int>& a) {
    if (static_cast<long long>(a.size()) != n)
        return "the list has " + std::to_string(a.size()) + " numbers, n is " + std::to_string(n);
    std::vector<int> at(n + 1, -1);
    for (int i = 0; i < n; ++i) {
        if (a[i] < 1 || a[i] > n)
            return "a[" + std::to_string(i) + "] is " + std::to_string(a[i]) + ", outside 1.." + std::to_string(n);
        if (at[a[i]] >= 0)
            return std::to_string(a[i]) + " appears twice, at " + std::to_string(at[a[i]]) + " and " +
                   std::to_string(i);
        at[a[i]] = i;
    }
    std::vector<bool> seen(n, false);
    int distinct = 0;
    for (int i = 0; i + 1 < n; ++i) {
        const int gap = std::abs(a[i] - a[i + 1]);
        if (!seen[gap]) {
            seen[gap] = true;
            ++distinct;
        }
    }
    if (distinct != k)
        return "the gaps take " + std::to_string(distinct) + " different values, k is " + std::to_string(k);
    return "";
}

}  // namespace arrangement
