// For unit tests: the two shipped problems' signatures, without their folders.
#pragma once

#include "problem.hpp"
#include "type_spec.hpp"

namespace judge::testing {

inline Problem problem_913() {
    Problem p;
    p.id = "913";
    p.signature = {"Solution", "catMouseGame", {{"graph", parse_type("vector<vector<int>>")}}, parse_type("int")};
    return p;
}

inline Problem problem_1728() {
    Problem p;
    p.id = "1728";
    p.signature = {
        "Solution",
        "canMouseWin",
        {{"grid", parse_type("vector<string>")}, {"catJump", parse_type("int")}, {"mouseJump", parse_type("int")}},
        parse_type("bool")};
    return p;
}

}  // namespace judge::testing
