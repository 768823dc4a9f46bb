// libFuzzer target for the sandbox helper's protocol (judge/run/helper_protocol.cpp):
// a --mode leetcode run's answer stream, fed in pieces as a pipe gives them
// (the first byte says how large), and the same bytes as a request message.
// Any bytes give an answer or a wait, a request or "malformed": no
// exception, no crash, no deep recursion, and what is kept never grows
// past what came in.
// Built and run by tests/fuzz/run.sh (-DJUDGE_FUZZ=ON, clang).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "helper_protocol.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t piece = 1 + data[0] % 64;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string pending, answer;
    for (std::size_t at = 0; at < text.size(); at += piece) {
        pending.append(text, at, piece);
        while (judge::helper::take_answer(pending, static_cast<std::int32_t>(data[0] % 4) - 1, answer))
            if (answer.size() > text.size()) std::abort();
        if (pending.size() > text.size()) std::abort();
    }
    judge::helper::Request request;
    std::vector<std::string> args, environment;
    if (judge::helper::decode(text, request, args, environment) && args.size() + environment.size() > text.size())
        std::abort();
    return 0;
}
