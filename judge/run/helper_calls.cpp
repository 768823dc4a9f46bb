#include "helper_calls.hpp"

#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "error.hpp"
#include "memory_file.hpp"

namespace judge {
namespace {

// A session's calls through its helper (see helper_protocol.hpp), up to
// k_window of them on their way. Dropped mid-session, the helper goes with
// it (its run is still going).
class HelperSession : public RunSession {
public:
    HelperSession(std::unique_ptr<Helper> helper, SandboxRequest request, std::uint64_t run_id, SessionFiles files,
                  std::function<void(std::unique_ptr<Helper>)> release)
        : m_release(std::move(release)),
          m_helper(std::move(helper)),
          m_request(std::move(request)),
          m_run_id(run_id),
          m_files(std::move(files)) {}

    int window() const override { return helper::k_window; }

    bool post(const std::string& input) override {
        if (!m_helper) throw JudgeError("internal: a call after the session's process ended");
        if (m_sent - m_taken >= helper::k_window) throw JudgeError("internal: more calls on their way than the window");
        helper::Call call{helper::k_call, m_run_id, m_sent, 1, static_cast<std::int64_t>(input.size())};
        // Its slot's file is free: the call before that used it has been answered.
        if (call.input_size > helper::k_inline_bytes) {
            call.inline_input = 0;
            write_memory_file(m_files.inputs[helper::slot_of(m_sent)].get(), input);
        }
        // Never a wait with calls on their way: the helper may be waiting to
        // hand us their answers (a socket's room is the system's to set).
        if (!send(call, call.inline_input ? input : std::string(), m_sent == m_taken)) return false;
        ++m_sent;
        return true;
    }

    CallOutcome take() override {
        if (!m_helper || m_taken == m_sent) throw JudgeError("internal: no call on its way to take");
        return receive(m_taken++);
    }

    RunOutcome finish() override {
        if (!m_helper) return m_end;
        if (m_taken != m_sent) throw JudgeError("internal: a session finished with calls on their way");
        send({helper::k_end, m_run_id, m_sent, 0, 0}, "", true);
        return receive(m_sent).run;
    }

private:
    // False only when not `wait` and the socket has no room.
    bool send(const helper::Call& call, const std::string& inline_input, bool wait) {
        std::string message(reinterpret_cast<const char*>(&call), sizeof call);
        message += inline_input;
        if (helper::send_message(m_helper->socket.get(), message.data(), message.size(), {}, wait)) return true;
        if (!wait && (errno == EAGAIN || errno == EWOULDBLOCK)) return false;
        throw JudgeError(std::string("the sandbox helper is gone: ") + std::strerror(errno));
    }

    CallOutcome receive(std::int32_t index) {
        std::string inline_answer;
        const auto reply = await_reply<helper::CallReply>(*m_helper, m_request.wall_limit_ms, m_run_id,
                                                                           &inline_answer);
        if (reply.index != index) throw JudgeError("the sandbox helper answered another call");
        CallOutcome o;
        o.answered = reply.answered != 0;
        o.run = measured(reply);
        RunOutcome& r = o.run;
        // The helper's: the cgroup's peak from the call's start to its answer.
        r.memory_kib = reply.memory_kib;
        const std::int64_t limit = m_request.output_limit_bytes;
        const std::int64_t keep = m_request.stderr_keep_bytes;
        if (o.answered) {
            r.exit_code = 0;
            o.answer = reply.answer_size <= helper::k_inline_bytes
                           ? inline_answer
                           : read_memory_file(m_files.answers[helper::slot_of(index)].get(),
                                              limit > 0 ? std::min(reply.answer_size, limit) : reply.answer_size);
            r.stdout_data = o.answer;
            // What it wrote to stderr, set apart by the helper at its answer.
            const std::int64_t kept = std::clamp<std::int64_t>(reply.stderr_kept, 0, keep);
            r.stderr_data = read_memory_file(m_files.errors[helper::slot_of(index)].get(), kept);
            r.stderr_truncated = reply.stderr_size > kept;
            // Its answer and its stderr together, as a run's output.
            r.output_bytes = reply.answer_size + std::max<std::int64_t>(reply.stderr_size, 0);
            r.output_exceeded = limit > 0 && r.output_bytes > limit;
            return o;
        }
        // It ended: what it wrote to stderr is what the run's file holds
        // (emptied at the answer before).
        const std::int64_t err_size = memory_file_size(m_files.err.get());
        r.stderr_data = read_kept_text(m_files.err.get(), err_size, keep);
        r.stderr_truncated = err_size > keep;
        r.output_bytes = err_size;
        r.output_exceeded = reply.output_exceeded != 0 || (limit > 0 && err_size > limit);
        if (WIFEXITED(reply.status)) r.exit_code = WEXITSTATUS(reply.status);
        if (WIFSIGNALED(reply.status)) r.signal = WTERMSIG(reply.status);
        if (!m_helper->cgroup) r.memory_kib += reply.files_kib;
        m_end = r;
        // Its run is over: it serves the next, and drops the calls sent after this one unanswered.
        m_release(std::move(m_helper));
        return o;
    }

    std::function<void(std::unique_ptr<Helper>)> m_release;
    std::unique_ptr<Helper> m_helper;
    SandboxRequest m_request;
    std::uint64_t m_run_id;
    SessionFiles m_files;
    std::int32_t m_sent = 0, m_taken = 0;
    RunOutcome m_end;
};

}  // namespace

std::unique_ptr<RunSession> helper_session(std::unique_ptr<Helper> helper, SandboxRequest request, std::uint64_t run_id,
                                           SessionFiles files, std::function<void(std::unique_ptr<Helper>)> release) {
    return std::make_unique<HelperSession>(std::move(helper), std::move(request), run_id, std::move(files),
                                           std::move(release));
}

}  // namespace judge
