// A session (--mode leetcode): the run stays alive across calls; each call's
// input goes down its stdin pipe, its answer comes up its stdout pipe. The
// CPU time of a call is the run's CPU clock at its answer less the clock at
// the answer before: read here, from outside, nothing the run writes moves
// it, and no CPU time goes uncharged.
#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "helper_server.hpp"
#include "memory_file.hpp"
#include "parse_number.hpp"

namespace judge {
namespace {

std::string read_input(int file, std::int64_t size) {
    std::string input(static_cast<std::size_t>(std::max<std::int64_t>(size, 0)), '\0');
    if (::pread(file, input.data(), input.size(), 0) != static_cast<ssize_t>(input.size()))
        helper_fail("read a call's input");
    return input;
}

// A call's peak memory: its memory cgroup's peak counter where the judge
// sent it (reset as the call starts), else the peak resident memory since
// the last reset from a procfs where the run's pid is seen (ours, mounted
// for our PID namespace, or the machine's), its files kept open for the
// session. A v2 memory.peak before Linux 6.12 cannot be reset (the group's
// peak since it was made is not the call's): the procfs's then. 0 where
// neither is there.
class PeakMemory {
public:
    PeakMemory(int cgroup_peak, int proc_fd, pid_t pid) : m_cgroup(cgroup_peak) {
        if (proc_fd < 0) return;
        m_status = Fd(::openat(proc_fd, (std::to_string(pid) + "/status").c_str(), O_RDONLY | O_CLOEXEC));
        m_clear = Fd(::openat(proc_fd, (std::to_string(pid) + "/clear_refs").c_str(), O_WRONLY | O_CLOEXEC));
    }

    // At a call's answer, the process waiting for its next input.
    std::int64_t answered() {
        const Reading r = read();
        m_highest = std::max(m_highest, r.peak_kib);
        if (r.resident_kib > 0) m_resident = r.resident_kib;
        return r.peak_kib;
    }
    // At the process's end (it crashed, or was stopped), `maxrss_kib` its
    // whole life's peak. A procfs cannot show a process that has ended:
    // the call's peak is then at least what was resident as it began (at
    // the answer before), and its life's peak if no call before reached it
    // (this call did). Never the life's peak otherwise: that would charge
    // this call what an earlier one used.
    // `last_kib` is now()'s, read before the process was reaped.
    std::int64_t ended(std::int64_t last_kib, std::int64_t maxrss_kib) const {
        if (last_kib > 0) return last_kib;
        return std::max(m_resident, maxrss_kib > m_highest ? maxrss_kib : 0);
    }
    // The call's peak so far; 0 where it cannot be read (the process ended).
    std::int64_t now() const { return read().peak_kib; }
    void reset() {
        m_cgroup_reset = m_cgroup >= 0 && ::pwrite(m_cgroup, "0", 1, 0) == 1;
        if (!m_cgroup_reset && m_clear.get() >= 0) (void)!::pwrite(m_clear.get(), "5", 1, 0);
    }

private:
    struct Reading {
        std::int64_t peak_kib = 0, resident_kib = 0;
    };
    static std::int64_t field(const char* status, const char* name) {
        const char* at = std::strstr(status, name);
        if (!at) return 0;
        std::string_view rest(at + std::strlen(name));
        rest.remove_prefix(std::min(rest.find_first_not_of(" \t"), rest.size()));
        return parse_number<std::int64_t>(leading_digits(rest)).value_or(0);
    }
    Reading read() const {
        char buf[4096];
        const int fd = m_cgroup_reset ? m_cgroup : m_status.get();
        const ssize_t n = fd < 0 ? -1 : ::pread(fd, buf, sizeof buf - 1, 0);
        if (n <= 0) return {};
        buf[n] = '\0';
        if (m_cgroup_reset) return {parse_number<std::int64_t>(leading_digits(buf)).value_or(0) / 1024, 0};
        return {field(buf, "VmHWM:"), field(buf, "VmRSS:")};
    }

