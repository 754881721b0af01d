//! The catalogue files, compiled in: one line per file and language.

use super::Lang;

/// Every catalogue file: its language, its name, its text.
pub(super) const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "common.ftl", include_str!("en/common.ftl")),
    (Lang::Ko, "common.ftl", include_str!("ko/common.ftl")),
    (Lang::En, "keys.ftl", include_str!("en/keys.ftl")),
    (Lang::Ko, "keys.ftl", include_str!("ko/keys.ftl")),
    (Lang::En, "help.ftl", include_str!("en/help.ftl")),
    (Lang::Ko, "help.ftl", include_str!("ko/help.ftl")),
];
