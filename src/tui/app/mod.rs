//! `App`: the game screen — the game being played plus everything the
//! screen shows about it: the board's cursor and selection, the overlays,
//! the status — changed only by [`App::update`], which does no I/O and
//! nothing slow: it returns [`Effects`] for the event loop to carry out
//! (saving, autosaving, the computer's search, table probes, the review's
//! values, the next puzzle), answered later by Actions with tickets.
//!
//! The parts live in their own files: the game and its settings
//! (`session`), the cursor and selection (`board`), playing on the board
//! (`play`), the computer's turns (`computer`), the solved tables and `b`
//! (`table`), the overlays and their keys
//! (`overlay`), the status line as data (`status`), hints and review from
//! the solved table (`learn`) and the search's estimates without one
//! (`estimate`).

mod begin;
mod board;
mod coach;
mod computer;
mod estimate;
mod kind;
mod learn;
mod lesson;
mod lesson_keys;
mod offers;
mod overlay;
mod picker;
mod place;
mod play;
mod puzzle;
mod remote;
mod remote_asks;
mod remote_news;
mod remote_note;
mod saving;
mod session;
mod status;
mod table;
mod timed;
mod timing;
mod typed;

use crate::rules::{Game, Move, Point, RuleError, RuleOptions, Variant};

use super::action::{Action, Effect, Effects};
use super::config::Config;
use super::keymap::Mode;
use super::layout::{self, Orientation};

pub use super::puzzle::Puzzle;
pub use super::text::counted;
pub use crate::ai::puzzle::Progress;
pub use computer::Thinking;
pub use estimate::Stamp;
pub use learn::Reviewing;
pub use lesson::other_game;
pub use remote::{Invite, Link, Remote};
pub use remote_note::{Closing, Friend, NetRefusal, Request};
pub use status::{NetNote, NotDone, Question, Refusal, Status, Tone};
pub use timed::{ClockView, LOW_TIME};

use board::Board;
use computer::Computer;
pub use kind::Play;
use learn::Learn;
pub use lesson::Lessoning;
use overlay::Overlay;
pub use overlay::PromptKind;
use session::Session;

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    session: Session,
    board: Board,
    overlay: Option<Overlay>,
    status: Status,
    /// The terminal's size as last reported (columns, rows).
    size: (u16, u16),
    /// The name the save prompt offers first.
    save_name: String,
    /// The computer's turns.
    computer: Computer,
    /// The file a save would replace, while [`Question::Overwrite`] is asked.
    overwrite: Option<std::path::PathBuf>,
    /// Hints and the solved table.
    learn: Learn,
    /// The coach's question waiting for its answer.
    coaching: Option<coach::Asked>,
    /// What the last [`Effect::Autosave`] was of: the game's number and
    /// revision, and whether hints were on.
    autosaved: Option<(u64, u64, bool)>,
    /// THE kind of play: a game at one keyboard, a puzzle, a lesson, or a
    /// game over the network, with its own state.
    play: Play,
    /// Lines for the friend, and a hang-up, made since the last update.
    outbox: Vec<Effect>,
}

impl App {
    /// A new game under `config`. `seed` feeds the drawing of lots for the
    /// first player (when `config.first` is `None`); the same seed gives the
    /// same draws, so tests are repeatable.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] when a rule option does not apply
    /// to the variant.
    pub fn new(config: Config, seed: u64) -> Result<App, RuleError> {
        let mut app = App {
            session: Session::new(config, seed)?,
            board: Board::new(config.variant),
            overlay: None,
            status: Status::Empty,
            size: (80, 24),
            save_name: format!("kono-{}.kono", config.variant.name()),
            computer: Computer::default(),
            overwrite: None,
            play: Play::Local,
            coaching: None,
            learn: Learn::default(),
            autosaved: None,
            outbox: Vec::new(),
        };
        // No puzzle yet: a new game asks nothing of the loop.
        let _ = app.new_game();
        Ok(app)
    }

