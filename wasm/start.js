// Starts the game and hides the loading message once the first frame is drawn.
import init from "./epaminondas.js";

const loading = document.getElementById("loading");
const loadingText = document.getElementById("loading-text");
// Read by the browser test: when loading began and when the first frame was drawn.
window.epaminondasPage = { startedAt: performance.now(), firstFrameAt: null, error: null };

function watchFirstFrame() {
  const canvas = document.querySelector("canvas");
  if (canvas && canvas.width > 0 && canvas.height > 0) {
    // Two animation frames after the canvas appears, the game has drawn into it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.epaminondasPage.firstFrameAt = performance.now();
        loading.classList.add("done");
        canvas.focus();
      })
    );
    return;
  }
  requestAnimationFrame(watchFirstFrame);
}

requestAnimationFrame(watchFirstFrame);

init().catch((error) => {
  // winit leaves its event loop by throwing; that is not a failure.
  if (String(error).includes("Using exceptions for control flow")) return;
  window.epaminondasPage.error = String(error);
  loadingText.textContent = "The game could not start: " + error;
  console.error(error);
});
