//! README.md cannot drift from the binary: every example of its commands
//! table runs as written, every command has a row, its config example is a
//! config file kono accepts, and its install lines work on a fresh account.
//! The README is read when the tests run, so an edit is checked at once.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use clap::CommandFactory;
use kono::cli::Cli;
use tempfile::TempDir;

/// The failures the commands table documents, each with the words the
/// README gives it and what kono says: a game when stdout is not a terminal
/// (as a test runs it), and a five-field puzzle before the table is built.
const DOCUMENTED: [(&str, &str); 4] = [
    (
        "a game without a terminal",
        "the terminal game needs a terminal",
    ),
    (
        "a five-field puzzle before `kono solve --variant five`",
        "puzzles need the solved table of five-field kono",
    ),
    ("a join where nobody hosts", "nobody is hosting a game at"),
    (
        "a server whose data folder is a file",
        "cannot keep the server's data in",
    ),
];

/// The saved game the table's examples call `game.kono`: two plies of
/// five-field, unfinished.
const GAME: &str = "[Variant \"five\"]\n[StrictGoal \"no\"]\n[First \"black\"]\n\
                    [Black \"?\"]\n[White \"?\"]\n[Date \"2026.11.21\"]\n[Result \"*\"]\n\n\
                    1. b1-c2 a4-b3 *\n";

fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    std::fs::read_to_string(&path).unwrap()
}

/// The text of the README's section `heading` (a `## ` line), up to the next.
fn section(readme: &str, heading: &str) -> String {
    let start = readme
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("README has no section {heading}"));
    let body = &readme[start + heading.len() + 5..];
    body[..body.find("\n## ").unwrap_or(body.len())].to_string()
}

/// The lines of the first fenced block of `lang` in `text`.
fn fenced(text: &str, lang: &str) -> Vec<String> {
    let open = format!("```{lang}\n");
    let start = text
        .find(&open)
        .unwrap_or_else(|| panic!("no ```{lang} block"));
    let body = &text[start + open.len()..];
    let end = body.find("```").unwrap();
    body[..end].lines().map(str::to_string).collect()
}

/// One row of the commands table: the pattern, and the example that runs.
struct Row {
    command: String,
    example: String,
}

/// The cells of a table line, split at `|` but not at `\|`.
fn cells(line: &str) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut chars = line.trim().trim_matches('|').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                chars.next();
                cells.last_mut().unwrap().push('|');
            }
            '|' => cells.push(String::new()),
            c => cells.last_mut().unwrap().push(c),
        }
    }
    cells.iter().map(|c| c.trim().to_string()).collect()
}

fn commands_table(readme: &str) -> Vec<Row> {
    let text = section(readme, "Commands");
    let mut lines = text.lines().filter(|l| l.starts_with('|'));
    let header = cells(lines.next().expect("the commands table"));
    assert_eq!(
        header,
        ["command", "does", "example"],
        "the table's columns"
    );
    let rows: Vec<Row> = lines
        .filter(|l| !l.starts_with("|---"))
        .map(|line| {
            let c = cells(line);
            assert_eq!(c.len(), 3, "a row of three cells: {line}");
            let code = |cell: &str| cell.trim_matches('`').to_string();
            Row {
                command: code(&c[0]),
                example: code(&c[2]),
            }
        })
        .collect();
    assert!(rows.len() >= 10, "only {} rows", rows.len());
    rows
}

