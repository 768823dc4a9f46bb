#include "grade_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <tuple>

#include "columns.hpp"
#include "safe_text.hpp"

namespace judge {

namespace {

// Better first: accepted, then more tests passed, then less CPU.
bool better(const GradeEntry& a, const GradeEntry& b) {
    return std::make_tuple(a.verdict == "AC", a.passed, -a.cpu_us) > std::make_tuple(b.verdict == "AC", b.passed, -b.cpu_us);
}

std::string csv_field(const std::string& raw) {
    std::string text = valid_utf8(raw);
    // A spreadsheet runs a cell that starts so as a formula.
    if (!text.empty() && std::string("=+-@\t\r").find(text[0]) != std::string::npos) text = "'" + text;
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

// A relative path as a link: each byte outside the unreserved set and '/' percent-encoded.
std::string url_path(const std::string& path) {
    std::string out;
    for (unsigned char c : path) {
        if (std::isalnum(c) || std::string("-._~/").find(static_cast<char>(c)) != std::string::npos)
            out += static_cast<char>(c);
        else
            out += fmt::format("%{:02X}", c);
    }
    return out;
}

}  // namespace

const GradeEntry* GradeTable::cell(const std::string& student, const std::string& problem) const {
    auto it = cells.find({student, problem});
    return it == cells.end() ? nullptr : &it->second;
}

GradeTable make_grade_table(const std::vector<std::string>& students, const std::vector<std::string>& problems,
                            const std::vector<GradeEntry>& entries) {
    GradeTable t;
    t.students = students;
    t.problems = problems;
    for (const auto& e : entries) {
        if (std::find(students.begin(), students.end(), e.student) == students.end() ||
            std::find(problems.begin(), problems.end(), e.problem) == problems.end())
            continue;
        auto [it, fresh] = t.cells.try_emplace({e.student, e.problem}, e);
        if (!fresh && better(e, it->second)) it->second = e;
    }
    return t;
}

std::string cell_text(const GradeEntry* e) {
    if (!e) return "";
    if (e->verdict == "CE" || e->verdict == "error") return e->verdict;
    return fmt::format("{} {}/{}", e->verdict, e->passed, e->total);
}

// A student's name in at most 40 columns: cut by columns (a wide
// character is two), never inside a character, "..." where it was cut.
std::string shown_name(const std::string& student) {
    constexpr std::size_t k_widest = 40;
    const std::string name = visible_line(student);
    if (columns(name) <= k_widest) return name;
    return std::string(columns_prefix(name, k_widest - 3)) + "...";
}

std::string grade_table_text(const GradeTable& t) {
    std::size_t name_width = 7;
    for (const auto& s : t.students)
        name_width = std::max(name_width, columns(shown_name(s)));
    std::vector<std::size_t> widths;
    for (const auto& p : t.problems) {
        std::size_t w = std::max<std::size_t>(p.size(), 2);
        for (const auto& s : t.students)
            w = std::max(w, cell_text(t.cell(s, p)).size());
        widths.push_back(w);
    }
    std::string out = fmt::format("{:<{}}", "student", name_width);
    for (std::size_t i = 0; i < t.problems.size(); ++i)
        out += fmt::format("  {:<{}}", t.problems[i], widths[i]);
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    out += "\n";
    for (const auto& s : t.students) {
        out += fit_columns(shown_name(s), name_width);
        for (std::size_t i = 0; i < t.problems.size(); ++i)
            out += fmt::format("  {:<{}}", cell_text(t.cell(s, t.problems[i])), widths[i]);
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        out += "\n";
    }
    // Why the judge could not judge a cell, under the table.
    for (const auto& s : t.students)
        for (const auto& p : t.problems)
            if (const GradeEntry* e = t.cell(s, p); e && e->verdict == "error" && !e->error.empty())
                out += fmt::format("error: {}, problem {}, {}: {}\n", visible_line(s, 40), p, visible_line(e->file, 60),
                                   visible_line(e->error, 300));
    return out;
}

std::string grade_table_csv(const GradeTable& t) {
    std::string out = "student";
    for (const auto& p : t.problems)
        out += "," + csv_field(p);
    out += "\r\n";
    for (const auto& s : t.students) {
        out += csv_field(s);
        for (const auto& p : t.problems) {
            // A spreadsheet has no room below the table: the judge's failure
            // says why in its cell.
            const GradeEntry* e = t.cell(s, p);
            std::string cell = cell_text(e);
            if (e && e->verdict == "error" && !e->error.empty()) cell += ": " + visible_line(e->error, 300);
            out += "," + csv_field(cell);
        }
        out += "\r\n";
    }
    return out;
}

std::string grade_table_json(const GradeTable& t) {
    using nlohmann::json;
    json students = json::array();
    for (const auto& s : t.students) {
        json cells = json::object();
        for (const auto& p : t.problems) {
            const GradeEntry* e = t.cell(s, p);
            if (!e) continue;
            cells[p] = {{"verdict", e->verdict}, {"passed", e->passed}, {"total", e->total},
                        {"cpu_ms", e->cpu_us / 1000}, {"time_ratio", e->time_ratio > 0 ? json(e->time_ratio) : json(nullptr)},
                        {"file", json_text(e->file)}, {"language", e->language}, {"report", json_text(e->report)},
                        {"error", json_text(e->error)}, {"judged_at", e->judged_at}};
        }
        students.push_back({{"student", json_text(s)}, {"cells", cells}});
    }
    json not_judged = json::array();
    for (const auto& n : t.not_judged)
        not_judged.push_back(json_text(n));
    return json{{"problems", t.problems}, {"students", students}, {"not_judged", not_judged}}.dump(2) + "\n";
}

std::string grade_table_html(const GradeTable& t, const std::string& title, const std::string& reports) {
    std::string out = "<!doctype html>\n<html><head><meta charset='utf-8'><title>" + html_text(title) +
                      "</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
                      "td,th{border:1px solid #ccc;padding:3px 8px}th{cursor:pointer;background:#eee}"
                      ".AC{background:#d4f7d4}.WA,.RE,.TLE,.MLE,.OLE{background:#fbd9d3}.CE,.error{background:#eee}"
                      "</style></head><body>\n<h1>" +
                      html_text(title) + "</h1>\n<p>Click a column's head to sort by it.</p>\n<table id='grades'><thead><tr><th>student</th>";
    for (const auto& p : t.problems)
        out += "<th>" + html_text(p) + "</th>";
    out += "</tr></thead><tbody>\n";
    for (const auto& s : t.students) {
        out += "<tr><td>" + html_text(s) + "</td>";
        for (const auto& p : t.problems) {
            const GradeEntry* e = t.cell(s, p);
            if (!e) {
                out += "<td></td>";
                continue;
            }
            const std::string text = html_text(cell_text(e));
            const std::string what = html_text(e->file + (e->error.empty() ? "" : ": " + e->error));
            out += "<td class='" + html_text(e->verdict) + "' title='" + what + "'>" +
                   (e->report.empty() ? text
                                      : "<a href='" + html_text(url_path(reports.empty() ? e->report : reports + "/" + e->report)) +
                                            "'>" + text + "</a>") +
                   "</td>";
        }
        out += "</tr>\n";
    }
    out += "</tbody></table>\n";
    if (!t.not_judged.empty()) {
        out += "<h2>Not judged</h2>\n<ul>\n";
        for (const auto& n : t.not_judged)
            out += "<li>" + html_text(n) + "</li>\n";
        out += "</ul>\n";
    }
    out += R"(<script>
document.querySelectorAll('#grades th').forEach((th, col) => th.addEventListener('click', () => {
  const body = document.querySelector('#grades tbody');
  const key = r => { const t = r.children[col].textContent; const m = t.match(/(\d+)\/(\d+)/);
                     return col === 0 ? t : (t.startsWith('AC') ? 2 : 0) + (m ? m[1] / m[2] : 0); };
  const rows = [...body.rows];
  const down = th.dataset.down !== 'true';
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (down ? -1 : 1));
  th.dataset.down = down;
  rows.forEach(r => body.appendChild(r));
}));
</script>
</body></html>
)";
    return out;
}

}  // namespace judge
