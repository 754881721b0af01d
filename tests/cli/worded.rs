//! The facts kono's errors carry, worded in both languages: a bad record's
//! reason, the network's violations and refusals, and the commands' own
//! lines. English as it always was; Korean with no English sentence left.

use kono::i18n::{self, Lang};
use kono::net::{Ask, HostRefusal, LocalError, ProtocolError, Stranger, Violation, WordError};
use kono::rules::record::{RecordError, RecordReason};
use kono::rules::{ClockError, Color, Move, MoveNumber, Outcome, RuleError, Variant, WinReason};
use kono::tui::app::{NetNote, NetRefusal, Status};
use kono::tui::theme::Theme;
use kono::tui::words::errors::{
    host_refusal_text, record_text, stranger_text, violation_text, word_text,
};
use kono::tui::words::status_text;

use super::{kono_in, scratch, stderr, stdout};

/// Whether `text` has Hangul in it.
fn hangul(text: &str) -> bool {
    text.chars().any(|c| ('가'..='힣').contains(&c))
}

/// `text` in English (as `english` says it) and in Korean (Hangul, not the
/// English, one line), by `word`.
fn both<T>(items: &[T], word: impl Fn(&T) -> String, english: impl Fn(&T) -> String) {
    for item in items {
        i18n::set_for_thread(Some(Lang::En));
        let en = word(item);
        assert_eq!(en, english(item), "the English is as before");
        i18n::set_for_thread(Some(Lang::Ko));
        let ko = word(item);
        assert!(hangul(&ko) && ko != en, "{en} → {ko}");
        assert!(!ko.contains('\n'), "{ko}");
    }
    i18n::set_for_thread(None);
}

/// Each kind of reason once: the test fails to build when one is added.
fn reason_kind(r: &RecordReason) -> usize {
    use RecordReason as R;
    match r {
        R::NotText => 0,
        R::NotATag(_) => 1,
        R::SecondTag { .. } => 2,
        R::NotYesNo { .. } => 3,
        R::BadTag { .. } => 4,
        R::BadTimeControl { .. } => 5,
        R::BadResultTag(_) => 6,
        R::NoVariant => 7,
        R::NoFirst => 8,
        R::PositionOfOtherGame { .. } => 9,
        R::PositionOtherMover { .. } => 10,
        R::TagAfterMoves => 11,
        R::OpenComment => 12,
        R::BadClock(_) => 13,
        R::ClockBeforeFirstMove => 14,
        R::AfterResult(_) => 15,
        R::NotMoveNumber(_) => 16,
        R::NumberMidMove { .. } => 17,
        R::WrongNumber { .. } => 18,
        R::MustPassFirst { .. } => 19,
        R::Illegal { .. } => 20,
        R::Rule(_) => 21,
        R::ResultContradicts { .. } => 22,
        R::ResultMismatch { .. } => 23,
        R::TooManyTags(_) => 24,
    }
}

#[test]
fn every_reason_a_record_is_refused_is_worded_in_both_languages() {
    let mv: Move = "c3-d4".parse().unwrap();
    let number = MoveNumber::of_ply(4);
    let reasons = vec![
        RecordReason::NotText,
        RecordReason::NotATag("[Variant five]".into()),
        RecordReason::SecondTag {
            tag: "Black".into(),
            first: 2,
        },
        RecordReason::NotYesNo {
            tag: "StrictGoal".into(),
            value: "maybe".into(),
        },
        RecordReason::BadTag {
            tag: "First".into(),
            value: "blue".into(),
            why: RuleError::BadColor("blue".into()),
        },
        RecordReason::BadTimeControl {
            value: "soon".into(),
            why: ClockError::Shape("soon".into()),
        },
        RecordReason::BadResultTag("2-0".into()),
        RecordReason::NoVariant,
        RecordReason::NoFirst,
        RecordReason::PositionOfOtherGame {
            position: Variant::Four,
            tag: Variant::Five,
        },
        RecordReason::PositionOtherMover {
            position: Color::White,
            first: Color::Black,
        },
        RecordReason::TagAfterMoves,
        RecordReason::OpenComment,
        RecordReason::BadClock("4:5".into()),
        RecordReason::ClockBeforeFirstMove,
        RecordReason::AfterResult("a4xa2".into()),
        RecordReason::NotMoveNumber("x".into()),
        RecordReason::NumberMidMove {
            number: "3".into(),
            expected: 2,
        },
        RecordReason::WrongNumber {
            number: "5".into(),
            expected: 3,
        },
        RecordReason::MustPassFirst {
            mv,
            number,
            passer: Color::White,
        },
        RecordReason::Illegal {
            mv,
            number,
            why: RuleError::NoPiece {
                point: "c3".parse().unwrap(),
                color: Color::Black,
            },
        },
        RecordReason::Rule(RuleError::BadMove("zz".into())),
        RecordReason::ResultContradicts {
            token: "*".into(),
            tag: "1-0".into(),
            tag_line: 2,
        },
        RecordReason::ResultMismatch {
            token: "1-0".into(),
            ended: None,
        },
        RecordReason::ResultMismatch {
            token: "1-0".into(),
            ended: Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::OnePieceLeft,
            }),
        },
        RecordReason::TooManyTags(1000),
    ];
    let mut kinds: Vec<usize> = reasons.iter().map(reason_kind).collect();
    kinds.dedup();
    assert_eq!(kinds, (0..25).collect::<Vec<_>>(), "every kind, in order");
    let errors: Vec<RecordError> = reasons
        .into_iter()
        .enumerate()
        .map(|(line, reason)| RecordError { line, reason })
        .collect();
    both(&errors, record_text, ToString::to_string);
}

