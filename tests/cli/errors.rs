//! The command line's errors in the language in use: one line, the same
//! exit code in both languages.

use kono::i18n::{self, Lang};
use kono::net::NetError;
use kono::rules::{Color, Position, PositionError, Variant};
use kono::tui::words::errors::{net_text, position_text};

use super::{kono_in, stderr};

/// Whether `text` has Hangul in it.
fn hangul(text: &str) -> bool {
    text.chars().any(|c| ('가'..='힣').contains(&c))
}

#[test]
fn a_missing_record_is_one_korean_line_with_the_same_exit_code() {
    let korean = kono_in(&["replay", "missing.kono", "--lang", "ko"], None);
    let english = kono_in(&["replay", "missing.kono"], None);
    assert_eq!(korean.status.code(), Some(1));
    assert_eq!(english.status.code(), Some(1));
    let err = stderr(&korean);
    assert_eq!(err, "kono: missing.kono: 그런 파일이 없어요\n");
    assert_eq!(stderr(&english), "kono: missing.kono: no such file\n");
}

#[test]
fn the_commands_errors_and_the_usage_frame_speak_korean() {
    let out = kono_in(
        &["tui", "--strict-goal", "--variant", "four"],
        Some("ko_KR.UTF-8"),
    );
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("kono: 네밭고누에는") && err.contains("--strict-goal"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    let out = kono_in(&["perft", "--position", "xx b", "--lang", "ko"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.starts_with("오류: "), "{err}");
    assert!(err.contains("잘못된 국면 `xx b`"), "{err}");
    assert!(err.contains("'--help'"), "{err}");
    let out = kono_in(&["perft", "--position", "xx b"], None);
    let err = stderr(&out);
    assert!(err.starts_with("error: invalid value 'xx b'"), "{err}");
    assert!(err.contains("bad position `xx b`: a position has 3, 4, 5 or 7 ranks, not 1"));
}

#[test]
fn position_errors_are_worded_in_both_languages() {
    let errors = [
        "wwwww/w...w/...../b...b/bbbbb"
            .parse::<Position>()
            .unwrap_err(),
        "wwwww/w...w/...../b...b/bbbbb q"
            .parse::<Position>()
            .unwrap_err(),
        "ww/./bb b x".parse::<Position>().unwrap_err(),
        PositionError::PieceCount {
            variant: Variant::Five,
            color: Color::White,
            count: 6,
            expected: 7,
        },
        PositionError::MoverBeaten {
            variant: Variant::Mill,
            color: Color::Black,
            count: 1,
        },
    ];
    for (n, error) in errors.iter().enumerate() {
        i18n::set_for_thread(Some(Lang::En));
        let english = position_text(error);
        // The gonu games are named as the catalogue names them.
        if n < 4 {
            assert_eq!(english, error.to_string(), "the English is as before");
        }
        i18n::set_for_thread(Some(Lang::Ko));
        let korean = position_text(error);
        assert!(hangul(&korean) && korean != english, "{korean}");
    }
    i18n::set_for_thread(None);
}

#[test]
fn network_errors_and_the_missing_terminal_are_worded_in_both_languages() {
    let errors = [
        NetError::PortInUse(7345),
        NetError::Refused("127.0.0.1:1".to_string()),
        NetError::RefusedByHost("the code is wrong".to_string()),
    ];
    for error in &errors {
        i18n::set_for_thread(Some(Lang::En));
        assert_eq!(net_text(error), error.to_string());
        i18n::set_for_thread(Some(Lang::Ko));
        assert!(hangul(&net_text(error)), "{}", net_text(error));
    }
    i18n::set_for_thread(None);
    let out = kono_in(&["tui", "--lang", "ko"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("kono: 터미널에서 두려면 터미널이"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn table_errors_are_worded_in_the_language_in_use() {
    use kono::ai::TableError;
    use kono::i18n::{Lang, set_for_thread};
    use kono::tui::words::errors::table_text;
    let all = [
        TableError::Damaged {
            path: "five-default.table".into(),
            what: "block 17 checksum".into(),
            rebuild: "kono solve --variant five --force".into(),
        },
        TableError::OutOfMemory {
            table: "five-field".into(),
            needed: 1_290_000_000,
        },
        TableError::NotKept {
            table: "four-field".into(),
            reason: "disk full".into(),
        },
        TableError::Unreadable {
            path: "four-forced.table".into(),
            reason: "permission denied".into(),
        },
        TableError::Failed {
            table: "line".into(),
            reason: "no room".into(),
        },
        TableError::Cancelled,
    ];
    // English: the words the errors have always had.
    set_for_thread(Some(Lang::En));
    for e in &all {
        assert_eq!(table_text(e), e.to_string());
    }
    set_for_thread(Some(Lang::Ko));
    let memory = table_text(&all[1]);
    assert!(
        memory.contains("메모리가 모자라요") && memory.contains("1,290 MB"),
        "{memory}"
    );
    for e in &all {
        assert!(table_text(e).contains("풀이표"), "{}", table_text(e));
    }
    set_for_thread(None);
}
