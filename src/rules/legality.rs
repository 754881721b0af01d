//! Why a move or a pick-up is refused: the rules' own words for every
//! illegal move, so that no front end has to guess.

use super::{Move, Point, Position, RuleError, RuleOptions, Variant};

impl Position {
    /// Whether the side to move can move the piece on `at`.
    ///
    /// # Errors
    /// Why not: the game is over, `at` is off the board or empty, the piece
    /// is the opponent's, or it has no legal move (because captures are
    /// forced, or at all).
    pub fn check_movable(&self, at: Point, options: &RuleOptions) -> Result<(), RuleError> {
        if let Some(outcome) = self.outcome(options) {
            return Err(RuleError::GameOver(outcome));
        }
        let variant = self.variant();
        if self.bit(at).is_none() {
            return Err(RuleError::OffBoard { point: at, variant });
        }
        if self.is_placing() {
            return Err(RuleError::MustPlace(self.to_move()));
        }
        let me = self.to_move();
        match self.piece_at(at) {
            None => return Err(RuleError::Empty(at)),
            Some(color) if color != me => {
                return Err(RuleError::NoPiece {
                    point: at,
                    color: me,
                });
            }
            Some(_) => {}
        }
        let legal = self.legal_moves(options);
        if legal.iter().any(|mv| mv.from() == Some(at)) {
            Ok(())
        } else if options.forced_capture && legal.iter().any(|mv| mv.is_capture()) {
            Err(RuleError::CannotCapture(at))
        } else {
            Err(self.step_banned(at).unwrap_or(RuleError::Immobile(at)))
        }
    }

    /// The game's own rule that forbids a step of the piece on `at` to an
    /// empty point joined to it (the well's first move), if one does: a
    /// piece held back so is not a piece with nowhere to go.
    fn step_banned(&self, at: Point) -> Option<RuleError> {
        let variant = self.variant();
        if matches!(variant, Variant::Five | Variant::Four) {
            return None; // Their steps have no such rule.
        }
        let from = self.bit(at)?.trailing_zeros();
        let empty = variant.board() & !self.occupied();
        let mut joined = super::graph::Graph::of(variant).adj[from as usize] & empty;
        while joined != 0 {
            let to = super::graph::point_at(variant, joined.trailing_zeros());
            joined &= joined - 1;
            if let Some(why) = super::family::why_not(self, Move::Step { from: at, to }) {
                return Some(why);
            }
        }
        None
    }

    /// The legal move that takes the piece on `from` to `to`: the step or,
    /// in four-field kono, the capture. A front end that knows only the two
    /// points a player chose asks this instead of guessing the kind of move.
    ///
    /// # Errors
    /// Why no legal move goes from `from` to `to`, in the rules' words: a
    /// jump onto an enemy piece is judged as a capture, anything else as a
    /// step.
    pub fn check_move(
        &self,
        from: Point,
        to: Point,
        options: &RuleOptions,
    ) -> Result<Move, RuleError> {
        let found = self.for_each_move(options, |mv| {
            if mv.from() == Some(from) && mv.to() == Some(to) {
                std::ops::ControlFlow::Break(mv)
            } else {
                std::ops::ControlFlow::Continue(())
            }
        });
        if let std::ops::ControlFlow::Break(mv) = found {
            return match mv.removed() {
                Some(_) => Err(RuleError::MustRemove {
                    mv: mv.with_removal(None),
                    example: mv,
                }),
                None => Ok(mv),
            };
        }
        let enemy_there = self.piece_at(to) == Some(self.to_move().opponent());
        let mv = if self.variant() == Variant::Four && enemy_there {
            Move::Capture { from, to }
        } else {
            Move::Step { from, to }
        };
        Err(self.why_illegal(mv, options))
    }

    /// The reason `mv`, not a legal move now, is refused.
    pub(super) fn why_illegal(&self, mv: Move, options: &RuleOptions) -> RuleError {
        if let Some(outcome) = self.outcome(options) {
            return RuleError::GameOver(outcome);
        }
        let legal = self.legal_moves(options);
        let me = self.to_move();
        let variant = self.variant();
        let square = matches!(variant, Variant::Five | Variant::Four);
        if !square && let Some(why) = super::family::why_not(self, mv) {
            return why;
        }
        let (from, to) = match (mv.from(), mv.to()) {
            _ if mv == Move::Pass => return RuleError::CannotPass(me),
            (Some(from), Some(to)) if square || !mv.is_capture() => (from, to),
            (None, Some(to)) if self.bit(to).is_none() => {
                return RuleError::OffBoard { point: to, variant };
            }
            (None, Some(to)) if self.piece_at(to).is_some() => return RuleError::Occupied(to),
            _ => return RuleError::Illegal(mv),
        };
        if legal == [Move::Pass] {
            return RuleError::MustPass(me);
        }
        if let Some(point) = [from, to].into_iter().find(|&p| self.bit(p).is_none()) {
            return RuleError::OffBoard { point, variant };
        }
        let size = variant.size();
        if self.piece_at(from) != Some(me) {
            return RuleError::NoPiece {
                point: from,
                color: me,
            };
        }
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        match mv {
            Move::Capture { .. } if !variant.has_captures() => {
                RuleError::NoCaptures { variant, mv }
            }
            // Four-field: two points along a line over a piece is a jump,
            // judged as one.
            Move::Step { .. }
                if variant == Variant::Four && jump_over_piece(self, from, df, dr) =>
            {
                self.why_illegal(Move::Capture { from, to }, options)
            }
            Move::Capture { .. } => {
                let straight = (df.abs() == 2 && dr == 0) || (df == 0 && dr.abs() == 2);
                // Both points are on the board, so the midpoint is too.
                let over = from.offset((df / 2) as i8, (dr / 2) as i8, size);
                match over {
                    Some(over) if straight && self.piece_at(over) != Some(me) => {
                        RuleError::NoOwnPieceToJump {
                            mv,
                            color: me,
                            over,
                            held: self.piece_at(over),
                        }
                    }
                    _ if !straight => RuleError::WrongCaptureShape { mv },
                    _ if self.piece_at(to) != Some(me.opponent()) => RuleError::NoEnemyToCapture {
                        mv,
                        enemy: me.opponent(),
                        to,
                    },
                    _ => RuleError::Illegal(mv),
                }
            }
            _ => {
                let (ok_shape, kind) = match variant {
                    Variant::Five => (df.abs() == 1 && dr.abs() == 1, "a diagonal"),
                    Variant::Four => (df.abs() + dr.abs() == 1, "an orthogonal"),
                    Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                        (variant.geometry().neighbours(from).any(|p| p == to), "")
                    }
                };
                if !ok_shape && square {
                    RuleError::WrongStep { mv, kind }
                } else if !ok_shape {
                    RuleError::NotALine(mv.with_removal(None))
                } else if self.piece_at(to).is_some() {
                    RuleError::Occupied(to)
                } else if legal.iter().any(|m| m.is_capture()) {
                    RuleError::MustCapture { mv }
                } else {
                    RuleError::Illegal(mv)
                }
            }
        }
    }
}

/// Whether `from` plus (`df`, `dr`) is two points along a line over a piece.
fn jump_over_piece(position: &Position, from: Point, df: i16, dr: i16) -> bool {
    let straight = (df.abs() == 2 && dr == 0) || (df == 0 && dr.abs() == 2);
    let size = position.variant().size();
    straight
        && from
            .offset((df / 2) as i8, (dr / 2) as i8, size)
            .is_some_and(|over| position.piece_at(over).is_some())
}
