// Test generator for 913, seeded and reproducible:
//   generator FAMILY SEED N [P]
// prints one valid graph in LeetCode syntax. Families:
//   random P       each edge with probability P (0..1)
//   path cycle star complete tree bipartite
//   tail           a dense core with a long path hung off it
//   climb ITERS    hill-climbing toward the longest forced win from the
//                  start, scored by the exact analysis in game.hpp
//   hack CAP ITERS climb until the start's forced win is longer than CAP*N
//                  plies (what a search capped at CAP*N turns cannot see),
//                  then shrink while it stays so; exits 1 if not found
//   deep ITERS [HEAT DENSITY]   simulated annealing by edge flips toward the
//                  longest forced result from any start, relabelled so that
//                  it is the start
// and, with their own arguments:
//   generator grow SEED N0 N ITERS0 ITERS [HEAT DENSITY]   deep at N0 nodes,
//                  then a node at a time, annealed again at each size, to N
//   generator grow-hole SEED N0 N ITERS0 ITERS [HEAT DENSITY]   the same, each
//                  new node hung on the hole alone (where it changes no
//                  position's value), so the longest result never shrinks
//   generator counter VARIANT SEED N ITERS   an input that a published
//                  path-draw minimax (published.hpp) gets wrong, shrunk
// and, for judge stress:
//   generator stress SEED   one input for stress testing: small graphs, half
//                           of them climbed toward long games
//   generator shrink        reads an input, prints every valid input one
//                           step smaller (a node or an edge fewer), each
//                           followed by a line "%%"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "game.hpp"
#include "generator_main.hpp"
#include "published.hpp"

namespace {

using Graph = std::vector<std::set<int>>;
using lcgen::rng;

int uniform(int lo, int hi) { return rng.uniform(lo, hi); }
double unit() { return rng.unit(); }

void add_edge(Graph& g, int a, int b) {
    if (a == b) return;
    g[a].insert(b);
    g[b].insert(a);
}

// Makes any graph valid: every node gets a neighbour, and the cat one
// other than the hole.
void repair(Graph& g) {
    const int n = static_cast<int>(g.size());
    for (int v = 0; v < n; ++v)
        if (g[v].empty()) add_edge(g, v, v == 0 ? uniform(1, n - 1) : (v + uniform(1, n - 1)) % n);
    bool cat_can_move = false;
    for (int x : g[2]) cat_can_move |= x != 0;
    if (!cat_can_move) add_edge(g, 2, uniform(0, 1) ? 1 : uniform(3, std::max(3, n - 1)) % n == 2 ? 1 : uniform(3, std::max(3, n - 1)) % n);
    cat_can_move = false;
    for (int x : g[2]) cat_can_move |= x != 0;
    if (!cat_can_move) add_edge(g, 2, 1);
}

bool valid(const Graph& g) {
    for (const auto& adj : g)
        if (adj.empty()) return false;
    for (int x : g[2])
        if (x != 0) return true;
    return false;
}

std::vector<std::vector<int>> lists(const Graph& g) {
    std::vector<std::vector<int>> out;
    for (const auto& adj : g) out.emplace_back(adj.begin(), adj.end());
    return out;
}

void print(const Graph& g) {
    std::string s = "[";
    for (std::size_t v = 0; v < g.size(); ++v) {
        s += v ? ",[" : "[";
        bool first = true;
        for (int x : g[v]) {
            if (!first) s += ',';
            s += std::to_string(x);
            first = false;
        }
        s += ']';
    }
    std::printf("%s]\n", s.c_str());
}

// Labels are shuffled so that the hole, mouse and cat land anywhere.
Graph relabel_randomly(const Graph& g) {
    const int n = static_cast<int>(g.size());
    std::vector<int> perm(n);
    for (int i = 0; i < n; ++i) perm[i] = i;
    std::shuffle(perm.begin(), perm.end(), rng);
    Graph out(n);
    for (int v = 0; v < n; ++v)
        for (int x : g[v]) add_edge(out, perm[v], perm[x]);
    return out;
}

Graph random_graph(int n, double p) {
    Graph g(n);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (unit() < p) add_edge(g, a, b);
    return g;
}

Graph family(const std::string& name, int n, double p) {
    Graph g(n);
    if (name == "random") return random_graph(n, p);
    if (name == "path" || name == "cycle") {
        for (int v = 0; v + 1 < n; ++v) add_edge(g, v, v + 1);
        if (name == "cycle") add_edge(g, n - 1, 0);
    } else if (name == "star") {
        int centre = uniform(0, n - 1);
        for (int v = 0; v < n; ++v) add_edge(g, centre, v);
    } else if (name == "complete") {
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) add_edge(g, a, b);
    } else if (name == "tree") {
        for (int v = 1; v < n; ++v) add_edge(g, v, uniform(0, v - 1));
    } else if (name == "bipartite") {
        int left = std::max(1, n / 2);
        for (int a = 0; a < left; ++a)
            for (int b = left; b < n; ++b)
                if (unit() < p) add_edge(g, a, b);
    } else if (name == "tail") {
        int core = std::max(3, n / 3);
        for (int a = 0; a < core; ++a)
            for (int b = a + 1; b < core; ++b)
                if (unit() < p) add_edge(g, a, b);
        for (int v = core; v < n; ++v) add_edge(g, v, v == core ? uniform(0, core - 1) : v - 1);
    } else {
        std::fprintf(stderr, "generator: unknown family '%s'\n", name.c_str());
        std::exit(2);
    }
    return relabel_randomly(g);
}

