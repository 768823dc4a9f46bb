// Validator for 1: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <unordered_map>
#include <vector>

#include "validator_main.hpp"

namespace {

struct Input {
    std::vector<int> nums;
    int target = 0;
};

Input read_input(std::string_view text) {
    lcio::Scanner scanner(text);
    Input in;
    in.nums = lcio::Literal<std::vector<int>>::read(scanner);
    in.target = lcio::Literal<int>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of input");
    return in;
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Input in;
    try {
        in = read_input(text);
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const auto n = in.nums.size();
    if (n < 2 || n > 10000) return "2 <= nums.length <= 10^4 is broken: nums has " + std::to_string(n) + " entries";
    for (std::size_t i = 0; i < n; ++i)
        if (in.nums[i] < -1000000000 || in.nums[i] > 1000000000)
            return "-10^9 <= nums[i] <= 10^9 is broken: nums[" + std::to_string(i) + "] is " +
                   std::to_string(in.nums[i]);
    if (in.target < -1000000000 || in.target > 1000000000)
        return "-10^9 <= target <= 10^9 is broken: target is " + std::to_string(in.target);
    // Pairs i < j with nums[i] + nums[j] == target, counted by value.
    std::unordered_map<long long, long long> count;
    for (int x : in.nums) ++count[x];
    long long pairs = 0;
    for (const auto& [v, c] : count) {
        const long long w = in.target - v;
        if (v < w) {
            auto it = count.find(w);
            if (it != count.end()) pairs += c * it->second;
        } else if (v == w) {
            pairs += c * (c - 1) / 2;
        }
    }
    if (pairs != 1)
        return "exactly one pair i < j with nums[i] + nums[j] == target is broken: there are " +
               std::to_string(pairs);
    return "";
}

// The answer is the one pair: two different indices whose entries add up.
std::string broken_answer(std::string_view input, std::string_view text) {
    const Input in = read_input(input);
    lcio::Scanner scanner(text);
    const auto answer = lcio::Literal<std::vector<int>>::read(scanner);
    const int n = static_cast<int>(in.nums.size());
    if (answer.size() != 2) return "the answer has two indices, not " + std::to_string(answer.size());
    for (int x : answer)
        if (x < 0 || x >= n) return "index " + std::to_string(x) + " is outside nums";
    if (answer[0] == answer[1]) return "the two indices must differ, both are " + std::to_string(answer[0]);
    if (static_cast<long long>(in.nums[answer[0]]) + in.nums[answer[1]] != in.target)
        return "nums[" + std::to_string(answer[0]) + "] + nums[" + std::to_string(answer[1]) + "] is not target";
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
