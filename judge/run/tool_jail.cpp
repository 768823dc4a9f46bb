#include "tool_jail.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

bool inside(const std::string& path, const std::string& folder) {
    return path == folder || (path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 &&
                              (folder == "/" || path[folder.size()] == '/'));
}

// Every entry under `root` (not following links), deepest last.
std::vector<fs::path> tree(const fs::path& root) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, fs::directory_options::none, ec), end; !ec && it != end;
         it.increment(ec))
        out.push_back(it->path());
    return out;
}

// Whether a user who is neither the owner nor in the group may read it.
bool others_may_read(const struct stat& st) {
    return S_ISDIR(st.st_mode) ? (st.st_mode & 05) == 05 : (st.st_mode & 04) != 0;
}

}  // namespace

ToolJail::ToolJail(const FileAccess& access, const fs::path& working_dir) : m_id(ReservedId::take()) {
    try {
        prepare(access, working_dir);
    } catch (...) {
        release();
        throw;
    }
}

void ToolJail::prepare(const FileAccess& access, const fs::path& working_dir) {
    // Where /usr is merged, the loader's path (/lib64/ld-linux-x86-64.so.2)
    // and /bin go through links at the root: the view has them too.
    for (const char* link : {"/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"}) {
        std::error_code ec;
        if (!fs::is_symlink(link, ec)) continue;
        const fs::path target = fs::read_symlink(link, ec);
        if (!ec) m_view.links.emplace_back(target.string(), m_view.root + link);
    }
    struct Entry {
        std::string path;
        bool writable;
    };
    std::vector<Entry> entries;
    for (const auto& [path, how] : access)
        entries.push_back({fs::absolute(path).lexically_normal().string(), how == LandlockAccess::write});
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
    const unsigned id = m_id.id();
    std::vector<const Entry*> bound;
    std::set<std::string> folders;
    for (const Entry& e : entries) {
        // Already seen through a bind above it (the same or a stronger one): Landlock draws the finer line.
        const bool covered = std::any_of(bound.begin(), bound.end(), [&](const Entry* b) {
            return inside(e.path, b->path) && (b->writable || !e.writable);
        });
        if (covered) continue;
        struct stat st {};
        if (::stat(e.path.c_str(), &st) != 0) continue;  // nothing there: nothing to see
        std::string source = e.path;
        if (e.writable) {
            // Its tree is the tool's for the step: what is there already may be rewritten.
            m_given.push_back({e.path, st.st_uid, st.st_gid, st.st_mode & 07777});
            if (::chown(e.path.c_str(), id, id) != 0)
                throw JudgeError("cannot give " + e.path + " to the compile step's user: " + std::strerror(errno));
            for (const fs::path& p : tree(e.path)) {
                struct stat entry {};
                if (::lstat(p.c_str(), &entry) == 0 && (S_ISDIR(entry.st_mode) || entry.st_nlink == 1))
                    ::lchown(p.c_str(), id, id);
            }
        } else if (!others_may_read(st)) {
            // The tool is another user: a file of root's own (a solution
            // kept 0600) is seen as a copy it may read, at the same path.
            if (m_copies.empty()) {
                char name[] = "/tmp/judge-copies-XXXXXX";
                if (!::mkdtemp(name)) throw JudgeError(std::string("cannot make a folder in /tmp: ") + std::strerror(errno));
                m_copies = name;
            }
            const fs::path copy = m_copies / std::to_string(m_view.binds.size());
            std::error_code ec;
            fs::copy(e.path, copy, fs::copy_options::recursive, ec);
            if (ec) throw JudgeError("cannot copy " + e.path + " for the compile step: " + ec.message());
            // Readable by all, executable where the original is.
            for (const fs::path& p : tree(copy)) {
                struct stat entry {};
                if (::lstat(p.c_str(), &entry) == 0 && !S_ISLNK(entry.st_mode))
                    ::chmod(p.c_str(), S_ISDIR(entry.st_mode) || (entry.st_mode & 0111) ? 0755 : 0644);
            }
            ::chmod(copy.c_str(), S_ISDIR(st.st_mode) || (st.st_mode & 0111) ? 0755 : 0644);
            source = copy.string();
        }
        bound.push_back(&e);
        MountView::Bind bind;
        bind.source = source;
        bind.target = m_view.root + e.path;
        bind.directory = S_ISDIR(st.st_mode);
        bind.writable = e.writable;
        bind.device = S_ISCHR(st.st_mode);
        // Its folders on the tmpfs, unless a bind above holds it (then it is there already).
        const bool within = std::any_of(bound.begin(), bound.end() - 1, [&](const Entry* b) { return inside(e.path, b->path); });
        if (!within) {
            const fs::path target(bind.target);
            std::vector<std::string> chain;
            for (fs::path p = bind.directory ? target : target.parent_path(); p.string().size() > m_view.root.size();
                 p = p.parent_path())
                chain.push_back(p.string());
            for (auto it = chain.rbegin(); it != chain.rend(); ++it)
                if (folders.insert(*it).second) m_view.folders.push_back(*it);
        }
        m_view.binds.push_back(std::move(bind));
    }
    // Its working folder is there, if only as an empty folder (as under
    // Landlock alone it would be there and unreadable).
    const std::string work = fs::absolute(working_dir).lexically_normal().string();
    if (std::none_of(bound.begin(), bound.end(), [&](const Entry* b) { return inside(work, b->path); })) {
        std::vector<std::string> chain;
        for (fs::path p = m_view.root + work; p.string().size() > m_view.root.size(); p = p.parent_path())
            chain.push_back(p.string());
        for (auto it = chain.rbegin(); it != chain.rend(); ++it)
            if (folders.insert(*it).second) m_view.folders.push_back(*it);
    }
}

ToolJail::~ToolJail() { release(); }

void ToolJail::release() {
    kill_id_holders(m_id.id());
    for (const Given& given : m_given)
        take_back(given);
    if (!m_copies.empty()) {
        std::error_code ec;
        fs::remove_all(m_copies, ec);
    }
}

void ToolJail::take_back(const Given& given) const {
    const unsigned id = m_id.id();
    const uid_t judge_uid = ::geteuid();
    const gid_t judge_gid = ::getegid();
    for (const fs::path& p : tree(given.path)) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || (st.st_uid != id && st.st_gid != id)) continue;
        if (S_ISDIR(st.st_mode)) {
            if (::lchown(p.c_str(), judge_uid, judge_gid) == 0) ::chmod(p.c_str(), 0755);
        } else if (S_ISREG(st.st_mode) && st.st_nlink == 1) {
            if (::lchown(p.c_str(), judge_uid, judge_gid) == 0) ::chmod(p.c_str(), (st.st_mode & 0111) ? 0755 : 0644);
        } else {
            ::unlink(p.c_str());  // a link or a special file: nothing a compile leaves for the judge
        }
    }
    ::chown(given.path.c_str(), given.uid, given.gid);
    ::chmod(given.path.c_str(), given.mode);
}

void ToolJail::apply(ChildSetup& setup) {
    setup.view = &m_view;
    setup.drop_user = true;
    setup.user = setup.group = m_id.id();
}

}  // namespace judge
