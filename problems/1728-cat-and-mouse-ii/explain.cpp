// Why the answer is what it is: the game's value and one optimal line of
// play from the start, by the exact analysis of game.hpp. The winner wins as
// fast as it can, the loser holds out as long as it can; when the mouse can
// never reach the food, both keep to such positions until one repeats.
//   explain json < input   {"result": B, "plies": P, "line": [[[mr,mc],[cr,cc]], ...]}
//   explain text < input   the same, drawing the board at each ply
//   explain hint GOT < input  one line on why GOT is not the answer
//   explain boards < input every position drawn (the text mode draws the
//                          start and the end, and a line a move)
//   explain svg < input    one SVG frame per ply (class "frame"), for reports
#include <array>
#include <cstdio>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "game.hpp"
#include "leetcode_io.hpp"

using namespace cat_mouse_2;

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "text";
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    lcio::Scanner scanner(text);
    Board b;
    b.grid = lcio::Literal<std::vector<std::string>>::read(scanner);
    b.cat_jump = lcio::Literal<int>::read(scanner);
    b.mouse_jump = lcio::Literal<int>::read(scanner);
    Analysis a = analyse(b);
    const int food = b.find('F');
    auto outcome = [&](int m, int c, int t) { return a.outcome[a.index(m, c, t)]; };
    auto depth = [&](int m, int c, int t) { return a.depth[a.index(m, c, t)]; };
    const int start_m = b.find('M'), start_c = b.find('C');
    const int result = outcome(start_m, start_c, 0);

    std::vector<std::array<int, 3>> line{{start_m, start_c, 0}};
    std::set<std::array<int, 3>> seen{line[0]};
    int cycle_start = -1;
    for (;;) {
        auto [m, c, t] = line.back();
        if (m == c || m == food || c == food) break;
        std::array<int, 3> next{-1, -1, -1};
        for (int x : moves_from(b, t == 0 ? m : c, t == 0 ? b.mouse_jump : b.cat_jump)) {
            int nm = t == 0 ? x : m, nc = t == 0 ? c : x;
            bool keeps = outcome(nm, nc, 1 - t) == outcome(m, c, t);
            bool on_time = result == k_unknown || depth(nm, nc, 1 - t) == depth(m, c, t) - 1;
            if (keeps && on_time) {
                next = {nm, nc, 1 - t};
                break;
            }
        }
        if (next[0] < 0) break;
        if (!seen.insert(next).second) {
            for (std::size_t i = 0; i < line.size(); ++i)
                if (line[i] == next) cycle_start = static_cast<int>(i);
            line.push_back(next);
            break;
        }
        line.push_back(next);
    }
    const int plies = static_cast<int>(line.size()) - 1;
    const bool mouse = result == k_mouse;
    auto cell = [&](int x) { return "[" + std::to_string(x / b.cols()) + "," + std::to_string(x % b.cols()) + "]"; };
    if (mode == "hint") {
        auto count = [](int n) { return std::to_string(n) + (n == 1 ? " ply" : " plies"); };
        // Only what is known: the game's value and depth, and what the answer given says.
        const std::string got = argv[2];
        const std::string answer = "; the answer given, " + got + ", is " +
                                   (got == "true" ? "a mouse win" : got == "false" ? "no mouse win" : "not true or false");
        if (mouse && plies == 1)
            std::printf("the mouse wins in 1 ply: it jumps straight to the food%s\n", answer.c_str());
        else if (mouse)
            std::printf("the mouse forces its way to the food in %s%s\n", count(plies).c_str(), answer.c_str());
        else if (result == k_cat)
            std::printf("the cat wins by force in %s%s\n", count(plies).c_str(), answer.c_str());
        else
            std::printf("the mouse can never force the food: the cat keeps it away on a cycle of %s%s\n",
                        count(plies - cycle_start).c_str(), answer.c_str());
        return 0;
    }
    if (mode == "svg") {
        const int size = 40, w = b.cols() * size, h = b.rows() * size + 24;
        for (std::size_t i = 0; i < line.size() && i <= 400; ++i) {
            auto [m, c, t] = line[i];
            std::printf("<svg class='frame' data-ply='%zu' viewBox='0 0 %d %d' width='%d' height='%d'>", i, w, h, w, h);
            for (int r = 0; r < b.rows(); ++r)
                for (int col = 0; col < b.cols(); ++col) {
                    int x = r * b.cols() + col;
                    const char* fill = b.grid[r][col] == '#' ? "#444" : x == food ? "#7c7" : "#f4f4f4";
                    std::printf("<rect x='%d' y='%d' width='%d' height='%d' fill='%s' stroke='#999'/>", col * size,
                                24 + r * size, size, size, fill);
                    const char* who = x == m && x == c ? "X" : x == m ? "M" : x == c ? "C" : nullptr;
                    if (who)
                        std::printf("<circle cx='%d' cy='%d' r='14' fill='%s'/><text x='%d' y='%d' font-size='14' "
                                    "text-anchor='middle' fill='#fff'>%s</text>",
                                    col * size + 20, 24 + r * size + 20, x == m && x == c ? "#808" : x == m ? "#27f" : "#e33",
                                    col * size + 20, 24 + r * size + 25, who);
                }
            std::printf("<text x='4' y='16' font-size='13'>ply %zu</text></svg>\n", i);
        }
        return 0;
    }
    if (mode == "json") {
        std::string out = std::string("{\"result\": ") + (mouse ? "true" : "false") + ", \"plies\": " +
                          std::to_string(plies) + ", \"line\": [";
        for (std::size_t i = 0; i < line.size(); ++i) out += (i ? ", [" : "[") + cell(line[i][0]) + "," + cell(line[i][1]) + "]";
        out += "]";
        if (cycle_start >= 0) out += ", \"cycle_start\": " + std::to_string(cycle_start);
        std::printf("%s}\n", out.c_str());
        return 0;
    }
    if (mouse) std::printf("Result true: the mouse reaches the food in %d %s (as fast as it can; the cat resists as long as it can).\n", plies, plies == 1 ? "ply" : "plies");
    else if (result == k_cat) std::printf("Result false: the cat wins by force in %d %s.\n", plies, plies == 1 ? "ply" : "plies");
    else std::printf("Result false: the mouse can never force its way to the food; the cat keeps it away on this cycle:\n");
    auto draw = [&](int m, int c) {
        for (int r = 0; r < b.rows(); ++r) {
            std::string row;
            for (int col = 0; col < b.cols(); ++col) {
                int x = r * b.cols() + col;
                char ch = b.grid[r][col] == '#' ? '#' : '.';
                if (x == food) ch = 'F';
                if (x == c) ch = 'C';
                if (x == m) ch = m == c ? 'X' : 'M';
                row += ch;
            }
            std::printf("  %s\n", row.c_str());
        }
    };
    if (mode == "boards") {  // every position drawn
        for (std::size_t i = 0; i < line.size(); ++i) {
            auto [m, c, t] = line[i];
            std::string what = i == 0 ? "start" : (line[i - 1][2] == 0 ? "mouse moves" : "cat moves");
            std::printf("\nply %zu (%s)%s%s\n", i, what.c_str(), static_cast<int>(i) == cycle_start ? ", the cycle starts here" : "",
                        i + 1 == line.size() && cycle_start >= 0 ? ", a position seen before" : "");
            draw(m, c);
        }
        return 0;
    }
    // Compact: the start drawn, a line a move (cells as [row,col]), the end drawn and said.
    std::printf("\nstart: mouse %s, cat %s, food %s\n", cell(start_m).c_str(), cell(start_c).c_str(), cell(food).c_str());
    draw(start_m, start_c);
    std::printf("\n");
    for (std::size_t i = 1; i < line.size(); ++i) {
        const auto& before = line[i - 1];
        const auto& after = line[i];
        const bool mouse_moved = before[2] == 0;
        const int from = mouse_moved ? before[0] : before[1], to = mouse_moved ? after[0] : after[1];
        std::printf("  ply %3zu  %-5s %s%s%s%s\n", i, mouse_moved ? "mouse" : "cat", cell(from).c_str(),
                    from == to ? " stays" : (" -> " + cell(to)).c_str(),
                    static_cast<int>(i) == cycle_start ? "   (the cycle starts here)" : "",
                    i + 1 == line.size() && cycle_start >= 0 ? "   (a position seen before)" : "");
    }
    auto [m, c, t] = line.back();
    const char* why = m == c        ? "the cat catches the mouse"
                      : m == food   ? "the mouse reaches the food"
                      : c == food   ? "the cat reaches the food first"
                      : cycle_start >= 0 ? "a position repeats: the mouse never gets through"
                                          : "the line ends here";
    std::printf("\nend, ply %d: %s\n", plies, why);
    draw(m, c);
    std::printf("(bin/judge explain 1728 --boards draws every position)\n");
    return 0;
}