int score(const Graph& g) {
    auto a = cat_mouse::analyse(lists(g));
    return a.result() == cat_mouse::k_draw ? -1 : a.plies();
}

// The longest forced win from any start (mouse to move, neither on the
// hole nor together): a graph can be relabelled so that it is the start.
std::pair<int, std::pair<int, int>> best_start(const Graph& g) {
    auto a = cat_mouse::analyse(lists(g));
    const int n = static_cast<int>(g.size());
    std::pair<int, std::pair<int, int>> best{-1, {1, 2}};
    for (int m = 1; m < n; ++m)
        for (int c = 1; c < n; ++c) {
            if (m == c || a.result(m, c, 0) == cat_mouse::k_draw) continue;
            bool cat_can_move = false;
            for (int x : g[c]) cat_can_move |= x != 0;
            if (cat_can_move && a.plies(m, c, 0) > best.first) best = {a.plies(m, c, 0), {m, c}};
        }
    return best;
}

int score_any(const Graph& g) { return best_start(g).first; }

// Swaps labels so that the mouse starts on `mouse` and the cat on `cat`.
Graph relabel_start(const Graph& g, int mouse, int cat) {
    const int n = static_cast<int>(g.size());
    std::vector<int> label(n);
    for (int v = 0; v < n; ++v) label[v] = v;
    std::swap(label[1], label[mouse]);
    for (int v = 0; v < n; ++v)
        if (label[v] == 2) {
            std::swap(label[v], label[cat]);
            break;
        }
    Graph out(n);
    for (int v = 0; v < n; ++v)
        for (int x : g[v]) add_edge(out, label[v], label[x]);
    return out;
}

Graph mutate(Graph g) {
    const int n = static_cast<int>(g.size());
    int kind = uniform(0, 2);
    int a = uniform(0, n - 1), b = uniform(0, n - 1);
    if (a == b) return g;
    if (kind == 0 || !g[a].count(b)) {
        add_edge(g, a, b);
    } else {
        g[a].erase(b);
        g[b].erase(a);
    }
    if (kind == 2) {  // move an edge end: keeps the density
        int c = uniform(0, n - 1);
        if (c != a) add_edge(g, a, c);
    }
    return g;
}

