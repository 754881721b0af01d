//! THE matrix: every game kono has (from the list of games, naming none),
//! in each kind of play that keeps a record (two at one keyboard, against
//! the computer at levels 1 and 5, over the network on loopback), with no
//! clock and with 1+0, in English and in Korean. Each cell opens a game,
//! plays two legal moves by Actions, has the autosave write it, reads the
//! saved-games list back (listed, unfinished, two moves), resumes it as the
//! start screen does, plays it to an end, and checks that the list shows it
//! finished with the record's result, that `kono replay` of the record
//! agrees, and (over the network) that the joiner's record is the host's.
//! The cells it ran are printed, one line each.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use kono::ai::Level;
use kono::i18n::{self, Lang};
use kono::rules::record::{self, Finished};
use kono::rules::{Color, Game, Move, Outcome, Position, RuleOptions, TimeControl, Variant};
use kono::store::{self, SavedGames};
use kono::tui::action::{Action, Begin, Edit, Effect};
use kono::tui::app::App;
use kono::tui::effect::Snapshot;
use kono::tui::session_io::Autosave;
use kono::tui::{Config, Seat};

use super::screen::{Side, pair_timed};

/// The kinds of play the matrix walks.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// Two people at one keyboard.
    Local,
    /// Against the computer (White) at this level.
    Computer(u8),
    /// Over the network on loopback: the host White, the joiner Black.
    Network,
}

const KINDS: [Kind; 4] = [
    Kind::Local,
    Kind::Computer(1),
    Kind::Computer(5),
    Kind::Network,
];

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
    autosave: Autosave,
    /// The resumed game's locked file, for the autosave to go on with.
    resumed: Option<store::GameFile>,
}

impl Screen {
    fn new(config: Config, data: &Path) -> Screen {
        let mut app = App::new(config, 5).unwrap();
        app.update(Action::Resize(120, 40));
        Screen {
            app,
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
            Effect::Think(request) => {
                let cancel = AtomicBool::new(false);
                let table = request.table.as_ref().map(|t| &*t.0);
                let choice =
                    kono::ai::choose(&request.game, request.level, table, request.seed, &cancel)
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

    /// The side to move's first legal move, typed in.
    fn play_first_legal(&mut self) {
        let mv = self.app.game().legal_moves()[0];
        for action in typed(mv) {
            self.act(action);
        }
    }

    fn computer_to_move(&self, kind: Kind) -> bool {
        matches!(kind, Kind::Computer(_)) && self.app.game().position().to_move() == Color::White
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
fn play_out(screen: &mut Screen, kind: Kind) {
    while screen.app.game().outcome().is_none() {
        if screen.app.game().ply_count() >= LONGEST {
            screen.act(Action::Resign);
            screen.act(Action::Yes);
            break;
        }
        assert!(
            !screen.computer_to_move(kind),
            "the computer answers at once"
        );
        screen.play_first_legal();
    }
}

/// One cell of one screen (not the network).
fn local_cell(variant: Variant, kind: Kind, clock: Option<TimeControl>, cell: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let data = scratch.path();
    let mut screen = Screen::new(config(variant, kind, clock), data);
    // Two moves: Black's typed, White's the computer's or typed.
    screen.play_first_legal();
    if !screen.computer_to_move(kind) && screen.app.game().ply_count() < 2 {
        screen.play_first_legal();
    }
    assert!(screen.app.game().ply_count() >= 2, "{cell}");
    let listed = only_game(data, cell);
    assert_eq!(listed.variant, variant, "{cell}");
    assert_eq!(listed.plies, screen.app.game().ply_count(), "{cell}");
    let plies = listed.plies;
    if screen.app.game().outcome().is_none() {
        assert_eq!(listed.finished, None, "{cell}");
    }
    drop(screen);
    // Resumed as the start screen does, on a new screen.
    let mut screen = Screen::new(config(variant, Kind::Local, None), data);
    let saved = SavedGames::read(data);
    if saved.resumable().is_some() {
        let mut resumed = saved.resume().unwrap();
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
        assert_eq!(
            screen.app.clock_view().map(|c| c.control),
            clock,
            "{cell}: the clock comes back"
        );
        play_out(&mut screen, kind);
    }
    let outcome = screen.app.game().outcome();
    assert!(outcome.is_some(), "{cell}");
    let listed = only_game(data, cell);
    assert_eq!(listed.plies, screen.app.game().ply_count(), "{cell}");
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
}

/// The network cell: host and joiner screens on loopback, each with its
/// autosave; both records must be the same game, listed alike.
fn network_cell(variant: Variant, clock: Option<TimeControl>, cell: &str) {
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
        }
    }
    let [h, j] = &mut autosaves;
    save(&mut host, h);
    save(&mut joiner, j);
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
                        Kind::Network => network_cell(variant, clock, &cell),
                        _ => local_cell(variant, kind, clock, &cell),
                    }
                    println!("cell passed: {cell}");
                    cells += 1;
                }
                i18n::set_for_thread(None);
            }
        }
    }
    assert!(
        cells >= Variant::ALL.len() * KINDS.len() * 2 * 2,
        "{cells} cells"
    );
}
