// Validator for 913: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    std::vector<std::vector<int>> graph;
    try {
        lcio::Scanner scanner(text);
        graph = lcio::Literal<std::vector<std::vector<int>>>::read(scanner);
        if (!scanner.at_end()) scanner.fail("end of input");
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const int n = static_cast<int>(graph.size());
    if (n < 3 || n > 50) return lcio::where(text, {0}) + "3 <= graph.length <= 50 is broken: the graph has " + std::to_string(n) + " nodes";
    for (int i = 0; i < n; ++i) {
        const auto& adj = graph[i];
        std::string at = "graph[" + std::to_string(i) + "]";
        if (adj.empty()) return lcio::where(text, {0, static_cast<std::size_t>(i)}) + "1 <= graph[i].length is broken: " + at + " is empty (every node needs a neighbour)";
        if (static_cast<int>(adj.size()) >= n)
            return lcio::where(text, {0, static_cast<std::size_t>(i)}) + "graph[i].length < graph.length is broken: " + at + " has " + std::to_string(adj.size()) + " entries";
        std::set<int> seen;
        for (std::size_t k = 0; k < adj.size(); ++k) {
            const int x = adj[k];
            const std::string place = lcio::where(text, {0, static_cast<std::size_t>(i), k});
            if (x < 0 || x >= n)
                return place + "0 <= graph[i][j] < graph.length is broken: " + at + " contains " + std::to_string(x);
            if (x == i)
                return place + "graph[i][j] != i is broken: " + at + " contains " + std::to_string(i) + " (a self-loop)";
            if (!seen.insert(x).second)
                return place + "graph[i] entries must be distinct: " + at + " lists " + std::to_string(x) + " twice";
        }
    }
    for (int i = 0; i < n; ++i)
        for (std::size_t k = 0; k < graph[i].size(); ++k) {
            const int x = graph[i][k];
            bool back = false;
            for (int y : graph[x]) back |= y == i;
            if (!back)
                return lcio::where(text, {0, static_cast<std::size_t>(i), k}) + "the graph must be undirected: " + std::to_string(x) + " is in graph[" + std::to_string(i) +
                               "] but " + std::to_string(i) + " is not in graph[" + std::to_string(x) + "]";
        }
    bool cat_can_move = false;
    for (int x : graph[2]) cat_can_move |= x != 0;
    if (!cat_can_move) return lcio::where(text, {0, 2}) + "the cat must be able to move: node 2 has no neighbour other than the hole 0";
    return "";
}

// The game has three outcomes, whatever the graph.
std::string broken_answer(std::string_view, std::string_view text) {
    lcio::Scanner scanner(text);
    const int answer = lcio::Literal<int>::read(scanner);
    if (answer >= 0 && answer <= 2) return "";
    return "the answer is 0 (a draw), 1 (the mouse wins) or 2 (the cat wins), not " + std::to_string(answer);
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