    int m_cgroup = -1;
    bool m_cgroup_reset = false;
    Fd m_status, m_clear;
    std::int64_t m_highest = 0;   // the highest peak an answered call had
    std::int64_t m_resident = 0;  // resident at the last answer
};

std::int64_t file_size(int fd) {
    struct stat st {};
    return ::fstat(fd, &st) == 0 ? static_cast<std::int64_t>(st.st_size) : -1;
}

// At a call's answer: what it wrote to the run's stderr file `run_err`
// (since the answer before) is set apart in `kept` (up to `keep` bytes),
// and the run's file emptied, its offset back at the start (opened to
// append, the run's next write lands there too). A thread of the run
// writing meanwhile may lose a few bytes of text, never the call's limits:
// the file only shrinks here.
void take_call_stderr(int run_err, int kept, std::int64_t keep, helper::CallReply& reply) {
    reply.stderr_size = file_size(run_err);
    reply.stderr_kept = 0;
    if (reply.stderr_size <= 0) return;
    // Its start and its end (a traceback comes last), as a run's stderr is kept.
    const std::string text = read_kept_text(run_err, reply.stderr_size, std::max<std::int64_t>(keep, 0));
    const auto got = static_cast<ssize_t>(text.size());
    if (got > 0 && ::pwrite(kept, text.data(), text.size(), 0) != got) helper_fail("keep a call's stderr for the judge");
    reply.stderr_kept = got;
    if (::ftruncate(run_err, 0) != 0) helper_fail("empty the run's stderr file");
    ::lseek(run_err, 0, SEEK_SET);
}

}  // namespace

bool HelperServer::session(const helper::Request& request, std::vector<Fd>& fds, std::vector<std::string>& args,
                           std::vector<std::string>& environment) {
    helper::CallReply reply;
    reply.run_id = request.run_id;
    reply.index = -1;
    // Calls go in through one pipe, answers come out through the other.
    Fd input_read, input_write, answer_read, answer_write;
    for (auto [read_end, write_end] : {std::pair{&input_read, &input_write}, std::pair{&answer_read, &answer_write}}) {
        int ends[2];
        if (::pipe2(ends, O_CLOEXEC) != 0) {
            reply.setup_errno = errno;
            return helper::send_message(m_socket, &reply, sizeof reply);
        }
        *read_end = Fd(ends[0]);
        *write_end = Fd(ends[1]);
    }
    Started run = start(request, fds[helper::k_session_program].get(),
                        {input_read.get(), answer_write.get(), fds[helper::k_session_stderr].get()}, args, environment);
    input_read.reset();  // the run's ends are the run's
    answer_write.reset();
    reply.setup_errno = run.setup_errno;
    reply.answered = run.pid >= 0 && run.setup_errno == 0;
    if (run.pid >= 0 && !reply.answered) finish(run);
    bool sent = helper::send_message(m_socket, &reply, sizeof reply);
    if (reply.answered) sent = serve_calls(request, run, input_write, answer_read.get(), fds);
    return sent;
}

bool HelperServer::serve_calls(const helper::Request& request, Started& run, Fd& input, int answers,
                               const std::vector<Fd>& fds) {
    using namespace std::chrono;
    ::fcntl(input.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(answers, F_SETFL, O_NONBLOCK);
    std::int64_t charged_ns = 0;  // the CPU clock at the last answer
    const bool alarmed = request.memory_alarm != helper::k_alarm_none;
    const int alarm[2] = {alarmed ? fds[helper::alarm_slot(request)].get() : -1,
                          alarmed ? fds[helper::alarm_slot(request) + 1].get() : -1};
    PeakMemory peak(request.session_peak ? fds.back().get() : -1, m_options.proc_fd, run.pid);
    std::string pending, message;
    std::vector<Fd> stray;  // none is expected: closed as they come
    for (;;) {
        const ssize_t n = helper::receive_message(m_socket, message, stray);
        stray.clear();
        helper::Call call;
        if (n <= 0 || message.size() < sizeof call) {  // the judge is gone: so is the run, and we
            stop(run.pidfd);
            std::_Exit(0);
        }
        std::memcpy(&call, message.data(), sizeof call);
        helper::CallReply reply;
        reply.run_id = call.run_id;
        reply.index = call.index;
        const auto call_start = steady_clock::now();
        const RunWatch watch(run.pid, m_options.proc_fd, request, call_start, m_cores, false);
        const MemoryWatch memory(request, alarmed ? alarm : nullptr);
        CallEnd end = CallEnd::ended;
        std::string inline_answer;
        if (call.kind == helper::k_end) {
            // The driver reads the end of its input and exits; until it
            // does, the time is the last call's, under the same limits.
            input.reset();
            std::string none;
            await_answer(request, run, watch, memory, input.get(), answers, "", pending, -1, none, charged_ns, reply);
        } else {
            peak.reset();
            // Nothing written before this call's input can be its answer:
            // what is in the pipe now goes, and no more (a run that writes
            // without end would keep a loop here busy, off every clock).
            int waiting = 0;
            if (::ioctl(answers, FIONREAD, &waiting) != 0) waiting = 0;
            char drain[4096];
            for (ssize_t r; waiting > 0 && (r = ::read(answers, drain, std::min<std::size_t>(sizeof drain,
                                                                                          static_cast<std::size_t>(waiting)))) > 0;)
                waiting -= static_cast<int>(r);
            pending.clear();
            std::string frame =
                call.inline_input ? message.substr(sizeof call)
                                  : read_input(fds[helper::k_session_inputs + helper::slot_of(call.index)].get(), call.input_size);
            frame = std::to_string(frame.size()) + "\n" + frame;
            std::string answer;
            end = await_answer(request, run, watch, memory, input.get(), answers, frame, pending, call.index, answer,
                               charged_ns, reply);
            if (end == CallEnd::answered) {
                const std::int64_t now_ns = watch.cpu_ns();
                reply.answered = 1;
                reply.cpu_us = (now_ns - charged_ns) / 1000;
                charged_ns = now_ns;
                reply.memory_kib = peak.answered();
                take_call_stderr(fds[helper::k_session_stderr].get(),
                                 fds[helper::k_session_errors + helper::slot_of(call.index)].get(), request.stderr_keep,
                                 reply);
                reply.answer_size = static_cast<std::int64_t>(answer.size());
                if (reply.answer_size > helper::k_inline_bytes &&
                    ::pwrite(fds[helper::k_session_answers + helper::slot_of(call.index)].get(), answer.data(),
                             answer.size(), 0) != static_cast<ssize_t>(answer.size()))
                    helper_fail("write an answer for the judge");
                if (reply.answer_size <= helper::k_inline_bytes) inline_answer = std::move(answer);
            }
        }
        if (end != CallEnd::answered) {
            const std::int64_t last_kib = peak.now();  // before the run is reaped
            const Accounts a = finish(run);
            reply.status = a.status;
            reply.cpu_us = std::max<std::int64_t>(0, a.cpu_us - charged_ns / 1000);  // the rest is this call's
            // The call's own peak, never the process's whole life's: that
            // would charge this call, the last test or the one that crashed,
            // what an earlier call used.
            reply.memory_kib = peak.ended(last_kib, a.maxrss_kib);
            reply.files_kib = a.files_kib;
        }
        reply.wall_us = duration_cast<microseconds>(steady_clock::now() - call_start).count();
        std::string out(reinterpret_cast<const char*>(&reply), sizeof reply);
        out += inline_answer;
        if (!helper::send_message(m_socket, out.data(), out.size())) return false;
        if (end != CallEnd::answered) return true;
    }
}

// Feeds the call's frame and waits for its answer, the run's end, its CPU
// time past the limit, idleness, the wall limit, its memory past the limit
// (the cgroup's alarm), or an answer stream past the output limit.
HelperServer::CallEnd HelperServer::await_answer(const helper::Request& request, const Started& run,
                                                 const RunWatch& watch, const MemoryWatch& memory, int input_pipe,
                                                 int answers,
                                                 const std::string& frame, std::string& pending, std::int32_t index,
                                                 std::string& answer, std::int64_t charged_ns,
                                                 helper::CallReply& reply) {
    std::size_t fed = 0;
    // The frame written at once (the pipe does not block): a call whose
    // input fits the pipe waits for no room.
    if (input_pipe >= 0 && !frame.empty()) {
        const ssize_t w = ::write(input_pipe, frame.data(), frame.size());
        if (w > 0) fed = static_cast<std::size_t>(w);
    }
    char buf[65536];
    for (;;) {
        RunWatch::Over over;
        const std::int64_t wait_ms = watch.next_wait_ms(charged_ns, over);
        if (over != RunWatch::Over::none) {
            (over == RunWatch::Over::cpu    ? reply.cpu_timeout
             : over == RunWatch::Over::idle ? reply.idle_timeout
                                            : reply.wall_timeout) = 1;
            stop(run.pidfd);
            return CallEnd::ended;
        }
        // The judge's next calls may be waiting on the socket: only its
        // hanging up (it died, or dropped the session) is looked for.
        pollfd p[5] = {{run.pidfd, POLLIN, 0},
                       {answers, POLLIN, 0},
                       {m_socket, POLLRDHUP, 0},
                       {fed < frame.size() ? input_pipe : -1, POLLOUT, 0},
                       memory.poll_entry()};
        const int n = ::poll(p, 5, static_cast<int>(wait_ms));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) helper_fail("wait for a call's answer");
        if (p[2].revents) {  // the judge is gone: so is the run, and we
            stop(run.pidfd);
            std::_Exit(0);
        }
        if (p[4].revents && memory.over()) {
            reply.memory_over = 1;
            stop(run.pidfd);
            return CallEnd::ended;
        }
        if (p[3].revents & POLLOUT) {
            const ssize_t w = ::write(input_pipe, frame.data() + fed, frame.size() - fed);
            if (w > 0) fed += static_cast<std::size_t>(w);
        }
        if (p[1].revents) {
            // An answer to this call comes after its input was read: what is
            // written while it is still in the pipe is not one.
            int unread = 0;
            const bool consumed = fed == frame.size() &&
                                  (input_pipe < 0 || (::ioctl(input_pipe, FIONREAD, &unread) == 0 && unread == 0));
            // At most k_read_per_look before the clocks are read again.
            std::size_t taken = 0;
            // (Read until the answer is whole, or the pipe is empty.)
            for (ssize_t r; taken < helper::k_read_per_look && (r = ::read(answers, buf, sizeof buf)) > 0;) {
                taken += static_cast<std::size_t>(r);
                if (consumed) pending.append(buf, static_cast<std::size_t>(r));
                if (consumed && helper::take_answer(pending, index, answer)) return CallEnd::answered;
            }
            if (helper::take_answer(pending, index, answer)) return CallEnd::answered;
            const std::uint64_t pending_limit = request.file_size != RLIM_INFINITY
                                                    ? static_cast<std::uint64_t>(request.file_size)
                                                    : static_cast<std::uint64_t>(helper::k_max_pending_bytes);
            if (pending.size() >= pending_limit || helper::awaited_length(pending, index) >= pending_limit) {
                reply.output_exceeded = 1;
                stop(run.pidfd);
                return CallEnd::ended;
            }
        }
        if (p[0].revents) return CallEnd::ended;
    }
}

}  // namespace judge
