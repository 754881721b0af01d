//! Reading a record: the tags, the numbered moves replayed through the
//! engine, and the result checked against them.

use super::clocks::{Token, clock_in, tokens};
use super::{
    BOM, MAX_TAGS, RESULT_TOKENS, RecordError, RecordReason, Tags, error, result_token, shown,
};
use crate::rules::{
    Color, Game, Move, MoveNumber, Position, RuleError, RuleOptions, TimeControl, Variant,
};

/// The tags read so far, with the line each came from.
#[derive(Default)]
pub(super) struct Header {
    variant: Option<(usize, Variant)>,
    strict_goal: Option<(usize, bool)>,
    forced_capture: Option<(usize, bool)>,
    no_repeat: Option<(usize, bool)>,
    first: Option<(usize, Color)>,
    /// The `Position` tag's text: read as the `Variant` tag's game once
    /// the tags are in, whichever came first.
    position: Option<(usize, String)>,
    pub(super) result: Option<(usize, String)>,
    /// The `[Termination]` tag: it tells a resignation from a result that
    /// does not match the moves.
    termination: Option<String>,
    pub(super) tags: Tags,
    /// Every tag name seen, with its line: a tag may be given once (found
    /// at once however many there are).
    seen: std::collections::HashMap<String, usize>,
}

/// Parses `[Name "value"]`.
pub(super) fn parse_tag(text: &str) -> Option<(&str, String)> {
    let inner = text.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name, value))
}

fn parse_yes_no(line: usize, name: &str, value: &str) -> Result<bool, RecordError> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "true" => Ok(true),
        "no" | "false" => Ok(false),
        _ => Err(error(
            line,
            RecordReason::NotYesNo {
                tag: name.to_string(),
                value: shown(value),
            },
        )),
    }
}

impl Header {
    pub(super) fn take(
        &mut self,
        line: usize,
        name: &str,
        value: String,
    ) -> Result<(), RecordError> {
        if let Some(first) = self.seen.get(name) {
            return Err(error(
                line,
                RecordReason::SecondTag {
                    tag: shown(name),
                    first: *first,
                },
            ));
        }
        if self.seen.len() == MAX_TAGS {
            return Err(error(line, RecordReason::TooManyTags(MAX_TAGS)));
        }
        self.seen.insert(name.to_string(), line);
        let bad = |why: RuleError| {
            error(
                line,
                RecordReason::BadTag {
                    tag: name.to_string(),
                    value: shown(&value),
                    why,
                },
            )
        };
        match name {
            "Variant" => self.variant = Some((line, value.parse().map_err(bad)?)),
            "StrictGoal" => self.strict_goal = Some((line, parse_yes_no(line, name, &value)?)),
            "ForcedCapture" => {
                self.forced_capture = Some((line, parse_yes_no(line, name, &value)?));
            }
            "NoRepeat" => {
                self.no_repeat = Some((line, parse_yes_no(line, name, &value)?));
            }
            "First" => self.first = Some((line, value.parse().map_err(bad)?)),
            "Position" => self.position = Some((line, value)),
            "Result" => {
                if !RESULT_TOKENS.contains(&value.as_str()) {
                    return Err(error(line, RecordReason::BadResultTag(shown(&value))));
                }
                self.result = Some((line, value));
            }
            "Black" => self.tags.black = value,
            "White" => self.tags.white = value,
            "Date" => self.tags.date = value,
            "Puzzle" => self.tags.puzzle = Some(value),
            "Termination" => self.termination = Some(value),
            "Network" => self.tags.network = Some(value),
            "Hints" => self.tags.hints = value == "on",
            "TimeControl" => {
                let clock = TimeControl::from_seconds_text(&value).map_err(|why| {
                    error(
                        line,
                        RecordReason::BadTimeControl {
                            value: shown(&value),
                            why,
                        },
                    )
                })?;
                self.tags.clock = Some(clock);
            }
            _ => {} // Other tags (Event, Site, …) are informative only.
        }
        Ok(())
    }

