/**
 * happy-dom has no `document.fonts` (the CSS Font Loading API), which Mantine's autosizing Textarea listens to. No font
 * loads in happy-dom, so an event target that never fires `loadingdone` is what a browser without web fonts does.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }) });
}
