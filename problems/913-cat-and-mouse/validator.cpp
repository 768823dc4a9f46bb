// Validator for 913: reads one test input on stdin; exits 0 when it meets
// every constraint of the statement, else prints the first broken one on
// one line and exits 1.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "leetcode_io.hpp"

namespace {

int invalid(const std::string& message) {
    std::printf("%s\n", message.c_str());
    return 1;
}

}  // namespace

int main() {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    std::vector<std::vector<int>> graph;
    try {
        lcio::Scanner scanner(text);
        graph = lcio::Literal<std::vector<std::vector<int>>>::read(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return invalid(std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message);
    }
    const int n = static_cast<int>(graph.size());
    if (n < 3 || n > 50) return invalid("3 <= graph.length <= 50 is broken: the graph has " + std::to_string(n) + " nodes");
    for (int i = 0; i < n; ++i) {
        const auto& adj = graph[i];
        std::string at = "graph[" + std::to_string(i) + "]";
        if (adj.empty()) return invalid("1 <= graph[i].length is broken: " + at + " is empty (every node needs a neighbour)");
        if (static_cast<int>(adj.size()) >= n)
            return invalid("graph[i].length < graph.length is broken: " + at + " has " + std::to_string(adj.size()) + " entries");
        std::set<int> seen;
        for (int x : adj) {
            if (x < 0 || x >= n)
                return invalid("0 <= graph[i][j] < graph.length is broken: " + at + " contains " + std::to_string(x));
            if (x == i) return invalid("graph[i][j] != i is broken: " + at + " contains " + std::to_string(i) + " (a self-loop)");
            if (!seen.insert(x).second)
                return invalid("graph[i] entries must be distinct: " + at + " lists " + std::to_string(x) + " twice");
        }
    }
    for (int i = 0; i < n; ++i)
        for (int x : graph[i]) {
            bool back = false;
            for (int y : graph[x]) back |= y == i;
            if (!back)
                return invalid("the graph must be undirected: " + std::to_string(x) + " is in graph[" + std::to_string(i) +
                               "] but " + std::to_string(i) + " is not in graph[" + std::to_string(x) + "]");
        }
    bool cat_can_move = false;
    for (int x : graph[2]) cat_can_move |= x != 0;
    if (!cat_can_move) return invalid("the cat must be able to move: node 2 has no neighbour other than the hole 0");
    return 0;
}
