//! The catalogue files, compiled in: one line per file and language.

use super::Lang;

/// Every catalogue file: its language, its name, its text.
#[rustfmt::skip] // one line a file, however long: merges stay easy
pub(super) const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "common.ftl", include_str!("en/common.ftl")),
    (Lang::Ko, "common.ftl", include_str!("ko/common.ftl")),
    (Lang::En, "course-five.ftl", include_str!("en/course-five.ftl")),
    (Lang::Ko, "course-five.ftl", include_str!("ko/course-five.ftl")),
    (Lang::En, "course-four.ftl", include_str!("en/course-four.ftl")),
    (Lang::Ko, "course-four.ftl", include_str!("ko/course-four.ftl")),
    (Lang::En, "lessons.ftl", include_str!("en/lessons.ftl")),
    (Lang::Ko, "lessons.ftl", include_str!("ko/lessons.ftl")),
];
