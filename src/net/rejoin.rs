//! The game as a handshake describes it (the host's opening, and the game
//! the joiner builds from it), and the check of a rejoin: the joiner's
//! saved copy against the host's record.

use super::faults::Ask;
use super::protocol::{Ending, Message, Welcome};
use super::session::Session;
use super::session::Violation;
use super::words::{GameId, Name};
use crate::rules::{Color, Game, Move, PositionText};

/// The game a handshake describes: the start position and every move
/// played, under the welcome's rules, and the `ENDED` that followed them.
///
/// # Errors
/// A [`Violation`] when the position is not one of the welcome's game, a move is
/// illegal, or the ending cannot be.
pub fn game_from(
    welcome: &Welcome,
    start: &PositionText,
    moves: &[Move],
    ending: Option<Ending>,
) -> Result<Game, Violation> {
    let start = start
        .read(Some(welcome.variant))
        .map_err(|why| Violation::StartNotOf {
            welcome: welcome.variant,
            why,
        })?;
    let mut game = Game::new(start, welcome.rules).map_err(Violation::Rules)?;
    play_history(&mut game, moves, 0)?;
    if let Some(ending) = ending {
        end_by(&mut game, ending)?;
    }
    Ok(game)
}

/// Plays `moves` of a `MOVES` line, the first being move `before + 1`.
///
/// # Errors
/// A [`Violation`] naming the first illegal move.
pub(crate) fn play_history(
    game: &mut Game,
    moves: &[Move],
    before: usize,
) -> Result<(), Violation> {
    for (n, mv) in moves.iter().enumerate() {
        game.play_recorded(*mv)
            .map_err(|why| Violation::HistoryIllegal {
                number: before + n + 1,
                mv: *mv,
                why,
            })?;
    }
    Ok(())
}

/// Ends `game` as `ENDED` says.
///
/// # Errors
/// A [`Violation`] when it cannot end so (it is over already, or the
/// ending needs a clock this game has not).
pub(crate) fn end_by(game: &mut Game, ending: Ending) -> Result<(), Violation> {
    let ended = match ending {
        Ending::Resigned(side) => game.resign(side).map(drop),
        Ending::Agreed => game.offer_draw().and_then(|_| game.answer_draw(true)),
        Ending::Time(side) => game.time_out(side).map(drop),
    };
    ended.map_err(Violation::Ended)
}

/// How a saved copy of a game compares with the host's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sameness {
    /// The same start, rules and moves.
    Same,
    /// They differ: the host's record wins.
    Differ {
        /// How many first moves they share.
        common: usize,
        /// Moves in our copy.
        ours: usize,
        /// Moves in the host's.
        host: usize,
    },
}

/// Compares our saved copy of a game with the host's, after a rejoin.
pub fn compare(ours: &Game, host: &Game) -> Sameness {
    let common = ours
        .moves()
        .zip(host.moves())
        .take_while(|(a, b)| a == b)
        .count();
    let same_setup = ours.start() == host.start() && ours.options() == host.options();
    if same_setup && common == ours.ply_count() && common == host.ply_count() {
        Sameness::Same
    } else {
        Sameness::Differ {
            common: if same_setup { common } else { 0 },
            ours: ours.ply_count(),
            host: host.ply_count(),
        }
    }
}

/// The game to play on after a rejoin: the host's record, or our copy when
/// it has the same moves and ended by the players' word (a resignation or
/// an agreed draw), which the moves the host sends do not carry.
pub fn played_on(ours: &Game, host: Game) -> Game {
    if ours.ended_by_consent() && compare(ours, &host) == Sameness::Same {
        ours.clone()
    } else {
        host
    }
}

/// `game` after `asker`'s take-back (its last move and the moves after
/// it): what a host that accepted it kept, when its answer was lost.
pub fn after_take_back(game: &Game, asker: Color) -> Game {
    let mut taken = game.clone();
    super::session::take_back(&mut taken, asker);
    taken
}

/// After a rejoin where the host's record stops short of our copy (the
/// host went down before it kept our last moves): our moves past the
/// host's record, to play and send again so that none is lost. Empty when
/// the copies differ otherwise, or the extra moves begin with the other
/// side's (the host's record wins). Forced passes are left out: they come
/// back by themselves.
pub fn unsent(ours: &Game, host: &Game, side: Color) -> Vec<Move> {
    let kept = host.ply_count();
    let prefix = ours.start() == host.start()
        && ours.options() == host.options()
        && ours.ply_count() > kept
        && ours.moves().zip(host.moves()).all(|(a, b)| a == b);
    if !prefix {
        return Vec::new();
    }
    let mut again = Vec::new();
    for (i, mv) in ours.moves().enumerate().skip(kept) {
        if mv == Move::Pass {
            continue;
        }
        if ours.position_after(i).to_move() != side {
            break;
        }
        again.push(mv);
    }
    again
}

impl Session {
    /// The host's welcome for a joiner (we are the host): `WELCOME`,
    /// `START`, the `MOVES` lines of every move so far, `ENDED` when the
    /// game ended by the players' word, and `READY`.
    pub fn opening(&self, game: &GameId, name: Option<Name>) -> Vec<Message> {
        let welcome = Welcome {
            game: game.clone(),
            variant: self.game().start().variant(),
            rules: *self.game().options(),
            joiner: self.theirs(),
            clock: self.clock(),
            aids: self.aids(),
            name,
        };
        let moves: Vec<Move> = self.game().moves().collect();
        let mut lines = vec![
            Message::Welcome(welcome),
            Message::Start(PositionText::of(self.game().start())),
        ];
        lines.extend(Message::moves_lines(&moves));
        if let Some(resigned) = self.resigned() {
            lines.push(Message::Ended(Ending::Resigned(resigned)));
        } else if let Some(flagged) = self.timed_out() {
            lines.push(Message::Ended(Ending::Time(flagged)));
        } else if self.game().ended_by_consent() {
            lines.push(Message::Ended(Ending::Agreed));
        }
        lines.push(Message::Ready);
        lines
    }

    /// The joiner's session after a rejoin: over the host's record (or our
    /// copy, see [`played_on`]), with our moves the host had not kept
    /// ([`unsent`]) played again; each comes back with the message that
    /// sends it, to go to the host in order.
    pub fn rejoined(ours: &Game, host: Game, side: Color) -> (Session, Vec<(Move, Message)>) {
        let again = unsent(ours, &host, side);
        let mut session = Session::new(played_on(ours, host), side);
        let sent = again
            .into_iter()
            .filter_map(|mv| session.play(mv).ok().map(|(_, msg)| (mv, msg)))
            .collect();
        (session, sent)
    }
}

impl Session {
    /// The connection dropped: every request not yet answered is withdrawn
    /// (the other side withdraws it too). Returns the ones withdrawn:
    /// whose, and which.
    pub fn disconnected(&mut self) -> Vec<(Color, Ask)> {
        let mut withdrawn = Vec::new();
        self.next = None;
        if let Some(side) = self.rematch.take() {
            withdrawn.push((side, Ask::Rematch));
        }
        if let Some(side) = self.draw.take() {
            withdrawn.push((side, Ask::Draw));
        }
        if let Some(side) = self.undo.take() {
            withdrawn.push((side, Ask::Undo));
        }
        withdrawn
    }
}
