//! The lessons in Korean: the lesson screen at 80×24 and 100×30 fits by
//! display width, no syllable cut, every task's words readable; the
//! verdicts, the coach and `kono learn`'s output in Korean.

use kono::i18n::{self, Lang, messages, width};
use kono::learn::{Course, Task};
use kono::rules::Variant;
use kono::store::Progress;
use kono::tui::Config;
use kono::tui::action::Action;
use kono::tui::app::App;
use ratatui::buffer::Buffer;

use super::common::render;

/// The rows of `buf` as the terminal shows them: a wide character's
/// second cell is not read twice. Panics if a later draw wrote into a wide
/// character's second cell (a syllable cut in two).
fn rows(buf: &Buffer) -> Vec<String> {
    let mut out = Vec::new();
    for y in 0..buf.area.height {
        let mut row = String::new();
        let mut x = 0;
        while x < buf.area.width {
            let symbol = buf[(x, y)].symbol();
            let wide = u16::try_from(width(symbol)).unwrap().max(1);
            for covered in x + 1..(x + wide).min(buf.area.width) {
                assert_eq!(
                    buf[(covered, y)].symbol(),
                    " ",
                    "row {y}: {symbol} at column {x} cut by what follows"
                );
            }
            assert!(
                x + wide <= buf.area.width,
                "row {y}: {symbol} cut at the edge"
            );
            row.push_str(symbol);
            x += wide;
        }
        out.push(row.trim_end().to_string());
    }
    out
}

/// The lesson screen of `task` in Korean at `w`×`h`: its rows, and the
/// side panel's words (its lines joined, spaces made single).
fn korean_lesson(course: &Course, task: &Task, w: u16, h: u16) -> (Vec<String>, String) {
    i18n::set_for_thread(Some(Lang::Ko));
    let config = Config {
        options: task.options,
        ..Config::new(task.start.variant())
    };
    let mut app = App::new(config, 7).unwrap();
    app.update(Action::Resize(w, h));
    app.start_lesson(course.clone(), task, Progress::default());
    let rows = rows(&render(&mut app, w, h));
    i18n::set_for_thread(None);
    let panel: Vec<&str> = rows
        .iter()
        .filter_map(|line| line.split_once("││").map(|(_, p)| p))
        .map(|p| p.trim_end_matches('│'))
        .collect();
    let words = panel
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    (rows, words)
}

/// `text` with its spaces made single.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_korean_lesson_fits_80x24_and_100x30_and_every_task_says_all_it_must() {
    for course in Course::all() {
        for task in course.tasks() {
            i18n::set_for_thread(Some(Lang::Ko));
            let prompt = words(&task.prompt());
            let goal = words(&task.goal.to_string());
            i18n::set_for_thread(None);
            for (w, h) in [(80, 24), (100, 30)] {
                let (rows, panel) = korean_lesson(&course, task, w, h);
                let screen = rows.join("\n");
                for row in &rows {
                    assert!(width(row) <= usize::from(w), "{}: {row}", task.key());
                }
                for needed in [
                    prompt.as_str(),
                    goal.as_str(),
                    "목표:",
                    "별 셋",
                    "틀린 시도: 0번",
                    "다시",
                    "다음",
                ] {
                    assert!(
                        panel.contains(needed),
                        "{} at {w}x{h}: no «{needed}» in\n{screen}",
                        task.key()
                    );
                }
            }
        }
    }
}

/// `f`'s answer in Korean.
fn in_korean<T>(f: impl FnOnce() -> T) -> T {
    i18n::set_for_thread(Some(Lang::Ko));
    let out = f();
    i18n::set_for_thread(None);
    out
}

#[test]
fn verdicts_refutations_and_lost_stars_speak_korean() {
    use kono::learn::{Attempt, Verdict};
    let course = Course::of(Variant::Five);
    let classes = &course.lesson(5).unwrap().tasks[0];
    let mut attempt = Attempt::new(classes).unwrap();
    let wrong = attempt.play("a2-b3".parse().unwrap(), None);
    assert_eq!(
        in_korean(|| (classes.goal.to_string(), wrong.to_string())),
        (
            "2수 만에 a3에 말 보내기".to_string(),
            "a2-b3 다음에 b3의 말은 a3에 갈 수 없어요. 대각선으로 가는 말은 늘 같은 \
             무리의 점에 있는데, b3 자리는 다른 무리예요. 다시 해 보세요"
                .to_string()
        )
    );
    let good = attempt.play("a1-b2".parse().unwrap(), None);
    assert_eq!(in_korean(|| good.to_string()), "좋아요. 상대의 응수: a4-b3");
    let done = attempt.play("b2-a3".parse().unwrap(), None);
    assert_eq!(done, Verdict::Done { stars: 2 });
    assert_eq!(in_korean(|| done.to_string()), "마침: 별 3개 중 2개");
    let lost = attempt.stars_lost().expect("a star lost");
    assert_eq!(in_korean(|| lost.words()), "1번 틀림");
    assert_eq!(lost.words(), "one wrong try");
    let pass = Verdict::Played {
        replies: vec!["pass".parse().unwrap()],
        slower: false,
    };
    assert_eq!(
        in_korean(|| pass.to_string()),
        "좋아요. 상대는 둘 수가 없어 차례를 넘겨요. 다시 내 차례예요"
    );
}

