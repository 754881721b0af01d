//! `kono manual`: the manual page, in roff, made by `clap_mangen` from the
//! same clap definitions as `--help`: one page with every command and every
//! option, so `man kono` shows them all, then ENVIRONMENT, FILES and KEYS
//! (the keys from the same table as the game's help).

use anyhow::Result;
use clap::CommandFactory;
use clap_mangen::Man;

use super::write_bytes;
use crate::cli::Cli;
use crate::t;

/// `kono manual`: writes the page to stdout.
///
/// # Errors
/// When stdout cannot be written.
pub fn manual() -> Result<()> {
    write_bytes(&page()?)
}

/// The whole page: kono's own sections, then one section per command with
/// its synopsis, description and options.
///
/// # Errors
/// Only if writing into memory fails, which it does not.
pub fn page() -> Result<Vec<u8>> {
    let cmd = crate::cli::localized(Cli::command());
    let man = Man::new(cmd.clone()).manual("kono manual");
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    man.render_subcommands_section(&mut out)?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_bin_name().unwrap_or_else(|| sub.get_name());
        out.extend_from_slice(format!(".SH \"{}\"\n", name.to_uppercase()).as_bytes());
        let man = Man::new(sub.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part)?;
        man.render_description_section(&mut part)?;
        man.render_options_section(&mut part)?;
        out.extend_from_slice(&demoted(&part));
    }
    out.extend_from_slice(environment_files_keys().as_bytes());
    man.render_extra_section(&mut out)?;
    man.render_version_section(&mut out)?;
    Ok(headings(&once_preamble(&out)))
}

/// The ENVIRONMENT, FILES and KEYS sections, in roff.
fn environment_files_keys() -> String {
    let mut out = format!(".SH {}\n", t!("manual-environment"));
    let entries = [
        ("KONO_HOME", t!("manual-env-kono-home")),
        ("KONO_CONFIG", t!("manual-env-kono-config")),
        ("NO_COLOR", t!("manual-env-no-color")),
        ("LC_ALL, LC_MESSAGES, LANG", t!("manual-env-locale")),
    ];
    for (name, what) in entries {
        out.push_str(&format!(".TP\n\\fB{name}\\fR\n{}\n", roff(&what)));
    }
    out.push_str(&format!(".SH {}\n", t!("manual-files")));
    let files = [
        ("~/.local/share/kono/games/", t!("manual-file-games")),
        ("~/.local/share/kono/lessons.txt", t!("manual-file-lessons")),
        ("~/.local/share/kono/start.toml", t!("manual-file-start")),
        ("~/.cache/kono/tables/", t!("manual-file-tables")),
        ("~/.config/kono/config.toml", t!("manual-file-config")),
    ];
    for (name, what) in files {
        out.push_str(&format!(".TP\n\\fI{}\\fR\n{}\n", roff(name), roff(&what)));
    }
    out.push_str(&format!(
        ".SH {}\n{}\n",
        t!("manual-keys"),
        roff(&t!("manual-keys-intro"))
    ));
    for section in crate::tui::keymap::sections() {
        out.push_str(&format!(".SS \"{}\"\n", roff(&section.title())));
        for binding in section.bindings {
            let keys = crate::tui::keymap::keys_name(binding, true);
            out.push_str(&format!(
                ".TP\n\\fB{}\\fR\n{}\n",
                roff(&keys),
                roff(&binding.help())
            ));
        }
    }
    out
}

/// The page with clap_mangen's section headings (NAME, SYNOPSIS…) in the
/// language in use.
fn headings(page: &[u8]) -> Vec<u8> {
    let names = [
        ("NAME", t!("manual-name")),
        ("SYNOPSIS", t!("manual-synopsis")),
        ("DESCRIPTION", t!("manual-description")),
        ("OPTIONS", t!("manual-options")),
        ("SUBCOMMANDS", t!("manual-commands")),
        // The help's own headings, which clap_mangen takes for sections.
        (
            &*t!("cli-heading-options").to_uppercase(),
            t!("manual-options"),
        ),
        (&*t!("cli-heading-commands"), t!("manual-commands")),
        ("VERSION", t!("manual-version")),
    ];
    let text = String::from_utf8_lossy(page);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let heading = [".SH ", ".SS "]
            .into_iter()
            .find_map(|mark| Some((mark, line.strip_prefix(mark)?.trim_end().trim_matches('"'))));
        match heading.and_then(|(mark, name)| {
            let (_, words) = names.iter().find(|(n, _)| *n == name)?;
            Some(format!("{mark}{words}\n"))
        }) {
            Some(translated) => out.push_str(&translated),
            None => out.push_str(line),
        }
    }
    out.into_bytes()
}

/// `text` for roff: backslashes and dashes escaped, and no line starting
/// with a dot or an apostrophe.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    match escaped.chars().next() {
        Some('.' | '\'') => format!("\\&{escaped}"),
        _ => escaped,
    }
}

/// The page with the preamble each rendered part starts with (`.ie`/`.el`
/// lines defining the apostrophe) kept once, at the top.
fn once_preamble(page: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(page);
    let mut seen: Vec<&str> = Vec::new();
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let preamble = line.starts_with(".ie \\n(.g .ds Aq") || line.starts_with(".el .ds Aq");
        if preamble {
            if seen.contains(&line) {
                continue;
            }
            seen.push(line);
        }
        out.push_str(line);
    }
    out.into_bytes()
}

/// A command's sections as subsections of its own section: `.SH X` lines
/// become `.SS X`.
fn demoted(part: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(part);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match line.strip_prefix(".SH ") {
            Some(rest) => {
                out.push_str(".SS ");
                out.push_str(rest);
            }
            None => out.push_str(line),
        }
    }
    out.into_bytes()
}
