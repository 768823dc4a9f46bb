#include "case_input.hpp"

#include "leetcode_io.hpp"
#include "value.hpp"

namespace judge {
namespace {

std::string arguments_text(const std::vector<Parameter>& params) {
    std::string s;
    for (const auto& p : params)
        s += (s.empty() ? "" : ", ") + p.type.cpp_name();
    return "[" + s + "]";
}

std::vector<DesignCall> read_design(lcio::Scanner& s, const Signature& sig,
                                    const std::function<void(std::size_t)>& missing) {
    std::vector<DesignCall> calls;
    struct Named {
        std::string name;
        int line, column;
    };
    std::vector<Named> names;
    if (s.at_end()) missing(0);
    s.begin_list();
    while (s.next_element()) {
        const int line = s.line(), column = s.column();
        std::string name = s.read_string();
        const bool first = names.empty();
        if (first && name != sig.class_name)
            throw lcio::ParseError{line, column, "the first call is the constructor, \"" + sig.class_name + "\""};
        if (!first) {
            bool known = false;
            for (const auto& m : sig.methods)
                known = known || m.name == name;
            if (!known) {
                std::string list;
                for (const auto& m : sig.methods)
                    list += (list.empty() ? "" : ", ") + m.name;
                throw lcio::ParseError{line, column,
                                       "no method '" + lcio::quote_string(name) + "' in " + sig.class_name + " (" + list + ")"};
            }
        }
        names.push_back({std::move(name), line, column});
    }
    if (names.empty()) {
        const int line = s.line(), column = s.column();
        throw lcio::ParseError{line, column, "the calls begin with the constructor, \"" + sig.class_name + "\""};
    }
    if (s.at_end()) missing(1);
    s.begin_list();
    for (std::size_t i = 0;; ++i) {
        const int line = s.line(), column = s.column();
        if (!s.next_element()) {
            if (i == names.size()) break;
            throw lcio::ParseError{line, column,
                                   std::to_string(names.size()) + " argument lists, one a call (" +
                                       std::to_string(i) + " given)"};
        }
        if (i >= names.size())
            throw lcio::ParseError{line, column, "']': " + std::to_string(names.size()) + " calls, " +
                                                     std::to_string(names.size()) + " argument lists"};
        const std::vector<Parameter>* params = &sig.constructor;
        if (i > 0)
            for (const auto& m : sig.methods)
                if (m.name == names[i].name) params = &m.params;
        DesignCall call{names[i].name, ""};
        s.begin_list();
        for (std::size_t k = 0;; ++k) {
            const int at_line = s.line(), at_column = s.column();
            const bool more = s.next_element();
            if (more != (k < params->size()))
                throw lcio::ParseError{at_line, at_column,
                                       "call " + std::to_string(i + 1) + " " + names[i].name + " takes " +
                                           arguments_text(*params) + " (" + std::to_string(params->size()) +
                                           (params->size() == 1 ? " argument)" : " arguments)")};
            if (!more) break;
            call.args += (k ? "," : "") + format_value(read_value(s, (*params)[k].type));
        }
        calls.push_back(std::move(call));
    }
    return calls;
}

}  // namespace

std::vector<InputPart> input_parts(const Signature& sig) {
    if (sig.design)
        return {{"calls", "a list of names, the first \"" + sig.class_name + "\""},
                {"arguments", "a list of argument lists, one a call"}};
    std::vector<InputPart> parts;
    for (const auto& p : sig.params)
        parts.push_back({p.name, p.type.cpp_name()});
    return parts;
}

std::vector<DesignCall> read_case(lcio::Scanner& s, const Signature& sig,
                                  const std::function<void(std::size_t)>& missing) {
    if (sig.design) return read_design(s, sig, missing);
    for (std::size_t i = 0; i < sig.params.size(); ++i) {
        if (s.at_end()) missing(i);
        read_value(s, sig.params[i].type);
    }
    return {};
}

}  // namespace judge
