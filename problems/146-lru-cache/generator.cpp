// Test generator for 146, seeded and reproducible. Prints one valid input:
// LeetCode's two lines, the calls' names and their arguments. CALLS counts
// the get and put calls (the constructor comes first, on top of them).
//   generator random SEED CALLS CAP KEYS GET_PERCENT [VMAX]
//       keys uniform in [0, KEYS), values in [0, VMAX] (10^5 by default;
//       a small VMAX puts many 0 values in), GET_PERCENT of the calls gets
//   generator cyclic SEED CALLS CAP
//       fills the cache with CAP keys, then uses them round and round, the
//       least recent one each time (a get, now and then a put of a new
//       value): every call hits, and a cache that searches its order of use
//       walks all of it every time
//   generator missing SEED CALLS CAP
//       fills the cache, then gets of keys never stored, a put of a new key
//       (an eviction) every fourth call
//   generator hot SEED CALLS CAP HOT
//       a stream of new keys put, between them gets of HOT keys put at the
//       start: the hot keys stay only if a get makes them recent
//   generator recent SEED CALLS CAP
//       fills the cache, then touches its most recent key at every call (a
//       get, one in eight a put of a new value): a cache that searches its
//       order of use from the least recent end walks all of it every time
//   generator update SEED CALLS CAP
//       a full cache, puts of keys it holds (new values) mixed with puts of
//       new keys and gets: a put of a present key must refresh it and evict
//       nothing
// and, for judge stress:
//   generator stress SEED   a small input: capacity 1 to 4, keys 0 to 6,
//                           up to 24 calls, small values (0 included)
//   generator shrink        reads an input, prints every input one step
//                           smaller (a call fewer, or a capacity one less),
//                           each followed by a line "%%"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator_main.hpp"

namespace {

struct Call {
    bool put;
    int key, value;
};
using lcgen::rng;

int uniform(int lo, int hi) { return rng.uniform(lo, hi); }

void print(int capacity, const std::vector<Call>& calls) {
    std::string names = "[\"LRUCache\"", args = "[[" + std::to_string(capacity) + "]";
    for (const Call& c : calls) {
        names += c.put ? ",\"put\"" : ",\"get\"";
        args += ",[" + std::to_string(c.key);
        if (c.put) args += "," + std::to_string(c.value);
        args += ']';
    }
    std::printf("%s]\n%s]\n", names.c_str(), args.c_str());
}

int value(int vmax = 100000) { return uniform(0, vmax); }

std::vector<Call> random_calls(int n, int keys, int get_percent, int vmax) {
    std::vector<Call> calls;
    for (int i = 0; i < n; ++i) {
        const bool put = uniform(1, 100) > get_percent;
        calls.push_back({put, uniform(0, keys - 1), put ? value(vmax) : 0});
    }
    return calls;
}

// Puts keys 0..cap-1 (shuffled into a random order of keys from 0..10^4).
std::vector<int> fill(std::vector<Call>& calls, int cap, std::vector<int>& spare) {
    spare.resize(10001);
    for (int k = 0; k <= 10000; ++k) spare[static_cast<std::size_t>(k)] = k;
    std::shuffle(spare.begin(), spare.end(), rng);
    std::vector<int> held(spare.end() - cap, spare.end());
    spare.resize(spare.size() - static_cast<std::size_t>(cap));
    for (int k : held) calls.push_back({true, k, value()});
    return held;
}

std::vector<Call> make(const std::string& kind, int n, int cap, int extra) {
    std::vector<Call> calls;
    std::vector<int> spare;
    std::vector<int> held = fill(calls, cap, spare);  // held[0] is the least recent
    std::size_t oldest = 0;  // index in `held` of the least recent key (held is used as a ring)
    while (static_cast<int>(calls.size()) < n) {
        if (kind == "cyclic") {
            const int k = held[oldest];
            calls.push_back(uniform(1, 8) == 1 ? Call{true, k, value()} : Call{false, k, 0});
            oldest = (oldest + 1) % held.size();
        } else if (kind == "missing") {
            if (calls.size() % 4 == 3 && !spare.empty()) {
                const int k = spare.back();
                spare.pop_back();
                spare.insert(spare.begin(), held[oldest]);  // the evicted key is missing from now on
                held[oldest] = k;
                oldest = (oldest + 1) % held.size();
                calls.push_back({true, k, value()});
            } else {
                calls.push_back({false, spare[static_cast<std::size_t>(uniform(0, static_cast<int>(spare.size()) - 1))], 0});
            }
        } else if (kind == "hot") {
            // the first `extra` keys put are hot: read between puts of new keys
            if (uniform(0, 2) == 0) {
                calls.push_back({false, held[static_cast<std::size_t>(uniform(0, std::min(extra, cap) - 1))], 0});
            } else {
                calls.push_back({true, spare[static_cast<std::size_t>(uniform(0, static_cast<int>(spare.size()) - 1))], value()});
            }
        } else if (kind == "recent") {
            // the most recent key again and again (a get, one in eight a put of a new value)
            const int k = held[(oldest + held.size() - 1) % held.size()];
            calls.push_back(uniform(1, 8) == 1 ? Call{true, k, value()} : Call{false, k, 0});
        } else if (kind == "update") {
            const int r = uniform(0, 9);
            if (r < 5) {
                calls.push_back({true, held[static_cast<std::size_t>(uniform(0, cap - 1))], value()});
            } else if (r < 7) {
                calls.push_back({true, spare[static_cast<std::size_t>(uniform(0, static_cast<int>(spare.size()) - 1))], value()});
            } else {
                const bool old = uniform(0, 1);
                const auto& from = old ? held : spare;
                calls.push_back({false, from[static_cast<std::size_t>(uniform(0, static_cast<int>(from.size()) - 1))], 0});
            }
        } else {
            std::fprintf(stderr, "generator: unknown kind '%s'\n", kind.c_str());
            std::exit(2);
        }
    }
    calls.resize(static_cast<std::size_t>(n));
    return calls;
}

int stress() {
    const int cap = uniform(1, 4), keys = uniform(1, 7), n = uniform(1, 24);
    print(cap, random_calls(n, keys, uniform(20, 70), uniform(0, 1) ? 3 : 100000));
    return 0;
}

// The calls of a valid input: every integer after the first line's end.
int read_input(const std::string& text, std::vector<Call>& calls) {
    const std::size_t newline = text.find('\n');
    std::vector<bool> put;
    for (std::size_t at = text.find('"'); at < newline; at = text.find('"', text.find('"', at + 1) + 1)) {
        const std::string name = text.substr(at + 1, text.find('"', at + 1) - at - 1);
        if (name != "LRUCache") put.push_back(name == "put");
    }
    std::vector<int> numbers;
    long number = -1;
    for (std::size_t i = newline; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            number = (number < 0 ? 0 : number * 10) + (c - '0');
        } else if (number >= 0) {
            numbers.push_back(static_cast<int>(number));
            number = -1;
        }
    }
    std::size_t at = 1;
    for (bool p : put) {
        calls.push_back({p, numbers[at], p ? numbers[at + 1] : 0});
        at += p ? 2 : 1;
    }
    return numbers[0];
}

