// Browsers start every AudioContext suspended until the first user gesture.
// Remember the contexts the game creates and resume them on the first
// click, tap or key, so that sound works from the first move.
(function () {
  const contexts = [];
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Original = window[name];
    if (!Original) continue;
    const Wrapped = function (...args) {
      const ctx = new Original(...args);
      contexts.push(ctx);
      return ctx;
    };
    Wrapped.prototype = Original.prototype;
    window[name] = Wrapped;
  }
  // The browser test reads the contexts' states: "running" once the player has acted.
  window.epaminondasAudioStates = () => contexts.map((ctx) => ctx.state);
  const resume = () => {
    for (const ctx of contexts) {
      if (ctx.state === "suspended") ctx.resume().catch(() => {});
    }
  };
  for (const event of ["pointerdown", "touchend", "keydown", "mousedown"]) {
    window.addEventListener(event, resume, { capture: true, passive: true });
  }
})();
