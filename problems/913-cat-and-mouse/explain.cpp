// Why the answer is what it is: the game's value and one optimal line of
// play from the start, by the exact analysis of game.hpp. The winner wins as
// fast as it can, the loser holds out as long as it can; in a draw both keep
// to drawn positions until one repeats.
//   explain json < input   {"result": R, "plies": P, "line": [[mouse, cat], ...]}
//   explain text < input   the same for a terminal
//   explain hint GOT < input  one line on why GOT is not the answer
//   explain svg < input    one SVG frame per ply (class "frame"), for reports
#include <cmath>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "game.hpp"
#include "leetcode_io.hpp"

int main(int argc, char** argv) {
    const bool json = argc > 1 && std::string(argv[1]) == "json";
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    lcio::Scanner scanner(text);
    auto graph = lcio::Literal<std::vector<std::vector<int>>>::read(scanner);
    auto a = cat_mouse::analyse(graph);
    const int result = a.result();

    // Follow the analysis: each move keeps the value and takes one ply off
    // the depth; in a draw, any move to a drawn position, until one repeats.
    std::vector<std::array<int, 3>> line{{1, 2, 0}};
    std::set<std::array<int, 3>> seen{line[0]};
    int cycle_start = -1;
    for (;;) {
        auto [m, c, t] = line.back();
        if (m == 0 || m == c) break;
        std::array<int, 3> next{-1, -1, -1};
        for (int x : graph[t == 0 ? m : c]) {
            if (t == 1 && x == 0) continue;
            int nm = t == 0 ? x : m, nc = t == 0 ? c : x;
            bool keeps = a.result(nm, nc, 1 - t) == a.result(m, c, t);
            bool on_time = result == cat_mouse::k_draw || a.plies(nm, nc, 1 - t) == a.plies(m, c, t) - 1;
            if (keeps && on_time) {
                next = {nm, nc, 1 - t};
                break;
            }
        }
        if (next[0] < 0) break;  // cannot happen for a consistent analysis
        if (!seen.insert(next).second) {
            for (std::size_t i = 0; i < line.size(); ++i)
                if (line[i] == next) cycle_start = static_cast<int>(i);
            line.push_back(next);
            break;
        }
        line.push_back(next);
    }
    const int plies = static_cast<int>(line.size()) - 1;
    if (argc > 2 && std::string(argv[1]) == "hint") {
        // Only what is known: the game's value and its depth, and what the
        // answer given says. Not a guess at the cause (a capped search, a
        // cycle taken for a draw: many wrong ideas give the same answer).
        const std::string got = argv[2];
        auto count = [](int n) { return std::to_string(n) + (n == 1 ? " ply" : " plies"); };
        const std::string says = got == "0"   ? "a draw"
                                 : got == "1" ? "a mouse win"
                                 : got == "2" ? "a cat win"
                                              : "not a result (0, 1 or 2)";
        const std::string answer = "; the answer given, " + got + ", is " + says;
        if (result == cat_mouse::k_draw) {
            std::printf("neither player can force a win: the mouse can keep to a cycle of %s%s\n",
                        count(plies - cycle_start).c_str(), answer.c_str());
        } else if (result == cat_mouse::k_mouse && plies == 1) {
            std::printf("the mouse wins in 1 ply: it moves straight into the hole%s\n", answer.c_str());
        } else {
            const char* winner = result == cat_mouse::k_mouse ? "the mouse" : "the cat";
            std::printf("%s wins by force in %s%s\n", winner, count(plies).c_str(), answer.c_str());
        }
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "svg") {
        // Nodes on a circle; the hole ringed; the mouse blue, the cat red.
        const int n = static_cast<int>(graph.size());
        const double pi = 3.14159265358979;
        auto x = [&](int v) { return 200 + 160 * std::cos(2 * pi * v / n - pi / 2); };
        auto y = [&](int v) { return 200 + 160 * std::sin(2 * pi * v / n - pi / 2); };
        std::string edges;
        for (int a = 0; a < n; ++a)
            for (int b : graph[a])
                if (a < b)
                    edges += "<line x1='" + std::to_string(x(a)) + "' y1='" + std::to_string(y(a)) + "' x2='" +
                             std::to_string(x(b)) + "' y2='" + std::to_string(y(b)) + "' stroke='#bbb'/>";
        for (std::size_t i = 0; i < line.size() && i <= 400; ++i) {
            auto [m, c, t] = line[i];
            std::printf("<svg class='frame' data-ply='%zu' viewBox='0 0 400 400' width='400' height='400'>%s", i, edges.c_str());
            for (int v = 0; v < n; ++v) {
                const char* fill = v == m && v == c ? "#808" : v == m ? "#27f" : v == c ? "#e33" : "#fff";
                std::printf("<circle cx='%.1f' cy='%.1f' r='11' fill='%s' stroke='%s' stroke-width='%d'/>"
                            "<text x='%.1f' y='%.1f' font-size='10' text-anchor='middle'>%d</text>",
                            x(v), y(v), fill, v == 0 ? "#000" : "#666", v == 0 ? 4 : 1, x(v), y(v) + 3.5, v);
            }
            std::printf("<text x='8' y='16' font-size='13'>ply %zu: mouse %d, cat %d%s</text></svg>\n", i, m, c,
                        m == 0 ? " (in the hole)" : m == c ? " (caught)" : "");
        }
        return 0;
    }
    if (json) {
        std::string out = "{\"result\": " + std::to_string(result) + ", \"plies\": " + std::to_string(plies) + ", \"line\": [";
        for (std::size_t i = 0; i < line.size(); ++i)
            out += (i ? ", [" : "[") + std::to_string(line[i][0]) + "," + std::to_string(line[i][1]) + "]";
        out += "]";
        if (cycle_start >= 0) out += ", \"cycle_start\": " + std::to_string(cycle_start);
        std::printf("%s}\n", out.c_str());
        return 0;
    }
    const char* names[] = {"a draw", "the mouse wins", "the cat wins"};
    if (result == cat_mouse::k_draw)
        std::printf("Result 0: a draw. Neither can force a win; the mouse stays safe on this cycle:\n");
    else
        std::printf("Result %d: %s in %d %s (the winner as fast as it can, the loser as slowly).\n", result,
                    names[result], plies, plies == 1 ? "ply" : "plies");
    for (std::size_t i = 0; i < line.size(); ++i) {
        auto [m, c, t] = line[i];
        std::string what = i == 0 ? "start" : (line[i - 1][2] == 0 ? "mouse moves" : "cat moves");
        std::string end = m == 0 ? "  -> the mouse is in the hole" : m == c ? "  -> the cat catches the mouse" : "";
        if (static_cast<int>(i) == cycle_start) end += "  <- the cycle starts here";
        if (i + 1 == line.size() && cycle_start >= 0) end += "  (repeats: a draw)";
        std::printf("  ply %3zu  %-11s mouse %2d  cat %2d%s\n", i, what.c_str(), m, c, end.c_str());
    }
    return 0;
}
