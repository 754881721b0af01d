//! THE matrix: every game kono has (from the list of games, naming none),
//! in each kind of play (two at one keyboard, against the computer at
//! levels 1 and 5, a puzzle where the game has puzzles, its first lesson,
//! over the network on loopback), with no clock and with 1+0, in English
//! and in Korean. Each cell that keeps a record opens a game,
//! plays two legal moves by Actions, has the autosave write it, reads the
//! saved-games list back (listed, unfinished, two moves), resumes it as the
//! start screen does, plays it to an end, and checks that the list shows it
//! finished with the record's result, that `kono replay` of the record
//! agrees, and (over the network) that the joiner's record is the host's.
//! The clock runs on the instants the test stamps: a timed game at one
//! keyboard ends on time, and its records carry every move's clock. Each
//! cell's screen is drawn in its language and must speak it (in Korean,
//! no English word on it, at the start and at the end). A lesson
//! keeps no record: its cell opens the first task and plays its solution
//! by Actions. Puzzles come from a solved table at hand: a game whose table
//! is built only on request (five-field kono's: seconds of CPU and 450 MiB,
//! never in `cargo test`) has no puzzle cell here. The cells it ran are
//! printed, one line each (`cargo test --test net matrix -- --nocapture`).

use std::path::Path;
use std::sync::atomic::AtomicBool;

use kono::ai::Level;
use kono::i18n::{self, Lang};
use kono::rules::record::{self, Finished};
use kono::rules::{Color, Game, Move, Outcome, Position, RuleOptions, TimeControl, Variant};
use kono::store::{self, SavedGames};
use kono::tui::action::{Action, Begin, Edit, Effect, Table};
use kono::tui::app::App;
use kono::tui::effect::Snapshot;
use kono::tui::session_io::Autosave;
use kono::tui::{Config, Seat};

use super::latin;
use super::screen::{Side, pair_timed};

/// The kinds of play the matrix walks.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// Two people at one keyboard.
    Local,
    /// Against the computer (White) at this level.
    Computer(u8),
    /// A puzzle from the game's solved table, its defence perfect.
    Puzzle,
    /// The first task of the game's first lesson.
    Lesson,
    /// Over the network on loopback: the host White, the joiner Black.
    Network,
}

const KINDS: [Kind; 6] = [
    Kind::Local,
    Kind::Computer(1),
    Kind::Computer(5),
    Kind::Puzzle,
    Kind::Lesson,
    Kind::Network,
];

/// The solved table of `variant`, built once for all the cells; `None`
/// where the game is not solved or its table is built only on request.
fn table(variant: Variant) -> Option<Table> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static TABLES: OnceLock<Mutex<HashMap<Variant, Option<Table>>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| Mutex::new(HashMap::new()));
    let mut tables = tables.lock().unwrap();
    tables
        .entry(variant)
        .or_insert_with(|| {
            if !kono::ai::table::solved(variant) || store::built_on_request(variant) {
                return None;
            }
            let cancel = AtomicBool::new(false);
            let solution =
                kono::ai::table::solve(variant, &RuleOptions::default(), None, &|_| {}, &cancel)
                    .ok()?;
            Some(Table(solution.table))
        })
        .clone()
}

/// The most plies a cell plays before someone resigns.
const LONGEST: usize = 40;

/// The actions that type `mv` in the move line and play it.
fn typed(mv: Move) -> Vec<Action> {
    let mut actions = vec![Action::TypeMove];
    actions.extend(
        mv.to_string()
            .chars()
            .map(|c| Action::Edit(Edit::InsertChar(c))),
    );
    actions.push(Action::Activate);
    actions
}

/// One screen with its autosave, its effects carried out as the loop does
/// (the computer's move chosen here, on the spot).
struct Screen {
    app: App,
    /// The instant the clock is at: a tenth of a second per move.
    now: std::time::Instant,
    autosave: Autosave,
    /// The resumed game's locked file, for the autosave to go on with.
    resumed: Option<store::GameFile>,
}

impl Screen {
    fn new(config: Config, data: &Path) -> Screen {
        let mut app = App::new(config, 5).unwrap();
        app.update(Action::Resize(120, 40));
        let now = std::time::Instant::now();
        app.update(Action::Now(now));
        Screen {
            app,
            now,
            autosave: Autosave::new(Some(data.to_path_buf())),
            resumed: None,
        }
    }

