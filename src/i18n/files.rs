//! The catalogue files, compiled in: one line per file, in every language
//! (`src/i18n/<lang>/<file>`).

use super::Lang;

/// Each named file in English and in Korean.
macro_rules! in_every_language {
    ($($name:literal,)*) => {
        &[$(
            (Lang::En, $name, include_str!(concat!("en/", $name))),
            (Lang::Ko, $name, include_str!(concat!("ko/", $name))),
        )*]
    };
}

/// Every catalogue file: its language, its name, its text.
pub(super) const FILES: &[(Lang, &str, &str)] = in_every_language![
    "common.ftl",
    "books.ftl",
    "cli.ftl",
    "errors.ftl",
    "manual.ftl",
    "course-five.ftl",
    "course-four.ftl",
    "start.ftl",
    "status.ftl",
    "net.ftl",
    "panel.ftl",
    "course-well.ftl",
    "course-pumpkin.ftl",
    "course-line.ftl",
    "course-mill.ftl",
    "keys.ftl",
    "typed.ftl",
    "help.ftl",
    "lessons.ftl",
    "count.ftl",
    "screens.ftl",
    "records.ftl",
    "config.ftl",
    "serve.ftl",
    "commands.ftl",
    "wire.ftl",
    "picker.ftl",
];