/// Runs `kono ARGS` in `dir`, with its own data directory and no config file.
fn run(args: &[&str], dir: &Path, home: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(dir)
        .env("KONO_HOME", home)
        .env("KONO_CONFIG", dir.join("no-config.toml"))
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// A working directory holding `game.kono`, and a data directory whose
/// unfinished game `kono --resume` finds.
fn scratch() -> (TempDir, PathBuf, PathBuf) {
    let root = TempDir::new().unwrap();
    let dir = root.path().join("work");
    let home = root.path().join("home");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::create_dir_all(home.join("games")).unwrap();
    std::fs::write(dir.join("game.kono"), GAME).unwrap();
    std::fs::write(home.join("games/2026-11-21-101502-five.kono"), GAME).unwrap();
    (root, dir, home)
}

#[test]
fn every_example_in_readme_s_commands_table_runs() {
    let rows = commands_table(&readme());
    let failures: Vec<String> = std::thread::scope(|s| {
        let runs: Vec<_> = rows
            .iter()
            .map(|row| {
                s.spawn(move || {
                    let words: Vec<&str> = row.example.split_whitespace().collect();
                    assert_eq!(
                        words[0], "kono",
                        "an example starts with kono: {}",
                        row.example
                    );
                    // Every option of the example is one the row's pattern names.
                    for word in words.iter().filter(|w| w.starts_with("--")) {
                        assert!(
                            row.command.contains(word),
                            "{}: {word} is not in the row's command {}",
                            row.example,
                            row.command
                        );
                    }
                    let (_root, dir, home) = scratch();
                    let out = run(&words[1..], &dir, &home);
                    let err = String::from_utf8_lossy(&out.stderr).into_owned();
                    let documented = out.status.code() == Some(1)
                        && err.lines().count() == 1
                        && DOCUMENTED.iter().any(|(_, says)| err.contains(says));
                    (out.status.success() || documented)
                        .then_some(())
                        .ok_or_else(|| format!("{}: {:?}: {err}", row.example, out.status))
                })
            })
            .collect();
        runs.into_iter()
            .filter_map(|run| run.join().unwrap().err())
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn readme_documents_the_failures_its_examples_may_end_in() {
    let text = section(&readme(), "Commands");
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for (words, _) in DOCUMENTED {
        assert!(
            text.contains(words),
            "README's commands section lacks {words:?}"
        );
    }
}

#[test]
fn every_command_has_a_row_in_readme_s_commands_table() {
    let rows = commands_table(&readme());
    for sub in Cli::command().get_subcommands() {
        let name = sub.get_name();
        if name == "help" {
            continue;
        }
        let plain = format!("kono {name}");
        let optional = format!("kono [{name}]");
        assert!(
            rows.iter()
                .any(|r| r.command.starts_with(&plain) || r.command.starts_with(&optional)),
            "README's commands table has no row for `kono {name}`"
        );
    }
}

#[test]
fn readme_s_config_example_is_a_config_file_kono_takes() {
    let example = fenced(&section(&readme(), "Settings and keys"), "toml");
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(&file, example.join("\n")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .arg("config")
        .env("KONO_CONFIG", &file)
        .env("KONO_HOME", dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(!printed.contains("NOT USED"), "{printed}");
    // Each setting of the example is in force.
    for line in &example {
        let setting = line.split('#').next().unwrap().trim();
        if setting.contains(" = ") {
            assert!(
                printed.lines().any(|l| l.starts_with(setting)),
                "{setting} is not in force:\n{printed}"
            );
        }
    }
}

#[cfg(unix)]
#[test]
fn readme_s_install_lines_work_on_a_fresh_account() {
    let lines: Vec<String> = fenced(&section(&readme(), "Install"), "sh")
        .into_iter()
        .filter(|l| l.starts_with("mkdir -p "))
        .collect();
    assert_eq!(lines.len(), 4, "three completion lines and the manual page");
    for line in lines {
        let home = TempDir::new().unwrap();
        let bin = home.path().join(".cargo/bin");
        std::fs::create_dir_all(&bin).unwrap();
        // A link, not a copy: a copy being written while another test forks
        // cannot be run ("text file busy").
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_kono"), bin.join("kono")).unwrap();
        let out = Command::new("bash")
            .args(["-e", "-c", &line])
            .env_clear()
            .env("HOME", home.path())
            .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
            .output()
            .unwrap();
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "{line}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        // The line wrote the file it names, and the file is kono's.
        let target = line
            .split("> ")
            .nth(1)
            .unwrap()
            .split_whitespace()
            .next()
            .unwrap();
        let written = home.path().join(target.trim_start_matches("~/"));
        let text = std::fs::read_to_string(&written).unwrap();
        assert!(text.contains("kono") && text.len() > 1000, "{line}");
    }
}

#[test]
fn readme_s_links_within_the_page_lead_to_its_headings() {
    let readme = readme();
    // GitHub's anchors: the heading in lower case, spaces as `-`, other
    // punctuation dropped.
    let anchors: Vec<String> = readme
        .lines()
        .filter(|l| l.starts_with("## ") || l.starts_with("### "))
        .map(|l| {
            l.trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                    _ => None,
                })
                .collect()
        })
        .collect();
    let links: Vec<&str> = readme
        .split("](#")
        .skip(1)
        .map(|rest| &rest[..rest.find(')').unwrap()])
        .collect();
    assert!(links.len() >= 8, "the table of contents");
    for link in links {
        assert!(anchors.iter().any(|a| a == link), "#{link} is no heading");
    }
}

#[test]
fn readme_is_short_and_starts_with_the_two_commands() {
    let readme = readme();
    assert!(
        readme.lines().count() <= 250,
        "{} lines",
        readme.lines().count()
    );
    let play = "cargo run --release -- tui --variant five    # play\n";
    let test = "cargo test                                   # run the tests\n";
    assert!(
        readme.starts_with(&format!("# kono\n\n```sh\n{play}{test}```\n")),
        "README starts with the two commands"
    );
}
