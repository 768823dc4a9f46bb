#include "status_line.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "columns.hpp"
#include "safe_text.hpp"

namespace judge::status {

namespace {

using Clock = std::chrono::steady_clock;

// The one line of this process; a Scope owns it while it lives.
struct Line {
    std::mutex mutex;
    std::condition_variable wake;
    Mode mode = Mode::off;
    std::FILE* out = nullptr;
    std::string step;  // empty: nothing shown
    Clock::time_point since{};
    bool drawn = false;
    bool stopping = false;
    std::thread ticker;  // redraws the age once a second on a terminal
};

Line& line() {
    static Line l;
    return l;
}

// With the mutex held.
void draw(Line& l) {
    if (l.mode != Mode::terminal) return;
    const long seconds = static_cast<long>(
        std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - l.since).count());
    if (l.step.empty()) {
        if (l.drawn) std::fputs("\r\x1b[K", l.out);
        l.drawn = false;
    } else {
        struct winsize size {};
        const std::size_t width =
            ::ioctl(::fileno(l.out), TIOCGWINSZ, &size) == 0 && size.ws_col > 0 ? size.ws_col : k_default_width;
        std::fprintf(l.out, "\r\x1b[K%s", terminal_text(l.step, seconds, width).c_str());
        l.drawn = true;
    }
    std::fflush(l.out);
}

void say(const std::string& raw, bool plain_too) {
    // A step may name a user's file, whose name can hold any byte: through the
    // terminal sink, and a new line as ^J (the line is one line).
    const std::string step = visible_line(raw);
    Line& l = line();
    std::lock_guard lock(l.mutex);
    if (l.mode == Mode::off) return;
    if (l.mode == Mode::plain) {
        if (plain_too && !step.empty()) {
            std::fprintf(l.out, "judge: %s\n", step.c_str());
            std::fflush(l.out);
        }
        return;
    }
    if (step != l.step) l.since = Clock::now();
    l.step = step;
    draw(l);
}

}  // namespace

Mode mode_for(std::FILE* out, bool quiet) {
    if (quiet) return Mode::off;
    return ::isatty(::fileno(out)) == 1 ? Mode::terminal : Mode::plain;
}

std::string terminal_text(const std::string& step, long seconds, std::size_t width) {
    // A line the terminal's width: a long path must not wrap, or "\r" would
    // no longer return to its start. Room is left for " (1234 s)".
    const std::size_t room = std::max<std::size_t>(width, 24) - 11;
    std::string text = step;
    if (columns(text) > room) {
        text = columns_prefix(text, room - 3);
        text.append("...");
    }
    if (seconds >= 1) text += " (" + std::to_string(seconds) + " s)";
    return text;
}

Scope::Scope(Mode mode, std::FILE* out) {
    Line& l = line();
    std::lock_guard lock(l.mutex);
    l.mode = mode;
    l.out = out;
    l.step.clear();
    l.drawn = false;
    l.stopping = false;
    if (mode != Mode::terminal) return;
    l.ticker = std::thread([&l] {
        std::unique_lock lock(l.mutex);
        while (!l.stopping) {
            l.wake.wait_for(lock, std::chrono::seconds(1));
            if (!l.stopping && !l.step.empty()) draw(l);
        }
    });
}

Scope::~Scope() {
    Line& l = line();
    {
        std::lock_guard lock(l.mutex);
        l.stopping = true;
        l.step.clear();
        draw(l);
        l.mode = Mode::off;
    }
    l.wake.notify_all();
    if (l.ticker.joinable()) l.ticker.join();
}

void show(const std::string& step) { say(step, true); }

void update(const std::string& step) { say(step, false); }

void clear() { say("", false); }

}  // namespace judge::status
