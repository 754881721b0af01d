//! One side's network game: the peer's moves through the rules, requests,
//! resignation, chat, and the protocol errors a peer can make.

use kono::net::{Fact, LocalError, Message, Request, Sameness, Session, compare, game_from};
use kono::rules::{
    Color, DrawReason, Game, Move, Outcome, Position, PositionText, RuleOptions, Variant, WinReason,
};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// A four-field game, Black to move first; we play `ours`.
fn four(ours: Color) -> Session {
    let game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    );
    Session::new(game.unwrap(), ours)
}

fn receive(s: &mut Session, msg: Message) -> Vec<Fact> {
    let reply = s.receive(msg).unwrap();
    assert!(reply.send.is_empty(), "{:?}", reply.send);
    reply.facts
}

fn violation(s: &mut Session, msg: Message) -> String {
    let before = s.game().clone();
    let err = s.receive(msg).unwrap_err();
    assert_eq!(
        s.game(),
        &before,
        "the game stays at its last legal position"
    );
    assert!(err.message().to_string().starts_with("ERROR "));
    err.to_string()
}

#[test]
fn the_peers_moves_are_played_on_its_turn_only() {
    let mut s = four(Color::White);
    let facts = receive(&mut s, Message::Move(mv("a1xa3")));
    assert!(matches!(facts[..], [Fact::Moved(turn)] if turn.by == Color::Black));
    assert_eq!(s.game().ply_count(), 1);
    assert!(violation(&mut s, Message::Move(mv("b1xb3"))).contains("not your turn"));
    let (turn, sent) = s.play(mv("b4xb2")).unwrap();
    assert_eq!(turn.by, Color::White);
    assert_eq!(sent, Message::Move(mv("b4xb2")));
}

#[test]
fn an_illegal_move_is_a_protocol_error_and_changes_nothing() {
    let mut s = four(Color::White);
    let error = violation(&mut s, Message::Move(mv("a1-a2")));
    assert_eq!(error, "MOVE a1-a2: a2 is not empty");
    assert!(violation(&mut s, Message::Move(Move::Pass)).contains("pass"));
}

#[test]
fn we_cannot_move_for_the_peer_or_out_of_turn() {
    let mut s = four(Color::White);
    assert_eq!(
        s.play(mv("a1xa3")).unwrap_err(),
        LocalError::NotYourTurn(Color::Black)
    );
    let mut s = four(Color::Black);
    assert!(matches!(s.play(mv("a1-a2")), Err(LocalError::Rule(_))));
    assert!(s.play(mv("a1xa3")).is_ok());
}

#[test]
fn handshake_lines_after_the_handshake_are_protocol_errors() {
    let mut s = four(Color::White);
    let error = violation(&mut s, Message::Moves(vec![]));
    assert_eq!(error, "MOVES after the handshake");
    let start = PositionText::of(s.game().start());
    let error = violation(&mut s, Message::Start(start));
    assert_eq!(error, "START after the handshake");
}