    fn act(&mut self, action: Action) {
        let mut queue: std::collections::VecDeque<Effect> = self.app.update(action).into();
        while let Some(effect) = queue.pop_front() {
            let answers = self.carry_out(effect);
            for answer in answers {
                queue.extend(self.app.update(answer));
            }
        }
    }

    fn carry_out(&mut self, effect: Effect) -> Vec<Action> {
        if let Some(answer) = kono::tui::work::answer_now(&effect) {
            return vec![answer];
        }
        match effect {
            Effect::Autosave(snapshot) => self.autosave.sync(&snapshot),
            Effect::Continue(snapshot, tags) => self.continue_with(&snapshot, *tags),
            Effect::LoadTable(variant, options) => vec![Action::TableLoaded {
                key: (variant, options),
                table: table(variant),
            }],
            Effect::Think(request) => {
                let cancel = AtomicBool::new(false);
                let table = request.table.as_ref().map(|t| &*t.0);
                // A search by time keeps to a fifth of a second here: the
                // matrix checks the cells, not the computer's strength.
                let within = Some(std::time::Duration::from_millis(200));
                let choice = kono::ai::choose_within(
                    &request.game,
                    request.level,
                    table,
                    request.seed,
                    &cancel,
                    request.within.min(within).or(within),
                )
                .unwrap();
                vec![Action::ComputerMoved {
                    ticket: request.ticket,
                    mv: choice.mv,
                }]
            }
            _ => Vec::new(),
        }
    }

    fn continue_with(&mut self, snapshot: &Snapshot, tags: record::Tags) -> Vec<Action> {
        let file = self.resumed.take();
        vec![self.autosave.continue_with(snapshot, tags, file)]
    }

    /// Time goes on by `by`.
    fn wait(&mut self, by: std::time::Duration) {
        self.now += by;
        self.act(Action::Now(self.now));
    }

    /// Types `mv` in, a tenth of a second after the last move.
    fn play(&mut self, mv: Move) {
        self.wait(std::time::Duration::from_millis(100));
        for action in typed(mv) {
            self.act(action);
        }
    }

    /// The side to move's first legal move, typed in.
    fn play_first_legal(&mut self) {
        self.play(self.app.game().legal_moves()[0]);
    }

    /// The side to move's first legal move that does not end the game
    /// (the first legal move if every one does), typed in.
    fn play_lasting(&mut self) {
        let game = self.app.game();
        let moves = game.legal_moves();
        let lasting = moves.iter().copied().find(|&mv| {
            let mut after = game.clone();
            after.play(mv).is_ok() && after.outcome().is_none()
        });
        let mv = lasting.unwrap_or(moves[0]);
        self.play(mv);
    }

    /// Whether the computer (or a puzzle's defence) still owes a move: it
    /// answers at once here, so never.
    fn computer_to_move(&self) -> bool {
        self.app.awaited().is_some()
    }
}

/// `app`'s screen as drawn at 100 × 30, a line a row.
fn drawn(app: &mut App) -> String {
    use ratatui::{Terminal, backend::TestBackend};
    app.update(Action::Resize(100, 30));
    let theme = kono::tui::theme::Theme::new(app.config().ascii, app.config().color);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| {
            let layout = kono::tui::view::layout(app, frame.area());
            kono::tui::view::draw(app, &layout, &theme, frame);
        })
        .unwrap();
    let buf = terminal.backend().buffer();
    let rows = buf.content().chunks(usize::from(buf.area.width));
    // The cell behind a wide character is left out, as a terminal shows it.
    let shown = |row: &[ratatui::buffer::Cell]| {
        let mut text = String::new();
        let mut hidden = 0;
        for cell in row {
            if hidden > 0 {
                hidden -= 1;
                continue;
            }
            text.push_str(cell.symbol());
            hidden = unicode_width::UnicodeWidthStr::width(cell.symbol()).saturating_sub(1);
        }
        text
    };
    rows.map(shown).collect::<Vec<_>>().join("\n")
}

