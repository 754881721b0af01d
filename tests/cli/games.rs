//! Many games, one front end: outside `rules`, `ai` and `learn` no code
//! names a particular game; it asks the game.

use std::path::{Path, PathBuf};

use kono::rules::Variant;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_code_outside_rules_ai_and_learn_names_a_game() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let names: Vec<String> = Variant::ALL
        .iter()
        .map(|v| format!("Variant::{v:?}"))
        .collect();
    let mut found = Vec::new();
    for file in &files {
        let inside = file.strip_prefix(&src).unwrap();
        if ["rules", "ai", "learn"]
            .iter()
            .any(|dir| inside.starts_with(dir))
        {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if names.iter().any(|name| line.contains(name.as_str())) {
                found.push(format!("{}:{}: {}", inside.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(files.len() > 100, "the source was not found");
    assert!(
        found.is_empty(),
        "lines naming a game:\n{}",
        found.join("\n")
    );
}
