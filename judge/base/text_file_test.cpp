#include "file_write.hpp"
#include "text_file.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <fstream>

#include "error.hpp"
#include "test_skip.hpp"
#include "workspace.hpp"

using namespace judge;
namespace fs = std::filesystem;

namespace {

std::string contents(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("write method: atomic onto a regular file or a new path, through anything else") {
    ScratchDir dir;
    const fs::path file = dir.path() / "report.json";
    CHECK(write_method(file) == WriteMethod::atomic);  // new
    std::ofstream(file) << "old";
    CHECK(write_method(file) == WriteMethod::atomic);
    CHECK(write_method("/dev/null") == WriteMethod::through);
    CHECK(write_method("/dev/stdout") == WriteMethod::through);
    fs::create_symlink(file, dir.path() / "link.json");  // an own link: what it leads to is replaced
    CHECK(write_method(dir.path() / "link.json") == WriteMethod::atomic);
    REQUIRE(::mkfifo((dir.path() / "fifo").c_str(), 0600) == 0);
    CHECK(write_method(dir.path() / "fifo") == WriteMethod::through);
}

TEST_CASE("writing a report: a regular file replaced whole, a symlink kept and its target written") {
    ScratchDir dir;
    const fs::path file = dir.path() / "report.json";
    std::ofstream(file) << "a much longer old text than the new one";
    write_text_file(file, "new\n");
    CHECK(contents(file) == "new\n");
    CHECK(fs::is_regular_file(fs::symlink_status(file)));

    fs::create_symlink(file, dir.path() / "link.json");
    write_text_file(dir.path() / "link.json", "via link\n");
    CHECK(fs::is_symlink(fs::symlink_status(dir.path() / "link.json")));
    CHECK(contents(file) == "via link\n");  // truncated: no tail of the older text
    int entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path()))
        ++entries;
    CHECK(entries == 2);  // no temporary left behind
}

TEST_CASE("writing a report onto /dev/null leaves the device in place") {
    write_text_file("/dev/null", "{}\n");
    struct stat st {};
    REQUIRE(::lstat("/dev/null", &st) == 0);
    CHECK(S_ISCHR(st.st_mode));
}

TEST_CASE("a report that cannot be written is the judge's error, naming the path") {
    CHECK_THROWS_WITH_AS(write_text_file("/nonexistent-folder/r.json", "x"),
                         doctest::Contains("/nonexistent-folder/r.json"), JudgeError);
}

TEST_CASE("writing into a folder that is not there names the folder, not a temporary file") {
    CHECK_THROWS_WITH(judge::write_text_file("/tmp/judge-no-such-folder-x/y.cpp", "x"),
                      doctest::Contains("no such folder /tmp/judge-no-such-folder-x"));
}

namespace {

constexpr uid_t k_other = 65534;  // nobody: any user but this one

// A file of `size` bytes that costs no disk (a hole).
void sparse(const fs::path& path, off_t size) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    REQUIRE(fd >= 0);
    REQUIRE(::ftruncate(fd, size) == 0);
    ::close(fd);
}

void unix_socket(const fs::path& path) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(fd >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    REQUIRE(path.string().size() < sizeof address.sun_path);
    std::strcpy(address.sun_path, path.c_str());
    REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    ::close(fd);
}

}  // namespace

TEST_CASE("sizes in words") {
    CHECK(size_in_words(0) == "0 bytes");
    CHECK(size_in_words(1) == "1 byte");
    CHECK(size_in_words(1536) == "1.5 KiB");
    CHECK(size_in_words(std::uintmax_t{64} << 20) == "64 MiB");
    CHECK(size_in_words(std::uintmax_t{100} << 30) == "100 GiB");
}

