#include "interrupts.hpp"

#include <cstdio>

#include <pthread.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <map>
#include <mutex>
#include <thread>

namespace judge::interrupts {
namespace {

std::atomic<bool> g_requested{false};
thread_local bool t_interrupt_thread = false;
std::mutex g_mutex;
std::map<unsigned long, std::pair<Stage, std::function<void()>>> g_actions;
unsigned long g_next_id = 0;

void run_stage(Stage stage) {
    for (auto& [id, entry] : g_actions)
        if (entry.first == stage) entry.second();
}

}  // namespace

void install() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    // Blocked here, inherited by every thread made later; children get the
    // default mask back from their setup.
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
        t_interrupt_thread = true;
        int sig = 0;
        while (sigwait(&set, &sig) != 0) {
        }
        g_requested = true;
        std::lock_guard lock(g_mutex);
        run_stage(Stage::kill);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));  // let the killed be reaped
        run_stage(Stage::clean);
        run_stage(Stage::report);
        // What was printed already (the verdict, before the history and
        // report files) reaches a pipe or file too, not only a terminal.
        std::fflush(nullptr);
        ::_exit(128 + sig);
    }).detach();
}

bool requested() {
    return g_requested;
}

Registration::Registration(Stage stage, std::function<void()> action) {
    std::lock_guard lock(g_mutex);
    m_id = g_next_id++;
    g_actions.emplace(m_id, std::make_pair(stage, std::move(action)));
}

Registration::~Registration() {
    std::lock_guard lock(g_mutex);
    g_actions.erase(m_id);
}

struct Undoable::State {
    std::mutex mutex;
    bool stopped = false, made = false;
    std::function<void()> undo;
};

Undoable::Undoable(std::function<void()> undo) : m_state(std::make_shared<State>()) {
    m_state->undo = std::move(undo);
    if (t_interrupt_thread) return;  // it runs the stages itself: nothing to undo after them
    m_registration = std::make_unique<Registration>(Stage::clean, [state = m_state] {
        std::lock_guard lock(state->mutex);
        state->stopped = true;
        if (state->made) state->undo();
    });
}

Undoable::~Undoable() = default;

bool Undoable::make(const std::function<void()>& make) {
    std::lock_guard lock(m_state->mutex);
    if (m_state->stopped) return false;
    make();
    m_state->made = true;
    return true;
}

void Undoable::done() {
    std::lock_guard lock(m_state->mutex);
    m_state->made = false;
}

}  // namespace judge::interrupts