#[test]
fn a_draw_offer_and_its_answers() {
    let mut s = four(Color::White);
    assert_eq!(
        receive(&mut s, Message::Draw(Request::Ask)),
        [Fact::DrawOffered]
    );
    assert!(violation(&mut s, Message::Draw(Request::Ask)).contains("second DRAW OFFER"));
    assert_eq!(
        s.answer_draw(false).unwrap(),
        Message::Draw(Request::Decline)
    );
    assert_eq!(s.game().outcome(), None);
    receive(&mut s, Message::Draw(Request::Ask));
    assert_eq!(s.answer_draw(true).unwrap(), Message::Draw(Request::Accept));
    assert_eq!(
        s.game().outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert!(violation(&mut s, Message::Move(mv("a1xa3"))).contains("after the end"));

    // Our offer, accepted by the peer.
    let mut s = four(Color::Black);
    assert_eq!(s.offer_draw().unwrap(), Message::Draw(Request::Ask));
    assert_eq!(
        s.play(mv("a1xa3")).unwrap_err(),
        LocalError::Waiting(kono::net::Ask::Draw)
    );
    assert_eq!(
        receive(&mut s, Message::Draw(Request::Accept)),
        [Fact::DrawAnswered(true)]
    );
    assert!(s.is_over());
    assert!(violation(&mut s, Message::Draw(Request::Decline)).contains("no offer"));
}

#[test]
fn the_answerers_move_declines_a_request_and_the_asker_may_not_move() {
    let mut s = four(Color::White);
    receive(&mut s, Message::Move(mv("a1xa3")));
    assert_eq!(s.offer_draw().unwrap(), Message::Draw(Request::Ask));
    // It is our turn, but we wait for the answer.
    assert_eq!(
        s.play(mv("b4xb2")).unwrap_err(),
        LocalError::Waiting(kono::net::Ask::Draw)
    );
    receive(&mut s, Message::Draw(Request::Decline));
    s.play(mv("b4xb2")).unwrap();
    // The peer's move declines our offer.
    s.offer_draw().unwrap();
    let facts = receive(&mut s, Message::Move(mv("a2-a1")));
    assert_eq!(facts[0], Fact::DrawAnswered(false));
    assert_eq!(s.draw_offer(), None);
    // Black asks with nothing to take back: declined at once.
    let reply = four(Color::White)
        .receive(Message::Undo(Request::Ask))
        .unwrap();
    assert_eq!(reply.send, [Message::Undo(Request::Decline)]);
    // The peer offers, then moves: a protocol error.
    let mut s = four(Color::White);
    receive(&mut s, Message::Draw(Request::Ask));
    let error = violation(&mut s, Message::Move(mv("a1xa3")));
    assert!(
        error.contains("before your request was answered"),
        "{error}"
    );
}

#[test]
fn crossed_requests_decline_each_other() {
    let mut s = four(Color::Black);
    s.play(mv("a1xa3")).unwrap();
    s.ask_undo().unwrap();
    let reply = s.receive(Message::Undo(Request::Ask)).unwrap();
    assert_eq!(reply.send, [Message::Undo(Request::Decline)]);
    assert_eq!(s.undo_request(), Some(Color::Black), "ours still waits");
    let mut s = four(Color::Black);
    s.offer_draw().unwrap();
    let reply = s.receive(Message::Draw(Request::Ask)).unwrap();
    assert_eq!(reply.send, [Message::Draw(Request::Decline)]);
}

#[test]
fn an_undo_takes_back_the_askers_last_move_and_the_reply_after_it() {
    // We are Black: a1xa3, then White replies; we ask to take ours back.
    let mut s = four(Color::Black);
    s.play(mv("a1xa3")).unwrap();
    receive(&mut s, Message::Move(mv("b4xb2")));
    assert_eq!(s.game().ply_count(), 2);
    assert_eq!(s.ask_undo().unwrap(), Message::Undo(Request::Ask));
    let facts = receive(&mut s, Message::Undo(Request::Accept));
    let [
        Fact::UndoAnswered {
            accepted: true,
            taken,
        },
    ] = &facts[..]
    else {
        panic!("{facts:?}")
    };
    assert_eq!(taken.len(), 2);
    assert_eq!(s.game().ply_count(), 0);
    assert_eq!(s.game().position().to_move(), Color::Black);

    // The peer asks right after its own move: only that move goes.
    let mut s = four(Color::White);
    receive(&mut s, Message::Move(mv("a1xa3")));
    assert_eq!(
        receive(&mut s, Message::Undo(Request::Ask)),
        [Fact::UndoAsked]
    );
    let (sent, taken) = s.answer_undo(true).unwrap();
    assert_eq!(sent, Message::Undo(Request::Accept));
    assert_eq!(taken.len(), 1);
    assert_eq!(s.game().ply_count(), 0);
    assert_eq!(
        s.answer_undo(true).unwrap_err(),
        LocalError::NoRequest(kono::net::Ask::Undo)
    );
}

#[test]
fn resigning_ends_the_game_for_both() {
    let mut s = four(Color::White);
    assert_eq!(receive(&mut s, Message::Resign), [Fact::Resigned]);
    assert_eq!(s.resigned(), Some(Color::Black));
    assert!(s.is_over());
    assert!(violation(&mut s, Message::Move(mv("a1xa3"))).contains("after the end"));
    assert_eq!(s.resign().unwrap_err(), LocalError::GameOver);
    let mut s = four(Color::Black);
    assert_eq!(s.resign().unwrap(), Message::Resign);
    assert_eq!(s.play(mv("a1xa3")).unwrap_err(), LocalError::GameOver);
}

#[test]
fn a_resignation_is_the_games_own_so_that_the_records_say_it() {
    let resigned = Some(Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resigned,
    });
    // Ours, and the peer's.
    let mut ours = four(Color::Black);
    ours.resign().unwrap();
    let mut theirs = four(Color::White);
    receive(&mut theirs, Message::Resign);
    for s in [&ours, &theirs] {
        assert_eq!(s.game().outcome(), resigned);
        assert_eq!(s.resigned(), Some(Color::Black));
        let record = kono::rules::record::write(s.game(), &Default::default());
        assert!(
            record.contains("[Termination \"White wins: Black resigned\"]"),
            "{record}"
        );
    }
    // A take-back may be asked after it (v2: accepted, it reopens the
    // game); here Black has no move to take back.
    assert_eq!(ours.ask_undo().unwrap_err(), LocalError::NothingToUndo);
}

