// Checker for 667 (protocol: judge/runtime/checker_main.hpp): any list of
// 1..n whose neighbours' gaps take exactly k values is right; the expected
// answer (the reference's list) is not needed.
#include <string>
#include <vector>

#include "arrangement.hpp"
#include "checker_main.hpp"

namespace {

std::string wrong(std::string_view input, std::string_view, std::string_view got) {
    lcio::Scanner in(input);
    const int n = lcio::Literal<int>::read(in);
    const int k = lcio::Literal<int>::read(in);
    lcio::Scanner answer(got);
    return arrangement::wrong(n, k, lcio::Literal<std::vector<int>>::read(answer));
}

}  // namespace

int main(int argc, char** argv) { return lcio::checker_main(argc, argv, wrong); }
