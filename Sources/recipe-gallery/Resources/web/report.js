// Tells the gallery where this page's controls are and what was typed, for its state dump
// (the window test clicks and types with xdotool, then reads them back).
(function () {
  const gallery = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.gallery;
  if (!gallery) return;
  function rect(id) {
    const e = document.getElementById(id);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }
  window.addEventListener('load', () => {
    gallery.postMessage({ page: location.pathname.split('/').pop(), name: rect('name'), more: rect('more'), back: rect('back') });
  });
  document.addEventListener('input', e => gallery.postMessage({ typed: e.target.value }));
})();
