//! Two game screens in one process, on two in-memory terminals at the same
//! time: each a writer of the bytes a terminal would receive (read back
//! through `vt100`) and a stream of the bytes its keyboard sends, as an
//! SSH channel would be. One speaks English with `help` rebound to `x`,
//! the other Korean with the default keys; each shows its own words and
//! obeys its own keys, and a window change of one leaves the other alone.

use crate::common::pty::nz;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use kono::i18n::Lang;
use kono::rules::{Color, Variant};
use kono::store::KeyOverride;
use kono::tui::keymap;
use kono::tui::theme::Theme;
use kono::tui::{Capped, Config, Console, Ended, Event, Events, Opening, Prefs, Ready, Storage};

/// The longest a screen may take to show what a test waits for: only a
/// bound on a failing test, never a measure of speed.
const PATIENCE: Duration = Duration::from_secs(30);

/// A terminal's output: every write goes to the test.
struct Wire(Sender<Vec<u8>>);

impl Write for Wire {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        // A test that stopped reading has failed already.
        let _ = self.0.send(bytes.to_vec());
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// One in-memory terminal running a game screen on a thread of its own.
struct Remote {
    /// The keyboard's bytes.
    keys: Sender<io::Result<Vec<u8>>>,
    /// Events from outside (a window change).
    outside: Sender<Event>,
    /// What the terminal received.
    output: Receiver<Vec<u8>>,
    /// The screen as a terminal shows it.
    screen: vt100::Parser,
    /// The session's thread, with how its loop ended.
    thread: Option<JoinHandle<Ended>>,
}

impl Remote {
    /// A four-field game for two at one keyboard on a 100×30 terminal,
    /// speaking `lang` with the key table `keys`.
    fn start(lang: Lang, keys: &'static [keymap::Section]) -> Remote {
        let (keys_tx, keys_rx) = mpsc::channel();
        let (out_tx, output) = mpsc::channel();
        let backend = Capped::on(Wire(out_tx), 100, 30);
        let prefs = Prefs { lang, keys };
        let console = Console::new(
            backend,
            Events::new(),
            keys_rx,
            Theme::new(false, false),
            prefs,
        )
        .unwrap();
        let outside = console.sender();
        let config = Config {
            first: Some(Color::Black),
            ..Config::new(Variant::Four)
        };
        let thread = thread::spawn(move || {
            // No data directory: nothing is written to disk.
            let ready = Ready::new(config, Opening::Game(config), Storage::default()).unwrap();
            ready.play(console).unwrap()
        });
        Remote {
            keys: keys_tx,
            outside,
            output,
            screen: vt100::Parser::new(nz(30), nz(100), 0),
            thread: Some(thread),
        }
    }

    /// Types `bytes` on its keyboard.
    fn type_bytes(&self, bytes: &[u8]) {
        self.keys.send(Ok(bytes.to_vec())).unwrap();
    }

    /// The screen's text now.
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads the terminal's output until its screen satisfies `wanted`.
    fn wait_for(&mut self, what: &str, wanted: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !wanted(&self.text()) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(_) => panic!("the screen never showed {what}:\n{}", self.text()),
            }
        }
    }

    /// Waits until the screen shows `text`.
    fn wait_text(&mut self, text: &str) {
        self.wait_for(text, |screen| screen.contains(text));
    }

    /// Ends the session with Ctrl-c and says how its loop ended.
    fn quit(mut self) -> Ended {
        self.type_bytes(b"\x03");
        self.thread.take().unwrap().join().unwrap()
    }
}

/// The default table with the board's `help` on `x`.
fn help_on_x() -> &'static [keymap::Section] {
    let help = KeyOverride {
        mode: "board".to_string(),
        action: "help".to_string(),
        keys: vec!["x".to_string()],
        line: 1,
    };
    keymap::rebound(&[help]).unwrap()
}

#[test]
fn two_screens_at_once_each_with_its_own_language_and_keys() {
    let mut english = Remote::start(Lang::En, help_on_x());
    let mut korean = Remote::start(Lang::Ko, keymap::SECTIONS);
    english.wait_text("x help");
    korean.wait_text("q 나가기");
    assert!(!english.text().contains("나가기"), "{}", english.text());
    assert!(!korean.text().contains("help"), "{}", korean.text());

    // `?` is Korean's help and no longer English's.
    english.type_bytes(b"?");
    korean.type_bytes(b"?");
    english.wait_text("? does nothing here; help is x");
    korean.wait_text("키, 규칙, 낱말 풀이");
    // `x` is English's help; on the Korean screen it does nothing.
    english.type_bytes(b"x");
    korean.type_bytes(b"x");
    english.wait_text("The keys, the rules, the words");
    assert!(!english.text().contains("낱말"), "{}", english.text());

    // A window change reaches one terminal only.
    english.outside.send(Event::resize(30, 8)).unwrap();
    english.wait_text("Terminal too small");
    korean.type_bytes(b"\x1b");
    korean.wait_for("the board again", |screen| !screen.contains("낱말 풀이"));
    assert!(!korean.text().contains("too small"), "{}", korean.text());

    assert_eq!(english.quit(), Ended::Quit);
    assert_eq!(korean.quit(), Ended::Quit);
}