#[test]
fn chat_bye_and_error_are_facts() {
    let mut s = four(Color::White);
    let text: kono::net::Text = "hi there".parse().unwrap();
    assert_eq!(
        receive(&mut s, Message::Say(text.clone())),
        [Fact::Said(text.clone())]
    );
    assert_eq!(receive(&mut s, Message::Bye(None)), [Fact::Left(None)]);
    assert_eq!(
        receive(&mut s, Message::Error(text.clone())),
        [Fact::Failed(text)]
    );
    assert!(receive(&mut s, Message::Ping).is_empty());
}

#[test]
fn the_hosts_opening_rebuilds_the_same_game_with_its_passes() {
    // A five-field game played by random legal moves, passes included.
    let mut rng = fastrand::Rng::with_seed(5);
    let start = Position::start(Variant::Five, Color::White);
    let options = RuleOptions {
        strict_goal: true,
        ..RuleOptions::default()
    };
    let mut game = Game::new(start, options).unwrap();
    for _ in 0..150 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.usize(..moves.len())]).unwrap();
    }
    let host = Session::new(game.clone(), Color::White);
    let id = kono::net::GameId::new(kono::net::Code::random(), Color::White);
    let lines = host.opening(&id, None);
    let Message::Welcome(welcome) = &lines[0] else {
        panic!()
    };
    assert_eq!(welcome.joiner, Color::Black);
    let Message::Start(pos) = &lines[1] else {
        panic!()
    };
    let moves: Vec<Move> = lines[2..]
        .iter()
        .flat_map(|line| match Message::parse(&line.to_string()).unwrap() {
            Message::Moves(m) => m,
            Message::Ready => Vec::new(),
            other => panic!("{other:?}"),
        })
        .collect();
    let rebuilt = game_from(welcome, pos, &moves, None).unwrap();
    assert_eq!(compare(&rebuilt, &game), Sameness::Same);
    let mut shorter = rebuilt.clone();
    shorter.undo();
    assert!(matches!(compare(&shorter, &game), Sameness::Differ { host, ours, .. } if host > ours));
    // A wrong variant in START is refused.
    let four = PositionText::of(&Position::start(Variant::Four, Color::Black));
    let error = game_from(welcome, &four, &[], None)
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("START is not a position of"), "{error}");
}

#[test]
fn after_a_rejoin_our_moves_the_host_did_not_keep_are_sent_again() {
    let start = Position::start(Variant::Four, Color::Black);
    let mut host = Game::new(start, RuleOptions::default()).unwrap();
    host.play(mv("a1xa3")).unwrap();
    let mut ours = host.clone();
    ours.play(mv("b4xb2")).unwrap();
    // We are White: our b4xb2 never reached the host's disk.
    assert_eq!(kono::net::unsent(&ours, &host, Color::White), [mv("b4xb2")]);
    // Not for Black, whose move it is not; nothing when the copies agree.
    assert!(kono::net::unsent(&ours, &host, Color::Black).is_empty());
    assert!(kono::net::unsent(&host, &host, Color::White).is_empty());
    // Copies that part ways: the host's record wins, nothing is replayed.
    let mut other = Game::new(start, RuleOptions::default()).unwrap();
    other.play(mv("b1xb3")).unwrap();
    assert!(kono::net::unsent(&ours, &other, Color::White).is_empty());
    // The session we go on with is the host's record with our move played
    // again, and the message that sends it.
    let (session, again) = Session::rejoined(&ours, host, Color::White);
    assert_eq!(
        session.game().moves().collect::<Vec<_>>(),
        [mv("a1xa3"), mv("b4xb2")]
    );
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].0, mv("b4xb2"));
    assert!(again[0].1.to_string().contains("b4xb2"), "{}", again[0].1);
}

