// The same program the judge runs for 913 (prelude, solution, a main that
// reads the argument and prints the answer), built by hand for the floor.
#include <bits/stdc++.h>
using namespace std;
#include "leetcode_io.hpp"
#include "../solutions/913/accepted/retrograde.cpp"
int main() {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    lcio::Scanner s(text);
    auto g = lcio::Literal<vector<vector<int>>>::read(s);
    std::string out;
    lcio::Literal<int>::write(out, Solution().catMouseGame(g));
    std::printf("%s\n", out.c_str());
}
