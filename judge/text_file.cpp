#include "text_file.hpp"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "error.hpp"

namespace judge {
namespace fs = std::filesystem;

std::string read_text_file(const fs::path& path, const char* what) {
    std::error_code ec;
    if (!fs::exists(path, ec)) throw JudgeError(path.string() + ": " + what + " not found");
    if (fs::is_directory(path, ec)) throw JudgeError(path.string() + ": " + what + " is a folder, expected a file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw JudgeError(path.string() + ": cannot read " + what);
    std::ostringstream buf;
    buf << in.rdbuf();
    std::string text = buf.str();
    int line = 1, column = 1;
    bool blank = true;
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v') || c == 0x7f)
            throw JudgeError(located(path.string(), line, column, std::string(what) + " is binary (control byte)"));
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') blank = false;
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    if (blank) throw JudgeError(path.string() + ": " + what + " is empty");
    return text;
}

std::string read_file_bytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    return buf.str();
}

std::string read_input(const std::string& name) {
    if (name != "-") return read_text_file(name, "input");
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw JudgeError("stdin: the input is empty");
    return text;
}

void write_text_file(const fs::path& path, const std::string& text) {
    fs::path tmp = path;
    tmp += ".tmp." + std::to_string(::getpid());
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) throw JudgeError(tmp.string() + ": cannot write");
        out << text;
        if (!out.flush()) throw JudgeError(tmp.string() + ": cannot write");
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) throw JudgeError(path.string() + ": cannot write: " + ec.message());
}

}  // namespace judge
