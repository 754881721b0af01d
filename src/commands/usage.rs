//! clap's usage errors in the language in use: each kind of error worded
//! by the catalogue from clap's context (the argument, the value, the
//! suggestion), the reason a value was refused worded as kono's other
//! errors are, and the usage lines under their heading. `--help` and
//! `--version` are clap's own text (their words come from the catalogue
//! already, see `cli::localized`).

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::t;
use crate::tui::words::errors::cause_text;

/// The text of `err` as the program prints it.
pub(super) fn usage_words(err: &clap::Error) -> String {
    if !err.use_stderr() {
        return err.render().to_string();
    }
    let text = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(list)) => Some(list.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(list)) => Some(
            list.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let mut tips = Vec::new();
    let said = match err.kind() {
        ErrorKind::InvalidValue => {
            if let Some(values) = text(ContextKind::ValidValue) {
                tips.push(t!("err-usage-possible", values = values));
            }
            if value.is_empty() {
                t!("err-usage-no-value", arg = arg)
            } else {
                t!("err-usage-invalid-value", value = value, arg = arg)
            }
        }
        ErrorKind::ValueValidation => {
            let head = t!("err-usage-invalid-value", value = value, arg = arg);
            match std::error::Error::source(err) {
                Some(why) => format!("{head}: {}", cause_text(why)),
                None => head,
            }
        }
        ErrorKind::UnknownArgument => {
            if let Some(similar) = text(ContextKind::SuggestedArg) {
                tips.push(t!("err-usage-tip-arg", arg = similar));
            }
            t!("err-usage-unknown-arg", arg = arg)
        }
        ErrorKind::InvalidSubcommand => {
            if let Some(similar) = text(ContextKind::SuggestedSubcommand) {
                tips.push(t!("err-usage-tip-command", name = similar));
            }
            let name = text(ContextKind::InvalidSubcommand).unwrap_or_default();
            t!("err-usage-unknown-command", name = name)
        }
        ErrorKind::ArgumentConflict => {
            let other = text(ContextKind::PriorArg).unwrap_or_default();
            t!("err-usage-conflict", arg = arg, other = other)
        }
        ErrorKind::MissingRequiredArgument => t!("err-usage-missing", args = arg),
        ErrorKind::MissingSubcommand => t!("err-usage-missing-command"),
        ErrorKind::NoEquals => t!("err-usage-no-equals", arg = arg),
        ErrorKind::TooManyValues => t!("err-usage-too-many", value = value, arg = arg),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            t!("err-usage-values-count", arg = arg)
        }
        ErrorKind::InvalidUtf8 => t!("err-usage-not-utf8"),
        // Nothing an argument did: clap's own account.
        _ => return err.render().to_string(),
    };
    let mut out = format!("{} {said}\n", t!("err-usage"));
    for tip in tips {
        out.push_str(&format!("\n  {tip}\n"));
    }
    if let Some(usage) = text(ContextKind::Usage) {
        let usage = usage.trim_start();
        let lines = usage.strip_prefix("Usage: ").unwrap_or(usage);
        out.push_str(&format!("\n{} {lines}\n", t!("cli-usage-heading")));
    }
    out.push_str(&format!("\n{}\n", t!("err-usage-more")));
    out
}