TEST_CASE("reading: a FIFO, a socket, a device, a folder is refused before it is read, one line naming it") {
    ScratchDir dir;
    const fs::path fifo = dir.path() / "a.ans";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);  // nobody writes: a read would wait forever
    CHECK_THROWS_WITH_AS(read_text_file(fifo, "test answer"),
                         doctest::Contains((fifo.string() + ": test answer is not a regular file (a FIFO)").c_str()), JudgeError);
    CHECK_THROWS_WITH_AS(read_file_bytes(fifo), doctest::Contains("not a regular file (a FIFO)"), JudgeError);
    const fs::path zero = dir.path() / "z.ans";
    fs::create_symlink("/dev/zero", zero);  // endless: it would fill the memory
    CHECK_THROWS_WITH_AS(read_text_file(zero, "test answer"),
                         doctest::Contains("not a regular file (a link to /dev/zero, a character device)"), JudgeError);
    const fs::path socket = dir.path() / "s.in";
    unix_socket(socket);
    CHECK_THROWS_WITH_AS(read_text_file(socket, "test input"), doctest::Contains("not a regular file (a socket)"),
                         JudgeError);
    // The kernel's files look regular, and reading one may change its state
    // (/proc/kmsg hands each message to one reader): refused before a read.
    const fs::path kernel = dir.path() / "k.in";
    fs::create_symlink("/proc/self/status", kernel);
    CHECK_THROWS_WITH_AS(read_text_file(kernel, "test input"),
                         doctest::Contains("k.in: test input is not a regular file (a link to /proc/self/status, a "
                                           "regular file of the kernel's, in procfs"),
                         JudgeError);
    CHECK_THROWS_WITH_AS(read_file_bytes("/proc/self/status"), doctest::Contains("in procfs"), JudgeError);
    const fs::path folder = dir.path() / "x.in";
    fs::create_directory(folder);
    CHECK_THROWS_WITH_AS(read_text_file(folder, "test input"), doctest::Contains("not a regular file (a folder)"),
                         JudgeError);
}

TEST_CASE("reading: a file over the bound is refused by its size, before a byte is read") {
    ScratchDir dir;
    const fs::path huge = dir.path() / "huge.in";
    sparse(huge, off_t{100} << 30);  // 100 GiB of nothing
    CHECK_THROWS_WITH_AS(read_text_file(huge, "test input"),
                         doctest::Contains((huge.string() + ": 100 GiB, over the 64 MiB a test input may have").c_str()), JudgeError);
    const fs::path just_over = dir.path() / "over.in";
    sparse(just_over, static_cast<off_t>(k_max_file_bytes) + 1);
    CHECK_THROWS_WITH_AS(read_checked_file(just_over, "test input"), doctest::Contains("(67108865 bytes), over the 64 MiB"),
                         JudgeError);
    const fs::path at_bound = dir.path() / "small.in";
    std::ofstream(at_bound) << "0123456789";
    CHECK_THROWS_AS(read_checked_file(at_bound, "test input", 9), JudgeError);
    CHECK(read_checked_file(at_bound, "test input", 10) == "0123456789");
}