    /// The game the header describes, before any move.
    pub(super) fn game(&self, first_move_line: usize) -> Result<Game, RecordError> {
        let Some((_, variant)) = self.variant else {
            return Err(error(0, RecordReason::NoVariant));
        };
        let position = match &self.position {
            Some((line, text)) => Some((*line, position_of(variant, *line, text)?)),
            None => None,
        };
        let start = match (position, self.first) {
            (Some((line, pos)), Some((_, first))) if pos.to_move() != first => {
                return Err(error(
                    line,
                    RecordReason::PositionOtherMover {
                        position: pos.to_move(),
                        first,
                    },
                ));
            }
            (Some((_, pos)), _) => pos,
            (None, Some((_, first))) => Position::start(variant, first),
            (None, None) => match variant.default_first() {
                Some(first) => Position::start(variant, first),
                None => {
                    return Err(error(first_move_line, RecordReason::NoFirst));
                }
            },
        };
        let options = RuleOptions {
            strict_goal: self.strict_goal.is_some_and(|(_, on)| on),
            forced_capture: self.forced_capture.is_some_and(|(_, on)| on),
            no_repeat: self.no_repeat.is_some_and(|(_, on)| on),
        };
        let option_line = match variant {
            Variant::Five => self.forced_capture.map(|(l, _)| l),
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                self.strict_goal.or(self.forced_capture).map(|(l, _)| l)
            }
        };
        Game::new(start, options).map_err(|e| error(option_line.unwrap_or(0), e.into()))
    }
}

/// The `Position` tag's `text` read as a position of `variant`; one of
/// another game's board is named as such.
fn position_of(variant: Variant, line: usize, text: &str) -> Result<Position, RecordError> {
    Position::parse_as(variant, text).map_err(|why| {
        let other = Variant::ALL
            .into_iter()
            .filter(|&v| v != variant)
            .find_map(|v| Position::parse_as(v, text).ok());
        let reason = match other {
            Some(pos) => RecordReason::PositionOfOtherGame {
                position: pos.variant(),
                tag: variant,
            },
            None => RecordReason::BadTag {
                tag: "Position".into(),
                value: shown(text),
                why: RuleError::Position(why),
            },
        };
        error(line, reason)
    })
}

/// Reads a record and replays its moves: the game at its last position, with
/// every move available to undo, and the record's tags.
///
/// # Errors
/// A [`RecordError`] with the line and the reason: a malformed tag, an
/// unknown token, an illegal move (`line 7: c3-d4: c3 is not one of
/// White's pieces`), a move after the end of the game, or a result that does not
/// match the game.
pub fn read(text: &str) -> Result<(Game, Tags), RecordError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    // Lines may end in LF, CR LF or a lone CR (old Mac editors).
    let text = text.replace("\r\n", "\n");
    let mut header = Header::default();
    let mut game: Option<Game> = None;
    let mut result: Option<(usize, String)> = None;
    let mut clocks = Vec::new();
    for (index, raw) in text.split(['\n', '\r']).enumerate() {
        let line = index + 1;
        let content = raw.split(';').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        if content.starts_with('[') {
            if game.is_some() {
                return Err(error(line, RecordReason::TagAfterMoves));
            }
            let (name, value) = parse_tag(content)
                .ok_or_else(|| error(line, RecordReason::NotATag(shown(content))))?;
            header.take(line, name, value)?;
            continue;
        }
        let game = match &mut game {
            Some(game) => game,
            None => game.insert(header.game(line)?),
        };
        for token in tokens(line, content)? {
            let token = match token {
                Token::Word(word) => word,
                Token::Comment(comment) => {
                    if let Some(left) = clock_in(line, comment)? {
                        let ply = game
                            .ply_count()
                            .checked_sub(1)
                            .ok_or_else(|| error(line, RecordReason::ClockBeforeFirstMove))?;
                        clocks.resize(ply + 1, None);
                        clocks[ply] = Some(left);
                    }
                    continue;
                }
            };
            if result.is_some() {
                return Err(error(line, RecordReason::AfterResult(shown(token))));
            }
            if RESULT_TOKENS.contains(&token) {
                result = Some((line, token.to_string()));
            } else if let Some(number) = token.strip_suffix('.') {
                check_move_number(line, number, game)?;
            } else {
                let mv: Move = token
                    .parse()
                    .map_err(|e: RuleError| error(line, e.into()))?;
                let number = MoveNumber::of_ply(game.ply_count());
                if game.pass_unrecorded() && mv != Move::Pass {
                    // The pass is the record's move here: a move in its slot
                    // belongs to the other side and must not be taken as theirs.
                    let passer = game.position().to_move().opponent();
                    return Err(error(
                        line,
                        RecordReason::MustPassFirst { mv, number, passer },
                    ));
                }
                game.play_recorded(mv)
                    .map_err(|why| error(line, RecordReason::Illegal { mv, number, why }))?;
            }
        }
    }
    let mut game = match game {
        Some(game) => game,
        None => header.game(0)?,
    };
    if let (Some((line, token)), Some((tag_line, tag))) = (&result, &header.result)
        && token != tag
    {
        return Err(error(
            *line,
            RecordReason::ResultContradicts {
                token: token.clone(),
                tag: tag.clone(),
                tag_line: *tag_line,
            },
        ));
    }
    let claimed = result.or(header.result.clone());
    if let Some((line, token)) = claimed {
        settle_result(&mut game, line, &token, header.termination.as_deref())?;
    }
    let mut tags = header.tags;
    tags.clocks = clocks;
    Ok((game, tags))
}

