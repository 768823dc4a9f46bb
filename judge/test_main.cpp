// The unit tests' main; the binary also serves as the sandbox helper the
// sandboxed runner's tests start (`judge_tests __sandbox-helper ...`).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <string_view>

#include "sandbox_helper.hpp"

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == judge::k_sandbox_helper_command)
        return judge::sandbox_helper_main(argc, argv);
    return doctest::Context(argc, argv).run();
}