TEST_CASE("reading: every byte, whether the size a file gives is its length, less or more") {
    ScratchDir dir;
    // Larger than one read of 64 KiB, read in the call that asks for its size.
    std::string big;
    for (int i = 0; big.size() < 200'000; ++i)
        big += std::to_string(i) + (i % 7 ? " " : "\n");
    const fs::path file = dir.path() / "big.in";
    std::ofstream(file, std::ios::binary) << big;
    CHECK(read_checked_file(file, "test input") == big);
    CHECK(read_checked_file(file, "test input") == big);  // its folder known now: the short way
    const fs::path empty = dir.path() / "empty.in";
    std::ofstream(empty).flush();
    CHECK(read_file_bytes(empty).empty());
}

TEST_CASE("reading: a link to a regular file is read, a link to nothing and an unreadable file are named") {
    ScratchDir dir;
    const fs::path file = dir.path() / "real.ans", link = dir.path() / "a.ans";
    std::ofstream(file) << "1\n";
    fs::create_symlink(file, link);
    CHECK(read_text_file(link, "test answer") == "1\n");
    const fs::path dangling = dir.path() / "b.ans";
    fs::create_symlink(dir.path() / "gone.ans", dangling);
    CHECK_THROWS_WITH_AS(read_text_file(dangling, "test answer"), doctest::Contains("test answer not found (a link to"),
                         JudgeError);
    CHECK(read_file_bytes(dangling).empty());  // the judge's own files: missing reads as nothing
    if (::geteuid() == 0) return skip_test("root reads a file of mode 000");
    ::chmod(file.c_str(), 0);
    CHECK_THROWS_WITH_AS(read_text_file(file, "test answer"), doctest::Contains("cannot read test answer: Permission denied"),
                         JudgeError);
}

TEST_CASE("writing: a file the judge makes is made new in the folder, never through a planted temporary") {
    ScratchDir dir;
    const fs::path file = dir.path() / "new.cpp";
    write_text_file(file, "class Solution {};\n", Existing::refuse);
    CHECK(contents(file) == "class Solution {};\n");
    CHECK_THROWS_WITH_AS(write_text_file(file, "again\n", Existing::refuse), doctest::Contains("already exists"),
                         JudgeError);
    CHECK(contents(file) == "class Solution {};\n");
    // The old temporary name (<file>.tmp.<pid>) is not used: a link planted there is left alone.
    const fs::path victim = dir.path() / "victim";
    std::ofstream(victim) << "keep";
    fs::create_symlink(victim, fs::path(file.string() + ".tmp." + std::to_string(::getpid())));
    write_text_file(file, "replaced\n");
    CHECK(contents(file) == "replaced\n");
    CHECK(contents(victim) == "keep");
}

TEST_CASE("writing: an own link (even to nothing) is followed, what it leads to replaced, the link kept") {
    ScratchDir dir;
    const fs::path target = dir.path() / "target.json", link = dir.path() / "link.json";
    fs::create_symlink(target, link);
    write_text_file(link, "{}\n");
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(contents(target) == "{}\n");
}

TEST_CASE("writing: a FIFO nobody reads is refused at once, not waited on") {
    ScratchDir dir;
    const fs::path fifo = dir.path() / "r.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_THROWS_WITH_AS(write_text_file(fifo, "{}\n"), doctest::Contains((fifo.string() + ": a FIFO nobody reads").c_str()),
                         JudgeError);
    CHECK_THROWS_WITH_AS(check_updatable_file(fifo, "the history database"),
                         doctest::Contains("the history database is not a regular file (a FIFO)"), JudgeError);
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);  // with a reader it is written through
    REQUIRE(reader >= 0);
    write_text_file(fifo, "{}\n");
    char buf[8] = {};
    CHECK(::read(reader, buf, sizeof buf) == 3);
    ::close(reader);
    const fs::path socket = dir.path() / "s.json";
    unix_socket(socket);
    CHECK_THROWS_WITH_AS(write_text_file(socket, "{}\n"), doctest::Contains("is a socket"), JudgeError);
}

TEST_CASE("writing: another user's link or FIFO is refused, one line naming it, and nothing is made") {
    if (::geteuid() != 0) return skip_test("needs root to plant a node of another user");
    ScratchDir dir;
    const fs::path aim = dir.path() / "chosen-by-them";
    const fs::path dangling = dir.path() / "out.json";
    fs::create_symlink(aim, dangling);
    REQUIRE(::lchown(dangling.c_str(), k_other, k_other) == 0);
    CHECK_THROWS_WITH_AS(write_text_file(dangling, "x"),
                         doctest::Contains((dangling.string() + ": a symbolic link of another user (uid 65534)").c_str()), JudgeError);
    CHECK_THROWS_AS(write_text_file(dangling, "x", Existing::refuse), JudgeError);
    CHECK_THROWS_AS(check_write_target(dangling, "--json out.json"), JudgeError);
    CHECK_THROWS_WITH_AS(check_report_targets({{"--json", dangling.string()}}),
                         doctest::Contains(("--json " + dangling.string() + ": a symbolic link of another user").c_str()), JudgeError);
    CHECK_THROWS_AS(check_updatable_file(dangling, "the history database"), JudgeError);
    CHECK_FALSE(fs::exists(fs::symlink_status(aim)));
    const fs::path fifo = dir.path() / "r.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0666) == 0);
    REQUIRE(::chown(fifo.c_str(), k_other, k_other) == 0);
    CHECK_THROWS_WITH_AS(write_text_file(fifo, "x"), doctest::Contains("a FIFO of another user (uid 65534); not written"),
                         JudgeError);
}