/// `app`'s screen speaks `lang`: the side to move's name in it, and in
/// Korean no English word (notation, numbers and key names aside).
#[track_caller]
fn speaks(app: &mut App, lang: Lang, cell: &str) {
    let screen = drawn(app);
    match lang {
        Lang::En => assert!(
            screen.contains("Black") || screen.contains("White"),
            "{cell}: {screen}"
        ),
        Lang::Ko => {
            assert!(
                screen.contains('흑') || screen.contains('백'),
                "{cell}: {screen}"
            );
            // The players' names of the network's screens are names.
            let names = ["Jiho", "Hana"].map(String::from).into();
            let english: Vec<String> = latin::english(&screen, &names)
                .into_iter()
                .filter(|word| !latin::KEY_NAMES.contains(&word.as_str()))
                .collect();
            assert!(
                english.is_empty(),
                "{cell}: English {english:?} in\n{screen}"
            );
        }
    }
}

/// The saved games of `data`, which must be just one: it, checked.
fn only_game(data: &Path, cell: &str) -> store::SavedGame {
    let saved = SavedGames::read(data);
    assert!(saved.problems.is_empty(), "{cell}: {:?}", saved.problems);
    assert_eq!(saved.games.len(), 1, "{cell}: {:?}", saved.games);
    saved.games[0].clone()
}

/// The config of a cell's game.
fn config(variant: Variant, kind: Kind, clock: Option<TimeControl>) -> Config {
    let (computer, level) = match kind {
        Kind::Computer(level) => (Seat::White, level),
        _ => (Seat::None, Level::MIN.number()),
    };
    Config {
        first: Some(Color::Black),
        computer,
        level,
        clock,
        ..Config::new(variant)
    }
}

