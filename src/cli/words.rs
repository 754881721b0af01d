//! The command line's own words in the language in use: the about and help
//! texts of every command and option come from the catalogue (`cli.ftl`)
//! at run time, so that `kono --help --lang ko` speaks Korean. clap's frame
//! words ("Usage", "Options") stay as clap writes them.
//!
//! The ids are computed from the command tree: `cmd-<command>` for a
//! command's about (`cmd-kono` for kono itself, `cmd-kono-after` for the
//! text after its options, `cmd-analyze-after-long` for the text after
//! them in `--help` only), `cli-<command>-<arg>` for an option of one
//! command, else `cli-<arg>` for an option every command explains alike,
//! and `cli-value-<arg>-<value>` for the values of an option that lists
//! them. The catalogue test walks the tree and checks every id.

use std::ffi::OsString;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Command, ValueEnum};

use crate::i18n::{Lang, tr};
use crate::store::{Background, SideChoice};
use crate::tui::Seat;

/// The message `id` of the catalogue, if it has one.
fn lookup(id: &str) -> Option<String> {
    let text = tr(id, &[]);
    (text != id).then_some(text)
}

/// The language `--lang X` or `--lang=X` asks for among `args`, read
/// before clap parses them so that its help and errors speak it; a wrong
/// name is left for clap to report.
pub fn lang_in_args(args: &[OsString]) -> Option<Lang> {
    let mut given = None;
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|v| v.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = value.and_then(|v| v.parse().ok()) {
            given = Some(lang);
        }
    }
    given
}

/// `args` with every `--lang X` / `--lang=X` moved to the end (before a
/// `--`): the option is every command's, and there it is read as such even
/// when it was written before the command (`kono --lang ko rules`), which
/// clap would otherwise take for an option of plain `kono`.
pub fn lang_last(args: Vec<OsString>) -> Vec<OsString> {
    let mut rest = Vec::with_capacity(args.len());
    let mut lang = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let text = arg.to_string_lossy();
        if text == "--" {
            rest.append(&mut lang);
            rest.push(arg);
            rest.extend(args.by_ref());
            break;
        }
        if text == "--lang" {
            lang.push(arg);
            lang.extend(args.next());
        } else if text.starts_with("--lang=") {
            lang.push(arg);
        } else {
            rest.push(arg);
        }
    }
    rest.extend(lang);
    rest
}

/// The ids a command's texts are under, for the catalogue test: for each
/// command its about id and, per argument, the ids tried in order.
pub fn ids(cmd: &Command) -> Vec<Vec<String>> {
    let mut cmd = cmd.clone();
    cmd.build();
    let mut out = Vec::new();
    walk_ids(&cmd, "kono", &mut out);
    out
}

/// [`ids`] of `cmd`, named `key`.
fn walk_ids(cmd: &Command, key: &str, out: &mut Vec<Vec<String>>) {
    out.push(vec![format!("cmd-{key}")]);
    for arg in cmd.get_arguments() {
        let id = arg_key(arg.get_id().as_str());
        out.push(arg_ids(key, &id));
        if values(&id).is_some() {
            for value in arg.get_possible_values() {
                out.push(vec![format!("cli-value-{id}-{}", value.get_name())]);
            }
        }
    }
    for sub in cmd.get_subcommands() {
        walk_ids(sub, sub.get_name(), out);
    }
}

/// An argument's id as the catalogue spells it: `strict_goal` → `strict-goal`.
fn arg_key(id: &str) -> String {
    id.replace('_', "-")
}

/// The ids an argument's help is looked up under, the command's own first.
fn arg_ids(key: &str, id: &str) -> Vec<String> {
    vec![format!("cli-{key}-{id}"), format!("cli-{id}")]
}

/// `cmd` with its texts in the language in use.
pub fn localized(mut cmd: Command) -> Command {
    cmd.build();
    localize(cmd, "kono")
}

/// [`localized`] for `cmd`, named `key`, and its subcommands.
fn localize(mut cmd: Command, key: &str) -> Command {
    if let Some(about) = lookup(&format!("cmd-{key}")) {
        cmd = cmd.about(about).long_about(None::<&str>);
    }
    if let Some(after) = lookup(&format!("cmd-{key}-after")) {
        cmd = cmd.after_help(after);
    }
    if let Some(after) = lookup(&format!("cmd-{key}-after-long")) {
        cmd = cmd.after_long_help(after);
    }
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            tr("cli-usage-heading", &[])
        ))
        .subcommand_help_heading(tr("cli-heading-commands", &[]));
    let args: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for name in args {
        let id = arg_key(&name);
        let help = arg_ids(key, &id).iter().find_map(|i| lookup(i));
        cmd = cmd.mut_arg(&name, |mut arg| {
            if let Some(help) = help {
                arg = arg.help(help).long_help(None::<&str>);
            }
            let arg = match values(&id) {
                Some(parser) => parser(arg),
                None => arg,
            };
            frame_words(arg)
        });
    }
    let usage = usage(&mut cmd);
    cmd = cmd.override_usage(usage);
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subs {
        let key = sub.clone();
        cmd = cmd.mut_subcommand(&sub, |s| localize(s, &key));
    }
    cmd
}

