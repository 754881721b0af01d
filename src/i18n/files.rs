//! The catalogue files, compiled in: one line per file and language.

use super::Lang;

/// Every catalogue file: its language, its name, its text.
pub(super) const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "common.ftl", include_str!("en/common.ftl")),
    (Lang::Ko, "common.ftl", include_str!("ko/common.ftl")),
    (Lang::En, "books.ftl", include_str!("en/books.ftl")),
    (Lang::Ko, "books.ftl", include_str!("ko/books.ftl")),
    (Lang::En, "cli.ftl", include_str!("en/cli.ftl")),
    (Lang::Ko, "cli.ftl", include_str!("ko/cli.ftl")),
];