// Simulated annealing on the start's forced-win length: worse graphs are
// accepted now and then, less often as the temperature falls.
template <class Score>
Graph climb(int n, double p, int iterations, double heat, Score score) {
    Graph current = random_graph(n, p);
    repair(current);
    int current_score = score(current);
    Graph best = current;
    int best_score = current_score;
    for (int i = 0; i < iterations; ++i) {
        double temperature = heat * (1.0 - static_cast<double>(i) / iterations) + 0.02;
        Graph next = mutate(current);
        if (!valid(next)) continue;
        int s = score(next);
        if (s >= current_score || unit() < std::exp((s - current_score) / temperature)) {
            current = std::move(next);
            current_score = s;
            if (s > best_score) {
                best = current;
                best_score = s;
            }
        }
    }
    return best;
}

// Removes nodes, then edges, while `keep` still holds.
template <class Keep>
Graph shrink(Graph g, Keep keep) {
    for (bool changed = true; changed;) {
        changed = false;
        for (int v = static_cast<int>(g.size()) - 1; v >= 3 && !changed; --v) {
            Graph h(g.size() - 1);
            for (int a = 0; a < static_cast<int>(g.size()); ++a)
                for (int b : g[a])
                    if (a != v && b != v) add_edge(h, a < v ? a : a - 1, b < v ? b : b - 1);
            if (valid(h) && keep(h)) {
                g = std::move(h);
                changed = true;
            }
        }
        for (int a = 0; a < static_cast<int>(g.size()) && !changed; ++a)
            for (int b : std::vector<int>(g[a].begin(), g[a].end())) {
                if (b < a) continue;
                Graph h = g;
                h[a].erase(b);
                h[b].erase(a);
                if (valid(h) && keep(h)) {
                    g = std::move(h);
                    changed = true;
                    break;
                }
            }
    }
    return g;
}

// A sparse random graph (about `density` edges a node), every node on an edge.
Graph sparse_start(int n, double density) {
    Graph g(n);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (unit() < density / n) add_edge(g, a, b);
    for (int v = 0; v < n; ++v)
        if (g[v].empty()) add_edge(g, v, (v + 1) % n);
    return g;
}

// Simulated annealing by edge flips from `g` on the longest forced result
// from any start (mouse to move), the sum of all of them breaking ties
// (weighted 1e-4 / tie_divisor); the temperature falls geometrically from
// `heat` to 0.01. `visit` sees each graph taken and may end the search
// (true). Returns the best graph seen.
template <class Visit>
Graph anneal(Graph g, long iterations, double heat, Visit visit, double tie_divisor = 1.0) {
    const int n = static_cast<int>(g.size());
    auto deep = [](const Graph& h) {
        auto a = cat_mouse::analyse(lists(h));
        const int size = static_cast<int>(h.size());
        long best = -1, sum = 0;
        std::vector<char> cat_can_move(size);
        for (int c = 1; c < size; ++c) cat_can_move[c] = !h[c].empty() && *h[c].rbegin() != 0;
        for (int m = 1; m < size; ++m)
            for (int c = 1; c < size; ++c) {
                if (m == c || !cat_can_move[c] || a.result(m, c, 0) == cat_mouse::k_draw) continue;
                best = std::max<long>(best, a.plies(m, c, 0));
                sum += a.plies(m, c, 0);
            }
        return std::pair<long, long>{best, std::min(sum, 1'000'000L)};
    };
    auto current = deep(g), best_score = current;
    Graph best = g;
    for (long i = 0; i < iterations; ++i) {
        const double temperature = heat * std::pow(0.01 / heat, static_cast<double>(i) / iterations);
        const int a = static_cast<int>(rng() % n), b = static_cast<int>(rng() % n);
        if (a == b) continue;
        auto flip = [&] {
            if (g[a].erase(b)) {
                g[b].erase(a);
            } else {
                add_edge(g, a, b);
            }
        };
        flip();
        if (g[a].empty() || g[b].empty()) {
            flip();
            continue;
        }
        const auto score = deep(g);
        const double delta = static_cast<double>(score.first - current.first) + 1e-4 * static_cast<double>(score.second - current.second) / tie_divisor;
        if (!(delta >= 0 || unit() < std::exp(delta / temperature))) {
            flip();
        } else {
            current = score;
            if (current > best_score) {
                best_score = current;
                best = g;
            }
            if (i % 16 == 0 && visit(g)) return g;
        }
    }
    return best;
}

