// Validator for 4: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

struct Input {
    std::vector<int> nums1, nums2;
};

Input read_input(std::string_view text) {
    lcio::Scanner scanner(text);
    Input in;
    in.nums1 = lcio::Literal<std::vector<int>>::read(scanner);
    in.nums2 = lcio::Literal<std::vector<int>>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of input");
    return in;
}

std::string broken_array(const std::vector<int>& a, const std::string& name) {
    if (a.size() > 1000)
        return "0 <= " + std::string(name == "nums1" ? "m" : "n") + " <= 1000 is broken: " + name + " has " +
               std::to_string(a.size()) + " entries";
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] < -1000000 || a[i] > 1000000)
            return "-10^6 <= " + name + "[i] <= 10^6 is broken: " + name + "[" + std::to_string(i) + "] is " +
                   std::to_string(a[i]);
        if (i > 0 && a[i - 1] > a[i])
            return name + " must be sorted in non-decreasing order: " + name + "[" + std::to_string(i - 1) + "] = " +
                   std::to_string(a[i - 1]) + " > " + name + "[" + std::to_string(i) + "] = " + std::to_string(a[i]);
    }
    return "";
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Input in;
    try {
        in = read_input(text);
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    if (auto why = broken_array(in.nums1, "nums1"); !why.empty()) return why;
    if (auto why = broken_array(in.nums2, "nums2"); !why.empty()) return why;
    if (in.nums1.empty() && in.nums2.empty()) return "1 <= m + n is broken: both arrays are empty";
    return "";
}

// The answer is the median itself (to the printed five decimals).
std::string broken_answer(std::string_view input, std::string_view text) {
    const Input in = read_input(input);
    lcio::Scanner scanner(text);
    const double answer = lcio::Literal<double>::read(scanner);
    std::vector<long long> all(in.nums1.begin(), in.nums1.end());
    all.insert(all.end(), in.nums2.begin(), in.nums2.end());
    std::sort(all.begin(), all.end());
    const std::size_t t = all.size();
    const double median = (all[(t - 1) / 2] + all[t / 2]) / 2.0;
    if (std::fabs(answer - median) > 1e-6)
        return "the median is " + std::to_string(median) + ", not " + std::to_string(answer);
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
