#include "stress_progress.hpp"

#include <doctest/doctest.h>

using namespace judge;

TEST_CASE("the search summary names the seeds actually used") {
    CHECK(search_summary(12, 5.04, 7) == "no difference in 12 cases (5.0 s, seeds 7..18)");
    CHECK(search_summary(1, 0.5, 7) == "no difference in 1 case (0.5 s, seed 7)");
    CHECK(search_summary(0, 0.2, 7) == "no case tried (0.2 s)");
}

TEST_CASE("off a terminal the progress prints nothing and still counts") {
    std::FILE* pipe_like = std::tmpfile();
    StressProgress progress(7, StressProgress::Clock::now(), pipe_like);
    progress.tried(3, StressProgress::Clock::now() + std::chrono::seconds(5));
    progress.shrunk(1, 40);
    progress.finish();
    CHECK(std::ftell(pipe_like) == 0);
    CHECK(progress.cases() == 3);
    CHECK(progress.summary().rfind("no difference in 3 cases (", 0) == 0);
    std::fclose(pipe_like);
}