#[test]
fn a_malformed_record_is_refused_in_korean_on_the_command_line() {
    let (_keep, dir) = scratch("worded");
    let path = dir.join("bad.kono");
    std::fs::write(
        &path,
        "[Variant \"five\"]\n[First \"black\"]\n\n1. c3-d4 *\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let korean = kono_in(&["replay", file, "--lang", "ko"], None);
    let english = kono_in(&["replay", file], None);
    assert_eq!(korean.status.code(), Some(1));
    assert_eq!(
        stderr(&korean),
        format!("kono: {file}: 4번째 줄: c3-d4: c3에 흑 말이 없어요\n")
    );
    assert_eq!(
        stderr(&english),
        format!("kono: {file}: line 4: c3-d4: c3 is not one of Black's pieces\n")
    );
    std::fs::write(&path, "[Variant \"five\"]\n[First \"blue\"]\n").unwrap();
    let korean = stderr(&kono_in(&["replay", file, "--lang", "ko"], None));
    assert!(
        korean.contains("2번째 줄: [First \"blue\"]: 편이 아니에요"),
        "{korean}"
    );
}

/// Each kind of violation once.
fn violation_kind(v: &Violation) -> usize {
    use Violation as V;
    match v {
        V::MoveAfterEnd(_) => 0,
        V::MoveOutOfTurn(_) => 1,
        V::MoveTooMany { .. } => 2,
        V::MoveBeforeAnswer(_) => 3,
        V::MoveIllegal { .. } => 4,
        V::SecondAsk(_) => 5,
        V::AnswerWithoutAsk(_) => 6,
        V::RematchBeforeEnd => 7,
        V::AidsWithout => 8,
        V::AfterHandshake(_) => 9,
        V::ReadyOutOfPlace => 10,
        V::ReadyTooSoon => 11,
        V::OutOfPlaceInRematch(_) => 12,
        V::StartNotOf { .. } => 13,
        V::Rules(_) => 14,
        V::HistoryIllegal { .. } => 15,
        V::HistoryTooLong(_) => 16,
        V::Ended(_) => 17,
        V::EndedTimeWithoutClock => 18,
        V::NoClock(_) => 19,
        V::Flag(_) => 20,
        V::Broken(_) => 21,
        V::Timeout { .. } => 22,
        V::ClosedBefore(_) => 23,
        V::Unexpected { .. } => 24,
        V::HostKeepsTime(_) => 25,
        V::FlagWithTimeLeft(_) => 26,
    }
}

#[test]
fn the_friends_protocol_errors_and_the_hosts_refusals_are_worded_in_both_languages() {
    let mv: Move = "b1-c2".parse().unwrap();
    let over = RuleError::NoDrawOffer;
    let violations = vec![
        Violation::MoveAfterEnd(mv),
        Violation::MoveOutOfTurn(mv),
        Violation::MoveTooMany { mv, most: 1000 },
        Violation::MoveBeforeAnswer(mv),
        Violation::MoveIllegal {
            mv,
            why: RuleError::Occupied("c2".parse().unwrap()),
        },
        Violation::SecondAsk(Ask::Draw),
        Violation::AnswerWithoutAsk(Ask::Draw),
        Violation::AnswerWithoutAsk(Ask::Undo),
        Violation::RematchBeforeEnd,
        Violation::AidsWithout,
        Violation::AfterHandshake("KONO/2 JOIN".into()),
        Violation::ReadyOutOfPlace,
        Violation::ReadyTooSoon,
        Violation::OutOfPlaceInRematch("MOVE".into()),
        Violation::StartNotOf {
            welcome: Variant::Five,
            why: kono::rules::PositionError::WrongBoard {
                variant: Variant::Five,
            },
        },
        Violation::Rules(RuleError::BadMove("zz".into())),
        Violation::HistoryIllegal {
            number: 3,
            mv,
            why: RuleError::Occupied("c2".parse().unwrap()),
        },
        Violation::HistoryTooLong(1000),
        Violation::Ended(over.clone()),
        Violation::EndedTimeWithoutClock,
        Violation::NoClock("CLOCK 1 2".into()),
        Violation::Flag(over),
        Violation::Broken(ProtocolError::Empty),
        Violation::Timeout {
            what: "START",
            within: "10 s".into(),
        },
        Violation::ClosedBefore("READY"),
        Violation::Unexpected {
            got: "PING".into(),
            expected: "MOVES",
        },
        Violation::HostKeepsTime("FLAG".into()),
        Violation::FlagWithTimeLeft(kono::rules::Color::Black),
    ];
    let mut kinds: Vec<usize> = violations.iter().map(violation_kind).collect();
    kinds.dedup();
    assert_eq!(kinds, (0..27).collect::<Vec<_>>(), "every kind, in order");
    both(&violations, violation_text, ToString::to_string);
    let refusals = [
        HostRefusal::Guessing,
        HostRefusal::WrongCodes,
        HostRefusal::Busy,
        HostRefusal::Silent("10 s".into()),
        HostRefusal::Closed,
        HostRefusal::NotKono,
        HostRefusal::Version,
        HostRefusal::WrongCode,
        HostRefusal::InProgress,
    ];
    both(&refusals, host_refusal_text, ToString::to_string);
    let strangers = [
        Stranger::Said("HTTP/1.1 400".into()),
        Stranger::Silent("10 s".into()),
        Stranger::Closed,
        Stranger::Sent(ProtocolError::NotUtf8),
    ];
    both(&strangers, stranger_text, ToString::to_string);
    let words = [
        WordError::Code("abcd".into()),
        WordError::Name("?".into()),
        WordError::GameId("x".into()),
        WordError::EmptyText,
        WordError::LongText(300),
        WordError::LongBytes(600),
        WordError::Control("\\u{1b}".into()),
    ];
    both(&words, word_text, ToString::to_string);
}

#[test]
fn a_join_code_typed_wrong_is_a_korean_usage_error() {
    let out = kono_in(&["join", "127.0.0.1:1", "abcd", "--lang", "ko"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("`abcd`는 참가 코드가 아니에요"), "{err}");
    let err = stderr(&kono_in(&["join", "127.0.0.1:1", "abcd"], None));
    assert!(err.contains("`abcd` is not a join code"), "{err}");
}

#[test]
fn what_a_network_game_refuses_our_player_is_said_in_korean() {
    let theme = Theme::new(false, false);
    let said =
        |e: LocalError| status_text(&Status::Net(NetNote::Cannot(NetRefusal::Local(e))), &theme);
    let all = [
        LocalError::GameOver,
        LocalError::NotOver,
        LocalError::NotYourTurn(Color::White),
        LocalError::Waiting(Ask::Draw),
        LocalError::NothingToUndo,
        LocalError::NoRequest(Ask::Undo),
        LocalError::AnswerFirst(Ask::Rematch),
        LocalError::Rule(RuleError::NoDrawOffer),
    ];
    i18n::set_for_thread(Some(Lang::En));
    assert_eq!(
        said(LocalError::Waiting(Ask::Draw)),
        "waiting for an answer to your draw offer"
    );
    i18n::set_for_thread(Some(Lang::Ko));
    for e in all {
        let text = said(e.clone());
        assert!(hangul(&text), "{e:?}: {text}");
        assert!(
            !text.contains("draw") && !text.contains("request"),
            "{text}"
        );
    }
    i18n::set_for_thread(None);
}

#[test]
fn kono_config_and_perft_speak_korean() {
    let out = kono_in(&["config", "--lang", "ko"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.starts_with("# kono 설정 파일: "), "{text}");
    // Every comment line of the file's frame is Korean (keys and values
    // are the file's own).
    for line in text
        .lines()
        .filter(|l| l.starts_with("# ") && !l.contains(" = "))
    {
        let known = line.contains("Enter, Esc") || line.contains("PgUp");
        assert!(hangul(line) || known, "{line}");
    }
    let english = stdout(&kono_in(&["config"], None));
    assert!(english.starts_with("# kono's config file: "), "{english}");
    assert!(english.contains("# true draws with plain ASCII characters only.\n"));
    let out = kono_in(&["perft", "--depth", "1", "--lang", "ko"], None);
    let last = stdout(&out).lines().last().unwrap_or_default().to_string();
    assert!(last.starts_with("노드 8개를"), "{last}");
}

#[test]
fn an_unreadable_saved_game_says_why_in_korean() {
    use kono::tui::words::errors::cause_text;
    let err = kono::rules::record::read("[Variant \"five\"]\n[First \"blue\"]\n").unwrap_err();
    let err = anyhow::Error::new(err).context("reading /tmp/a.kono");
    i18n::set_for_thread(Some(Lang::Ko));
    let why = kono::store::reason_first_in(&err, cause_text);
    i18n::set_for_thread(None);
    assert!(
        why.starts_with("2번째 줄: [First \"blue\"]: 편이 아니에요"),
        "{why}"
    );
    assert_eq!(
        kono::store::reason_first(&err),
        kono::store::reason_first_in(&err, |cause| cause.to_string()),
    );
}