// Whether a published path-draw minimax (published.hpp) errs on this input.
bool fools(const Graph& g, const std::string& variant) {
    if (!valid(g)) return false;
    const auto adjacency = lists(g);
    return published::PathDrawMinimax(adjacency, variant).solve() != cat_mouse::analyse(adjacency).result();
}

// Prints `g` relabelled so that its deepest forced result is the start.
int print_deepest(Graph g) {
    const int n = static_cast<int>(g.size());
    auto [plies, start] = best_start(g);
    g = relabel_start(g, start.first, start.second);
    std::fprintf(stderr, "n %d: forced result in %d plies (%.2fn) from the start\n", n, score(g),
                 static_cast<double>(score(g)) / n);
    print(g);
    return 0;
}

std::vector<std::vector<int>> read_graph(const std::string& text);

int stress() {
    int n = uniform(4, 14);
    Graph g;
    if (uniform(0, 1)) {
        g = climb(n, unit() * 4.0 / n + 1.0 / n, uniform(200, 1500), unit() * 2.0, score_any);
        auto [plies, start] = best_start(g);
        g = relabel_start(g, start.first, start.second);
    } else {
        const char* families[] = {"random", "random", "random", "tree", "cycle", "bipartite", "tail", "star"};
        g = family(families[uniform(0, 7)], n, unit() * 0.7 + 0.1);
    }
    repair(g);
    print(g);
    return 0;
}

// Every valid graph one node or one edge smaller.
int shrink_candidates(const std::string& text) {
    Graph g;
    for (const auto& adj : read_graph(text)) g.emplace_back(adj.begin(), adj.end());
    const int n = static_cast<int>(g.size());
    auto emit = [](const Graph& h) {
        if (!valid(h)) return;
        print(h);
        lcgen::next_candidate();
    };
    for (int v = n - 1; v >= 3 && n > 3; --v) {
        Graph h(n - 1);
        for (int a = 0; a < n; ++a)
            for (int b : g[a])
                if (a != v && b != v) add_edge(h, a < v ? a : a - 1, b < v ? b : b - 1);
        emit(h);
    }
    for (int a = 0; a < n; ++a)
        for (int b : g[a]) {
            if (b < a) continue;
            Graph h = g;
            h[a].erase(b);
            h[b].erase(a);
            emit(h);
        }
    return 0;
}

// An input that the published minimax `variant` gets wrong (published.hpp),
// found while annealing toward long games, then shrunk while it still errs.
int counter(const std::string& variant, int n, long iterations) {
    if (n < 3 || n > 50) {
        std::fprintf(stderr, "generator: N must be 3..50\n");
        return 2;
    }
    Graph found;
    anneal(sparse_start(n, 2.0), iterations, 3.0, [&](const Graph& g) {
        if (fools(g, variant)) found = g;
        return !found.empty();
    });
    if (found.empty()) {
        std::fprintf(stderr, "generator: no input found that %s gets wrong\n", variant.c_str());
        return 1;
    }
    found = shrink(found, [&](const Graph& g) { return fools(g, variant); });
    const auto a = cat_mouse::analyse(lists(found));
    std::fprintf(stderr, "n %zu: %s says %d, the game is %d in %d plies\n", found.size(), variant.c_str(),
                 published::PathDrawMinimax(lists(found), variant).solve(), a.result(), a.plies());
    print(found);
    return 0;
}

// "[[1,2],[0],...]": just the digits and brackets this generator prints.
std::vector<std::vector<int>> read_graph(const std::string& text) {
    std::vector<std::vector<int>> out;
    int depth = 0;
    long number = -1;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            number = (number < 0 ? 0 : number * 10) + (c - '0');
            continue;
        }
        if (number >= 0) {
            out.back().push_back(static_cast<int>(number));
            number = -1;
        }
        if (c == '[' && ++depth == 2) out.emplace_back();
        if (c == ']') --depth;
    }
    return out;
}

// N of a recipe's arguments, checked.
int graph_size(const lcgen::Args& a) {
    const int n = a.small_integer(1);
    if (n < 3 || n > 50) throw lcgen::BadArgument("N must be 3..50");
    return n;
}

