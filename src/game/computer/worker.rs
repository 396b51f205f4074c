//! The engine's Web Worker seen from the game (browser only): `engine-worker.js` beside the
//! page runs the rules core and the AI in their own small module and speaks UGI lines
//! (wasm/engine-worker.js says how). [`ask`] posts one request and gives a future that
//! completes with the lines the engine wrote for it.
//!
//! A search keeps the worker busy until its `bestmove`, so a request dropped before its
//! answer (undo, new game, a newer request) ends the worker and starts another from the
//! compiled module the first one handed back; answers are tagged with their request's id and
//! those of older ids are dropped. The page is one thread: the worker lives in a thread-local.

use super::request::SearchError;
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::JsCast;
use web_sys::{Event, Worker};

/// The worker's script, beside the page.
const SCRIPT: &str = "engine-worker.js";
/// The id of the request [`warm_up`] posts; nobody waits for its answer.
const WARM_UP_ID: u32 = 0;

/// One thing the worker said about a request.
enum Said {
    Line(String),
    Done,
    Error(String),
}

/// What the worker's messages leave for the requests to read.
#[derive(Default)]
struct Inbox {
    said: VecDeque<(u32, Said)>,
    /// Set when the worker cannot run at all (its script or module failed to load).
    failure: Option<String>,
    /// The compiled engine module the first worker handed back, to start the next without
    /// compiling again.
    module: Option<JsValue>,
    waker: Option<Waker>,
}

/// A running worker and the handlers it calls.
struct EngineWorker {
    worker: Worker,
    inbox: Rc<RefCell<Inbox>>,
    _on_message: Closure<dyn FnMut(JsValue)>,
    _on_error: Closure<dyn FnMut(Event)>,
    next_id: u32,
    /// The request the worker is busy with, if any.
    running: Option<u32>,
}

thread_local! {
    static ENGINE: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
}

impl EngineWorker {
    /// Starts a worker that writes into `inbox`, handing it the kept module if there is one.
    fn start(inbox: Rc<RefCell<Inbox>>) -> Result<EngineWorker, String> {
        let worker = new_module_worker(SCRIPT)?;
        let messages = inbox.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let data = Reflect::get(&event, &"data".into()).unwrap_or(JsValue::UNDEFINED);
            receive(&mut messages.borrow_mut(), &data);
        });
        let errors = inbox.clone();
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            let text = Reflect::get(&event, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or_else(|| format!("{SCRIPT} could not run"));
            let mut inbox = errors.borrow_mut();
            inbox.failure.get_or_insert(text);
            wake(&mut inbox);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let module = inbox.borrow().module.clone();
        if let Some(module) = module {
            let message = Object::new();
            set(&message, "module", &module);
            worker.post_message(&message).map_err(describe)?;
        }
        Ok(EngineWorker {
            worker,
            inbox,
            _on_message: on_message,
            _on_error: on_error,
            next_id: WARM_UP_ID + 1,
            running: None,
        })
    }

    /// Posts `lines` as request `id`.
    fn post(&self, id: u32, lines: &[String]) -> Result<(), String> {
        let message = Object::new();
        set(&message, "id", &JsValue::from(id));
        let list: Array = lines.iter().map(|l| JsValue::from_str(l)).collect();
        set(&message, "lines", &list);
        self.worker.post_message(&message).map_err(describe)
    }

    /// Ends this worker's search by ending the worker; another starts from the kept module.
    /// A worker that cannot be started again marks the engine failed.
    fn restart(&mut self) -> Result<(), String> {
        self.running = None;
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
        match EngineWorker::start(self.inbox.clone()) {
            Ok(next) => {
                let next_id = self.next_id;
                *self = next;
                self.next_id = next_id;
                Ok(())
            }
            Err(why) => {
                self.inbox.borrow_mut().failure.get_or_insert(why.clone());
                Err(why)
            }
        }
    }
}

impl Drop for EngineWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Starts the worker (it compiles the engine at once), so that the first search need not wait
/// for that; a worker that cannot start is found out here, before the computer needs it.
pub fn warm_up() {
    let _ = with_engine(|engine| engine.post(WARM_UP_ID, &["isready".to_string()]));
}

/// Posts `lines` to the worker; the future completes with the lines it wrote in answer, or
/// with [`SearchError::Unavailable`] when the worker cannot run. Dropping the future before
/// that cancels the request.
pub fn ask(lines: Vec<String>) -> Answer {
    let posted = with_engine(|engine| {
        if engine.running.is_some() {
            engine.restart()?;
        }
        let id = engine.next_id;
        engine.next_id = engine.next_id.wrapping_add(1).max(WARM_UP_ID + 1);
        engine.post(id, &lines)?;
        engine.running = Some(id);
        Ok((id, engine.inbox.clone()))
    });
    match posted {
        Ok((id, inbox)) => Answer {
            id,
            inbox: Some(inbox),
            lines: Vec::new(),
            failed: None,
        },
        Err(why) => Answer {
            id: WARM_UP_ID,
            inbox: None,
            lines: Vec::new(),
            failed: Some(why),
        },
    }
}

