// The first program of a sanitized run (judge/build/sanitized_build.hpp).
// AddressSanitizer cannot be linked statically, and the sandbox's root is
// empty: no loader, no C library. The judge puts them, and the sanitized
// program, at the front of the run's stdin:
//   "judge-sanitized <count>\n", then per file "<name> <size>\n" and its bytes,
// and the test's input after them. This static program writes the files
// into ./.sanitized/ (the run's own folder), then executes the program
// through the loader. stdin is a file: read here byte for byte, it is left
// at the input's first byte for the program.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

[[noreturn]] void fail(const char* what) {
    const char prefix[] = "judge sanitized launcher: ";
    (void)!::write(2, prefix, sizeof prefix - 1);
    (void)!::write(2, what, std::strlen(what));
    (void)!::write(2, "\n", 1);
    std::_Exit(125);
}

std::string read_line() {
    std::string line;
    char c = 0;
    while (line.size() < 256) {
        ssize_t n = ::read(0, &c, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n != 1) fail("stdin ended inside the header");
        if (c == '\n') return line;
        line += c;
    }
    fail("a header line is too long");
}

// `mode`: the loader is executable only (not readable by the run itself):
// the kernel then leaves the process it becomes not dumpable.
void copy_to(const std::string& path, unsigned long long size, mode_t mode) {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (fd < 0) fail("cannot write into ./.sanitized");
    static char buf[1 << 16];
    while (size > 0) {
        ssize_t n = ::read(0, buf, size < sizeof buf ? size : sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("stdin ended inside a file");
        for (ssize_t done = 0; done < n;) {
            ssize_t w = ::write(fd, buf + done, static_cast<size_t>(n - done));
            if (w <= 0) fail("cannot write into ./.sanitized");
            done += w;
        }
        size -= static_cast<unsigned long long>(n);
    }
    ::close(fd);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string header = read_line();
    if (header.rfind("judge-sanitized ", 0) != 0) fail("stdin does not start with the files");
    const int count = std::atoi(header.c_str() + 16);
    if (count < 2 || count > 16) fail("a bad file count");
    if (::mkdir(".sanitized", 0700) != 0) fail("cannot make ./.sanitized");
    for (int i = 0; i < count; ++i) {
        const std::string line = read_line();
        const std::size_t space = line.find(' ');
        const std::string name = line.substr(0, space);
        if (space == std::string::npos || name.empty() || name.find('/') != std::string::npos || name[0] == '.')
            fail("a bad file name");
        copy_to(".sanitized/" + name, std::strtoull(line.c_str() + space + 1, nullptr, 10), name == "ld.so" ? 0100 : 0700);
    }
    // The loader runs the program by its path, with the libraries beside it.
    std::vector<char*> args = {const_cast<char*>("solution"), const_cast<char*>("--library-path"),
                               const_cast<char*>("./.sanitized"), const_cast<char*>("--argv0"),
                               const_cast<char*>("solution"), const_cast<char*>("./.sanitized/solution")};
    for (int i = 1; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    extern char** environ;
    ::execve("./.sanitized/ld.so", args.data(), environ);
    fail("cannot execute the loader");
}
