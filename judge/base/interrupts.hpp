// Ctrl-C and SIGTERM: every child killed, every scratch folder and cgroup
// removed, what was found so far reported, exit 130 or 143. Signals are
// taken by one thread (sigwait), so the clean-up runs as ordinary code, not
// in a signal handler.
#pragma once

#include <functional>
#include <memory>

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

// Something made for a while that an interrupt must undo (a file under a
// temporary name, renamed into place when whole): made only while no
// interrupt has come, and undone by the clean stage if one comes while it
// lives. On the interrupt's own thread (a report written as it ends) it is
// simply made.
class Undoable {
public:
    explicit Undoable(std::function<void()> undo);
    ~Undoable();
    Undoable(const Undoable&) = delete;
    Undoable& operator=(const Undoable&) = delete;
    // Runs `make` unless an interrupt has come (then false, and nothing run).
    bool make(const std::function<void()>& make);
    // Nothing to undo any more (renamed into place, or removed).
    void done();

private:
    struct State;
    std::shared_ptr<State> m_state;
    std::unique_ptr<Registration> m_registration;
};

}  // namespace judge::interrupts
