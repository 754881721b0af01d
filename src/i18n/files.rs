//! The catalogue files, compiled in: one line per file and language.

use super::Lang;

/// Every catalogue file: its language, its name, its text.
pub(super) const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "common.ftl", include_str!("en/common.ftl")),
    (Lang::Ko, "common.ftl", include_str!("ko/common.ftl")),
    (Lang::En, "start.ftl", include_str!("en/start.ftl")),
    (Lang::Ko, "start.ftl", include_str!("ko/start.ftl")),
    (Lang::En, "status.ftl", include_str!("en/status.ftl")),
    (Lang::Ko, "status.ftl", include_str!("ko/status.ftl")),
    (Lang::En, "net.ftl", include_str!("en/net.ftl")),
    (Lang::Ko, "net.ftl", include_str!("ko/net.ftl")),
    (Lang::En, "panel.ftl", include_str!("en/panel.ftl")),
    (Lang::Ko, "panel.ftl", include_str!("ko/panel.ftl")),
];
