// Validator for 667: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "arrangement.hpp"
#include "validator_main.hpp"

namespace {

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    int n = 0, k = 0;
    try {
        lcio::Scanner scanner(text);
        n = lcio::Literal<int>::read(scanner);
        k = lcio::Literal<int>::read(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    if (n > 10000) return "n <= 10^4 is broken: n is " + std::to_string(n);
    if (k < 1) return "1 <= k is broken: k is " + std::to_string(k);
    if (k >= n) return "k < n is broken: k is " + std::to_string(k) + ", n is " + std::to_string(n);
    return "";
}

// The reference's answer must itself be a right one.
std::string broken_answer(std::string_view input, std::string_view text) {
    lcio::Scanner in(input);
    const int n = lcio::Literal<int>::read(in);
    const int k = lcio::Literal<int>::read(in);
    lcio::Scanner scanner(text);
    return arrangement::wrong(n, k, lcio::Literal<std::vector<int>>::read(scanner));
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