/// Runs `act` on the worker, starting it first if there is none; an error (the worker could
/// not start, or failed since) is kept: the worker is not tried again.
fn with_engine<T>(act: impl FnOnce(&mut EngineWorker) -> Result<T, String>) -> Result<T, String> {
    ENGINE.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = Some(EngineWorker::start(Rc::default())?);
        }
        let engine = slot.as_mut().expect("the worker was just started");
        if let Some(failure) = engine.inbox.borrow().failure.clone() {
            return Err(failure);
        }
        act(engine)
    })
}

/// The answer to one request, as a future.
pub struct Answer {
    id: u32,
    inbox: Option<Rc<RefCell<Inbox>>>,
    lines: Vec<String>,
    /// Why the request could not even be posted.
    failed: Option<String>,
}

impl Future for Answer {
    type Output = Result<Vec<String>, SearchError>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = &mut *self;
        let Some(inbox) = this.inbox.clone() else {
            let why = this.failed.take().unwrap_or_default();
            return Poll::Ready(Err(SearchError::Unavailable(why)));
        };
        let mut inbox = inbox.borrow_mut();
        while let Some((id, said)) = inbox.said.pop_front() {
            if id != this.id {
                continue;
            }
            match said {
                Said::Line(line) => this.lines.push(line),
                Said::Done => {
                    drop(inbox);
                    this.finish();
                    return Poll::Ready(Ok(std::mem::take(&mut this.lines)));
                }
                Said::Error(why) => {
                    drop(inbox);
                    this.finish();
                    return Poll::Ready(Err(SearchError::Unavailable(why)));
                }
            }
        }
        if let Some(failure) = inbox.failure.clone() {
            drop(inbox);
            this.finish();
            return Poll::Ready(Err(SearchError::Unavailable(failure)));
        }
        let superseded = ENGINE.with(|cell| {
            cell.borrow()
                .as_ref()
                .is_none_or(|engine| engine.running != Some(this.id))
        });
        if superseded {
            this.inbox = None;
            return Poll::Ready(Err(SearchError::Superseded));
        }
        inbox.waker = Some(cx.waker().clone());
        Poll::Pending
    }
}

impl Answer {
    /// The request is over: the worker is free for the next.
    fn finish(&mut self) {
        self.inbox = None;
        ENGINE.with(|cell| {
            if let Some(engine) = cell.borrow_mut().as_mut()
                && engine.running == Some(self.id)
            {
                engine.running = None;
            }
        });
    }
}

impl Drop for Answer {
    /// A request dropped before its answer ends the worker's search (see the module's text).
    fn drop(&mut self) {
        if self.inbox.is_none() {
            return;
        }
        ENGINE.with(|cell| {
            if let Some(engine) = cell.borrow_mut().as_mut()
                && engine.running == Some(self.id)
            {
                // A failure is kept in the inbox: the next request falls back.
                let _ = engine.restart();
            }
        });
    }
}

/// Files one message of the worker into the inbox.
fn receive(inbox: &mut Inbox, data: &JsValue) {
    let field = |name: &str| Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED);
    if field("ready").is_truthy() {
        inbox.module = Some(field("module"));
        return;
    }
    let error = field("error");
    let id = field("id").as_f64().map(|id| id as u32);
    let said = if let Some(line) = field("line").as_string() {
        Said::Line(line)
    } else if field("done").is_truthy() {
        Said::Done
    } else if !error.is_undefined() {
        Said::Error(error.as_string().unwrap_or_else(|| describe(error)))
    } else {
        return;
    };
    match (id, said) {
        (Some(id), said) => inbox.said.push_back((id, said)),
        // An error of no request: the engine could not load.
        (None, Said::Error(why)) => {
            inbox.failure.get_or_insert(why);
        }
        (None, _) => {}
    }
    wake(inbox);
}

/// `new Worker(url, { type: "module" })`, built through `Reflect` (web-sys's `WorkerOptions`
/// would be a new feature for Bevy's web-sys: see Cargo.toml).
fn new_module_worker(url: &str) -> Result<Worker, String> {
    let constructor = Reflect::get(&js_sys::global(), &"Worker".into())
        .ok()
        .and_then(|c| c.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(|| "this browser has no Web Workers".to_string())?;
    let options = Object::new();
    set(&options, "type", &"module".into());
    let arguments: Array = [JsValue::from_str(url), options.into()]
        .into_iter()
        .collect();
    Reflect::construct(&constructor, &arguments)
        .map(|worker| worker.unchecked_into::<Worker>())
        .map_err(describe)
}

fn wake(inbox: &mut Inbox) {
    if let Some(waker) = inbox.waker.take() {
        waker.wake();
    }
}

fn set(object: &Object, key: &str, value: &JsValue) {
    // Setting a field of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &key.into(), value);
}

fn describe(value: JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            value
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{value:?}"))
}
