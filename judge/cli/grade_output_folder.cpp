#include "grade_output_folder.hpp"

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "error.hpp"
#include "text_file.hpp"
#include "private_folder.hpp"
#include "safe_text.hpp"

namespace judge {
namespace fs = std::filesystem;

namespace {

// Whether a user other than this one belongs to group `gid` (as a member,
// or by it being their own group): such a user can write where the group can.
bool group_has_others(gid_t gid) {
    const uid_t me = ::geteuid();
    std::string my_name;
    if (const passwd* pw = ::getpwuid(me)) my_name = pw->pw_name;
    if (const group* gr = ::getgrgid(gid))
        for (char** m = gr->gr_mem; m && *m; ++m)
            if (my_name != *m) return true;
    bool other = false;
    ::setpwent();
    while (const passwd* pw = ::getpwent())
        if (pw->pw_gid == gid && pw->pw_uid != me) {
            other = true;
            break;
        }
    ::endpwent();
    return other;
}

// Why another user could change an entry of the output folder (or a folder
// of it), or "" when no one else can.
std::string planted(const struct stat& st) {
    if (!trusted_owner(st.st_uid))
        return (S_ISLNK(st.st_mode) ? "a symbolic link of another user (uid " : "belongs to another user (uid ") +
               std::to_string(st.st_uid) + "), who could change the reports";
    if (S_ISLNK(st.st_mode)) return "";  // a link's own mode says nothing
    if (st.st_mode & S_IWOTH) return "is writable by every user, who could change the reports";
    if ((st.st_mode & S_IWGRP) && group_has_others(st.st_gid))
        return "is writable by its group (gid " + std::to_string(st.st_gid) + "), whose other users could change the reports";
    return "";
}

}  // namespace

// The output folder made if missing, and checked: the grade book, the
// reports and grades.html go there, so it and everything in it must be this
// user's (or root's), and no folder of it writable by another user. A class
// folder often sits in a shared place, where another account could plant
// FOLDER.grades first (a link to a folder of theirs, or a folder of theirs),
// or a reports/ folder or link inside it while it was writable: the reports
// and the table the teacher opens would be theirs to change.
void refuse_others_output_folder(const fs::path& out) {
    if (const auto owner = foreign_link_on_way(out.parent_path()))
        throw JudgeError(out.string() + ": the output folder is reached through a symbolic link of another user (uid " +
                         std::to_string(*owner) + "), not followed: give another with --out");
    struct stat link {};
    if (::lstat(out.c_str(), &link) == 0 && S_ISLNK(link.st_mode) && !trusted_owner(link.st_uid))
        throw JudgeError(out.string() + ": the output folder is a symbolic link of another user (uid " +
                         std::to_string(link.st_uid) + "), not followed: remove it, or give another with --out");
}

void ensure_output_folder(const fs::path& out) {
    refuse_others_output_folder(out);
    // The folders above it: one another user can write (and not sticky, as
    // /tmp is) lets them rename the output folder away mid-grade and put
    // their own in its place.
    for (fs::path up = out.parent_path(); !up.empty(); up = up.parent_path()) {
        struct stat above {};
        if (::stat(up.c_str(), &above) == 0 && !(above.st_mode & S_ISVTX) && !planted(above).empty())
            throw JudgeError(out.string() + ": the output folder is in " + up.string() +
                             ", where another user could replace it mid-grade: give an output folder elsewhere with --out");
        if (up == up.root_path()) break;
    }
    refuse_others_output_folder(out);  // again: the folders above were looked at meanwhile
    std::error_code made;
    fs::create_directories(out, made);
    if (made)
        throw JudgeError(out.string() + ": cannot make the output folder (" + made.message() +
                         "): give one you can write with --out");
    struct stat link {}, st {};
    if (::lstat(out.c_str(), &link) != 0 || ::stat(out.c_str(), &st) != 0)
        throw JudgeError(out.string() + ": cannot look at the output folder: " + std::strerror(errno));
    if (S_ISLNK(link.st_mode) && !trusted_owner(link.st_uid))
        throw JudgeError(out.string() + ": the output folder is a symbolic link of another user (uid " +
                         std::to_string(link.st_uid) + "), not followed: remove it, or give another with --out");
    if (!S_ISDIR(st.st_mode)) throw JudgeError(out.string() + ": the output folder is " + node_kind(st.st_mode) + ", not a folder");
    if (!trusted_owner(st.st_uid))
        throw JudgeError(out.string() + ": the output folder belongs to another user (uid " + std::to_string(st.st_uid) +
                         "), who could change its reports: remove it, or give another with --out");
    if (st.st_mode & S_IWOTH)
        throw JudgeError(out.string() + ": the output folder is writable by every user, who could change its reports: "
                         "chmod o-w it, or give another with --out");
    if (const std::string why = planted(st); !why.empty())
        throw JudgeError(out.string() + ": the output folder " + why + ": chmod g-w it, or give another with --out");
    // Everything in it, links not followed: what another user left there
    // while they could.
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(out, fs::directory_options::none, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        struct stat entry {};
        if (::lstat(it->path().c_str(), &entry) != 0) continue;  // gone meanwhile
        if (const std::string why = planted(entry); !why.empty())
            throw JudgeError(visible_line(it->path().string()) + ": in the output folder, " + why +
                             ": remove it, or give another output folder with --out");
    }
    if (ec) throw JudgeError(out.string() + ": cannot look through the output folder: " + ec.message());
}

}  // namespace judge