    /// The display and rule settings.
    pub const fn config(&self) -> &Config {
        self.session.config()
    }

    /// The game being played.
    pub const fn game(&self) -> &Game {
        self.session.game()
    }

    /// The variant being played.
    pub const fn variant(&self) -> Variant {
        self.config().variant
    }

    /// The rule options in force.
    pub const fn options(&self) -> RuleOptions {
        self.config().options
    }

    /// Whether lots decided who moved first in this game.
    pub const fn first_drawn(&self) -> bool {
        self.session.first_drawn()
    }

    /// Which game of the session this is: it changes when a new game starts
    /// or one is loaded, so the event loop knows to autosave it afresh.
    pub const fn game_number(&self) -> u64 {
        self.session.game_number()
    }

    /// Changes whenever the game does: the event loop autosaves when it
    /// differs from the one last written.
    pub const fn revision(&self) -> u64 {
        self.session.revision()
    }

    /// Changes with every move, draw offer and answer, not with undo and
    /// redo: autosave gives a game a file of its own only when it does.
    pub const fn additions(&self) -> u64 {
        self.session.played()
    }

    /// The point under the cursor.
    pub const fn cursor(&self) -> Point {
        self.board.cursor
    }

    /// The picked-up piece.
    pub const fn selected(&self) -> Option<Point> {
        self.board.selected
    }

    /// Whether the board is drawn turned around (White at the bottom).
    pub const fn flipped(&self) -> bool {
        self.board.flipped
    }

    /// Which point is where on the screen's grid.
    pub const fn orientation(&self) -> Orientation {
        self.board.orientation(self.variant())
    }

    /// The legal moves of the picked-up piece.
    pub fn targets(&self) -> Vec<Move> {
        self.board
            .selected
            .map_or_else(Vec::new, |from| self.moves_from(from))
    }

    /// The status line.
    pub const fn status(&self) -> &Status {
        &self.status
    }

    /// The terminal's size as last reported (columns, rows).
    pub const fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Whether a game has begun and not ended: leaving it needs a yes.
    pub fn in_progress(&self) -> bool {
        self.game().ply_count() > 0 && self.game().outcome().is_none()
    }

    /// Continues `game` (read from the record `from`) in place of the
    /// current one, under its own variant and rule options.
    pub fn load(&mut self, game: Game, from: &str) {
        self.session.load(game);
        self.board.selected = None;
        self.overlay = None;
        let game = self.session.game();
        self.status = Status::Loaded {
            from: from.to_string(),
            moves: game.ply_count(),
            outcome: game.outcome(),
            to_move: game.position().to_move(),
        };
        self.board.cursor = game
            .last_move()
            .and_then(Move::to)
            .unwrap_or_else(|| self.starting_cursor());
    }

    /// How a save it asked for went: the path written (the save prompt
    /// closes), or why not (the prompt stays open with the name typed, to
    /// be mended).
    fn saved(&mut self, result: Result<String, crate::tui::why::Why>) {
        self.status = match result {
            Ok(path) => {
                self.close_prompt();
                Status::Saved(path)
            }
            Err(why) => Refusal::NotSaved(why).into(),
        };
    }

    /// Asks whether to replace `path`, which a save asked for and which
    /// exists; yes gives [`Effect::Save`] with `replace`.
    fn ask_overwrite(&mut self, path: std::path::PathBuf) {
        self.overwrite = Some(path);
        self.confirm(Question::Overwrite);
    }

    /// Puts a message of the event loop's on the status line (that an
    /// unfinished game can be resumed, that autosave failed).
    pub fn notify(&mut self, status: Status) {
        self.status = status;
    }

