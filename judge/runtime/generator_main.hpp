// The generator protocol, shared by every problem's generator.cpp: its
// main(), its arguments read strictly, its seed. A generator keeps only
// what is specific to its problem and defines one function,
// `lcgen::Generator generator()`, which gives:
//
//   recipes  the commands its testset.txt names: {"gen", "SEED N [P]", run}:
//       the words of the usage are the arguments, the ones in brackets
//       optional, "..." any number more; an argument named SEED seeds
//       lcgen::rng before run is called. A recipe named lcgen::any_name
//       takes any first word (a family's name).
//   stress   int(): an input for `judge stress`, printed on stdout, drawn
//       from lcgen::rng (seeded by SEED). 0, or 1 when none could be drawn.
//   shrink   int(const std::string& input): every valid input a step
//       smaller than the one given, each printed and followed by
//       lcgen::next_candidate().
//
//   generator RECIPE ARGS...   one test's input, from the recipe
//   generator stress SEED      a random input, for judge stress
//   generator shrink < in      the inputs a step smaller, each ended by "%%"
//
// A word that is not the number an argument needs, too few or too many
// arguments, or an unknown recipe: the usage on stderr and exit 2.
#pragma once

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <iostream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "random_draw.hpp"

namespace lcgen {

// The generator's one source of randomness: seeded by the SEED argument.
inline Random rng;

// Reading an argument failed: the message names it.
struct BadArgument : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Args {
public:
    Args(std::string recipe, std::vector<std::string> names, std::vector<std::string> words)
        : m_recipe(std::move(recipe)), m_names(std::move(names)), m_words(std::move(words)) {}

    const std::string& recipe() const { return m_recipe; }  // the first word as given
    std::size_t size() const { return m_words.size(); }
    bool has(std::size_t i) const { return i < m_words.size(); }

    const std::string& text(std::size_t i) const { return m_words.at(i); }
    std::string text(std::size_t i, std::string fallback) const { return has(i) ? m_words[i] : fallback; }

    // A whole integer of long long's range; else BadArgument naming it.
    long long integer(std::size_t i) const {
        const std::string& w = text(i);
        long long v = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (ec != std::errc() || end != w.data() + w.size()) throw BadArgument(name(i) + " is not an integer: '" + w + "'");
        return v;
    }
    long long integer(std::size_t i, long long fallback) const { return has(i) ? integer(i) : fallback; }
    int small_integer(std::size_t i) const {
        const long long v = integer(i);
        if (v < INT32_MIN || v > INT32_MAX) throw BadArgument(name(i) + " is out of range: '" + text(i) + "'");
        return static_cast<int>(v);
    }
    int small_integer(std::size_t i, int fallback) const { return has(i) ? small_integer(i) : fallback; }
    std::uint64_t seed(std::size_t i) const {
        const std::string& w = text(i);
        std::uint64_t v = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (ec != std::errc() || end != w.data() + w.size()) throw BadArgument(name(i) + " is not a seed: '" + w + "'");
        return v;
    }
    double real(std::size_t i) const {
        const std::string& w = text(i);
        std::size_t used = 0;
        double v = 0;
        try {
            v = std::stod(w, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used == 0 || used != w.size()) throw BadArgument(name(i) + " is not a number: '" + w + "'");
        return v;
    }
    double real(std::size_t i, double fallback) const { return has(i) ? real(i) : fallback; }

private:
    std::string m_recipe;
    std::vector<std::string> m_names;
    std::vector<std::string> m_words;
    std::string name(std::size_t i) const { return i < m_names.size() ? m_names[i] : "argument " + std::to_string(i + 1); }
};

struct Recipe {
    std::string name;   // the first word, or any_name
    std::string usage;  // "SEED N [P]"
    std::function<int(const Args&)> run;
};
inline const std::string any_name = "FAMILY";

struct Generator {
    std::vector<Recipe> recipes;
    std::function<int()> stress;
    std::function<int(const std::string&)> shrink;
};

// Ends one candidate of shrink's output.
inline void next_candidate() { std::fputs("%%\n", stdout); }

// usage "SEED N [P] ..." as its names, how many are needed, and whether
// any number more may follow.
struct Usage {
    std::vector<std::string> names;
    std::size_t required = 0;
    bool more = false;
};
inline Usage read_usage(std::string_view usage) {
    Usage u;
    int depth = 0;  // inside brackets: optional
    std::string word;
    auto end_word = [&] {
        if (word == "...") {
            u.more = true;
        } else if (!word.empty()) {
            u.names.push_back(word);
            if (depth == 0) u.required = u.names.size();
        }
        word.clear();
    };
    for (char c : usage) {
        if (c == '[' || c == ']' || c == ' ') {
            end_word();
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        } else {
            word += c;
        }
    }
    end_word();
    return u;
}

inline int run_generator(const Generator& g, const std::vector<std::string>& words) {
    const std::vector<Recipe>& list = g.recipes;
    auto usage = [&](const std::string& why) {
        if (!why.empty()) std::fprintf(stderr, "generator: %s\n", why.c_str());
        std::fprintf(stderr, "usage:\n");
        for (const auto& r : list) std::fprintf(stderr, "  generator %s %s\n", r.name.c_str(), r.usage.c_str());
        std::fprintf(stderr, "  generator stress SEED\n  generator shrink < INPUT\n");
        return 2;
    };
    if (words.empty()) return usage("");
    const std::string& first = words[0];
    try {
        if (first == "stress") {
            if (words.size() != 2) return usage("stress takes one SEED");
            rng.seed(Args("stress", {"SEED"}, {words[1]}).seed(0));
            return g.stress();
        }
        if (first == "shrink") {
            if (words.size() != 1) return usage("shrink reads its input from stdin and takes no argument");
            std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
            return g.shrink(text);
        }
        const Recipe* chosen = nullptr;
        for (const auto& r : list)
            if (r.name == first) chosen = &r;
        if (!chosen)
            for (const auto& r : list)
                if (r.name == any_name) chosen = &r;
        if (!chosen) return usage("no recipe '" + first + "'");
        const Usage u = read_usage(chosen->usage);
        const std::vector<std::string> rest(words.begin() + 1, words.end());
        if (rest.size() < u.required || (!u.more && rest.size() > u.names.size()))
            return usage(first + " takes " + chosen->usage);
        Args args(first, u.names, rest);
        for (std::size_t i = 0; i < u.names.size() && i < rest.size(); ++i)
            if (u.names[i] == "SEED") rng.seed(args.seed(i));
        return chosen->run(args);
    } catch (const BadArgument& e) {
        return usage(first + ": " + e.what());
    }
}

}  // namespace lcgen

#ifndef LCGEN_NO_MAIN
lcgen::Generator generator();

int main(int argc, char** argv) {
    return lcgen::run_generator(generator(), std::vector<std::string>(argv + 1, argv + argc));
}
#endif
