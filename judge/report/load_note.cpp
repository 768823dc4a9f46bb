#include "load_note.hpp"

#include <fmt/format.h>

#include "plural.hpp"

namespace judge {

std::string load_note(const std::vector<TestResult>& tests) {
    std::int64_t cpu_us = 0, queued_us = 0;
    int measured_again = 0, backstop = 0;
    bool known = false;
    for (const auto& t : tests) {
        cpu_us += t.run.cpu_us;
        if (t.run.queued_us >= 0) {
            queued_us += t.run.queued_us;
            known = true;
        }
        if (!t.cpu_runs_us.empty()) ++measured_again;
        if (t.clock == TimeClock::wall) ++backstop;
    }
    const bool busy = known && queued_us * 4 >= cpu_us && queued_us >= 100'000;
    if (!busy && measured_again == 0 && backstop == 0) return "";
    std::string line = "the machine was busy: ";
    if (known)
        line += fmt::format("the tests waited {} ms for a CPU beside {} ms of computing; ", queued_us / 1000,
                            cpu_us / 1000);
    line += "times are CPU times, which the wait does not change";
    if (measured_again > 0)
        line += fmt::format("; {} within the margin of the time limit measured again, alone (the lower counts)",
                            counted(measured_again, "test", "tests"));
    if (backstop > 0)
        line += fmt::format("; {} got too little CPU to be judged (TLE by the wall clock: try --jobs 1)",
                            counted(backstop, "test", "tests"));
    return line;
}

}  // namespace judge
