// Ctrl-C and SIGTERM: every child killed, every scratch folder and cgroup
// removed, what was found so far reported, exit 130 or 143. Signals are
// taken by one thread (sigwait), so the clean-up runs as ordinary code, not
// in a signal handler.
#pragma once

#include <functional>

namespace judge::interrupts {

// Call first in main, before any thread exists.
void install();

// True once an interrupt arrived: start no new child.
bool requested();

// All kills run before all clean-ups, and those before all reports (what a
// command has found so far, printed before it exits).
enum class Stage { kill, clean, report };

// Registers an action to run on interrupt, for as long as it lives.
class Registration {
public:
    Registration(Stage stage, std::function<void()> action);
    ~Registration();
    Registration(const Registration&) = delete;
    Registration& operator=(const Registration&) = delete;

private:
    unsigned long m_id;
};

}  // namespace judge::interrupts