TEST_CASE("reading: another user's link is never followed, wherever it is on the way, and this user's are") {
    if (::geteuid() != 0) return skip_test("only root makes a link owned by another user");
    ScratchDir dir;
    const fs::path secret = dir.path() / "secret", open_to_all = dir.path() / "public", theirs = dir.path() / "theirs";
    std::ofstream(secret) << "[1]\n";
    std::ofstream(open_to_all) << "[2]\n";
    std::ofstream(theirs) << "[3]\n";
    ::chmod(secret.c_str(), 0600);
    ::chmod(open_to_all.c_str(), 0644);
    ::chmod(theirs.c_str(), 0600);
    REQUIRE(::chown(theirs.c_str(), k_other, k_other) == 0);
    auto their_link = [&](const fs::path& to, const std::string& name) {
        const fs::path link = dir.path() / name;
        fs::create_symlink(to, link);
        REQUIRE(::lchown(link.c_str(), k_other, k_other) == 0);
        return link;
    };
    const std::string refused = "test input is reached through a symbolic link of another user (uid 65534), which the "
                                "judge does not follow";
    // To a file only this user may read, to one anyone may read (in a folder they may not enter, it
    // would still be hidden from them), to their own: not followed, one line.
    for (const auto& [to, name] : {std::pair{secret, "a.in"}, {open_to_all, "b.in"}, {theirs, "c.in"}}) {
        const std::string expected = std::string(name) + ": " + refused;
        CHECK_THROWS_WITH_AS(read_text_file(their_link(to, name), "test input"), doctest::Contains(expected.c_str()),
                             JudgeError);
    }
    // A folder link of theirs on the way, then a link of this user's inside: still theirs to aim.
    const fs::path inner = dir.path() / "inner";
    fs::create_directory(inner);
    fs::create_symlink(secret, inner / "d.in");
    const fs::path folder = their_link(inner, "folder");
    CHECK_THROWS_WITH_AS(read_text_file(folder / "d.in", "test input"), doctest::Contains(refused.c_str()), JudgeError);
    CHECK_THROWS_WITH_AS(refuse_foreign_links(folder, "the tests' path"),
                         doctest::Contains("folder: the tests' path is reached through a symbolic link of another user"),
                         JudgeError);
    // This user's own links (and chains of them, through "..") are followed wherever they lead.
    fs::create_symlink(secret, dir.path() / "mine.in");
    fs::create_symlink("../mine.in", inner / "chain.in");
    CHECK(read_text_file(dir.path() / "mine.in", "test input") == "[1]\n");
    CHECK(read_text_file(inner / "chain.in", "test input") == "[1]\n");
    CHECK_NOTHROW(refuse_foreign_links(inner, "the tests' path"));
    // Their plain file (no link) is read: it is theirs to show.
    CHECK(read_text_file(theirs, "test input") == "[3]\n");
}