    /// Applies one action. No I/O: the returned [`Effects`] say what the
    /// event loop is to do, in order: the autosave first, then what the
    /// action asked for, [`Effect::Think`] when the computer is to move,
    /// and the work hints, review and puzzles need.
    pub fn update(&mut self, action: Action) -> Effects {
        let waited = self.awaited();
        let mut effects = self.apply(action);
        self.sync_clock();
        self.follow_puzzle(&mut effects);
        self.after(&mut effects);
        self.ask_for_values(&mut effects);
        if waited.is_some() && self.awaited().is_none() {
            effects.push(Effect::StopThinking);
        }
        self.autosave(&mut effects);
        // Saved first, then sent: what the friend sees is on disk here.
        effects.append(&mut self.outbox);
        effects
    }

    fn apply(&mut self, action: Action) -> Effects {
        if self.on_time(&action) {
            return Effects::new();
        }
        if let Some(effects) = self.on_computer(&action) {
            return effects;
        }
        if let Some(effects) = self.on_values(&action) {
            return effects;
        }
        match action {
            Action::ForceQuit => return vec![Effect::Quit],
            Action::Suspend => return vec![Effect::Suspend],
            Action::Resize(columns, rows) => {
                self.size = (columns, rows);
                self.scroll_help(|scroll, _| scroll);
                return Effects::new();
            }
            Action::SaveExists(path) => {
                self.ask_overwrite(path);
                return Effects::new();
            }
            Action::Saved(result) => {
                self.saved(result);
                return Effects::new();
            }
            Action::AutosaveFailed(why) => {
                self.status = Refusal::AutosaveFailed(why).into();
                return Effects::new();
            }
            Action::Unsaved { why, withheld } => {
                self.unsaved(why, &withheld);
                return Effects::new();
            }
            Action::SaveName(name) => {
                self.save_name = name;
                return Effects::new();
            }
            Action::Net(news) => return self.on_net(news),
            Action::Begin(begin) => return self.begin(*begin),
            Action::KeyMoved(code, modifiers)
                if matches!(self.mode(), Mode::Board | Mode::Review) =>
            {
                let key = crate::tui::keymap::Key { code, modifiers };
                self.status = Refusal::KeyMoved(key, self.mode()).into();
                return Effects::new();
            }
            Action::Checked(checked) => return self.on_checked(*checked),
            Action::CopyKept(kept) => {
                self.status = Status::Net(NetNote::CopyKept(kept));
                return Effects::new();
            }
            Action::Coached(ticket, answer) => {
                self.on_coached(ticket, answer);
                return Effects::new();
            }
            Action::Judged { ticket, progress } => {
                self.on_judged(ticket, progress);
                return Effects::new();
            }
            Action::PuzzlePicked {
                ticket,
                seed,
                puzzle,
            } => {
                self.on_puzzle_picked(ticket, seed, puzzle.map(|p| *p));
                return Effects::new();
            }
            _ => {}
        }
        if self.too_small() {
            // The board is not on screen: nothing may be played blind, but
            // the way out the screen names works (the game is autosaved).
            return match action {
                Action::Quit | Action::Cancel => vec![Effect::Quit],
                _ => Effects::new(),
            };
        }
        match self.mode() {
            Mode::Prompt | Mode::Chat | Mode::Move => self.on_prompt(action),
            Mode::Help => self.on_help(action),
            Mode::Question => self.on_question(action),
            // The review's values need the table: `b` builds it there too.
            Mode::Review if action == Action::BuildTable => self.build_table(),
            Mode::Review => self.on_review(action),
            Mode::Lessons => self.on_page(action),
            Mode::Board | Mode::Anywhere | Mode::Start | Mode::Join => self.on_board(action),
        }
    }

    /// Whether the terminal is too small to show the board: keys do
    /// nothing then but quit (`q`, `Esc`, Ctrl-c), the game kept saved.
    pub fn too_small(&self) -> bool {
        let (columns, rows) = self.size;
        let (w, h) = layout::min_size(self.variant());
        columns < w || rows < h
    }
}