#[test]
fn every_game_and_every_rule_option_crosses_the_wire_and_start_is_read_as_its_game() {
    // A 줄고누 START is a 4 × 4 board four-field kono shares: it is read as
    // the WELCOME's game, and the rule option comes across whole.
    for variant in Variant::ALL {
        for rules in RuleOptions::ALL {
            if rules.check(variant).is_err() {
                continue;
            }
            let game = Game::new(Position::start(variant, Color::Black), rules).unwrap();
            let host = Session::new(game.clone(), Color::White);
            let id = kono::net::GameId::new(kono::net::Code::random(), Color::White);
            let lines: Vec<Message> = host
                .opening(&id, None)
                .iter()
                .map(|m| Message::parse(&m.to_string()).unwrap())
                .collect();
            let (Message::Welcome(welcome), Message::Start(start)) = (&lines[0], &lines[1]) else {
                panic!("{lines:?}");
            };
            assert_eq!(welcome.rules, rules, "{variant:?}");
            let joined = game_from(welcome, start, &[], None).unwrap();
            assert_eq!(joined.start().variant(), variant);
            assert_eq!(joined.options(), &rules, "{variant:?} {}", rules.word());
            assert_eq!(joined, game);
        }
    }
}

#[test]
fn only_the_host_keeps_time_and_a_flag_needs_a_clock_at_zero() {
    let control = kono::rules::TimeControl::fischer(300, 0);
    // The host obeys no CLOCK and no FLAG of its friend's.
    let mut host = four(Color::Black).with_clock(Some(control)).hosting();
    let flag = violation(&mut host, Message::Flag);
    assert!(flag.contains("only the host keeps time"), "{flag}");
    let clock = Message::Clock {
        black: 1,
        white: 1_000_000_000_000_000,
    };
    let clock = violation(&mut host, clock);
    assert!(clock.contains("only the host keeps time"), "{clock}");
    assert_eq!(host.game().outcome(), None);
    // A joiner takes the host's times, clamped to what the control allows.
    let mut joiner = four(Color::White).with_clock(Some(control));
    let facts = receive(
        &mut joiner,
        Message::Clock {
            black: 299_000,
            white: u64::MAX,
        },
    );
    let five_minutes = std::time::Duration::from_secs(300);
    assert_eq!(
        facts,
        [Fact::Clock {
            black: std::time::Duration::from_millis(299_000),
            white: five_minutes
        }]
    );
    // A FLAG while the side to move has time left is refused; at zero it ends the game.
    let early = violation(&mut joiner, Message::Flag);
    assert!(early.contains("not at zero"), "{early}");
    receive(
        &mut joiner,
        Message::Clock {
            black: 0,
            white: 300_000,
        },
    );
    assert_eq!(
        receive(&mut joiner, Message::Flag),
        [Fact::Flag(Color::Black)]
    );
    assert!(joiner.game().outcome().is_some());
}

#[test]
fn a_rematchs_opening_keeps_to_the_history_cap() {
    use kono::net::MAX_HISTORY;
    let mut joiner = four(Color::White);
    receive(&mut joiner, Message::Resign);
    assert!(joiner.is_over());
    joiner.ask_rematch().unwrap();
    receive(&mut joiner, Message::Rematch(Request::Accept));
    let host = four(Color::Black).hosting();
    let id = kono::net::GameId::new(kono::net::Code::random(), Color::Black);
    let (_, lines) = host.rematch(&id);
    // NEW and START as the host sends them, then endless MOVES.
    for line in lines.into_iter().take(2) {
        receive(&mut joiner, line);
    }
    let moves = vec!["a1-b1".parse().unwrap(); 64];
    let mut sent = 0;
    let refused = loop {
        match joiner.receive(Message::Moves(moves.clone())) {
            Ok(_) => sent += moves.len(),
            Err(e) => break e,
        }
        assert!(sent <= MAX_HISTORY, "the cap holds");
    };
    assert!(refused.to_string().contains("400000"), "{refused}");
    assert!(sent + moves.len() > MAX_HISTORY);
}

#[test]
fn only_our_own_last_move_unsent_is_withdrawn() {
    let mv = "a1xa3".parse().unwrap();
    let reply = "d4xd2".parse().unwrap();
    let mut black = four(Color::Black);
    black.play(mv).unwrap();
    receive(&mut black, Message::Move(reply));
    assert!(!black.withdraw(mv), "White's came after it");
    let mut white = four(Color::White);
    receive(&mut white, Message::Move(mv));
    white.play(reply).unwrap();
    assert!(!white.withdraw(mv), "not White's move");
    assert!(white.withdraw(reply));
    assert_eq!(white.game().ply_count(), 1);
    assert!(!white.withdraw(reply), "once");
}
