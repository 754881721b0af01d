//! The Fluent bundles, one per language, built on first use from the
//! compiled-in files, and the lookup of a message in them.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::files::FILES;
use super::{Lang, current};

/// A value put into a message: text or a number (numbers choose plural
/// forms: `{ $count -> [one] … *[other] … }`).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, put in as it is.
    Text(String),
    /// A number.
    Number(f64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

/// Numbers of every width kono counts with.
macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// The bundle of each language, in the order of [`Lang::ALL`].
static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();

/// The bundle of `lang`, built on first use. A file that does not parse
/// adds what does (the catalogue tests keep every file clean).
fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    let all = BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(build).collect());
    all.get(lang as usize)
}

/// A fresh bundle of `lang`'s files.
fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminals have no use for bidirectional isolation marks.
    bundle.set_use_isolating(false);
    for &(_, _, text) in FILES.iter().filter(|(of, _, _)| *of == lang) {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A clash is a catalogue error the tests catch; keep the first.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in the language in use, with `args` put in; a message
/// missing from it comes in English, and one missing from both is its id
/// (the catalogue tests make both impossible).
pub fn tr(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = current();
    format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` in `lang`, without arguments (English where `lang`
/// lacks it, its id where both do).
pub fn tr_in(lang: Lang, id: &str) -> String {
    format_in(lang, id, &[])
        .or_else(|| format_in(Lang::En, id, &[]))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` of `lang`, if it has one.
fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = bundle(lang)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(text.into_owned())
}

/// A message as the catalogue tests see it: its id (a term's with its
/// leading `-`), the variables it uses, and the file it is in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entry {
    /// The id.
    pub id: String,
    /// The names of its variables.
    pub variables: BTreeSet<String>,
    /// The file it is in.
    pub file: &'static str,
}

/// Every message and term of `lang`'s catalogue, or the first file that
/// does not parse (its name and the parser's complaint).
///
/// # Errors
/// A file with a syntax error.
pub fn messages(lang: Lang) -> Result<Vec<Entry>, String> {
    let mut out = Vec::new();
    for &(_, file, text) in FILES.iter().filter(|(of, _, _)| *of == lang) {
        let resource = FluentResource::try_new(text.to_string())
            .map_err(|(_, errors)| format!("{}/{file}: {errors:?}", lang.code()))?;
        for entry in resource.entries() {
            let (id, patterns) = match entry {
                ast::Entry::Message(m) => (
                    m.id.name.to_string(),
                    m.value
                        .iter()
                        .chain(m.attributes.iter().map(|a| &a.value))
                        .collect::<Vec<_>>(),
                ),
                ast::Entry::Term(t) => (
                    format!("-{}", t.id.name),
                    std::iter::once(&t.value)
                        .chain(t.attributes.iter().map(|a| &a.value))
                        .collect(),
                ),
                _ => continue,
            };
            let mut variables = BTreeSet::new();
            for pattern in patterns {
                pattern_variables(pattern, &mut variables);
            }
            out.push(Entry {
                id,
                variables,
                file,
            });
        }
    }
    Ok(out)
}

/// The variables `pattern` uses, added to `out`.
fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

/// The variables `expression` uses, added to `out`.
fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

/// The variables `inline` uses, added to `out`.
fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, out);
            }
        }
        _ => {}
    }
}

/// A game's name in the language in use, by its word (`five`, `mill`):
/// the catalogue's `game-<word>`.
pub fn game_name(word: &str) -> String {
    tr(&format!("game-{word}"), &[])
}