/// `arg` under its heading in the language in use, its default and its
/// values said in that language too (clap's own words for them hidden).
fn frame_words(arg: clap::Arg) -> clap::Arg {
    let heading = if arg.is_positional() {
        "cli-heading-arguments"
    } else {
        "cli-heading-options"
    };
    let mut short = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let mut long = short.clone();
    let takes_values = arg.get_action().takes_values();
    let values: Vec<clap::builder::PossibleValue> =
        if takes_values && !arg.is_hide_possible_values_set() {
            arg.get_possible_values()
        } else {
            Vec::new()
        };
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let list = tr("cli-possible", &[("values", names.join(", ").into())]);
        short = format!("{short} {list}");
        if values.iter().any(|v| v.get_help().is_some()) {
            long.push_str(&format!("\n\n{}", tr("cli-possible-heading", &[])));
            // The helps in one column, as clap lines them up.
            let widest = names.iter().map(|n| n.len()).max().unwrap_or(0);
            for value in &values {
                let name = value.get_name();
                let help = value
                    .get_help()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                let pad = " ".repeat(widest - name.len() + 1);
                long.push_str(&format!("\n- {name}:{pad}{help}"));
            }
        } else {
            long = format!("{long} {list}");
        }
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if takes_values && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let said = tr("cli-default", &[("value", defaults.join(", ").into())]);
        short = format!("{short} {said}");
        long = format!("{long}\n{said}");
    }
    let names: Vec<String> = arg
        .get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|name| lookup(&name_id(name)).unwrap_or_else(|| name.to_string()))
        .collect();
    let arg = arg.help_heading(tr(heading, &[]));
    let arg = if names.is_empty() {
        arg
    } else {
        arg.value_names(names)
    };
    if short.is_empty() {
        return arg;
    }
    arg.help(short)
        .long_help(long)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// The catalogue's id of a value's placeholder name: `MIN+SEC` →
/// `cli-name-min-sec`.
fn name_id(name: &str) -> String {
    format!("cli-name-{}", name.to_lowercase().replace('+', "-"))
}

/// `cmd`'s usage lines with clap's placeholders (`[OPTIONS]`,
/// `<COMMAND>`) in the language in use, the lines after the first under
/// it whatever the heading's width.
fn usage(cmd: &mut Command) -> String {
    let text = cmd.render_usage().to_string();
    let text = text.trim_start();
    let text = text.strip_prefix("Usage: ").unwrap_or(text);
    let indent = " ".repeat(crate::i18n::width(&tr("cli-usage-heading", &[])) + 1);
    text.lines()
        .map(|line| {
            line.trim_start()
                .replace("[OPTIONS]", &tr("cli-usage-options", &[]))
                .replace("<COMMAND>", &tr("cli-usage-command", &[]))
        })
        .collect::<Vec<_>>()
        .join(&format!("\n{indent}"))
}

/// How to give the values of the option `id` their words, for the options
/// whose values `--help` explains one by one.
fn values(id: &str) -> Option<fn(clap::Arg) -> clap::Arg> {
    match id {
        "first" => Some(|a| a.value_parser(parser::<SideChoice>("first"))),
        "side" => Some(|a| a.value_parser(parser::<SideChoice>("side"))),
        "computer" => Some(|a| a.value_parser(parser::<Seat>("computer"))),
        "theme" => Some(|a| a.value_parser(parser::<Background>("theme"))),
        "lang" => Some(|a| a.value_parser(parser::<Lang>("lang"))),
        _ => None,
    }
}

/// A parser of the values of `E` with their help from the catalogue
/// (`cli-value-<id>-<value>`).
fn parser<E: ValueEnum + Clone + Send + Sync + 'static>(
    id: &'static str,
) -> impl TypedValueParser<Value = E> {
    let values = E::value_variants()
        .iter()
        .filter_map(ValueEnum::to_possible_value)
        .map(
            move |value| match lookup(&format!("cli-value-{id}-{}", value.get_name())) {
                Some(help) => value.help(help),
                None => value,
            },
        );
    PossibleValuesParser::new(values).try_map(|name| E::from_str(&name, true))
}
