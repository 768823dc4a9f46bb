// Validator for 23: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp). A vector of lists is read as
// what it is in LeetCode's syntax: a list of lists of int.
#include <algorithm>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

using Lists = std::vector<std::vector<int>>;

// The lists of a valid input (the caller has checked it).
Lists read_lists(std::string_view text) {
    lcio::Scanner scanner(text);
    return lcio::Literal<Lists>::read(scanner);
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Lists lists;
    try {
        lcio::Scanner scanner(text);
        lists = lcio::Literal<Lists>::read(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const std::size_t k = lists.size();
    if (k > 10000) return "0 <= k <= 10^4 is broken: there are " + std::to_string(k) + " lists";
    std::size_t total = 0;
    for (std::size_t i = 0; i < k; ++i) {
        const auto& list = lists[i];
        const std::string at = "lists[" + std::to_string(i) + "]";
        if (list.size() > 500)
            return "0 <= lists[i].length <= 500 is broken: " + at + " has " + std::to_string(list.size()) + " nodes";
        for (std::size_t j = 0; j < list.size(); ++j) {
            if (list[j] < -10000 || list[j] > 10000)
                return "-10^4 <= lists[i][j] <= 10^4 is broken: " + at + "[" + std::to_string(j) + "] is " +
                       std::to_string(list[j]);
            if (j > 0 && list[j] < list[j - 1])
                return "lists[i] must be sorted in non-decreasing order: " + at + "[" + std::to_string(j) + "] = " +
                       std::to_string(list[j]) + " comes after " + std::to_string(list[j - 1]);
        }
        total += list.size();
    }
    if (total > 10000) return "the sum of lists[i].length <= 10^4 is broken: the lists hold " + std::to_string(total) + " nodes";
    return "";
}

// The merged list is unique: every node of the input, in non-decreasing order.
std::string broken_answer(std::string_view input, std::string_view text) {
    lcio::Scanner scanner(text);
    const std::vector<int> answer = lcio::Literal<std::vector<int>>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of the answer");
    std::vector<int> all;
    for (const auto& list : read_lists(input)) all.insert(all.end(), list.begin(), list.end());
    std::sort(all.begin(), all.end());
    if (answer.size() != all.size())
        return "the answer has " + std::to_string(answer.size()) + " nodes, the lists " + std::to_string(all.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        if (answer[i] != all[i])
            return "node " + std::to_string(i + 1) + " of the answer is " + std::to_string(answer[i]) +
                   ", the merged lists have " + std::to_string(all[i]) + " there";
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
