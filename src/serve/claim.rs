//! A new key asking for a taken name whose owner asked for a one-time
//! code (`k` in the lobby): the session asks for the code, and the right
//! one adds the key to the account and goes on to its lobby. A wrong code
//! takes a try; Esc, the last wrong try or the code's time running out
//! ends the connection.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{Event as Term, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use russh::keys::PublicKey;

use super::Served;
use super::codes::Typed;
use super::keys::{self, Who};
use super::player::Player;
use super::session::give_back;
use crate::i18n::Lang;
use crate::rules::record::shown;
use crate::t;
use crate::tui::{Event, Prefs};

/// How often the screen looks again when nothing is typed.
const EVERY: Duration = Duration::from_millis(250);

/// The most characters the code's line takes.
const LONGEST: usize = 12;

/// Asks `player` (signed in with the new `key` under a taken name, in the
/// client's language `asked`) for the code: the account's player, the key
/// added, or `None` (the connection ended).
pub fn claim(served: &Served, player: Player, key: &PublicKey, asked: Lang) -> Option<Player> {
    let name = player.who.name().to_string();
    let added = ask(served, &player, &name, asked);
    let added = added.and_then(|()| match served.accounts.add_key(&name, key) {
        Ok(()) => Some(()),
        Err(e) => {
            let error = crate::tui::words::errors::error_line(&e);
            eprintln!(
                "{}",
                t!("serve-log-error", name = name.as_str(), error = error)
            );
            player.pipe.hang_up_with(t!("serve-claim-not-kept"));
            None
        }
    });
    if added.is_none() {
        give_back(&player);
        return None;
    }
    let print = keys::fingerprint(key);
    eprintln!(
        "{}",
        t!("serve-log-key-added", name = name.as_str(), key = print)
    );
    let who = Who::Player(name);
    let prefs = served
        .key_tables
        .prefs(&who, &served.folder_of(&who), asked);
    Some(Player {
        who,
        prefs,
        ..player
    })
}

/// The screen that asks for the code: `Some` once the right one is typed.
fn ask(served: &Served, player: &Player, name: &str, asked: Lang) -> Option<()> {
    let mut console = player.pipe.console(Prefs::new(asked)).ok()??;
    let _prefs = console.prefs.in_force();
    let mut typed = String::new();
    let mut note: Option<String> = None;
    let mut last = Instant::now();
    loop {
        if last.elapsed() >= served.limits.idle {
            player.pipe.hang_up_with(t!("serve-idle"));
            return None;
        }
        let lines = vec![
            Line::from(t!("serve-claim-title", name = shown(name))),
            Line::from(""),
            Line::from(t!("serve-claim-how", name = shown(name))),
            Line::from(""),
            Line::from(t!("serve-claim-typed", code = typed.as_str())),
            Line::from(note.clone().unwrap_or_default()),
            Line::from(""),
            Line::from(t!("serve-claim-keys")),
        ];
        let drawn = console.terminal.draw(|frame| {
            let text = Paragraph::new(lines).wrap(Wrap { trim: false });
            frame.render_widget(text, frame.area());
        });
        drawn.ok()?;
        let key = match console.events.next(Some(EVERY)) {
            Event::Terminal(Term::Key(key)) if key.kind != KeyEventKind::Release => key,
            Event::InputLost(_) | Event::End(_) => return None,
            _ => continue,
        };
        last = Instant::now();
        match key.code {
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return None,
            KeyCode::Esc => return None,
            KeyCode::Backspace => {
                typed.pop();
            }
            KeyCode::Char(c) if c.is_ascii_alphanumeric() && typed.len() < LONGEST => {
                typed.push(c.to_ascii_uppercase());
            }
            KeyCode::Enter => match served.codes.try_code(name, &typed, Instant::now()) {
                Typed::Right => return Some(()),
                Typed::Wrong(left) if left > 0 => {
                    typed.clear();
                    note = Some(t!("serve-claim-wrong", left = left));
                }
                Typed::Wrong(_) | Typed::NoCode => {
                    player.pipe.hang_up_with(t!("serve-claim-void"));
                    return None;
                }
            },
            _ => {}
        }
    }
}