TEST_CASE("reading many files of one folder: a folder removed and made again, or moved away, is read anew") {
    ScratchDir scratch;
    const fs::path folder = scratch.path() / "set";
    fs::create_directories(folder);
    std::ofstream(folder / "a.in") << "first\n";
    std::ofstream(folder / "b.in") << "b\n";
    CHECK(read_text_file(folder / "a.in", "test input") == "first\n");
    CHECK(read_text_file(folder / "b.in", "test input") == "b\n");  // the folder resolved once
    fs::rename(folder, scratch.path() / "moved");
    fs::create_directories(folder);
    std::ofstream(folder / "a.in") << "second\n";
    CHECK(read_text_file(folder / "a.in", "test input") == "second\n");
    CHECK_THROWS_WITH_AS(read_text_file(folder / "b.in", "test input"), doctest::Contains("not found"), JudgeError);
    fs::remove_all(folder);
    fs::create_directories(folder);
    std::ofstream(folder / "a.in") << "third\n";
    CHECK(read_text_file(folder / "a.in", "test input") == "third\n");
    // The folder's name now a link to the moved one: read through it, as any link of one's own.
    fs::remove_all(folder);
    fs::create_directory_symlink(scratch.path() / "moved", folder);
    CHECK(read_text_file(folder / "a.in", "test input") == "first\n");
}

TEST_CASE("reading text: a compiled program, a NUL and a control byte are each named at their place") {
    ScratchDir dir;
    const fs::path elf = dir.path() / "1.cpp";
    std::ofstream(elf, std::ios::binary) << std::string("\x7f" "ELF\x02\x01\x01\0\0\0", 10);
    CHECK_THROWS_WITH_AS(read_text_file(elf, "submission", true),
                         doctest::Contains((elf.string() + ":1:1: submission is a compiled program (ELF), not text").c_str()),
                         JudgeError);
    const fs::path nul = dir.path() / "2.cpp";
    std::ofstream(nul, std::ios::binary) << std::string("int x;\nin\0t", 11);
    CHECK_THROWS_WITH_AS(read_text_file(nul, "submission", true),
                         doctest::Contains(":2:3: submission is binary (a NUL byte)"), JudgeError);
    const fs::path bell = dir.path() / "3.in";
    std::ofstream(bell, std::ios::binary) << "[1,\a2]\n";
    CHECK_THROWS_WITH_AS(read_text_file(bell, "test input"), doctest::Contains(":1:4: test input is binary (a control byte)"),
                         JudgeError);
    // In a source a control byte other than NUL is kept (a raw ESC in a comment).
    const fs::path esc = dir.path() / "4.cpp";
    std::ofstream(esc, std::ios::binary) << "// \x1b[1m\nint x;\n";
    CHECK_NOTHROW(read_text_file(esc, "submission", true));
}

TEST_CASE("reading a file of a listed folder: read there by name, whatever its path leads to now") {
    ScratchDir dir;
    const fs::path set = dir.path() / "set";
    fs::create_directories(set);
    std::ofstream(set / "1.in") << "listed\n";
    mkfifo((set / "2.in").c_str(), 0600);
    fs::create_symlink("1.in", set / "3.in");  // an own link: followed, as a path is
    const FolderListing listing = list_checked_folder(set, "the tests' folder");
    REQUIRE(listing.error == 0);
    // The folder moved away and another put in its place: the listed one is read.
    fs::rename(set, dir.path() / "moved");
    fs::create_directories(set);
    std::ofstream(set / "1.in") << "swapped in\n";
    std::ofstream(set / "3.in") << "swapped in\n";
    CHECK(read_text_file_in(listing.dir.get(), set / "1.in", "test input") == "listed\n");
    CHECK_THROWS_WITH_AS(read_text_file_in(listing.dir.get(), set / "2.in", "test input"),
                         doctest::Contains("2.in: test input is not a regular file (a FIFO"), JudgeError);
    // A link is taken the whole way by its path, with every check a path has.
    CHECK(read_text_file_in(listing.dir.get(), set / "3.in", "test input") == "swapped in\n");
    CHECK_THROWS_WITH_AS(read_text_file_in(listing.dir.get(), set / "4.in", "test input"),
                         doctest::Contains("4.in: test input not found"), JudgeError);
    std::ofstream(dir.path() / "moved" / "5.in") << "   \n";
    CHECK_THROWS_WITH_AS(read_text_file_in(listing.dir.get(), set / "5.in", "test input"),
                         doctest::Contains("5.in: test input is empty"), JudgeError);
}