int climb_recipe(const lcgen::Args& a) {
    const int n = graph_size(a);
    Graph g = climb(n, 2.5 / n, a.small_integer(2, 2000), 1.0, score_any);
    auto [plies, start] = best_start(g);
    g = relabel_start(g, start.first, start.second);
    std::fprintf(stderr, "score %d\n", score(g));
    print(g);
    return 0;
}

// deep SEED N ITERS [HEAT DENSITY]: the longest forced result annealing finds
int deep_recipe(const lcgen::Args& a) {
    Graph g = anneal(sparse_start(graph_size(a), a.real(4, 1.8)), a.integer(2, 1000000), a.real(3, 4.0),
                     [](const Graph&) { return false; });
    return print_deepest(g);
}

// grow SEED N0 N ITERS0 ITERS [HEAT DENSITY]: deep at N0, then one node
// at a time (on one or two edges to older nodes), annealed again at a
// quarter of the heat, up to N nodes. Longer games than deep at N alone.
int grow_recipe(const lcgen::Args& a) {
    const int n = graph_size(a);
    const int target = a.small_integer(2, n);
    const long first = a.integer(3, 1000000), each = a.integer(4, 100000);
    const double heat = a.real(5, 4.0), density = a.real(6, 1.8);
    if (target < n || target > 50) throw lcgen::BadArgument("grow needs N0 <= N <= 50");
    auto never = [](const Graph&) { return false; };
    Graph g = anneal(sparse_start(n, density), first, heat, never, n);
    while (static_cast<int>(g.size()) < target) {
        const int v = static_cast<int>(g.size());
        g.emplace_back();
        if (a.recipe() == "grow-hole") {
            add_edge(g, v, 0);  // the mouse reaches v only from the hole: no value changes
        } else {
            for (int k = 1 + static_cast<int>(rng() % 2); k > 0; --k) add_edge(g, v, static_cast<int>(rng() % v));
        }
        g = anneal(std::move(g), each, heat / 4, never, v + 1);
    }
    return print_deepest(g);
}

int hack_recipe(const lcgen::Args& a) {
    const int n = graph_size(a), cap = a.small_integer(2, 2), iterations = a.small_integer(3, 20000);
    auto beats = [cap](const Graph& g) { return score(g) > cap * static_cast<int>(g.size()); };
    for (int attempt = 0; attempt < 100000; ++attempt) {
        Graph g = climb(n, unit() * 4.0 / n + 1.0 / n, uniform(iterations / 4, iterations), unit() * 2.0, score_any);
        auto [plies, start] = best_start(g);
        g = relabel_start(g, start.first, start.second);
        if (!beats(g)) continue;
        g = shrink(g, beats);
        std::fprintf(stderr, "n %zu, forced win in %d plies > %d\n", g.size(), score(g), cap * static_cast<int>(g.size()));
        print(g);
        return 0;
    }
    return 1;
}

}  // namespace

lcgen::Generator generator() {
    return {{
                {"counter", "VARIANT SEED N ITERS",
                 [](const lcgen::Args& a) {
                     return counter(a.text(0), a.small_integer(2), static_cast<long>(a.integer(3)));
                 }},
                {"climb", "SEED N [ITERS]", climb_recipe},
                {"deep", "SEED N [ITERS [HEAT [DENSITY]]]", deep_recipe},
                {"grow", "SEED N0 [N [ITERS0 [ITERS [HEAT [DENSITY]]]]]", grow_recipe},
                {"grow-hole", "SEED N0 [N [ITERS0 [ITERS [HEAT [DENSITY]]]]]", grow_recipe},
                {"hack", "SEED N [CAP [ITERS]]", hack_recipe},
                // random, complete, tree, cycle, bipartite, tail, star, ...: family()
                {lcgen::any_name, "SEED N [P]",
                 [](const lcgen::Args& a) {
                     Graph g = family(a.recipe(), graph_size(a), a.real(2, 0.2));
                     repair(g);
                     print(g);
                     return 0;
                 }},
            },
            stress,
            shrink_candidates};
}
