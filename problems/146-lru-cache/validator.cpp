// Validator for 146: the first constraint of the statement an input breaks
// (protocol: judge/runtime/validator_main.hpp). The input is LeetCode's two
// lines: the calls' names, then one list of arguments a call.
#include <string>
#include <vector>

#include "validator_main.hpp"

namespace {

struct Calls {
    std::vector<std::string> names;
    std::vector<std::vector<int>> args;
};

Calls read_calls(std::string_view text) {
    lcio::Scanner scanner(text);
    Calls calls;
    calls.names = lcio::Literal<std::vector<std::string>>::read(scanner);
    calls.args = lcio::Literal<std::vector<std::vector<int>>>::read(scanner);
    if (!scanner.at_end()) scanner.fail("end of input");
    return calls;
}

std::string in_range(const char* what, long long v, long long lo, long long hi, const char* rule, std::size_t call) {
    if (v >= lo && v <= hi) return "";
    return std::string(rule) + " is broken: call " + std::to_string(call + 1) + "'s " + what + " is " + std::to_string(v);
}

// "" when `text` meets every constraint, else the first broken one.
std::string broken(std::string_view text) {
    Calls calls;
    try {
        calls = read_calls(text);
    } catch (const lcio::ParseError& e) {
        return lcio::describe(e);
    }
    const auto& names = calls.names;
    const auto& args = calls.args;
    if (names.size() != args.size())
        return "one argument list a call: " + std::to_string(names.size()) + " names but " +
               std::to_string(args.size()) + " argument lists";
    if (names.empty() || names[0] != "LRUCache") return "the first call must be the constructor \"LRUCache\"";
    if (names.size() - 1 > 200000)
        return "at most 2 * 10^5 calls to get and put is broken: there are " + std::to_string(names.size() - 1);
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string& name = names[i];
        const std::size_t want = name == "put" ? 2 : 1;
        if (i > 0 && name != "get" && name != "put")
            return "call " + std::to_string(i + 1) + " is \"" + name + "\": after the constructor only get and put";
        if (args[i].size() != want)
            return "call " + std::to_string(i + 1) + " (" + name + ") takes " + std::to_string(want) +
                   " argument(s), not " + std::to_string(args[i].size());
        std::string why = i == 0 ? in_range("capacity", args[i][0], 1, 3000, "1 <= capacity <= 3000", i)
                                 : in_range("key", args[i][0], 0, 10000, "0 <= key <= 10^4", i);
        if (why.empty() && name == "put") why = in_range("value", args[i][1], 0, 100000, "0 <= value <= 10^5", i);
        if (!why.empty()) return why;
    }
    return "";
}

// One result a call: null for the constructor and put; for get, -1 or the
// value the key was last put with (-1 when it was never put).
std::string broken_answer(std::string_view input, std::string_view text) {
    const Calls calls = read_calls(input);
    lcio::Scanner scanner(text);
    std::vector<long long> results;  // -2 for null
    scanner.begin_list();
    while (scanner.next_element()) results.push_back(scanner.try_null() ? -2 : lcio::Literal<int>::read(scanner));
    if (!scanner.at_end()) scanner.fail("end of the answer");
    if (results.size() != calls.names.size())
        return "the answer has " + std::to_string(results.size()) + " results for " +
               std::to_string(calls.names.size()) + " calls";
    std::vector<long long> last(10001, -1);
    for (std::size_t i = 0; i < results.size(); ++i) {
        const std::string at = "call " + std::to_string(i + 1) + " (" + calls.names[i] + ")";
        if (calls.names[i] != "get") {
            if (results[i] != -2) return at + " returns nothing: its result is null";
            if (calls.names[i] == "put") last[static_cast<std::size_t>(calls.args[i][0])] = calls.args[i][1];
            continue;
        }
        const long long r = results[i], stored = last[static_cast<std::size_t>(calls.args[i][0])];
        if (r == -2) return at + " returns an int, not null";
        if (r != -1 && r != stored)
            return at + " returns " + std::to_string(r) + ", but the key's last value put is " +
                   (stored < 0 ? std::string("none") : std::to_string(stored));
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) { return lcio::validator_main(argc, argv, broken, broken_answer); }