/// A move number must be the number of the move about to be played.
fn check_move_number(line: usize, number: &str, game: &Game) -> Result<(), RecordError> {
    // A pass the game played by itself is still to come in the record.
    let plies = game.ply_count() - usize::from(game.pass_unrecorded());
    let MoveNumber {
        number: expected,
        second,
    } = MoveNumber::of_ply(plies);
    let number = number.trim_end_matches('.');
    match number.parse::<usize>() {
        Ok(n) if n == expected && !second => Ok(()),
        Ok(_) if second => Err(error(
            line,
            RecordReason::NumberMidMove {
                number: shown(number),
                expected,
            },
        )),
        Ok(_) => Err(error(
            line,
            RecordReason::WrongNumber {
                number: shown(number),
                expected,
            },
        )),
        Err(_) => Err(error(line, RecordReason::NotMoveNumber(shown(number)))),
    }
}

/// Checks the claimed result against the game; a claimed draw the rules do
/// not give is a draw by agreement, a claimed win the rules do not give is
/// the loser's resignation when `termination` says so.
fn settle_result(
    game: &mut Game,
    line: usize,
    token: &str,
    termination: Option<&str>,
) -> Result<(), RecordError> {
    let actual = result_token(game.outcome());
    if actual == token {
        return Ok(());
    }
    if actual == "*" && token == "1/2-1/2" {
        return game
            .offer_draw()
            .and_then(|_| game.answer_draw(true))
            .map_err(|e| error(line, e.into()));
    }
    let resigned = termination.is_some_and(|t| t.to_ascii_lowercase().contains("resigned"));
    let loser = match token {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        _ => None,
    };
    if let (true, "*", Some(loser)) = (resigned, actual, loser) {
        return game
            .resign(loser)
            .map(|_| ())
            .map_err(|e| error(line, e.into()));
    }
    let on_time = termination.is_some_and(|t| t.to_ascii_lowercase().contains("time"));
    if let (true, "*") = (on_time, actual) {
        // The side to move is the one whose time ran out.
        let flagged = game.position().to_move();
        if let Ok(outcome) = game.time_out(flagged)
            && result_token(Some(outcome)) == token
        {
            return Ok(());
        }
    }
    Err(error(
        line,
        RecordReason::ResultMismatch {
            token: token.to_string(),
            ended: game.outcome(),
        },
    ))
}
