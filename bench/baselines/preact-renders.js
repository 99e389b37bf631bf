// Baseline (2): one Preact render per download button (Preact + hooks), the lighter cousin of
// baseline (1). Built by bench/lib/build-baselines.js.
import { h, render } from 'preact';
import { useState, useLayoutEffect } from 'preact/hooks';

const bench = window.__bench;
const buttons = document.querySelectorAll('[data-widget="download"]');
const total = buttons.length;
let committed = 0;

function onCommit() {
  committed += 1;
  if (committed === total) requestAnimationFrame(() => bench.done('ready'));
}

function DownloadButton(props) {
  const [label, setLabel] = useState(props.label);
  useLayoutEffect(onCommit, []);
  return h(
    'span',
    {
      className: 'bl-download',
      onClick: (event) => {
        event.preventDefault();
        setLabel('下载中');
      },
    },
    label,
  );
}

for (let i = 0; i < total; i++) {
  const el = buttons[i];
  const label = el.textContent;
  // render() appends to the container: empty it first, as createRoot does.
  el.textContent = '';
  render(h(DownloadButton, { label }), el);
}
bench.done('interactive');
if (total === 0) requestAnimationFrame(() => bench.done('ready'));