/// `kono replay` of the record at `path`: its last line names the result.
fn replayed(path: &Path) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
        .args(["replay", "--lang", "en"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether `kono replay`'s text names the result the list shows.
fn agrees(replay: &str, finished: Option<Finished>) -> bool {
    let replay = replay.to_lowercase();
    match finished.map(Finished::winner) {
        Some(Some(winner)) => replay.contains(&format!("{} wins", winner.name().to_lowercase())),
        Some(None) => replay.contains("draw"),
        None => false,
    }
}

/// Plays a local, computer or resumed game on `screen` to its end: the
/// first legal move each turn (the computer its own), a resignation after
/// [`LONGEST`] plies.
fn play_out(screen: &mut Screen) {
    while screen.app.game().outcome().is_none() {
        if screen.app.game().ply_count() >= LONGEST {
            screen.act(Action::Resign);
            screen.act(Action::Yes);
            break;
        }
        assert!(!screen.computer_to_move(), "the computer answers at once");
        screen.play_first_legal();
    }
}

/// One cell of one screen (not the network).
fn local_cell(variant: Variant, kind: Kind, clock: Option<TimeControl>, lang: Lang, cell: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let data = scratch.path();
    let mut screen = Screen::new(config(variant, kind, clock), data);
    if let Kind::Puzzle = kind {
        let Some(Table(solved)) = table(variant) else {
            return;
        };
        let start = Position::start(variant, Color::Black);
        let puzzle =
            kono::tui::puzzle::Puzzle::pick(solved, &start, RuleOptions::default(), 6, 3).unwrap();
        screen.act(Action::from(Begin::Puzzle(Box::new(puzzle))));
    }
    // Two moves: the player's typed, the other the computer's or typed.
    screen.play_lasting();
    if screen.app.game().outcome().is_none() && screen.app.game().ply_count() < 2 {
        screen.play_lasting();
    }
    let ended = screen.app.game().outcome().is_some();
    assert!(screen.app.game().ply_count() >= 2 || ended, "{cell}");
    speaks(&mut screen.app, lang, cell);
    let listed = only_game(data, cell);
    assert_eq!(listed.variant, variant, "{cell}");
    assert_eq!(listed.plies, screen.app.game().ply_count(), "{cell}");
    let plies = listed.plies;
    if screen.app.game().outcome().is_none() {
        assert_eq!(listed.finished, None, "{cell}");
    }
    let mut ended = (screen.app.game().outcome(), plies);
    drop(screen);
    // Resumed as the start screen does, on a new screen.
    let mut screen = Screen::new(config(variant, Kind::Local, None), data);
    let saved = SavedGames::read(data);
    if listed.finished.is_none() {
        // `--resume` takes it; a puzzle's try is opened from the list.
        let mut resumed = match kind {
            Kind::Puzzle => {
                assert!(saved.resumable().is_none(), "{cell}");
                store::GameFile::open_for_play(&listed.path).unwrap()
            }
            _ => saved.resume().unwrap(),
        };
        assert_eq!(resumed.game.ply_count(), plies, "{cell}");
        screen.resumed = resumed.file.take();
        let from = resumed.path.display().to_string();
        screen.act(Action::from(Begin::Record {
            game: resumed.game,
            from,
            tags: Box::new(resumed.tags),
            read_only: None,
        }));
        assert_eq!(screen.app.game().ply_count(), plies, "{cell}");
        // A puzzle is never timed (the start screen offers it no clock).
        let timed = clock.filter(|_| !matches!(kind, Kind::Puzzle));
        assert_eq!(
            screen.app.clock_view().map(|c| c.control),
            timed,
            "{cell}: the clock comes back"
        );
        if timed.is_some() && matches!(kind, Kind::Local) {
            // Nobody moves: the side to move's time runs out.
            screen.wait(std::time::Duration::from_secs(61));
            let outcome = screen.app.game().outcome();
            assert!(
                matches!(
                    outcome,
                    Some(Outcome::Win {
                        reason: kono::rules::WinReason::Time,
                        ..
                    }) | Some(Outcome::Draw(kono::rules::DrawReason::TimeNoWin))
                ),
                "{cell}: {outcome:?}"
            );
        } else {
            play_out(&mut screen);
        }
        ended = (screen.app.game().outcome(), screen.app.game().ply_count());
    }
    let (outcome, plies) = ended;
    assert!(outcome.is_some(), "{cell}");
    speaks(&mut screen.app, lang, cell);
    let listed = only_game(data, cell);
    assert_eq!(listed.plies, plies, "{cell}");
    assert_eq!(
        listed.finished.map(Finished::winner),
        outcome.map(Outcome::winner),
        "{cell}: the list shows the result"
    );
    assert!(
        SavedGames::read(data).resumable().is_none(),
        "{cell}: a finished game is not offered to resume"
    );
    let replay = replayed(&listed.path);
    assert!(agrees(&replay, listed.finished), "{cell}: {replay}");
    let text = std::fs::read_to_string(&listed.path).unwrap();
    if clock.is_some() && !matches!(kind, Kind::Puzzle) {
        assert!(text.contains("[%clk"), "{cell}: every move's clock\n{text}");
    }
}

/// The lesson cell: the first task of the first lesson, played by
/// Actions (each move judged by the lesson's checker) until it is done or
/// two moves are in; a lesson writes no record.
fn lesson_cell(variant: Variant, lang: Lang, cell: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let course = kono::learn::Course::of(variant);
    let task = course.lesson(1).unwrap().tasks[0].clone();
    let config = Config {
        options: task.options,
        ..Config::new(variant)
    };
    let mut screen = Screen::new(config, scratch.path());
    screen
        .app
        .start_lesson(course, &task, kono::store::Progress::default());
    assert!(screen.app.lesson().is_some(), "{cell}");
    // The learner's moves of the task's solution (the replies are the
    // lesson's), two at most.
    let mine = task.start.to_move();
    let mut played = 0;
    for &mv in &task.solution {
        if played == 2 || screen.app.lesson().unwrap().done() {
            break;
        }
        if screen.app.game().position().to_move() != mine {
            continue;
        }
        for action in typed(mv) {
            screen.act(action);
        }
        played += 1;
    }
    assert!(played > 0, "{cell}");
    assert!(
        screen.app.game().ply_count() > 0 || screen.app.lesson().unwrap().done(),
        "{cell}: the lesson took the moves"
    );
    assert!(screen.app.lesson().is_some(), "{cell}: still in the lesson");
    speaks(&mut screen.app, lang, cell);
    assert!(SavedGames::read(scratch.path()).games.is_empty(), "{cell}");
}

/// The network cell: host and joiner screens on loopback, each with its
/// autosave; both records must be the same game, listed alike.
fn network_cell(variant: Variant, clock: Option<TimeControl>, lang: Lang, cell: &str) {
    let first = Color::Black;
    let game = Game::new(Position::start(variant, first), RuleOptions::default()).unwrap();
    let (mut host, mut joiner) = pair_timed(game, Color::White, true, clock);
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let mut autosaves = dirs
        .each_ref()
        .map(|d| Autosave::new(Some(d.path().to_path_buf())));
    let mut rng = fastrand::Rng::with_seed(7);
    let save = |side: &mut Side, autosave: &mut Autosave| {
        let snapshot = side.app.snapshot();
        for answer in autosave.sync(&snapshot) {
            side.app.update(answer);
        }
    };
    while host.app.game().outcome().is_none() {
        let plies = host.app.game().ply_count();
        let to_move = host.app.game().position().to_move();
        let (mover, other) = if to_move == Color::White {
            (&mut host, &mut joiner)
        } else {
            (&mut joiner, &mut host)
        };
        if plies >= LONGEST {
            mover.act(Action::Resign);
            mover.act(Action::Yes);
            other.pump();
            break;
        }
        let moves = mover.app.game().legal_moves();
        let mv = moves[rng.usize(..moves.len())];
        for action in typed(mv) {
            mover.act(action);
        }
        // The move, and in a timed game the host's CLOCK lines beside it.
        for _ in 0..3 {
            if other.app.game() == mover.app.game() {
                break;
            }
            other.pump();
        }
        assert_eq!(other.app.game(), mover.app.game(), "{cell}");
        let [h, j] = &mut autosaves;
        save(&mut host, h);
        save(&mut joiner, j);
        if plies + 1 == 2 {
            for dir in &dirs {
                let listed = only_game(dir.path(), cell);
                assert_eq!((listed.plies, listed.finished), (2, None), "{cell}");
            }
            speaks(&mut host.app, lang, cell);
            speaks(&mut joiner.app, lang, cell);
        }
    }
    let [h, j] = &mut autosaves;
    save(&mut host, h);
    save(&mut joiner, j);
    speaks(&mut host.app, lang, cell);
    speaks(&mut joiner.app, lang, cell);
    let records = dirs.each_ref().map(|dir| {
        let listed = only_game(dir.path(), cell);
        assert_eq!(
            listed.finished.map(Finished::winner),
            host.app.game().outcome().map(Outcome::winner),
            "{cell}"
        );
        let replay = replayed(&listed.path);
        assert!(agrees(&replay, listed.finished), "{cell}: {replay}");
        let text = std::fs::read_to_string(&listed.path).unwrap();
        record::read(&text).unwrap()
    });
    let [(host_game, host_tags), (joiner_game, joiner_tags)] = records;
    assert_eq!(
        host_game, joiner_game,
        "{cell}: the peer's record is the host's"
    );
    assert_eq!(host_tags.network, joiner_tags.network, "{cell}");
    assert_eq!(host_tags.clock, clock, "{cell}");
}

#[test]
fn every_game_in_every_kind_of_play_with_and_without_a_clock_in_both_languages() {
    let mut cells = 0;
    for variant in Variant::ALL {
        for clock in [None, Some(TimeControl::fischer(60, 0))] {
            for lang in Lang::ALL {
                i18n::set_for_thread(Some(lang));
                for kind in KINDS {
                    let cell = format!(
                        "{} × {kind:?} × {} × {lang:?}",
                        variant.name(),
                        clock.map_or("no clock".into(), |c| c.seconds_text())
                    );
                    match kind {
                        Kind::Network => network_cell(variant, clock, lang, &cell),
                        Kind::Lesson => lesson_cell(variant, lang, &cell),
                        Kind::Puzzle if table(variant).is_none() => continue,
                        _ => local_cell(variant, kind, clock, lang, &cell),
                    }
                    println!("cell passed: {cell}");
                    cells += 1;
                }
                i18n::set_for_thread(None);
            }
        }
    }
    // Every kind in every game but the puzzles of games without a table
    // at hand, twice two ways (clock, language).
    let puzzles = Variant::ALL
        .into_iter()
        .filter(|&v| table(v).is_some())
        .count();
    let expected = (Variant::ALL.len() * (KINDS.len() - 1) + puzzles) * 2 * 2;
    assert_eq!(cells, expected);
    assert!(cells >= Variant::ALL.len() * 4 * 2 * 2, "{cells} cells");
}