#[test]
fn the_coach_speaks_korean() {
    use kono::ai::{Estimate, Value};
    use kono::learn::coach::{Explanation, Suggestion};
    let suggestion = Suggestion {
        mv: "c1-b2".parse().unwrap(),
        value: Estimate::Exact(Value::Draw),
    };
    assert_eq!(
        in_korean(|| suggestion.to_string()),
        "c1-b2 두기를 권해요 (비김)"
    );
    let explanation = Explanation {
        mv: "b1-c1".parse().unwrap(),
        mover: kono::rules::Color::Black,
        before: Estimate::Exact(Value::Draw),
        after: Estimate::Exact(Value::Loss(2)),
        best: Some("b4-b3".parse().unwrap()),
        punish: vec!["c3-c2".parse().unwrap(), "b3-c3".parse().unwrap()],
    };
    assert_eq!(
        in_korean(|| explanation.to_string()),
        "흑의 수 b1-c1: 두기 전 비김, 둔 뒤 상대가 1수 만에 이김. b4-b3 쪽이 더 나았어요. \
         백의 응수: c3-c2 b3-c3"
    );
}

#[test]
fn kono_learn_speaks_korean_and_its_json_stays_english() {
    use super::progress::kono;
    let home = tempfile::TempDir::new().unwrap();
    let korean = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend_from_slice(&["--lang", "ko"]);
        kono(&home, &all)
    };
    let (ok, out, _) = korean(&["learn", "--variant", "four"]);
    assert!(ok, "{out}");
    assert!(
        out.starts_with("네밭고누, 익힘 1/10: 줄 따라 한 칸\n"),
        "{out}"
    );
    assert!(out.contains("\n과제 1: c3에 말을 보내세요.\n"), "{out}");
    let (ok, out, _) = korean(&["learn", "--list", "--variant", "five"]);
    assert!(ok);
    assert!(
        out.starts_with("오밭고누: 익힘 10개 중 0개 마침\n"),
        "{out}"
    );
    // The fields' values line up, measured by display width.
    let columns: Vec<usize> = out
        .lines()
        .filter(|l| l.starts_with("    "))
        .map(|l| {
            let name_end = 4 + l[4..].find("  ").unwrap();
            let value_at = name_end + l[name_end..].find(|c| c != ' ').unwrap();
            width(&l[..value_at])
        })
        .collect();
    assert!(
        columns.len() > 100 && columns.iter().all(|&c| c == columns[0]),
        "{out}"
    );
    let (ok, out, _) = korean(&["learn", "--list", "--json", "--variant", "five"]);
    assert!(ok);
    assert!(
        out.lines()
            .next()
            .unwrap()
            .contains(r#""title":"The board and the points""#),
        "{out}"
    );
    let (ok, _, err) = korean(&["learn", "--variant", "five", "--lesson", "11"]);
    assert!(!ok);
    assert!(err.contains("오밭고누에는 11번 익힘이 없어요"), "{err}");
}

#[test]
fn every_lesson_and_task_of_every_course_has_its_words_in_both_languages() {
    let mut needed: Vec<String> = Variant::ALL
        .into_iter()
        .map(Course::of)
        .flat_map(|course| course.lessons)
        .flat_map(|lesson| lesson.ids())
        .collect();
    assert!(needed.len() > 80, "both courses' words: {}", needed.len());
    needed.sort();
    for lang in Lang::ALL {
        let entries = messages(lang).unwrap();
        let defined: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
        let missing: Vec<&String> = needed
            .iter()
            .filter(|id| !defined.contains(&id.as_str()))
            .collect();
        assert!(missing.is_empty(), "{lang}: no words for {missing:?}");
        // Every `course-` message belongs to a lesson or a task.
        let unused: Vec<&str> = defined
            .iter()
            .copied()
            .filter(|id| {
                id.starts_with("course-") && needed.binary_search(&id.to_string()).is_err()
            })
            .collect();
        assert!(
            unused.is_empty(),
            "{lang}: no lesson or task for {unused:?}"
        );
        for entry in entries.iter().filter(|e| e.id.starts_with("course-")) {
            assert!(
                entry.variables.is_empty(),
                "{lang}: {} has variables",
                entry.id
            );
            assert!(
                entry.file == format!("course-{}.ftl", entry.id.split('-').nth(1).unwrap()),
                "{lang}: {} is in {}",
                entry.id,
                entry.file
            );
        }
    }
    i18n::set_for_thread(Some(Lang::Ko));
    let course = Course::of(Variant::Five);
    assert_eq!(course.lessons[0].title(), "말판과 점");
    assert_eq!(
        course.lessons[0].tasks[0].prompt(),
        "a2에 있는 말을 b3으로 옮기세요."
    );
    i18n::set_for_thread(None);
    assert_eq!(course.lessons[0].title(), "The board and the points");
}