int shrink(const std::string& text) {
    std::vector<Call> calls;
    const int cap = read_input(text, calls);
    if (cap > 1) {
        print(cap - 1, calls);
        lcgen::next_candidate();
    }
    for (std::size_t i = 0; i < calls.size(); ++i) {
        std::vector<Call> fewer = calls;
        fewer.erase(fewer.begin() + static_cast<long>(i));
        print(cap, fewer);
        lcgen::next_candidate();
    }
    return 0;
}

}  // namespace

namespace {

// CALLS and CAP of a recipe's arguments, checked.
std::pair<int, int> calls_and_capacity(const lcgen::Args& a) {
    const int n = a.small_integer(1), cap = a.small_integer(2);
    if (n < 0 || n > 200000 || cap < 1 || cap > 3000) throw lcgen::BadArgument("CALLS must be 0..200000 and CAP 1..3000");
    return {n, cap};
}

int family(const lcgen::Args& a) {
    const auto [n, cap] = calls_and_capacity(a);
    print(cap, make(a.recipe(), n, cap, a.small_integer(3, 1)));
    return 0;
}

}  // namespace

lcgen::Generator generator() {
    return {{
                {"random", "SEED CALLS CAP KEYS GET_PERCENT [VMAX]",
                 [](const lcgen::Args& a) {
                     const auto [n, cap] = calls_and_capacity(a);
                     const int keys = a.small_integer(3), get_percent = a.small_integer(4);
                     if (keys < 1 || keys > 10001) throw lcgen::BadArgument("KEYS must be 1..10001");
                     print(cap, random_calls(n, keys, get_percent, a.small_integer(5, 100000)));
                     return 0;
                 }},
                {"cyclic", "SEED CALLS CAP", family},
                {"missing", "SEED CALLS CAP", family},
                {"update", "SEED CALLS CAP", family},
                {"recent", "SEED CALLS CAP", family},
                {"hot", "SEED CALLS CAP HOT", family},
            },
            stress,
            shrink};
}
