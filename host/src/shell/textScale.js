// spec 02 §9's layout scaling, times the user's own text size (WCAG 1.4.4; README "Text size"): the
// browser's default font size against the usual 16 px (shared/domain/layout.ts), which a browser's font-size
// setting changes. Written into the head of index.html before the shell's CSS (the build drops these comment
// lines), so the first paint is at the user's size: the root has no size of its own yet, and its computed
// size is the browser's default. shell.css multiplies the root font size and every fixed pixel of a text by
// --tp-text-scale.
(function (win, root) {
  var px = parseFloat(win.getComputedStyle(root).fontSize);
  if (px > 0 && px !== 16) root.style.setProperty('--tp-text-scale', String(px / 16));
})(window, document.documentElement);
