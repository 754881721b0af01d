//! A new key asking for a taken name whose owner asked for a one-time
//! code (`k` in the lobby): the session asks for the code, and the right
//! one adds the key to the account and goes on to its lobby (or, when a
//! game of the account's is running, asks to connect again to be seated
//! in it). A wrong code takes a try (and is logged); Esc, the last wrong
//! try or the code's time running out ends the connection.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{Event as Term, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use russh::keys::PublicKey;

use super::Served;
use super::codes::Typed;
use super::keys::{self, Who};
use super::player::Player;
use super::screen::Mirror;
use super::session::give_back;
use crate::i18n::Lang;
use crate::net::{CODE_ALPHABET, CODE_LEN};
use crate::rules::record::shown;
use crate::t;
use crate::tui::{Console, Event, Prefs};

/// How often the screen looks again when nothing is typed.
const EVERY: Duration = Duration::from_millis(250);

/// Asks `player` (signed in with the new `key` under a taken name, in the
/// client's language `asked`) for the code: the account's player, the key
/// added, or `None` (the connection ended).
pub fn claim(served: &Served, player: Player, key: &PublicKey, asked: Lang) -> Option<Player> {
    let name = player.who.name().to_string();
    let print = keys::fingerprint(key);
    let Ok(Some(mut console)) = player.pipe.console(Prefs::new(asked)) else {
        give_back(&player);
        return None;
    };
    let prefs = console.prefs.in_force();
    let added = ask(served, &player, &mut console, &name, &print).and_then(|()| {
        match served.accounts.add_key(&name, key) {
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
        }
    });
    if added.is_some() {
        eprintln!(
            "{}",
            t!(
                "serve-log-key-added",
                name = name.as_str(),
                key = print.as_str()
            )
        );
        // A game of the account's running: this connection was not seated
        // in it; the next one is.
        if served.seats.of(&name).is_some() {
            player.pipe.hang_up_with(t!("serve-claim-added-again"));
        }
    }
    drop(prefs);
    drop(console);
    if added.is_none() || player.pipe.farewell_due() {
        give_back(&player);
        return None;
    }
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
fn ask(
    served: &Served,
    player: &Player,
    console: &mut Console<Mirror>,
    name: &str,
    print: &str,
) -> Option<()> {
    let mut typed = String::new();
    let mut note: Option<String> = None;
    let mut last = Instant::now();
    loop {
        if last.elapsed() >= served.limits.idle {
            player.pipe.hang_up_with(t!("serve-idle"));
            return None;
        }
        if !served.codes.waiting(name, Instant::now()) {
            player.pipe.hang_up_with(t!("serve-claim-void"));
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
            // Only what a code is made of, and no more of it than a code.
            KeyCode::Char(c)
                if CODE_ALPHABET.contains(&(c.to_ascii_uppercase() as u8))
                    && c.is_ascii()
                    && typed.len() < CODE_LEN =>
            {
                typed.push(c.to_ascii_uppercase());
            }
            // A code cut short takes no try.
            KeyCode::Enter if typed.len() < CODE_LEN => {
                note = Some(t!("serve-claim-short", length = CODE_LEN));
            }
            KeyCode::Enter => match served.codes.try_code(name, &typed, Instant::now()) {
                Typed::Right => return Some(()),
                Typed::Wrong(left) if left > 0 => {
                    typed.clear();
                    note = Some(t!("serve-claim-wrong", left = left));
                    let wrong = t!("serve-log-code-wrong", name = name, key = print);
                    eprintln!("{wrong}");
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
